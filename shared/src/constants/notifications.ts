// Plain constants of notifications (issue 17); yup schemas are in validation/notifications.ts and
// the shapes in types/notifications.ts.

/**
 * What a notice is about. Each is made from domain events (server/src/modules/notifications):
 * follow: someone followed me; like, comment, review: on my post, content, session or profile;
 * share: a share sent to me; registration: someone registered for my session; session: a session
 * I registered for changed or was cancelled; reminder: it starts within the hour; joinrequest: a
 * join request I may decide; joindecision: the decision on mine; invitation: a group or
 * affiliation invitation to me; invitationanswer: the answer to one I sent; claim: my claim's
 * status; chat: new messages in one of my chats (one notice per chat while unread).
 */
export const NOTIFICATION_KINDS = [
  'follow',
  'like',
  'comment',
  'review',
  'share',
  'registration',
  'session',
  'reminder',
  'joinrequest',
  'joindecision',
  'invitation',
  'invitationanswer',
  'claim',
  'chat',
  /** A report's outcome (to its reporters), a warning, silence or suspension (to its person): issue 31. */
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches a person by e-mail: as it happens, in a daily or weekly digest, or never. */
export const NOTIFICATION_EMAIL_MODES = ['instant', 'daily', 'weekly', 'never'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** The kinds that need the person to act: e-mailed as they happen unless the person chooses otherwise. */
export const NOTIFICATION_ACTION_KINDS: readonly NotificationKind[] = ['joinrequest', 'invitation', 'session', 'claim'];

/** Defaults: in the app for everything; by e-mail only what needs action; digests are opt-in. */
export const defaultNotificationPreference = (kind: NotificationKind) => ({
  kind,
  inApp: true,
  email: (NOTIFICATION_ACTION_KINDS.includes(kind) ? 'instant' : 'never') as NotificationEmailMode,
});

/** Read notices older than this are pruned by a job. */
export const NOTIFICATION_PRUNE_DAYS = 90;
/** The bell's panel page size. */
export const NOTIFICATION_PAGE = 20;

/** Texts of notifications' API answers (issue 17). */
export const NOTIFICATION_MSG = {
  markedRead: 'Marked as read',
  allMarkedRead: 'All notifications marked as read',
  notFound: 'Notification not found',
  preferencesSaved: 'Notification settings saved',
  kindInvalid: 'Unknown notification type',
  emailModeInvalid: 'E-mail must be instant, daily, weekly or never',
  unsubscribed: 'You are unsubscribed',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;
