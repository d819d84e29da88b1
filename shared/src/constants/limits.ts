/** Business constants and limits (spec 000 §9, 001 §9). One place, used by client and server. */
export const LIMITS = {
  /** A comment, a review or feedback (spec 000 §9): here, not in content.ts, so the feed's constants need not bring content's messages. */
  COMMENT_MAX: 2000,
  PASSWORD_MIN: 8,
  /** bcrypt only reads 72 bytes; longer input would silently be truncated. */
  PASSWORD_MAX: 72,
  INTERESTS_MIN: 3,
  INTERESTS_MAX: 30,
  TAG_MAX_LENGTH: 40,
  TAGS_ADVISED: 10,
  POST_TEXT_MAX: 280,
  POST_FILE_BYTES: 20 * 1024 * 1024,
  CONTENT_FILE_BYTES: 200 * 1024 * 1024,
  IMAGE_BYTES: 5_000_000,
  NAME_MAX: 80,
  EMAIL_MAX: 254,
  TEXT_MAX: 5000,
  URL_MAX: 500,
  CLAIM_MIN_POINTS: 2000,
} as const;

/** A session lasts 1 Hr or 2 Hrs (spec 001 §5). Here, not in sessions.ts, so the create form's first view does not fetch the session messages' texts (issue 36). */
export const SESSION_DURATIONS = [60, 120] as const;

export const PAGING = {
  DEFAULT_SKIP: 0,
  DEFAULT_LIMIT: 30,
  MAX_LIMIT: 100,
  CONTENT_PAGE: 32,
  SEARCH_PAGE: 30,
  FEED_PAGE: 30,
  SUGGESTIONS: 4,
  REVIEWS_FIRST: 5,
  REVIEWS_MORE: 4,
} as const;

export const UI = {
  TOAST_MS: 5000,
  MOBILE_WIDTH: 757,
  POINTS_MODAL_MS: 6000,
} as const;

/** Password reset links expire after this long and work once. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Fixed item id of platform feedback comments (spec 000 §3). */
export const PLATFORM_FEEDBACK_ID = 'delv-platform';
