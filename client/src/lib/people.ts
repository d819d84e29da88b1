import type { ApiList, PublicUser } from '@delv/shared';
import { api } from './api';

/*
 * Finding people by name (GET /user?q=): shared data, like lib/comments.ts. The feed's share picker
 * and the groups' Add Members search with it; the users feature owns the profiles themselves.
 */
export const peopleApi = api.enhanceEndpoints({ addTagTypes: ['Users'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ApiList<PublicUser>, { q: string; limit: number }>({
      query: ({ q, limit }) => ({ url: 'user', params: { skip: 0, limit, q } }),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetUsersQuery } = peopleApi;
