import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  ApiList,
  ApiSuccess,
  Comment,
  FeedItem,
  FeedPage,
  FeedPost,
  FeedShare,
  FeedTarget,
  FeedbackInput,
  Invitation,
  InvitationInput,
  LikeToggleResult,
  PointsList,
  PostCreated,
  ShareCreated,
  SharedModel,
} from '@delv/shared';
import { PAGING } from '@delv/shared';
import { api } from '../../lib/api';

/*
 * The home feed, posts, shares, points, feedback and invitations (contract /tmp/contract-feed.md).
 * The feed is an infinite list: SHOW MORE FEEDS fetches the next 30 (the spec raised `limit` by
 * 30 and downloaded everything again each time; pages keep what is already here). New posts and
 * shares are put at the top of the cached feed from the server's answer, and likes and comment
 * counts are patched in place, so nothing is downloaded twice on a costly connection.
 */

interface FeedPageParam {
  skip: number;
  limit: number;
}

export interface NewShare {
  shareText: string;
  sharedModel: SharedModel;
  shared: string;
  shareWith: 'everyone' | 'users';
  to: string[];
}

// any: RTK's patch thunks are typed against their own root state, which these helpers need not know.
type AnyDispatch = ThunkDispatch<any, unknown, UnknownAction>;

const sameTarget = (a: FeedTarget, b: FeedTarget) => a.kind === b.kind && a.id === b.id;

/** Calls `edit` on every cached card about `target` (a content shared twice shows twice), in the
 * feed and on a post's own page. Returns the undo. */
export function patchTarget(dispatch: AnyDispatch, target: FeedTarget, edit: (item: FeedItem) => void): () => void {
  const patches = [
    dispatch(
      feedApi.util.updateQueryData('getFeed', undefined, (draft) => {
        for (const page of draft.pages) for (const item of page.data) if (sameTarget(item.target, target)) edit(item);
      }),
    ),
  ];
  if (target.kind === 'post')
    patches.push(
      dispatch(
        feedApi.util.updateQueryData('getPost', target.id, (draft) => {
          edit(draft);
        }),
      ),
    );
  return () => patches.forEach((p) => p.undo());
}

/** Puts a new post or share at the top of the cached feed (no refetch). */
export function prependToFeed(item: FeedPost | FeedShare) {
  return feedApi.util.updateQueryData('getFeed', undefined, (draft) => {
    const first = draft.pages[0];
    if (first && !first.data.some((i) => i._id === item._id)) first.data.unshift(item);
  });
}

export function removeFromFeed(dispatch: AnyDispatch, id: string) {
  dispatch(
    feedApi.util.updateQueryData('getFeed', undefined, (draft) => {
      for (const page of draft.pages) page.data = page.data.filter((i) => i._id !== id);
    }),
  );
}

