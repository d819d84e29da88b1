import type { SearchRequestInput, SearchResponse } from '@delv/shared';
import { api } from '../../lib/api';

/*
 * POST /search (contract: /tmp/contract-search.md). A POST that only reads, so it is a query:
 * cached per body, deduplicated, refetched when content or sessions change.
 */
export const searchApi = api.enhanceEndpoints({ addTagTypes: ['ContentList', 'Session'] }).injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchRequestInput>({
      query: (body) => ({ url: 'search', method: 'POST', body }),
      providesTags: ['ContentList', 'Session'],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
