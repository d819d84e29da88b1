import type { SearchRequestInput, SearchResponse } from '@delv/shared';
import { api } from '../../lib/api';

/** A search as GET /search's query string (types as a comma list): one URL per search, which the
 * service worker keeps, so a search made online shows its last results offline (vite.config.ts). */
export function searchQueryString(request: SearchRequestInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined) params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

/*
 * GET /search (the spec's POST /search takes the same request as a body): cached per request,
 * deduplicated, refetched when content or sessions change.
 */
export const searchApi = api.enhanceEndpoints({ addTagTypes: ['ContentList', 'Session'] }).injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchRequestInput>({
      query: (request) => ({ url: 'search', params: searchQueryString(request) }),
      providesTags: ['ContentList', 'Session'],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
