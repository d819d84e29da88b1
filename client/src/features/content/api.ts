import type { ApiList, ApiSuccess, ContentCategory, ContentItem, ContentSort } from '@delv/shared';
import { CONTENT_LIMITS, PAGING } from '@delv/shared';
import { api } from '../../lib/api';

/*
 * Content library endpoints (contract: /tmp/contract-content.md). Lists are paged and searched on
 * the server (`q`): the old client downloaded everything and filtered it in the browser.
 * Uploads that carry files go through lib/upload.ts (for the progress bar), then call
 * `contentChanged` to refresh what they touched.
 */

/** The public list endpoints: /contents/<path>/. '' = every category. */
export type ContentListPath = '' | 'videos' | 'articles' | 'courses' | 'books' | 'openlib';

export interface ContentListArgs {
  path: ContentListPath;
  skip?: number;
  limit?: number;
  q?: string;
  sort?: ContentSort;
  category?: ContentCategory;
  /** /courses/:course: one course category (see "Client requests" in the contract). */
  courseCategory?: string;
}

export interface MyContentArgs {
  category?: ContentCategory;
  skip?: number;
  limit?: number;
  q?: string;
}

export interface CourseUnitsArgs {
  course: string;
  skip?: number;
  limit?: number;
  q?: string;
}

/** Leaves out empty values so the cache key and the URL stay short. */
function params(obj: Record<string, string | number | undefined>) {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

const listTags = (res: ApiList<ContentItem> | undefined) => [
  'ContentList' as const,
  ...(res?.data ?? []).map((c) => ({ type: 'Content' as const, id: c._id })),
];

export const contentApi = api.enhanceEndpoints({ addTagTypes: ['Content', 'ContentList'] }).injectEndpoints({
  endpoints: (build) => ({
    getContentList: build.query<ApiList<ContentItem>, ContentListArgs>({
      query: ({ path, skip = 0, limit = PAGING.CONTENT_PAGE, q, sort, category, courseCategory }) => ({
        url: path ? `contents/${path}/` : 'contents/',
        params: params({ skip, limit, q: q?.trim(), sort: sort === 'latest' ? undefined : sort, category, courseCategory }),
      }),
      providesTags: listTags,
    }),

    getCourseUnits: build.query<ApiList<ContentItem>, CourseUnitsArgs>({
      query: ({ course, skip = 0, limit = CONTENT_LIMITS.COURSE_UNITS_PAGE, q }) => ({
        url: 'contents/course-units/',
        params: params({ course, skip, limit, q: q?.trim() }),
      }),
      providesTags: listTags,
    }),

    getRelated: build.query<ContentItem[], { id: string; limit?: number }>({
      query: ({ id, limit = CONTENT_LIMITS.RELATED }) => ({ url: `contents/related/${encodeURIComponent(id)}`, params: { limit } }),
      transformResponse: (res: ApiList<ContentItem>) => res.data ?? [],
      providesTags: ['ContentList'],
    }),

    getMyContent: build.query<ApiList<ContentItem>, MyContentArgs>({
      query: ({ category, skip = 0, limit = CONTENT_LIMITS.MINE_PAGE, q }) => ({
        url: 'contents/mine/',
        params: params({ category, skip, limit, q: q?.trim() }),
      }),
      providesTags: listTags,
    }),

    getContent: build.query<ContentItem, string>({
      query: (id) => `contents/content/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiSuccess<ContentItem>) => res.data as ContentItem,
      providesTags: (_res, _err, id) => [{ type: 'Content', id }],
    }),

    /** The My-content publish toggle: optimistic in the list it was pressed in, undone on failure. */
    setContentVisible: build.mutation<ApiSuccess<ContentItem>, { id: string; visible: boolean; listArgs?: MyContentArgs }>({
      query: ({ id, visible }) => ({ url: 'contents/publish/', method: 'PUT', params: { id }, body: { visible } }),
      async onQueryStarted({ id, visible, listArgs }, { dispatch, queryFulfilled }) {
        const patch = listArgs
          ? dispatch(
              contentApi.util.updateQueryData('getMyContent', listArgs, (draft) => {
                const item = draft.data.find((c) => c._id === id);
                if (item) item.visible = visible;
              }),
            )
          : null;
        try {
          await queryFulfilled;
        } catch {
          patch?.undo();
        }
      },
      invalidatesTags: (_res, err, { id }) => (err ? [] : [{ type: 'Content', id }, 'ContentList']),
    }),

    deleteContent: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: 'contents/', method: 'DELETE', params: { id } }),
      invalidatesTags: (_res, err, id) => (err ? [] : [{ type: 'Content', id }, 'ContentList']),
    }),
  }),
});

export const {
  useGetContentListQuery,
  useGetCourseUnitsQuery,
  useGetRelatedQuery,
  useGetMyContentQuery,
  useGetContentQuery,
  useSetContentVisibleMutation,
  useDeleteContentMutation,
} = contentApi;

/** After an upload outside RTK Query: refresh the lists and the item. */
export const contentChanged = (id?: string) =>
  contentApi.util.invalidateTags(id ? ['ContentList', { type: 'Content', id }] : ['ContentList']);
