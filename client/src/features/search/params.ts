import {
  PAGING,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type SearchCategory,
  type SearchRequest,
  type SearchSort,
  type SearchType,
} from '@delv/shared';

/** What the results page shows, all of it in the URL so Back, refresh and shared links keep it. */
export interface SearchState {
  q: string;
  page: number;
  types: SearchType[];
  sort: SearchSort;
  category: SearchCategory | '';
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const types = (params.get('types') ?? '')
    .split(',')
    .map((t) => oneOf(SEARCH_TYPES, t))
    .filter((t): t is SearchType => Boolean(t));
  return {
    q: params.get('q') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    types: SEARCH_TYPES.filter((t) => types.includes(t)),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'relevance',
    category: oneOf(SEARCH_CATEGORIES, params.get('category')) ?? '',
  };
}

/** Only what differs from the defaults goes in the URL: /search?q=data%20sci stays short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  out.set('q', state.q);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.types.length) out.set('types', state.types.join(','));
  if (state.sort !== 'relevance') out.set('sort', state.sort);
  if (state.category) out.set('category', state.category);
  return out;
}

export function toRequest(state: SearchState, limit: number = PAGING.SEARCH_PAGE): SearchRequest {
  return {
    keywords: state.q.trim(),
    skip: (state.page - 1) * limit,
    limit,
    types: state.types,
    sort: state.sort,
    category: state.category,
  };
}
