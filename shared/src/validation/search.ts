import * as yup from 'yup';
import { PAGING } from '../constants/limits';
import { SEARCH_KEYWORDS_MAX, SEARCH_MSG } from '../constants/search';
import type { SearchHit } from '../types/search';
import { num, skipParam, text } from './common';

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

/** POST /search body (spec 000 §3 "Search request": keywords, skip, limit) plus the results page's filters. */
export const searchSchema = yup.object({
  keywords: text().max(SEARCH_LIMITS.KEYWORDS_MAX, SEARCH_MSG.keywordsTooLong).default(''),
  skip: skipParam(),
  limit: num('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_LIMITS.LIMIT_MAX, `limit must be at most ${SEARCH_LIMITS.LIMIT_MAX}`)
    .default(PAGING.SEARCH_PAGE),
  types: yup.array().typeError(SEARCH_MSG.typeInvalid).of(text().oneOf(SEARCH_TYPES, SEARCH_MSG.typeInvalid).defined()).default([]),
  sort: text().oneOf(SEARCH_SORTS, SEARCH_MSG.sortInvalid).default('relevance'),
  category: text()
    .oneOf(['', ...SEARCH_CATEGORIES] as const, SEARCH_MSG.categoryInvalid)
    .default(''),
});
export type SearchRequest = yup.InferType<typeof searchSchema>;
/** What a client may send: every field optional. */
export type SearchRequestInput = Partial<SearchRequest>;

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
