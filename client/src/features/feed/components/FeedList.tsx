import { lazy, Suspense, useEffect, useState } from 'react';
import type { FeedItem } from '@delv/shared';
import { FEED_MSG } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useMessages, useT } from '../../../i18n';
import { useGetFeedInfiniteQuery } from '../api';
import { useNewFeedItems } from '../newItems';
import FeedCard, { type CardAction } from './FeedCard';
import QueryView from '../../../components/QueryView';
import type { ReportComponent } from '../../../components/slots';

const CommentModal = lazy(() => import('./CommentModal'));
const ShareModal = lazy(() => import('./ShareModal'));
const SendModal = lazy(() => import('./SendModal'));

/**
 * The feed: newest first, 30 at a time; 'SHOW MORE FEEDS' fetches the next 30 while the server
 * says there are more, then 'No more feeds to show' (spec 000 §4, §8). The first load shows a
 * loader in the feed's place. One comment / share / send dialog at a time, loaded when opened.
 * Other people's new posts are announced live ('3 new posts'): the list moves only when asked.
 */
export default function FeedList({ Report }: { Report?: ReportComponent } = {}) {
  const t = useT('feed');
  // Its cards show FEED_MSG with useMessagesNow: its words come first. The dialogs bring theirs.
  const tm = useMessages('FEED_MSG');
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch, fulfilledTimeStamp } =
    useGetFeedInfiniteQuery();
  const [open, setOpen] = useState<{ action: CardAction; item: FeedItem } | null>(null);
  const fresh = useNewFeedItems();
  // The live updates of cards: after the first paint, as the live stream itself (app/SignedIn.tsx).
  useEffect(() => void import('../live'), []);
  // A feed just read from the server holds everything announced so far.
  useEffect(() => fresh.clear(), [fulfilledTimeStamp]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!data)
    return <QueryView query={{ data, error, isFetching, refetch }} words={[t('list.loading')]} messages={tm} inline frame="feed-loading" />;

  // A new post put at the top shifts the server's pages by one: never show a card twice.
  const seen = new Set<string>();
  const items = (data?.pages ?? []).flatMap((p) => p.data).filter((i) => (seen.has(i._id) ? false : (seen.add(i._id), true)));
  const close = () => setOpen(null);
  const onAction = (action: CardAction, item: FeedItem) => setOpen({ action, item });

  const showNew = () => {
    fresh.clear();
    void refetch();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="feed-list">
      {fresh.count > 0 && (
        <button type="button" className="btn btn-primary feed-new" onClick={showNew} disabled={isFetching}>
          {t('list.newPosts', { count: fresh.count })}
        </button>
      )}
      {items.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
      ) : (
        <ul className="feed-cards" aria-label={t('list.label')}>
          {items.map((item) => (
            <li key={item._id}>
              <FeedCard item={item} onAction={onAction} Report={Report} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline btn-block feed-more"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
        </button>
      ) : (
        items.length > 0 && (
          <p className="muted center feed-end" role="status">
            {tm(FEED_MSG.noMoreFeeds)}
          </p>
        )
      )}
      <Suspense fallback={null}>
        {open?.action === 'comment' && <CommentModal item={open.item} onClose={close} Report={Report} />}
        {open?.action === 'share' && <ShareModal item={open.item} onClose={close} />}
        {open?.action === 'send' && <SendModal item={open.item} onClose={close} />}
      </Suspense>
    </div>
  );
}
