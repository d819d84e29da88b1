import type { ApiList, ApiSuccess, Notification, UnreadCount } from '@delv/shared';
import { NOTIFICATION_PAGE } from '@delv/shared';
import { api } from '../../lib/api';

/*
 * Notifications (issue 17), the part every signed-in page loads with the bell: the unread count
 * (fetched once per page load, then kept by the live channel, live.ts) and my notices page by
 * page. What only the lazily loaded screens do (marking read, the preferences, unsubscribing) is
 * in actionsApi.ts, which comes with them.
 */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<number, void>({
      query: () => 'notifications/unread-count',
      transformResponse: (res: ApiSuccess<UnreadCount>) => res.data?.count ?? 0,
    }),
    /** Newest first, NOTIFICATION_PAGE at a time; the page param is how many are loaded. */
    notifications: build.infiniteQuery<ApiList<Notification>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, allPages) => {
          const loaded = allPages.reduce((n, page) => n + page.data.length, 0);
          return loaded < lastPage.count && lastPage.data.length > 0 ? loaded : undefined;
        },
      },
      query: ({ pageParam }) => ({ url: 'notifications', params: { skip: pageParam, limit: NOTIFICATION_PAGE } }),
      providesTags: ['Notifications'],
    }),
  }),
});

/** Shows cached notices as read: the one with this id, or with null all of them. */
export function showRead(id: string | null) {
  return notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
    for (const page of draft.pages) for (const notice of page.data) if (id === null || notice._id === id) notice.read = true;
  });
}

export const { useUnreadNotificationsQuery, useNotificationsInfiniteQuery } = notificationsApi;
