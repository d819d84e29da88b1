/**
 * Notifications on the live channel (lib/live.ts). Each 'notification.changed' carries my unread
 * count, so the bell is patched without a request. The list is refetched only while it is on
 * screen: invalidating a cached list nobody shows drops it instead, and the next opening fetches it.
 * Registered with the bell, so it runs on every page of a signed-in person.
 */
import { onLiveEvent } from '../../lib/live';
import { notificationsApi, showRead } from './api';

onLiveEvent('notification.changed', ({ data: { unread, notificationId } }, { dispatch }) => {
  dispatch(notificationsApi.util.upsertQueryData('unreadNotifications', undefined, unread));
  dispatch((_dispatch, getState) => {
    const cached = notificationsApi.endpoints.notifications.select()(getState()).data;
    if (!cached) return;
    // All read (here, in another tab or on another device): the styles change, the notices do not.
    if (notificationId === null && unread === 0) {
      dispatch(showRead(null));
      return;
    }
    // The echo of a notice this tab has just marked read: already shown.
    if (cached.pages.some((page) => page.data.some((notice) => notice._id === notificationId && notice.read))) return;
    dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
});
