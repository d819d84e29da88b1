import { lazy, Suspense, useState } from 'react';
import type { FeedItem } from '@delv/shared';
import { FEED_MSG } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetFeedInfiniteQuery } from '../api';
import FeedCard, { type CardAction } from './FeedCard';

const CommentModal = lazy(() => import('./CommentModal'));
const ShareModal = lazy(() => import('./ShareModal'));
const SendModal = lazy(() => import('./SendModal'));

/**
 * The feed: newest first, 30 at a time; 'SHOW MORE FEEDS' fetches the next 30 while the server
 * says there are more, then 'No more feeds to show' (spec 000 §4, §8). The first load shows a
 * loader in the feed's place. One comment / share / send dialog at a time, loaded when opened.
 */
export default function FeedList() {
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = useGetFeedInfiniteQuery();
  const [open, setOpen] = useState<{ action: CardAction; item: FeedItem } | null>(null);

  if (isLoading) return <div className="feed-loading"><Spinner label="Loading your feed" /></div>;
  if (error) {
    return (
      <div className="alert alert-error" role="alert">
        {errorMessage(error)} <button type="button" className="btn-link" onClick={() => void refetch()}>Try again</button>
      </div>
    );
  }

  // A new post put at the top shifts the server's pages by one: never show a card twice.
  const seen = new Set<string>();
  const items = (data?.pages ?? []).flatMap((p) => p.data).filter((i) => (seen.has(i._id) ? false : (seen.add(i._id), true)));
  const close = () => setOpen(null);
  const onAction = (action: CardAction, item: FeedItem) => setOpen({ action, item });

  return (
    <div className="feed-list">
      {items.length === 0 ? (
        <EmptyState title="Your feed is empty" text="Post something, or follow mentors to see what they share." />
      ) : (
        <ul className="feed-cards" aria-label="Feed">
          {items.map((item) => <li key={item._id}><FeedCard item={item} onAction={onAction} /></li>)}
        </ul>
      )}
      {hasNextPage ? (
        <button type="button" className="btn btn-outline btn-block feed-more" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'SHOW MORE FEEDS'}
        </button>
      ) : (
        items.length > 0 && <p className="muted center feed-end" role="status">{FEED_MSG.noMoreFeeds}</p>
      )}
      <Suspense fallback={null}>
        {open?.action === 'comment' && <CommentModal item={open.item} onClose={close} />}
        {open?.action === 'share' && <ShareModal item={open.item} onClose={close} />}
        {open?.action === 'send' && <SendModal item={open.item} onClose={close} />}
      </Suspense>
    </div>
  );
}
