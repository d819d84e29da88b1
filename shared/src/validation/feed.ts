import * as yup from 'yup';
import { LIMITS, PAGING } from '../constants';
import { isEmbeddable } from '../embed';
import { ratingLevel } from './content';
import { clientId, email, limitOf, pagingSchema, requiredText, text } from './common';

// The constants moved to constants/feed.ts (no yup); re-exported here for existing imports.
import { FEED_LIMITS, FEED_MSG, POST_STATUS_FILTERS, SHARE_MODELS } from '../constants/feed';
export {
  POST_STATUS_FILTERS,
  FEED_MSG,
  FEED_LIMITS,
  POST_FILE_TYPES,
  POST_FILE_ACCEPT,
  SHARE_MODELS,
  SHARE_DEFAULT_TEXT,
} from '../constants/feed';
export type { SharedModel } from '../constants/feed';

/** GET /home/feed: skip 0, limit 30 (SHOW MORE FEEDS adds 30). */
export const feedQuerySchema = pagingSchema.shape({ limit: limitOf(PAGING.FEED_PAGE) });
export type FeedQuery = yup.InferType<typeof feedQuerySchema>;

/** POST /post (JSON, or multipart with the file in `attachment`). */
export const postCreateSchema = yup.object({
  postText: requiredText(FEED_MSG.postTextRequired, LIMITS.POST_TEXT_MAX, 'Post text'),
  link: text()
    .max(LIMITS.URL_MAX, FEED_MSG.linkNotEmbeddable)
    .default('')
    .test('embeddable', FEED_MSG.linkNotEmbeddable, (v) => !v || isEmbeddable(v)),
  clientId: clientId(),
});
export type PostCreateInput = yup.InferType<typeof postCreateSchema>;

/** GET /post: active posts by default; pulled-down ones (rejected / all) only for moderators. */
export const postListQuerySchema = pagingSchema.shape({
  status: text()
    .default('active')
    .oneOf([...POST_STATUS_FILTERS], FEED_MSG.postStatusFilterInvalid),
});
export type PostListQuery = yup.InferType<typeof postListQuerySchema>;

/** POST /post/update_post (Pull Down). userId / statusBy of the old client are ignored: the token decides. */
export const postStatusSchema = yup.object({
  postId: text().required(FEED_MSG.postIdRequired).max(64, FEED_MSG.postIdRequired),
  status: text().required(FEED_MSG.statusInvalid).oneOf(['rejected'], FEED_MSG.statusInvalid),
});
export type PostStatusInput = yup.InferType<typeof postStatusSchema>;

/** POST /share/content. `shared` may be the id or the old client's whole object ({ _id }). */
export const shareSchema = yup.object({
  shareText: requiredText(FEED_MSG.shareTextRequired, FEED_LIMITS.SHARE_TEXT_MAX, 'Share message'),
  sharedModel: text()
    .required(FEED_MSG.sharedModelInvalid)
    .oneOf([...SHARE_MODELS], FEED_MSG.sharedModelInvalid),
  shared: text()
    .transform((value: unknown, original: unknown) =>
      original && typeof original === 'object' && typeof (original as { _id?: unknown })._id === 'string'
        ? (original as { _id: string })._id.trim()
        : value,
    )
    .required(FEED_MSG.sharedRequired)
    .max(64, FEED_MSG.sharedRequired),
  shareWith: text().required(FEED_MSG.shareWithRequired).oneOf(['everyone', 'users'], FEED_MSG.shareWithRequired),
  to: yup
    .array()
    .typeError(FEED_MSG.shareRecipientsUnknown)
    .transform((value, original) =>
      typeof original === 'string'
        ? original
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    )
    .of(text().required().max(64, FEED_MSG.shareRecipientsUnknown))
    .max(FEED_LIMITS.SHARE_RECIPIENTS_MAX, FEED_MSG.shareTooMany)
    .default([])
    .when('shareWith', {
      is: 'users',
      then: (s) => s.min(1, FEED_MSG.shareWithRequired),
    }),
});
export type ShareInput = yup.InferType<typeof shareSchema>;

/** POST /feedback: sent only with a rating above 0 and a text (spec 000 §5). */
export const feedbackSchema = yup.object({
  rating: ratingLevel().required(FEED_MSG.feedbackRatingRequired).moreThan(0, FEED_MSG.feedbackRatingRequired),
  feedbackText: requiredText(FEED_MSG.feedbackTextRequired, FEED_LIMITS.FEEDBACK_TEXT_MAX, 'Feedback'),
});
export type FeedbackInput = yup.InferType<typeof feedbackSchema>;

/** GET /feedback (landing carousel). */
export const feedbackListQuerySchema = pagingSchema.shape({ limit: limitOf(FEED_LIMITS.FEEDBACK_PAGE) });

/** POST /mailing-list ('Get started' modal). */
export const mailingListSchema = yup.object({
  name: requiredText(FEED_MSG.nameRequired, LIMITS.NAME_MAX, 'Name'),
  email: email(),
});
export type MailingListInput = yup.InferType<typeof mailingListSchema>;

/** POST /invitation (invite a friend). Group invitations belong to the groups area. */
export const invitationSchema = yup.object({
  email: email(),
  category: text().default('general').oneOf(['general', 'group'], FEED_MSG.invitationCategoryInvalid),
  /** The group, for a group invitation (spec 001 §3 'Invitation': categoryID). */
  categoryID: text()
    .default('')
    .when('category', {
      is: 'group',
      then: (s) => s.required(FEED_MSG.invitationGroupRequired),
    }),
});
export type InvitationInput = yup.InferType<typeof invitationSchema>;

/** POST /contact (spec 000 §5 'Contact form'): stored and mailed to the support address. */
export const contactSchema = yup.object({
  name: requiredText(FEED_MSG.nameRequired, LIMITS.NAME_MAX, 'Name'),
  email: email(),
  subject: text().required(FEED_MSG.subjectRequired).max(150, FEED_MSG.contactSubjectTooLong),
  message: text().required(FEED_MSG.messageBodyRequired).max(5000, FEED_MSG.contactMessageTooLong),
});
export type ContactInput = yup.InferType<typeof contactSchema>;

/** POST /ai/ask: one question (the answers stay in the page, for the visit only). */
export const askSchema = yup.object({
  question: text().required(FEED_MSG.questionRequired).max(500, FEED_MSG.questionTooLong),
});
export type AskInput = yup.InferType<typeof askSchema>;

/** GET /invitation/:id?key= : the key of the mailed link (absent from the copyable one). */
export const invitationLandingQuerySchema = yup.object({ key: text().max(100).default('') });

/** GET /user/points/:userId */
export const pointsQuerySchema = pagingSchema;
