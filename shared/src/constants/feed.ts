import { LIMITS } from './limits';
import { MSG } from './messages';

// Plain constants, kept apart from the yup schemas (validation/feed.ts) so a screen that only
// needs a message does not download yup with it.
/** Feed, posts, shares, feedback, mailing list and invitations (spec 000 §3-§5, §8; 001 §5).
 * Texts the spec names are kept word for word; the rest are ours. */
export const FEED_MSG = {
  // posts (spec texts first)
  postFileTooLarge: 'File is larger than post file size limit(20 MBs)',
  pointsEarnedAlert: 'Success: Points Earned',
  pulledDownAlert: 'Success: Post has been pulled down',
  postTextRequired: 'Post text is required',
  postTextTooLong: MSG.tooLong('Post text', LIMITS.POST_TEXT_MAX),
  linkNotEmbeddable: 'Add a YouTube, Vimeo, Spotify or SoundCloud link',
  fileOrLink: 'Attach a file or a link, not both',
  postFileType: 'A post file must be an image (JPEG, PNG, GIF, WebP), a PDF or an MP4 video',
  postCreated: 'Post created successfully',
  postNotFound: 'Post not found',
  postPulledDown: 'Post has been pulled down',
  postDeleted: 'Post deleted',
  postIdRequired: 'postId is required',
  statusInvalid: "Status must be 'rejected'",
  postStatusFilterInvalid: 'Status must be active, rejected or all',
  noMoreFeeds: 'No more feeds to show',
  collectMorePoints: 'Collect More Points',
  // shares (spec texts)
  shareTextRequired: 'Post message is required',
  shareWithRequired: 'Share with someone is required',
  shareSuccess: 'Content share successful',
  shareFailed: 'Failed to share post',
  postSharedAlert: 'Post shared successfully',
  sessionSharedAlert: 'Session shared successfully',
  shareFailedPostAlert: 'Failed to share post',
  shareFailedSessionAlert: 'Failed to share session',
  linkCopied: 'Link copied to clipboard',
  // shares (ours)
  sharedModelInvalid: 'Choose what to share: Content or Session',
  sharedRequired: 'Which item is shared? shared is required',
  shareTooMany: 'Share with at most 50 people',
  shareRecipientsUnknown: 'Some of the people you chose were not found',
  shareTextTooLong: MSG.tooLong('Share message', 500),
  // feedback
  feedbackThanks: 'Thank you for your feedback',
  feedbackRatingRequired: 'Choose a rating from half a star to 5 stars',
  feedbackTextRequired: 'Feedback is required',
  // mailing list
  nameRequired: 'Name is required',
  // the contact form (spec 000 §5 'Contact form', §8)
  subjectRequired: 'Subject is required',
  messageBodyRequired: 'Message body is required',
  contactSubjectTooLong: MSG.tooLong('Subject', 150),
  contactMessageTooLong: MSG.tooLong('Message', 5000),
  contactSent: 'Your Message has been sent',
  // Ask AI (spec 000 §1, §7)
  questionRequired: 'Type a question',
  questionTooLong: MSG.tooLong('This field', 500),
  aiOff: 'Ask AI is not available on this server',
  aiFailed: 'Ask AI could not answer just now. Try again in a moment.',
  mailingListThanks: 'Thank you for signing up',
  // invitations (spec 001 texts first)
  invitationSent: 'Invitation sent successfully',
  invitationMailSentAlert: 'Email Invitation has been sent',
  cannotInviteSelf: 'You cannot invite yourself',
  invitationCategoryInvalid: 'An invitation is general or to a group',
  invitationGroupRequired: 'Choose the group to invite to',
  invitationNotFound: 'Invitation not found',
} as const;

export const FEED_LIMITS = {
  SHARE_TEXT_MAX: 500,
  SHARE_RECIPIENTS_MAX: 50,
  FEEDBACK_TEXT_MAX: LIMITS.COMMENT_MAX,
  /** Landing page's community feedback carousel. */
  FEEDBACK_PAGE: 9,
  /** Descriptions inside feed cards are cut to this many characters (data is costly). */
  CARD_DESCRIPTION_MAX: 300,
} as const;

/** Real types a post attachment may have (sniffed from the bytes on the server; spec 000 §5). */
export const POST_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'video/mp4'] as const;
export const POST_FILE_ACCEPT = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  pdf: 'application/pdf',
  video: 'video/mp4',
} as const;

export const SHARE_MODELS = ['Content', 'Session'] as const;
export type SharedModel = (typeof SHARE_MODELS)[number];

/** The share form's default message (spec 000 §5). */
export const SHARE_DEFAULT_TEXT: Record<SharedModel, string> = {
  Content: 'Hey, come check out this post.',
  Session: 'Hey, come check out this session.',
};

export const POST_STATUS_FILTERS = ['active', 'rejected', 'all'] as const;
