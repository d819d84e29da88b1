import type { ApiList, ApiSuccess, Comment, CommentSort, SocialKind } from '@delv/shared';
import { PAGING } from '@delv/shared';
import { api } from './api';

/*
 * Reviews (comments with an optional star rating) of any item: content, a mentor ('user'), an
 * institution, a post. Shared data: the reviews feature shows and writes them, the feed lists a
 * post's comments with them.
 */

export interface ReviewsArgs {
  about: SocialKind;
  id: string;
  sort?: CommentSort;
}

/** One page to fetch: 5 first, then 4 more per press (spec 000 §9). */
interface PageParam {
  skip: number;
  limit: number;
}

export interface NewReview {
  commentAbout: SocialKind;
  idOfCommentedAbout: string;
  commentText: string;
  /** null = a comment without stars. */
  rating: number | null;
}

/** What a new review changes besides its list: the rated item's average. */
function ratedItemTag(about: SocialKind, id: string) {
  if (about === 'content') return [{ type: 'Content' as const, id }, 'ContentList' as const];
  if (about === 'user') return [{ type: 'User' as const, id }];
  return [];
}

export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Comments', 'Content', 'ContentList', 'User'] }).injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.infiniteQuery<ApiList<Comment>, ReviewsArgs, PageParam>({
      infiniteQueryOptions: {
        initialPageParam: { skip: 0, limit: PAGING.REVIEWS_FIRST },
        getNextPageParam: (lastPage, allPages) => {
          const loaded = allPages.reduce((n, p) => n + p.data.length, 0);
          return loaded < lastPage.count && lastPage.data.length > 0 ? { skip: loaded, limit: PAGING.REVIEWS_MORE } : undefined;
        },
      },
      query: ({ queryArg: { about, id, sort }, pageParam }) => ({
        url: `comment/${encodeURIComponent(id)}`,
        params: { about, skip: pageParam.skip, limit: pageParam.limit, ...(sort && sort !== 'time' ? { sort } : {}) },
      }),
      providesTags: (_res, _err, { id }) => [{ type: 'Comments', id }],
    }),

    addReview: build.mutation<ApiSuccess<Comment>, NewReview>({
      query: (body) => ({ url: 'comment/', method: 'POST', body }),
      invalidatesTags: (_res, err, { commentAbout, idOfCommentedAbout }) =>
        err ? [] : [{ type: 'Comments', id: idOfCommentedAbout }, ...ratedItemTag(commentAbout, idOfCommentedAbout)],
    }),

    deleteReview: build.mutation<ApiSuccess, { commentId: string; about: SocialKind; itemId: string }>({
      query: ({ commentId }) => ({ url: `comment/${encodeURIComponent(commentId)}`, method: 'DELETE' }),
      invalidatesTags: (_res, err, { itemId, about }) => (err ? [] : [{ type: 'Comments', id: itemId }, ...ratedItemTag(about, itemId)]),
    }),
  }),
});

export const { useGetReviewsInfiniteQuery, useAddReviewMutation, useDeleteReviewMutation } = reviewsApi;
