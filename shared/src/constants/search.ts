// Plain constants, apart from the yup schemas (validation/search.ts).

export const SEARCH_KEYWORDS_MAX = 100;

export const SEARCH_MSG = {
  keywordsTooLong: `Search must be at most ${SEARCH_KEYWORDS_MAX} characters`,
  typeInvalid: 'Choose Video, Article or Sessions',
  sortInvalid: 'Choose Relevance, Latest, Popular or Trending',
  categoryInvalid: 'Choose Career Guidance or Upskilling',
} as const;
