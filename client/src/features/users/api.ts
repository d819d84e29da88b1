import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiList, ApiSuccess, CurrentUser, FollowData, FollowToggleResult, ProfileUpdateInput, PublicUser } from '@delv/shared';
import { PAGING } from '@delv/shared';
import { api } from '../../lib/api';
import { userUpdated } from '../../lib/session';

export interface UserListArgs {
  skip?: number;
  limit?: number;
  q?: string;
  country?: string;
  sort?: 'latest' | 'popular' | 'trending';
}

export interface FollowDataArgs {
  id: string;
  skip?: number;
  limit?: number;
}

type SessionLike = { session: { token: string | null } };

/**
 * Keeps the persisted session user (top bar, guards) equal to the server's copy. Skipped once the
 * session has ended, so a late answer cannot sign a person back in on a shared phone.
 */
function syncSessionUser(dispatch: Dispatch, getState: () => unknown, user: CurrentUser | undefined) {
  if (!user || !(getState() as SessionLike).session.token) return;
  dispatch(userUpdated(user));
}

/**
 * The answer of a profile or interests change carries the whole user: write it into the cached
 * profile and the session instead of downloading it again. A failure is shown by the form.
 */
async function keepAnsweredUser({
  dispatch,
  getState,
  queryFulfilled,
}: {
  // any: RTK's upsert thunk is typed against its own root state, which this helper need not know.
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: ApiSuccess<CurrentUser> }>;
}) {
  try {
    const { data } = await queryFulfilled;
    if (data.data) dispatch(usersApi.util.upsertQueryData('getMyProfile', undefined, data.data));
    syncSessionUser(dispatch, getState, data.data);
  } catch {
    // shown where the call was made
  }
}

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['Me', 'User', 'Users', 'Follow'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every device, this one too ('Sign out everywhere' in account settings). */
    logoutEverywhere: build.mutation<ApiSuccess, void>({
      query: () => ({ url: '/auth/logout-everywhere', method: 'POST' }),
    }),
    getMyProfile: build.query<CurrentUser, void>({
      query: () => 'user/profile',
      transformResponse: (res: ApiSuccess<CurrentUser>) => res.data as CurrentUser,
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          syncSessionUser(dispatch, getState, data);
        } catch {
          // The page shows the error; the session keeps its last known user.
        }
      },
    }),

    updateProfile: build.mutation<ApiSuccess<CurrentUser>, ProfileUpdateInput>({
      query: (body) => ({ url: 'user', method: 'PUT', body }),
      onQueryStarted: (_arg, lifecycle) => keepAnsweredUser(lifecycle),
      invalidatesTags: (res) => (res?.data ? [{ type: 'User', id: res.data._id }] : []),
    }),

    updateInterests: build.mutation<ApiSuccess<CurrentUser>, { interests: string[] }>({
      query: (body) => ({ url: 'user/interests', method: 'PUT', body }),
      onQueryStarted: (_arg, lifecycle) => keepAnsweredUser(lifecycle),
      invalidatesTags: (res) => (res?.data ? [{ type: 'User', id: res.data._id }] : []),
    }),

    /** This device stays signed in with its token; the server signs every other device out. */
    changePassword: build.mutation<ApiSuccess, { password: string; newPassword: string }>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),

    deleteAccount: build.mutation<ApiSuccess, { password: string }>({
      query: (body) => ({ url: 'user', method: 'DELETE', body }),
    }),

    getUser: build.query<PublicUser, string>({
      query: (id) => `user/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiSuccess<PublicUser>) => res.data as PublicUser,
      providesTags: (_res, _err, id) => [{ type: 'User', id }],
    }),

    getMentors: build.query<ApiList<PublicUser>, UserListArgs | void>({
      query: (args) => ({ url: 'user/mentors', params: { skip: PAGING.DEFAULT_SKIP, limit: PAGING.DEFAULT_LIMIT, ...(args ?? {}) } }),
      providesTags: ['Users'],
    }),

    toggleFollow: build.mutation<ApiSuccess<FollowToggleResult> & { message: string }, { userId: string }>({
      query: (body) => ({ url: 'user/follow', method: 'POST', body }),
      // Optimistic: the profile header flips at once; undone if the server refuses.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          usersApi.util.updateQueryData('getUser', userId, (draft) => {
            const nowFollowing = !draft.isFollowing;
            draft.isFollowing = nowFollowing;
            draft.followersCount = Math.max(0, draft.followersCount + (nowFollowing ? 1 : -1));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_res, err, { userId }) => (err ? [] : [{ type: 'User', id: userId }, 'Follow', 'Me']),
    }),

    getFollowData: build.query<FollowData, FollowDataArgs>({
      query: ({ id, skip = 0, limit = PAGING.DEFAULT_LIMIT }) => ({
        url: `user/follow/${encodeURIComponent(id)}`,
        params: { skip, limit },
      }),
      transformResponse: (res: ApiSuccess<FollowData>) =>
        res.data ?? { following: [], followers: [], followingCount: 0, followersCount: 0 },
      providesTags: (_res, _err, { id }) => [{ type: 'Follow', id }],
    }),
  }),
});

export const {
  useGetMyProfileQuery,
  useUpdateProfileMutation,
  useUpdateInterestsMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useGetUserQuery,
  useGetMentorsQuery,
  useToggleFollowMutation,
  useGetFollowDataQuery,
  useLogoutEverywhereMutation,
} = usersApi;

/** After an upload outside RTK Query (the photo goes through lib/upload.ts for its progress bar), put the
 * new user into the cache and the session, and drop any stale public copy. */
export function myProfileChanged(user: CurrentUser) {
  return (dispatch: Dispatch, getState: () => unknown) => {
    (dispatch as (a: unknown) => unknown)(usersApi.util.upsertQueryData('getMyProfile', undefined, user));
    dispatch(usersApi.util.invalidateTags([{ type: 'User', id: user._id }]));
    syncSessionUser(dispatch, getState, user);
  };
}
