/** Content, reviews, ratings and likes (spec 000 §3, §5, §8, §9). Texts the spec names are kept
 * word for word; the rest are ours, written for the person who sees them. */

import type { FieldLabel } from './messages';
import type { ContentCategory } from './categories';
import { LIMITS, PLATFORM_FEEDBACK_ID } from './limits';

/** Kinds of item that can be commented on, rated and liked. 'platform' is platform feedback
 * (idOfCommentedAbout 'delv-platform'); 'user' covers mentor / user reviews. */

export const SOCIAL_KINDS = ['content', 'post', 'user', 'session', 'institution', 'platform'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Comment list orders; the old mentor-review sort select did nothing, this one is real. */
export const COMMENT_SORTS = ['time', 'rating_asc', 'rating_desc'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** Content list orders: Latest (createdAt), Popular (avgRating), Trending (views), all descending. */
export const CONTENT_SORTS = ['latest', 'popular', 'trending'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Categories an institution library shows (spec 001 §4). */
export const LIBRARY_CATEGORIES = ['Video', 'Article', 'Book', 'OpenLib', 'Course'] as const;

export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** Limits for content (spec 000 §9). */
export const CONTENT_LIMITS = {
  TITLE_MAX: 200,
  AUTHOR_MAX: 120,
  DESCRIPTION_MAX: 5000,
  COMMENT_MAX: LIMITS.COMMENT_MAX,
  SEARCH_MAX: 100,
  TAGS_MAX: 30,
  /** Course units per page (spec 000 §7). */
  COURSE_UNITS_PAGE: 32,
  /** "My content" page (spec 000 §9). */
  MINE_PAGE: 30,
  RELATED: 12,
  DEFAULT_BOOK_PUBLISHER: 'TBD',
  /** Shown on course cards when not set (spec 000 §3). */
  DEFAULT_STUDENTS: 200,
  DEFAULT_DURATION_HOURS: 5,
} as const;

export const CONTENT_MSG = {
  // spec texts
  uploadComplete: 'Upload Complete',
  updateComplete: 'Update Complete',
  reviewRequired: 'Review is required',
  commentAdded: 'Comment added successfully',
  commentFailed: 'Failed to submit comment',
  reviewAdded: 'Review added successfully',
  reviewFailed: 'Failed to submit review',
  likeFailed: 'Failed to submit like',
  feedbackThanks: 'Thank you for your feedback',
  contentFileTooLarge: 'File is larger than content file size limit(200 MBs)',
  // ours
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Choose a category: Video, Article, Image, Photo, Course, Book or OpenLib',
  courseCategoryInvalid: 'Choose a course category from the list',
  courseRequired: 'Course is required',
  fileOrLinkRequired: 'Add a file or a source link',
  contentFileRequired: 'Choose a file to upload',
  photoImageOnly: 'A photo must be an image file (JPEG, PNG, GIF, WebP)',
  articlePdfOnly: 'An article must be a PDF file',
  videoTypeOnly: 'A video must be an MP4 or WebM file',
  bookTypeOnly: 'A book must be a PDF or EPUB file',
  courseTypeOnly: 'A course file must be an MP4 or WebM video or a PDF',
  openLibTypeOnly: 'An open library file must be a PDF or EPUB file',
  storageFailed: 'The file could not be stored, so nothing was saved. Please try again.',
  contentNotFound: 'Content not found',
  contentDeleted: 'Content deleted',
  visibleRequired: 'Choose public or private',
  numberInvalid: (field: FieldLabel) => `${field} must be a number of 0 or more`,
  // reviews, ratings, likes
  itemRequired: 'Which item is this about? idOfCommentedAbout is required',
  kindInvalid: 'Unknown kind of item',
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be from 0 to 5 in half steps',
  ratingSaved: 'Rating saved',
  cannotRateOwn: 'You cannot rate your own item',
  commentDeleted: 'Comment deleted',
  commentNotFound: 'Comment not found',
  likeAdded: 'Like added',
  likeRemoved: 'Like removed',
} as const;

/** The kind an incoming comment is stored under: 'delv-platform' is platform feedback whatever
 * commentAbout says. */
export function commentKindOf(input: { commentAbout: string; idOfCommentedAbout: string }): SocialKind {
  return input.idOfCommentedAbout === PLATFORM_FEEDBACK_ID ? 'platform' : (input.commentAbout as SocialKind);
}

/** Real file types accepted per content category (sniffed from bytes on the server). */
export const CONTENT_FILE_TYPES: Record<ContentCategory, readonly string[]> = {
  Video: ['video/mp4', 'video/webm'],
  Article: ['application/pdf'],
  Image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  Photo: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  Course: ['video/mp4', 'video/webm', 'application/pdf'],
  Book: ['application/pdf', 'application/epub+zip'],
  OpenLib: ['application/pdf', 'application/epub+zip'],
};

/** The message when a content file has the wrong type for its category. */
export const CONTENT_TYPE_MESSAGE: Record<ContentCategory, string> = {
  Video: CONTENT_MSG.videoTypeOnly,
  Article: CONTENT_MSG.articlePdfOnly,
  Image: CONTENT_MSG.photoImageOnly,
  Photo: CONTENT_MSG.photoImageOnly,
  Course: CONTENT_MSG.courseTypeOnly,
  Book: CONTENT_MSG.bookTypeOnly,
  OpenLib: CONTENT_MSG.openLibTypeOnly,
};

/** For `<input accept>`; the server checks the bytes whatever the browser allowed. */
export const acceptFor = (c: ContentCategory) => CONTENT_FILE_TYPES[c].join(',');

/** Photos carry no separate thumbnail (spec 000 §5). */
export const takesThumbnail = (c: string) => c !== 'Photo' && c !== 'Image';

export const CONTENT_FILE_MAX_BYTES = LIMITS.CONTENT_FILE_BYTES;
