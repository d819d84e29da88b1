import { useSearchParams } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useGetPostsQuery } from '../api';
import FeedCard from '../components/FeedCard';
import '../feed.css';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

/** The posts to moderate, for those allowed; its cards show FEED_MSG, whose words come first. */
function ModerationList({ skip, onPage }: { skip: number; onPage: (skip: number) => void }) {
  const t = useT('feed');
  const tm = useMessages('FEED_MSG');
  const { data, error, isLoading } = useGetPostsQuery({ skip });

  if (isLoading) return <Spinner label={t('moderation.loading')} />;
  if (error) {
    return (
      <div className="alert alert-error" role="alert">
        {tm(apiErrorMessage(error))}
      </div>
    );
  }
  if (!data || data.count === 0) return <EmptyState title={t('moderation.noneTitle')} text={t('moderation.noneText')} />;
  return (
    <>
      <p className="muted">{t('moderation.intro')}</p>
      <ul className="feed-cards" aria-label={t('moderation.label')}>
        {data.data.map((post) => (
          <li key={post._id}>
            <FeedCard item={post} moderation onAction={() => {}} actions={false} />
          </li>
        ))}
      </ul>
      <Pager skip={skip} limit={30} count={data.count} pageLength={data.data.length} onChange={onPage} />
    </>
  );
}

/**
 * Feed moderation (/pull_down_feeds, spec 000 §4): the newest posts with 'Pull Down'. The spec
 * did not say who may do it and checked nothing; the server allows system admins and claim
 * reviewers only, and this page tells anyone else so instead of showing buttons that fail.
 */
export default function PullDownFeedsPage() {
  const t = useT('feed');
  const me = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const allowed = Boolean(me?.roles.some((r) => r === 'admin' || r === 'claimReviewer'));

  return (
    <div className="container" style={{ maxWidth: 720 }}>
      <h1>{t('moderation.title')}</h1>
      {allowed ? (
        <ModerationList skip={skip} onPage={(next) => setParams(next ? { skip: String(next) } : {})} />
      ) : (
        <EmptyState title={t('moderation.onlyTitle')} text={t('moderation.onlyText')} />
      )}
    </div>
  );
}