export const feedApi = api.enhanceEndpoints({ addTagTypes: ['Feed', 'Points', 'Comments'] }).injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedPage, void, FeedPageParam>({
      infiniteQueryOptions: {
        initialPageParam: { skip: 0, limit: PAGING.FEED_PAGE },
        getNextPageParam: (lastPage, _all, lastParam) =>
          lastPage.hasMore ? { skip: lastParam.skip + lastParam.limit, limit: PAGING.FEED_PAGE } : undefined,
      },
      query: ({ pageParam }) => ({ url: 'home/feed/', params: { skip: pageParam.skip, limit: pageParam.limit } }),
      providesTags: ['Feed'],
    }),

    /** The moderation list (GET /post): active posts, newest first, 30 a page. */
    getPosts: build.query<ApiList<FeedPost>, { skip: number; limit?: number }>({
      query: ({ skip, limit = PAGING.DEFAULT_LIMIT }) => ({ url: 'post/', params: { skip, limit } }),
      providesTags: [{ type: 'Feed', id: 'MODERATION' }],
    }),

    getPost: build.query<FeedPost, string>({
      query: (id) => `post/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiSuccess<FeedPost>) => res.data as FeedPost,
      providesTags: (_r, _e, id) => [{ type: 'Feed', id }],
    }),

    /** A post without a file (JSON). Posts with a file go through lib/upload.ts for the progress bar. */
    /** Through the outbox: offline, it waits and goes out when the network returns (lib/outbox.ts). */
    createPost: build.mutation<PostCreated, { postText: string; link: string }>({
      query: (body) => ({ url: 'post/', method: 'POST', body, outbox: { kind: 'post', refresh: [{ type: 'Feed' }, { type: 'Points' }] } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(prependToFeed(data.data));
        } catch {
          // shown by the posting box
        }
      },
      invalidatesTags: (res) => (res && res.pointsEarned > 0 ? ['Points'] : []),
    }),

    deletePost: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `post/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          removeFromFeed(dispatch, id);
        } catch {
          // shown by the card
        }
      },
      invalidatesTags: (_r, err) => (err ? [] : ['Points']),
    }),

    /** Pull Down (moderators): the post stays visible to its author and moderators, marked. */
    pullDownPost: build.mutation<ApiSuccess<FeedPost>, string>({
      query: (postId) => ({ url: 'post/update_post', method: 'POST', body: { postId, status: 'rejected' } }),
      async onQueryStarted(postId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            feedApi.util.updateQueryData('getFeed', undefined, (draft) => {
              for (const page of draft.pages)
                for (const item of page.data) if (item.type === 'post' && item._id === postId) item.status = 'rejected';
            }),
          );
        } catch {
          // shown by the card
        }
      },
      invalidatesTags: (_r, err, id) => (err ? [] : [{ type: 'Feed', id }, { type: 'Feed', id: 'MODERATION' }, 'Points']),
    }),

    /** Like / unlike what a card is about; the count moves at once and comes back if refused. */
    toggleFeedLike: build.mutation<ApiSuccess<LikeToggleResult>, FeedTarget>({
      query: (target) => ({ url: 'like/', method: 'POST', body: { likedAbout: target.kind, idOfLikedAbout: target.id } }),
      async onQueryStarted(target, { dispatch, queryFulfilled }) {
        const undo = patchTarget(dispatch, target, (item) => {
          item.likedByMe = !item.likedByMe;
          item.likes = Math.max(0, item.likes + (item.likedByMe ? 1 : -1));
        });
        try {
          const { data } = await queryFulfilled;
          if (data.data) {
            const { liked, likes } = data.data;
            patchTarget(dispatch, target, (item) => {
              item.likedByMe = liked;
              item.likes = likes;
            });
          }
        } catch {
          undo();
          // Said after a failed tap only: its code and words (content's messages) come then, not with every page that has cards.
          void import('./likeFailed').then(({ sayLikeFailed }) => sayLikeFailed());
        }
      },
    }),

    /** Through the outbox, like a post. */
    commentOn: build.mutation<ApiSuccess<Comment>, { target: FeedTarget; commentText: string }>({
      query: ({ target, commentText }) => ({
        url: 'comment/',
        method: 'POST',
        body: { commentAbout: target.kind, idOfCommentedAbout: target.id, commentText },
        outbox: { kind: `comment:${target.id}`, refresh: [{ type: 'Comments', id: target.id }, { type: 'Feed' }] },
      }),
      async onQueryStarted({ target }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          patchTarget(dispatch, target, (item) => {
            item.comments += 1;
          });
        } catch {
          // shown by the comment box
        }
      },
      invalidatesTags: (_r, err, { target }) => (err ? [] : [{ type: 'Comments', id: target.id }]),
    }),

    share: build.mutation<ShareCreated, NewShare>({
      query: (body) => ({ url: 'share/content/', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(prependToFeed(data.data));
        } catch {
          // shown by the share form
        }
      },
      invalidatesTags: (res) => (res && res.pointsEarned > 0 ? ['Points'] : []),
    }),

    getPoints: build.query<PointsList, { userId: string; skip?: number; limit?: number }>({
      query: ({ userId, skip = 0, limit = PAGING.DEFAULT_LIMIT }) => ({
        url: `user/points/${encodeURIComponent(userId)}`,
        params: { skip, limit },
      }),
      providesTags: ['Points'],
    }),

    sendFeedback: build.mutation<ApiSuccess<Comment>, FeedbackInput>({
      query: (body) => ({ url: 'feedback/', method: 'POST', body }),
      invalidatesTags: (_r, err) => (err ? [] : [{ type: 'Comments', id: 'delv-platform' }]),
    }),

    inviteFriend: build.mutation<ApiSuccess<Invitation>, Pick<InvitationInput, 'email' | 'category'>>({
      query: (body) => ({ url: 'invitation/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetFeedInfiniteQuery,
  useGetPostQuery,
  useGetPostsQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  usePullDownPostMutation,
  useToggleFeedLikeMutation,
  useCommentOnMutation,
  useShareMutation,
  useGetPointsQuery,
  useSendFeedbackMutation,
  useInviteFriendMutation,
} = feedApi;

/** After a post with a file (sent outside RTK Query): show it and refresh the points. */
export function postUploaded(post: FeedPost, pointsEarned: number) {
  return (dispatch: AnyDispatch) => {
    dispatch(prependToFeed(post));
    if (pointsEarned > 0) dispatch(feedApi.util.invalidateTags(['Points']));
  };
}
