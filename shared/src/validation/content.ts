import * as yup from 'yup';
import { CONTENT_CATEGORIES, COURSE_CATEGORIES, PAGING, type FieldLabel } from '../constants';
import {
  COMMENT_SORTS,
  CONTENT_LIMITS,
  CONTENT_MSG,
  CONTENT_SORTS,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  SOCIAL_KINDS,
} from '../constants/content';
// Plain values live in constants/content.ts (no yup, so a page that shows them does not download
// yup); re-exported here for existing imports.
export {
  CONTENT_FILE_MAX_BYTES,
  CONTENT_FILE_TYPES,
  CONTENT_TYPE_MESSAGE,
  acceptFor,
  commentKindOf,
  takesThumbnail,
} from '../constants/content';
import { bool, clientId, limitOf, num, optionalText, optionalUrl, pagingSchema, requiredText, tagList, text, wholeNumber } from './common';

/** Upload forms send multipart text: '' means "not given", 'true'/'false' are booleans. */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** A stored count (an integer column): a whole number from 0 to 1,000,000. */
const count = (label: FieldLabel) => wholeNumber(CONTENT_MSG.numberInvalid(label), 0, 1_000_000).transform(emptyToUndefined);

/** A measure (a real column, e.g. hours): 0 to 1,000,000, fractions allowed. */
const measure = (label: FieldLabel) =>
  num(CONTENT_MSG.numberInvalid(label))
    .transform(emptyToUndefined)
    .min(0, CONTENT_MSG.numberInvalid(label))
    .max(1_000_000, CONTENT_MSG.numberInvalid(label));

const category = () =>
  text()
    .required(CONTENT_MSG.categoryRequired)
    .oneOf([...CONTENT_CATEGORIES], CONTENT_MSG.categoryInvalid);

const courseCategory = () =>
  text()
    .default('')
    .test('course-category', CONTENT_MSG.courseCategoryInvalid, (v) => !v || (COURSE_CATEGORIES as readonly string[]).includes(v));

const visible = () => bool(CONTENT_MSG.visibleRequired).transform(emptyToUndefined);

/** Fields shared by the create and the details-edit forms (spec 000 §3 "Content create payloads"). */
const detailFields = {
  author: optionalText(CONTENT_LIMITS.AUTHOR_MAX, 'Author'),
  postedBy: optionalText(CONTENT_LIMITS.AUTHOR_MAX, 'Posted by'),
  description: optionalText(CONTENT_LIMITS.DESCRIPTION_MAX, 'Description'),
  sourceLink: optionalUrl(),
  tags: tagList(CONTENT_LIMITS.TAGS_MAX),
  publisher: optionalText(CONTENT_LIMITS.AUTHOR_MAX, 'Publisher'),
  noOfStudents: count('Number of students'),
  duration: measure('Duration'),
  parentCourse: optionalText(CONTENT_LIMITS.TITLE_MAX, 'Course'),
  courseCategory: courseCategory(),
  venue: optionalText(CONTENT_LIMITS.AUTHOR_MAX, 'Venue'),
  organiser: optionalText(CONTENT_LIMITS.AUTHOR_MAX, 'Organiser'),
};

/** POST /contents/ text fields (multipart or JSON). Files: `contentFile`, `thumbnail`.
 * The old client's contentFileName / contentPublicUrl are ignored: the server names and stores files. */
export const contentCreateSchema = yup.object({
  title: requiredText(CONTENT_MSG.titleRequired, CONTENT_LIMITS.TITLE_MAX, 'Title'),
  category: category(),
  visible: visible().default(true),
  ...detailFields,
});
export type ContentCreateInput = yup.InferType<typeof contentCreateSchema>;

/** PUT /contents/update/details/?id= : empty fields keep the stored values, no tags keep the tags. */
export const contentDetailsSchema = yup.object({
  title: requiredText(CONTENT_MSG.titleRequired, CONTENT_LIMITS.TITLE_MAX, 'Title'),
  category: text()
    .default('')
    .test('category', CONTENT_MSG.categoryInvalid, (v) => !v || (CONTENT_CATEGORIES as readonly string[]).includes(v)),
  visible: visible(),
  ...detailFields,
});
export type ContentDetailsInput = yup.InferType<typeof contentDetailsSchema>;

/** PUT /contents/publish/?id= : the publish toggle of "My content". */
export const contentVisibilitySchema = yup.object({
  visible: bool(CONTENT_MSG.visibleRequired).required(CONTENT_MSG.visibleRequired),
});

/** ?id= of update, publish and delete routes. */
export const contentIdQuerySchema = yup.object({ id: text().required(CONTENT_MSG.contentNotFound) });

const search = () => optionalText(CONTENT_LIMITS.SEARCH_MAX, 'Search');

