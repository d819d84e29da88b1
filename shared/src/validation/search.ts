import * as yup from 'yup';
import { PAGING } from '../constants/limits';
import { SEARCH_CATEGORIES, SEARCH_LIMITS, SEARCH_MSG, SEARCH_SORTS, SEARCH_TYPES } from '../constants/search';

// Plain values live in constants/search.ts (no yup); re-exported here for existing imports.
export { SEARCH_CATEGORIES, SEARCH_LIMITS, SEARCH_SORTS, SEARCH_TYPES, searchHitPath } from '../constants/search';
export type { SearchCategory, SearchSort, SearchType } from '../constants/search';
import { num, skipParam, text } from './common';

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

/**
 * GET /search's query string: the same request, `types` as a comma list (`?keywords=data&types=article,video`).
 * The phone client searches by GET so the service worker can keep each search's last answer for
 * reading offline (the Cache API keeps GET answers only); POST stays for the spec's clients.
 */
export const searchQuerySchema = searchSchema.shape({
  types: yup
    .array()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? (original ? original.split(',') : []) : value))
    .typeError(SEARCH_MSG.typeInvalid)
    .of(text().oneOf(SEARCH_TYPES, SEARCH_MSG.typeInvalid).defined())
    .default([]),
});
/** What a client may send: every field optional. */
export type SearchRequestInput = Partial<SearchRequest>;
