import type { ApiList, ApiSuccess, ContentCounts, ContentItem, MentorSummary, PublicUser } from '@delv/shared';
import { PAGING } from '@delv/shared';
import { api } from '../../lib/api';

export type MentorSort = 'latest' | 'popular' | 'trending';

export interface MentorListArgs {
  skip: number;
  limit?: number;
  /** One of COUNTRY_FILTERS; 'All' sends nothing. */
  country?: string;
  sort?: MentorSort;
  q?: string;
}

/** The query string the directory sends: defaults are left out so equal searches share a cache entry. */
export function mentorListParams({ skip, limit = PAGING.DEFAULT_LIMIT, country, sort, q }: MentorListArgs) {
  const params: Record<string, string | number> = { skip, limit };
  if (country && country !== 'All') params.country = country;
  if (sort && sort !== 'latest') params.sort = sort;
  if (q?.trim()) params.q = q.trim();
  return params;
}

export const mentorsApi = api.enhanceEndpoints({ addTagTypes: ['MentorSummary', 'User', 'Users'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/mentors (spec 001 §7): the public mentor directory, filtered and sorted on the server. */
    listMentors: build.query<ApiList<PublicUser>, MentorListArgs>({
      query: (args) => ({ url: 'user/mentors', params: mentorListParams(args) }),
      providesTags: ['Users'],
    }),
    /** GET /mentors/:id/summary: real figures (sessions held, attendees, rating, member since). */
    getMentorSummary: build.query<MentorSummary, string>({
      query: (id) => `mentors/${encodeURIComponent(id)}/summary`,
      transformResponse: (res: ApiSuccess<MentorSummary>) => res.data as MentorSummary,
      // A new review invalidates the mentor ('User'), so the rating here follows.
      providesTags: (_r, _e, id) => [
        { type: 'MentorSummary', id },
        { type: 'User', id },
      ],
    }),
    /** The mentor's public videos or articles (Content tab). */
    mentorContentList: build.query<ApiList<ContentItem>, { userId: string; category: 'Video' | 'Article'; limit: number }>({
      query: ({ userId, category, limit }) => ({
        url: `contents/owner/${encodeURIComponent(userId)}`,
        params: { category, skip: 0, limit },
      }),
    }),
    /** Counts per library category in one call (the tab's headings). */
    mentorContentCounts: build.query<ContentCounts, string>({
      query: (userId) => `contents/owner/${encodeURIComponent(userId)}/counts`,
      transformResponse: (res: ApiSuccess<ContentCounts>) => res.data as ContentCounts,
    }),
  }),
});

export const { useListMentorsQuery, useGetMentorSummaryQuery, useMentorContentListQuery, useMentorContentCountsQuery } = mentorsApi;
