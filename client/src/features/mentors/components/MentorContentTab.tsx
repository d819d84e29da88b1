import { Link } from 'react-router-dom';
import type { ContentItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useMentorContentCountsQuery, useMentorContentListQuery } from '../api';
import { useT } from '../../../i18n';

const SHOWN = 6;

const hrefOf = (item: ContentItem) => (item.category === 'Video' ? `/video/watch/${item._id}` : `/article/read/${item._id}`);

function Section({ userId, category, count }: { userId: string; category: 'Video' | 'Article'; count: number }) {
  const t = useT('mentors');
  const title = t('content.section', { kind: category });
  const { data, isFetching } = useMentorContentListQuery({ userId, category, limit: SHOWN }, { skip: count === 0 });
  return (
    <section aria-label={title}>
      <h2 className="users-section-title">
        {title} ({count})
      </h2>
      {count === 0 && <p className="muted">{t('content.none')}</p>}
      {count > 0 && !data && isFetching && <Spinner label={t('content.loadingSection', { kind: category })} />}
      {data && (
        <ul className="users-list">
          {data.data.map((item) => (
            <li key={item._id}>
              <Link to={hrefOf(item)}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Content tab of a mentor's profile (spec 001 §2): their videos and articles, with counts. */
export default function MentorContentTab({ userId, firstname }: { userId: string; firstname: string }) {
  const t = useT('mentors');
  const { data: counts, isError, isFetching } = useMentorContentCountsQuery(userId);
  if (!counts && isFetching) return <Spinner label={t('content.loading')} />;
  if (!counts || isError) {
    return <EmptyState title={t('content.emptyTitle')} text={t('content.willList', { name: firstname })} />;
  }
  if (counts.Video === 0 && counts.Article === 0) {
    return <EmptyState title={t('content.emptyTitle')} text={t('content.notShared', { name: firstname })} />;
  }
  return (
    <div className="stack">
      <Section userId={userId} category="Video" count={counts.Video} />
      <Section userId={userId} category="Article" count={counts.Article} />
    </div>
  );
}
