import { useSearchParams } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { selectCurrentUser } from '../../auth';
import { useGetPostsQuery } from '../api';
import FeedCard from '../components/FeedCard';
import '../feed.css';

/**
 * Feed moderation (/pull_down_feeds, spec 000 §4): the newest posts with 'Pull Down'. The spec
 * did not say who may do it and checked nothing; the server allows system admins and claim
 * reviewers only, and this page tells anyone else so instead of showing buttons that fail.
 */
export default function PullDownFeedsPage() {
  const me = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const allowed = Boolean(me?.roles.some((r) => r === 'admin' || r === 'claimReviewer'));
  const { data, error, isLoading } = useGetPostsQuery({ skip }, { skip: !allowed });

  return (
    <div className="container" style={{ maxWidth: 720 }}>
      <h1>Feed moderation</h1>
      {!allowed ? (
        <EmptyState title="Moderators only" text="Only system admins and claim reviewers can pull down posts." />
      ) : isLoading ? (
        <Spinner label="Loading posts" />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {errorMessage(error)}
        </div>
      ) : !data || data.count === 0 ? (
        <EmptyState title="No posts" text="There is nothing to moderate." />
      ) : (
        <>
          <p className="muted">Pulling a post down hides it from everyone but its author and takes back the points it earned.</p>
          <ul className="feed-cards" aria-label="Posts">
            {data.data.map((post) => (
              <li key={post._id}>
                <FeedCard item={post} moderation onAction={() => {}} actions={false} />
              </li>
            ))}
          </ul>
          <Pager
            skip={skip}
            limit={30}
            count={data.count}
            pageLength={data.data.length}
            onChange={(next) => setParams(next ? { skip: String(next) } : {})}
          />
        </>
      )}
    </div>
  );
}
