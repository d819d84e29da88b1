import type { NotificationEmailMode, NotificationKind } from '../constants/notifications';
import type { UserSummary } from './users';

/**
 * One notice in the bell (GET /api/notifications). Notices of the same kind about the same thing
 * are grouped while unread: 'Amina and 12 others liked your post' is one notice whose `actors`
 * holds the latest few people and `actorCount` all of them. The client writes the sentence from
 * `kind`, `actors`, `actorCount` and `subject` in the reader's language.
 */
export interface Notification {
  _id: string;
  kind: NotificationKind;
  /** The latest people who did it, newest first (at most 3). Empty for the system's own notices (reminder, claim). */
  actors: UserSummary[];
  /** How many different people in all. */
  actorCount: number;
  /** What it is about: its kind ('post', 'content', 'session', 'profile', 'group', 'chat', 'institution', 'claim', 'joinrequest'),
   * id, and a short title to show (a post's first words, a session's or group's name), and for
   * some kinds a state ('approved', 'rejected', 'paid', 'cancelled', 'accepted'...). */
  subject: { kind: string; id: string; title: string; state?: string };
  /** Where clicking it leads: a path inside the app ('/feed/post/…', '/sessions/…'). */
  link: string;
  read: boolean;
  createdAt: string;
  /** When the latest event joined it (the list is ordered by this, newest first). */
  updatedAt: string;
}

/** GET /api/notifications/unread-count. */
export interface UnreadCount {
  count: number;
}

/** One kind's choices (GET/PUT /api/notifications/preferences). */
export interface NotificationPreference {
  kind: NotificationKind;
  inApp: boolean;
  email: NotificationEmailMode;
}
