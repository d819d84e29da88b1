import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { FeedItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useGetPostQuery } from '../api';
import FeedCard, { type CardAction } from '../components/FeedCard';
import '../feed.css';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

const CommentModal = lazy(() => import('../components/CommentModal'));
const SendModal = lazy(() => import('../components/SendModal'));
const ShareModal = lazy(() => import('../components/ShareModal'));

/** One post on its own page: where a link passed on with Send leads. */
export default function PostPage() {
  const t = useT('feed');
  // Its card shows FEED_MSG with useMessagesNow: its words come first (the dialogs bring their own).
  const tm = useMessages('FEED_MSG');
  const { postId = '' } = useParams();
  const { data, error, isLoading } = useGetPostQuery(postId);
  const [open, setOpen] = useState<{ action: CardAction; item: FeedItem } | null>(null);
  const status = (error as { status?: number } | undefined)?.status;

  return (
    <div className="container" style={{ maxWidth: 680 }}>
      <p>
        <Link to="/feeds">{t('post.back')}</Link>
      </p>
      <h1 className="sr-only">{t('post.heading')}</h1>
      {isLoading ? (
        <Spinner label={t('post.loading')} />
      ) : status === 404 ? (
        <EmptyState title={t('post.notFound')} text={t('post.notFoundText')} link={{ to: '/feeds', label: t('post.toFeed') }} />
      ) : error || !data ? (
        <div className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </div>
      ) : (
        // This page shows one post, not the feed: likes and comments update the feed cache only when it is loaded.
        <FeedCard item={data} onAction={(action, item) => setOpen({ action, item })} />
      )}
      <Suspense fallback={null}>
        {open?.action === 'comment' && <CommentModal item={open.item} onClose={() => setOpen(null)} />}
        {open?.action === 'send' && <SendModal item={open.item} onClose={() => setOpen(null)} />}
        {open?.action === 'share' && <ShareModal item={open.item} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
