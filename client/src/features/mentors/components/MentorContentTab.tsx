import { Link } from 'react-router-dom';
import type { ContentItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useMentorContentCountsQuery, useMentorContentListQuery } from '../api';

const SHOWN = 6;

const hrefOf = (item: ContentItem) => (item.category === 'Video' ? `/video/watch/${item._id}` : `/article/read/${item._id}`);

function Section({ userId, category, title, count }: { userId: string; category: 'Video' | 'Article'; title: string; count: number }) {
  const { data, isFetching } = useMentorContentListQuery({ userId, category, limit: SHOWN }, { skip: count === 0 });
  return (
    <section aria-label={title}>
      <h2 className="users-section-title">
        {title} ({count})
      </h2>
      {count === 0 && <p className="muted">None yet.</p>}
      {count > 0 && !data && isFetching && <Spinner label={`Loading ${title.toLowerCase()}`} />}
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
  const { data: counts, isError, isFetching } = useMentorContentCountsQuery(userId);
  if (!counts && isFetching) return <Spinner label="Loading content" />;
  if (!counts || isError) {
    return <EmptyState title="No content yet" text={`Videos and articles ${firstname} shares will be listed here.`} />;
  }
  if (counts.Video === 0 && counts.Article === 0) {
    return <EmptyState title="No content yet" text={`${firstname} has not shared videos or articles yet.`} />;
  }
  return (
    <div className="stack">
      <Section userId={userId} category="Video" title="Videos" count={counts.Video} />
      <Section userId={userId} category="Article" title="Articles" count={counts.Article} />
    </div>
  );
}
