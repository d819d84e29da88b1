import type { ApiSuccess, Discipline } from '@delv/shared';
import { api } from '../../lib/api';

export const disciplinesApi = api.enhanceEndpoints({ addTagTypes: ['Disciplines'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The discipline list behind interest choices and tag suggestions. */
    getDisciplines: build.query<Discipline[], void>({
      query: () => 'disciplines',
      transformResponse: (res: ApiSuccess<Discipline[]>) => res.data ?? [],
      providesTags: ['Disciplines'],
      // The list changes rarely; keep it for an hour rather than re-download it on a costly connection.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetDisciplinesQuery } = disciplinesApi;
