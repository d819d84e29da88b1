import type { SearchHit } from '../types/search';
// Plain constants, apart from the yup schemas (validation/search.ts).

export const SEARCH_KEYWORDS_MAX = 100;

export const SEARCH_MSG = {
  keywordsTooLong: `Search must be at most ${SEARCH_KEYWORDS_MAX} characters`,
  typeInvalid: 'Choose Video, Article or Sessions',
  sortInvalid: 'Choose Relevance, Latest, Popular or Trending',
  categoryInvalid: 'Choose Career Guidance or Upskilling',
} as const;

/** Type checkboxes of the results page (spec 000 §4): they combine; none checked = everything. */
export const SEARCH_TYPES = ['Video', 'Article', 'Sessions'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** 'relevance' is ours (the spec's page starts unsorted); the others are spec 000 §4's Relevance radio. */
export const SEARCH_SORTS = ['relevance', 'latest', 'popular', 'trending'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Category checkboxes that work: 'Career Guidance' orders by parentCourse A→Z, 'Upskilling' Z→A. */
export const SEARCH_CATEGORIES = ['Career Guidance', 'Upskilling'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_LIMITS = {
  KEYWORDS_MAX: SEARCH_KEYWORDS_MAX,
  /** Per group: four groups of 50 is already a large answer on a phone. */
  LIMIT_MAX: 50,
} as const;

/** Where a result leads (spec 000 §2.11). Articles open in the reader for members, the overview for guests. */
export function searchHitPath(hit: Pick<SearchHit, '_id' | 'kind'> & { category?: string }, signedIn: boolean): string {
  const id = encodeURIComponent(hit._id);
  if (hit.kind === 'mentor') return `/mentors/more/${id}`;
  if (hit.kind === 'session') return `/session/${id}`;
  if (hit.kind === 'course') return `/course/review/${id}`;
  switch (hit.category) {
    case 'Video':
      return `/video/watch/${id}`;
    case 'Article':
      return signedIn ? `/article/read/${id}` : `/article/overview/${id}`;
    case 'Book':
      return `/book/open/${id}`;
    case 'OpenLib':
      return `/openlib/link/${id}`;
    case 'Course':
      return `/course/review/${id}`;
    default:
      // Image and Photo.
      return `/image/${id}`;
  }
}
