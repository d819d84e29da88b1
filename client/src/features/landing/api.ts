import type {
  ApiList,
  ApiSuccess,
  Comment,
  ContentItem,
  ContentSort,
  CourseCategoryCounts,
  MailingListAnswer,
  MailingListInput,
} from '@delv/shared';
import { PLATFORM_FEEDBACK_ID } from '@delv/shared';
import { api } from '../../lib/api';

/*
 * What the public pages read: the explore lists (content lists with a fixed order, contract
 * /tmp/contract-content.md: /contents/latest|popular|trending/) and the platform feedback shown
 * in the community carousel (comments about 'delv-platform').
 */

/** The three kinds the explore section shows (spec 000 §2.7). */
export type ExploreCategory = 'Course' | 'Video' | 'Article';

export interface ExploreArgs {
  sort: ContentSort;
  category: ExploreCategory;
  limit: number;
}

export const landingApi = api.enhanceEndpoints({ addTagTypes: ['Content', 'ContentList', 'Comments'] }).injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ApiList<ContentItem>, ExploreArgs>({
      query: ({ sort, category, limit }) => ({
        url: `contents/${sort}/`,
        // Whole courses only: a course's units are listed on its own page.
        params: { category, skip: 0, limit, ...(category === 'Course' ? { topLevel: true } : {}) },
      }),
      providesTags: (res) => ['ContentList', ...(res?.data ?? []).map((c) => ({ type: 'Content' as const, id: c._id }))],
    }),

    /** How many public courses each course category has: the career tiles show only those with any. */
    getCourseCategoryCounts: build.query<CourseCategoryCounts, void>({
      query: () => 'contents/course-categories',
      transformResponse: (res: ApiSuccess<CourseCategoryCounts>) => res.data ?? {},
      providesTags: ['ContentList'],
    }),

    /** Rated platform feedback with text, newest first (GET /feedback; the testimonials carousel). */
    getPlatformFeedback: build.query<ApiList<Comment>, { limit: number }>({
      query: ({ limit }) => ({ url: 'feedback/', params: { skip: 0, limit } }),
      providesTags: [{ type: 'Comments', id: PLATFORM_FEEDBACK_ID }],
    }),

    /** 'Get started': a repeat sign-up is answered like a new one (no error, no duplicate). */
    joinMailingList: build.mutation<MailingListAnswer, MailingListInput>({
      query: (body) => ({ url: 'mailing-list/', method: 'POST', body }),
    }),
  }),
});

export const { useGetCourseCategoryCountsQuery, useGetExploreQuery, useGetPlatformFeedbackQuery, useJoinMailingListMutation } = landingApi;
