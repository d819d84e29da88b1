// Plain constants of trust and safety (issue 31): reports, the review queue, sanctions, the audit
// log. Schemas are in validation/moderation.ts, the answers' shapes in types/moderation.ts.

/** What a person may report. */
export const REPORT_KINDS = [
  'post',
  'comment',
  'chatMessage',
  'group',
  'discussion',
  'content',
  'review',
  'session',
  'profile',
  'institution',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why: 'other' needs words. */
export const REPORT_REASONS = [
  'spam',
  'harassment_hate',
  'unsuitable_for_young',
  'safeguarding_concern',
  'false_misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reasons that go to the safeguarding leads first (issue 32). */
export const YOUNG_REASONS: readonly ReportReason[] = ['unsuitable_for_young', 'safeguarding_concern'];

/** What a moderator may do with a reported thing (and its author). */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'silence', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** Actions that sanction the author and last a chosen time. */
export const SANCTION_KINDS = ['warn', 'silence', 'suspend'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/** The times a moderator chooses from, in hours (a week, 30 days, a year at most). */
export const SANCTION_HOURS = [1, 24, 72, 168, 720, 8760] as const;

/** The longest words of a report and of a moderator's reason. */
export const REPORT_TEXT_MAX = 1000;
/** Reports in a page of the queue. */
export const MODERATION_PAGE = 20;
/** Rows in a page of the audit log. */
export const AUDIT_PAGE = 50;

/** Texts of moderation's API answers. */
export const MODERATION_MSG = {
  kindInvalid: 'Choose what you are reporting',
  reasonInvalid: 'Choose a reason',
  otherNeedsText: 'Tell us what is wrong',
  textTooLong: 'Write at most 1000 characters',
  thingNotFound: 'We could not find what you reported',
  alreadyReported: 'You have already reported this; a moderator will look at it',
  reported: 'Thank you. A moderator will look at it.',
  ownThing: 'You cannot report your own post or profile',
  actionInvalid: 'Choose an action',
  hoursInvalid: 'Choose how long it lasts',
  reasonRequired: 'Give a reason the person will see',
  moderatorsOnly: 'Only moderators see the review queue',
  adminsOnly: 'Only admins see the audit log',
  claimedByOther: 'Another moderator is handling this',
  claimed: 'It is yours to handle',
  nothingOpen: 'There are no open reports about this',
  acted: 'Done',
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  idsInvalid: 'Choose up to 100 reports',
  searchTooShort: 'Type at least 2 letters',
  roleInvalid: 'Choose admin, moderator or claim reviewer',
  userNotFound: 'No such person',
  roleGranted: 'Role granted',
  roleRevoked: 'Role revoked',
} as const;
