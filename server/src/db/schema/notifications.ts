import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A notice in someone's bell (issue 17). While unread, the notices of one kind about one subject
 * are one row that gathers its people ('Amina and 12 others liked your post'); reading it ends the
 * group, and the next event starts a new row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectTitle: text('subject_title').notNull().default(''),
    subjectState: text('subject_state'),
    link: text('link').notNull(),
    /** The latest people, newest first (at most 3); actor_count counts them all (notification_actors). */
    actorIds: uuid('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    /** False when the person turned this kind off in the app but still wants it by e-mail: kept for the mail only. */
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The open group of a (recipient, kind, subject): an event joins it or starts one.
    uniqueIndex('notifications_open_key')
      .on(t.recipientId, t.kind, t.subjectKind, t.subjectId)
      .where(sql`${t.readAt} is null`),
    // My notices, newest first (the panel; whole, not partial: an account's deletion finds its
    // notices by it), and my unread ones (the bell's count, digests).
    index('notifications_mine_idx').on(t.recipientId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientId, t.updatedAt.desc())
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    // The prune job's walk over old read notices.
    index('notifications_read_idx')
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
  ],
);

/** Every distinct person (or guest registration) a notice gathered, so actor_count counts each once. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorKey: text('actor_key').notNull(),
    /** The person to show (null: a guest, counted by their registration). */
    actorId: uuid('actor_id'),
    /** When they last did it: the notice shows the latest three, whatever order the jobs ran in. */
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorKey] }),
    index('notification_actors_latest_idx').on(t.notificationId, t.actedAt.desc()),
    // A deleted account leaves the notices it is in.
    index('notification_actors_actor_idx').on(t.actorKey),
  ],
);

/** A person's choices for one kind; kinds without a row have the defaults (defaultNotificationPreference). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_email_known', sql`${t.email} in ('instant', 'daily', 'weekly', 'never')`),
    // The digest run walks the people of one period by id.
    index('notification_preferences_digest_idx')
      .on(t.email, t.userId)
      .where(sql`${t.email} in ('daily', 'weekly')`),
  ],
);

/** What has been turned into notices (an event, a session's reminder): each once, whichever process tries. */
export const notificationSources = pgTable('notification_sources', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