/** Lists: skip, limit (32 by default), q (title contains, any case), sort. */
export const contentListQuerySchema = pagingSchema.shape({
  limit: limitOf(PAGING.CONTENT_PAGE),
  q: search(),
  sort: text()
    .oneOf([...CONTENT_SORTS])
    .default('latest'),
  category: text()
    .default('')
    .test('category', CONTENT_MSG.categoryInvalid, (v) => !v || (CONTENT_CATEGORIES as readonly string[]).includes(v)),
  /** Courses page: only whole courses (no parentCourse), not their units. */
  topLevel: bool('topLevel must be true or false').default(false),
  /** /courses/:course: the courses of one course category ('' = any). */
  courseCategory: courseCategory(),
});
export type ContentListQuery = yup.InferType<typeof contentListQuerySchema>;

/** GET /contents/mine: the signed-in user's content, 30 a page (spec 000 §9). */
export const myContentQuerySchema = contentListQuerySchema.shape({
  limit: limitOf(CONTENT_LIMITS.MINE_PAGE),
});

/** GET /contents/course-units?course= : units of one course (limit 32). */
export const courseUnitsQuerySchema = contentListQuerySchema.shape({
  course: requiredText(CONTENT_MSG.courseRequired, CONTENT_LIMITS.TITLE_MAX, 'Course'),
  limit: limitOf(CONTENT_LIMITS.COURSE_UNITS_PAGE),
});
export type CourseUnitsQuery = yup.InferType<typeof courseUnitsQuerySchema>;

/** GET /contents/related/:id */
export const relatedQuerySchema = yup.object({
  limit: limitOf(CONTENT_LIMITS.RELATED),
});

// ---- comments / reviews, ratings, likes (generic over SOCIAL_KINDS) ----

export const ratingLevel = () =>
  num(CONTENT_MSG.ratingRange)
    .min(RATING_MIN, CONTENT_MSG.ratingRange)
    .max(RATING_MAX, CONTENT_MSG.ratingRange)
    .test('half-steps', CONTENT_MSG.ratingRange, (v) => v === undefined || v === null || Number.isInteger(v / RATING_STEP));

const kind = (field: string) =>
  text()
    .required(CONTENT_MSG.kindInvalid)
    .oneOf([...SOCIAL_KINDS], CONTENT_MSG.kindInvalid)
    .label(field);

/** The item a comment is about: a uuid, or 'delv-platform' for platform feedback. */
const itemId = () => text().required(CONTENT_MSG.itemRequired).max(64, CONTENT_MSG.itemRequired);

/** POST /comment/ : a comment or a review. `rating` (0-5 in halves) makes it a rated review.
 * Platform feedback: idOfCommentedAbout 'delv-platform' (commentAbout may be anything, the old
 * feedback modal sent 'content'). */
export const commentSchema = yup.object({
  commentAbout: kind('commentAbout'),
  idOfCommentedAbout: itemId(),
  commentText: requiredText(CONTENT_MSG.reviewRequired, CONTENT_LIMITS.COMMENT_MAX, 'Review'),
  rating: ratingLevel().transform(emptyToUndefined).nullable().default(null),
  clientId: clientId(),
});
export type CommentInput = yup.InferType<typeof commentSchema>;

/** The review modal: text required, stars 0-5 in halves (spec 000 §5 "Review"). */
export const reviewFormSchema = yup.object({
  commentText: requiredText(CONTENT_MSG.reviewRequired, CONTENT_LIMITS.COMMENT_MAX, 'Review'),
  rating: ratingLevel().required(CONTENT_MSG.ratingRequired),
});

/** GET /comment/:itemID and GET /comment/ */
export const commentListQuerySchema = pagingSchema.shape({
  limit: limitOf(PAGING.REVIEWS_FIRST),
  sort: text()
    .oneOf([...COMMENT_SORTS])
    .default('time'),
  about: text()
    .default('')
    .test('kind', CONTENT_MSG.kindInvalid, (v) => !v || (SOCIAL_KINDS as readonly string[]).includes(v)),
});
export type CommentListQuery = yup.InferType<typeof commentListQuerySchema>;

/** POST /rating/:kind : { idOfRated, ratingLevel }. */
export const ratingSchema = yup.object({
  idOfRated: text().required(CONTENT_MSG.itemRequired).max(64, CONTENT_MSG.itemRequired),
  ratingLevel: ratingLevel().required(CONTENT_MSG.ratingRequired),
});
export type RatingInput = yup.InferType<typeof ratingSchema>;

export const ratingKindParamSchema = yup.object({ kind: kind('kind') });

/** POST /like/ : toggles the caller's like. */
export const likeSchema = yup.object({
  likedAbout: kind('likedAbout'),
  idOfLikedAbout: text().required(CONTENT_MSG.itemRequired).max(64, CONTENT_MSG.itemRequired),
});
export type LikeInput = yup.InferType<typeof likeSchema>;

/** GET /like/ : likes of one item (both given) or, signed in, the caller's own likes. */
export const likeListQuerySchema = pagingSchema.shape({
  likedAbout: text()
    .default('')
    .test('kind', CONTENT_MSG.kindInvalid, (v) => !v || (SOCIAL_KINDS as readonly string[]).includes(v)),
  idOfLikedAbout: text().default('').max(64, CONTENT_MSG.itemRequired),
});
export type LikeListQuery = yup.InferType<typeof likeListQuerySchema>;
