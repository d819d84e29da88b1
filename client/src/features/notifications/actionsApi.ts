import type { ApiSuccess, NotificationPreference } from '@delv/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { notificationsApi, showRead } from './api';

// any: the cache thunks are typed against the app's state, which a feature's api does not import.
type AnyDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/*
 * What only the notifications screens do, injected when their code loads (the panel, the settings
 * tab, the unsubscribe page), so no other page downloads it: marking read (shown at once, undone
 * if the server refuses), the preferences per kind, and the e-mails' unsubscribe link.
 */
export const notificationActionsApi = notificationsApi.enhanceEndpoints({ addTagTypes: ['NotificationPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Marks an unread notice read (the list and the count show it at once). */
    markNotificationRead: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => showReadUntilRefused(id, dispatch, queryFulfilled),
    }),
    markAllNotificationsRead: build.mutation<ApiSuccess, void>({
      query: () => ({ url: 'notifications/read-all', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showReadUntilRefused(null, dispatch, queryFulfilled),
    }),
    /** Every kind's choices (the server fills in the defaults). */
    notificationPreferences: build.query<NotificationPreference[], void>({
      query: () => 'notifications/preferences',
      transformResponse: (res: ApiSuccess<NotificationPreference[]>) => res.data ?? [],
      providesTags: ['NotificationPreferences'],
    }),
    saveNotificationPreferences: build.mutation<ApiSuccess, NotificationPreference[]>({
      query: (preferences) => ({ url: 'notifications/preferences', method: 'PUT', body: { preferences } }),
      // What was sent is what is stored: no second request to read it back.
      onQueryStarted(preferences, { dispatch, queryFulfilled }) {
        queryFulfilled.then(
          () => dispatch(notificationActionsApi.util.upsertQueryData('notificationPreferences', undefined, preferences)),
          () => undefined,
        );
      },
    }),
    /** A query, not a mutation: the page asks once per token even when React mounts it twice,
     * and asking again is harmless (unsubscribing twice leaves one unsubscribed). */
    unsubscribeNotifications: build.query<ApiSuccess, string>({
      query: (token) => ({ url: 'notifications/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

/** Shows a read (one notice, or with null all) in the list and the count at once, and takes it
 * back if the server refuses. */
async function showReadUntilRefused(id: string | null, dispatch: AnyDispatch, answer: Promise<unknown>) {
  const list = dispatch(showRead(id));
  const count = dispatch(
    notificationsApi.util.updateQueryData('unreadNotifications', undefined, (n) => (id === null ? 0 : Math.max(0, n - 1))),
  );
  await answer.catch(() => {
    list.undo();
    count.undo();
  });
}

export const {
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useUnsubscribeNotificationsQuery,
} = notificationActionsApi;
