import type {
  ApiList,
  ApiSuccess,
  ContentCategory,
  ContentCounts,
  ContentItem,
  FeedPost,
  Institution,
  InstitutionCreateInput,
  InstitutionMember,
  InstitutionUpdateInput,
} from '@delv/shared';
import { INSTITUTION_PAGING } from '@delv/shared';
import { api } from '../../lib/api';

export interface InstitutionListArgs {
  skip?: number;
  country?: string;
  q?: string;
  limit?: number;
}

export interface PagedArgs {
  id: string;
  limit: number;
}

/*
 * The institution area's calls (issue 13). An institution's library, events and page posts are its
 * admins' content, sessions and posts: asked here by the admin's id from the other areas' public
 * routes, so this feature needs none of their internals.
 */
export const institutionsApi = api.enhanceEndpoints({ addTagTypes: ['Institution', 'InstitutionMembers', 'ContentList'] }).injectEndpoints({
  endpoints: (build) => ({
    listInstitutions: build.query<ApiList<Institution>, InstitutionListArgs>({
      query: ({ skip = 0, country = 'All', q = '', limit = INSTITUTION_PAGING.DIRECTORY }) => ({
        url: 'institution',
        params: { skip, limit, ...(country !== 'All' ? { country } : {}), ...(q ? { q } : {}) },
      }),
      providesTags: (res) => [
        { type: 'Institution', id: 'LIST' },
        ...(res?.data ?? []).map((i) => ({ type: 'Institution' as const, id: i._id })),
      ],
    }),
    getInstitution: build.query<Institution, string>({
      query: (id) => `institution/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiSuccess<Institution>) => res.data as Institution,
      providesTags: (_res, _err, id) => [{ type: 'Institution', id }],
    }),
    createInstitution: build.mutation<ApiSuccess<Institution>, InstitutionCreateInput>({
      query: (body) => ({ url: 'institution', method: 'POST', body }),
      invalidatesTags: [{ type: 'Institution', id: 'LIST' }],
    }),
    updateInstitution: build.mutation<ApiSuccess<Institution>, { id: string; body: InstitutionUpdateInput }>({
      query: ({ id, body }) => ({ url: `institution/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_res, _err, { id }) => [
        { type: 'Institution', id },
        { type: 'Institution', id: 'LIST' },
      ],
    }),
    uploadInstitutionPicture: build.mutation<ApiSuccess<Institution>, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.set('profilePicture', file);
        return { url: `institution/profilepic/${encodeURIComponent(id)}`, method: 'POST', body };
      },
      invalidatesTags: (_res, _err, { id }) => [
        { type: 'Institution', id },
        { type: 'Institution', id: 'LIST' },
      ],
    }),
    listMembers: build.query<ApiList<InstitutionMember>, PagedArgs>({
      query: ({ id, limit }) => ({ url: `learner/institution/${encodeURIComponent(id)}`, params: { skip: 0, limit } }),
      providesTags: (_res, _err, { id }) => [{ type: 'InstitutionMembers', id }],
    }),
    followInstitution: build.mutation<ApiSuccess<Institution>, string>({
      query: (id) => ({ url: 'learner/institution', method: 'POST', body: { institution_id: id } }),
      invalidatesTags: (_res, _err, id) => [
        { type: 'Institution', id },
        { type: 'InstitutionMembers', id },
      ],
    }),
    leaveInstitution: build.mutation<ApiSuccess<Institution>, string>({
      query: (id) => ({ url: `learner/institution/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_res, _err, id) => [
        { type: 'Institution', id },
        { type: 'InstitutionMembers', id },
      ],
    }),
    institutionPosts: build.query<ApiList<FeedPost>, PagedArgs>({
      query: ({ id, limit }) => ({ url: `institution/${encodeURIComponent(id)}/posts`, params: { skip: 0, limit } }),
    }),
    /** The library of the institution's admin (its first admin is the institution account). */
    libraryCounts: build.query<ContentCounts, string>({
      query: (ownerId) => `contents/owner/${encodeURIComponent(ownerId)}/counts`,
      transformResponse: (res: ApiSuccess<ContentCounts>) => res.data as ContentCounts,
      providesTags: ['ContentList'],
    }),
    libraryItems: build.query<ApiList<ContentItem>, { ownerId: string; category: ContentCategory; limit: number }>({
      query: ({ ownerId, category, limit }) => ({
        url: `contents/owner/${encodeURIComponent(ownerId)}`,
        params: { category, skip: 0, limit },
      }),
      providesTags: ['ContentList'],
    }),
  }),
});

export const {
  useListInstitutionsQuery,
  useGetInstitutionQuery,
  useCreateInstitutionMutation,
  useUpdateInstitutionMutation,
  useUploadInstitutionPictureMutation,
  useListMembersQuery,
  useFollowInstitutionMutation,
  useLeaveInstitutionMutation,
  useInstitutionPostsQuery,
  useLibraryCountsQuery,
  useLibraryItemsQuery,
} = institutionsApi;
