import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { FeedItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetPostQuery } from '../api';
import FeedCard, { type CardAction } from '../components/FeedCard';
import '../feed.css';

const CommentModal = lazy(() => import('../components/CommentModal'));
const SendModal = lazy(() => import('../components/SendModal'));

/** One post on its own page: where a link passed on with Send leads. */
export default function PostPage() {
  const { postId = '' } = useParams();
  const { data, error, isLoading } = useGetPostQuery(postId);
  const [open, setOpen] = useState<{ action: CardAction; item: FeedItem } | null>(null);
  const status = (error as { status?: number } | undefined)?.status;

  return (
    <div className="container" style={{ maxWidth: 680 }}>
      <p>
        <Link to="/feeds">← Back to the feed</Link>
      </p>
      <h1 className="sr-only">Post</h1>
      {isLoading ? (
        <Spinner label="Loading the post" />
      ) : status === 404 ? (
        <EmptyState
          title="Post not found"
          text="It may have been deleted or pulled down."
          action={
            <Link className="btn btn-primary" to="/feeds">
              Go to your feed
            </Link>
          }
        />
      ) : error || !data ? (
        <div className="alert alert-error" role="alert">
          {errorMessage(error)}
        </div>
      ) : (
        // This page shows one post, not the feed: likes and comments update the feed cache only when it is loaded.
        <FeedCard item={data} onAction={(action, item) => setOpen(action === 'share' ? null : { action, item })} />
      )}
      <Suspense fallback={null}>
        {open?.action === 'comment' && <CommentModal item={open.item} onClose={() => setOpen(null)} />}
        {open?.action === 'send' && <SendModal item={open.item} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
