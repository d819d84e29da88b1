import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { NOTIFICATION_MSG } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMarkAllNotificationsReadMutation } from '../actionsApi';
import { useNotificationsInfiniteQuery, useUnreadNotificationsQuery } from '../api';
import NotificationItem from './NotificationItem';
import '../notifications.css';
import QueryView from '../../../components/QueryView';

/**
 * My notices, newest first, a page at a time, with Mark all as read: the bell's panel on wide
 * screens (focused when it opens, so Tab walks it and Escape closes it) and the /notifications page.
 */
export default function NotificationList({
  level = 2,
  headingId,
  focusOnOpen = false,
}: {
  level?: 1 | 2;
  headingId?: string;
  focusOnOpen?: boolean;
}) {
  const t = useT('notifications');
  const tm = useMessages('NOTIFICATION_MSG');
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = useNotificationsInfiniteQuery();
  // The bell's answer (no second request): Mark all as read is offered while something is unread.
  const { data: unread = 0 } = useUnreadNotificationsQuery();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ownHeadingId = useId();
  const titleId = headingId ?? ownHeadingId;
  const Heading = level === 1 ? 'h1' : 'h2';
  const notices = data?.pages.flatMap((page) => page.data) ?? [];

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const readAll = async () => {
    // The button goes away: focus stays in the list, on its heading.
    headingRef.current?.focus();
    try {
      const answer = await markAllRead().unwrap();
      notifySuccess(tm(answer.message ?? NOTIFICATION_MSG.allMarkedRead));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <section className="notif-list-wrap" aria-labelledby={titleId} aria-busy={isFetching}>
      <div className="notif-head">
        <Heading id={titleId} ref={headingRef} tabIndex={-1} className="notif-title">
          {t('title')}
        </Heading>
        {unread > 0 && (
          <button type="button" className="btn btn-link" onClick={() => void readAll()}>
            {t('markAll')}
          </button>
        )}
      </div>
      <QueryView query={{ data, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />
      {data && notices.length === 0 && <EmptyState title={t('empty')} text={t('emptyText')} />}
      {notices.length > 0 && (
        <ul className="notif-list" aria-label={t('list')}>
          {notices.map((notice) => (
            <NotificationItem key={notice._id} notice={notice} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <p className="notif-more">
          <button type="button" className="btn btn-outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
      <p className="notif-foot">
        <Link to="/updateprofile?tab=notifications">{t('settings')}</Link>
      </p>
    </section>
  );
}
