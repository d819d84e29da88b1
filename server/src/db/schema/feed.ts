import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { sessions } from './sessions';
import { discussionGroups } from './groups';
import { users, type StoredFileJson } from './users';

/** Feed posts (spec 000 §3 "Post"). 'rejected' = pulled down by a moderator. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The link as typed, and its embeddable address (toEmbedUrl) computed once at posting. */
    link: text('link').notNull().default(''),
    embedUrl: text('embed_url').notNull().default(''),
    attachment: jsonb('attachment').$type<StoredFileJson>(),
    attachmentName: text('attachment_name').notNull().default(''),
    /** The sending client's id for this post (an outbox may send it twice): unique per author. */
    clientId: uuid('client_id'),
    status: text('status').notNull().default('active'),
    statusBy: uuid('status_by').references(() => users.id, { onDelete: 'set null' }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('posts_status_check', sql`${t.status} in ('active', 'rejected')`),
    // The feed reads each branch newest first and stops after skip+limit rows: one ordered index per branch.
    index('posts_active_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('posts_rejected_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'rejected'`),
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('posts_user_client_id_key').on(t.userId, t.clientId),
  ],
);

/** Shares of a content item or a session, to everyone or to chosen users (spec 000 §3 "Share"). */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sharedModel: text('shared_model').notNull(),
    /** Exactly one is set, per shared_model; the share goes when its item goes. */
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shares_model_check',
      sql`(${t.sharedModel} = 'Content' and ${t.contentId} is not null and ${t.sessionId} is null)
      or (${t.sharedModel} = 'Session' and ${t.sessionId} is not null and ${t.contentId} is null)`,
    ),
    check('shares_audience_check', sql`${t.audience} in ('everyone', 'users')`),
    index('shares_everyone_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.audience} = 'everyone'`),
    index('shares_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('shares_content_idx').on(t.contentId),
    index('shares_session_idx').on(t.sessionId),
  ],
);

/** Who a 'users' share was sent to. created_at copies the share's, so "shared with me" is one ordered index scan. */
export const shareRecipients = pgTable(
  'share_recipients',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'share_recipients_pkey', columns: [t.shareId, t.userId] }),
    index('share_recipients_user_created_idx').on(t.userId, t.createdAt.desc(), t.shareId.desc()),
  ],
);

/** Activity points (spec 001 §3 "Points"): one row per award. ref_id is what earned it (post id, share id,
 * invitation id, or the user's own id for signing up); the unique key makes every award idempotent. */
export const points = pgTable(
  'points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activity: text('activity').notNull(),
    points: integer('points').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_award_key').on(t.userId, t.activity, t.refId),
    // The points list (newest first) and the daily caps (activity since midnight).
    index('points_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('points_user_activity_created_idx').on(t.userId, t.activity, t.createdAt),
    index('points_ref_idx').on(t.refId),
  ],
);

/** 'Get started' mailing list: one row per address; a repeat sign-up updates the name. */
export const mailingList = pgTable('mailing_list', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invite-a-friend e-mails (spec 001 "Invitation", category 'general'). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    category: text('category').notNull().default('general'),
    /** A group invitation's group (it goes with the group). */
    categoryId: uuid('category_id').references(() => discussionGroups.id, { onDelete: 'cascade' }),
    /** The friend's account, once they confirmed this address. */
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** A group invitation admits until then; sending it again renews it (read as expired, no timer). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    /** Revoked by its sender or the group's admins: it admits nobody, its landing is gone. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A group invitation admits (or files a request) once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One general invitation per inviter and address, and one per group.
    unique('invitations_inviter_email_group_key').on(t.inviterId, t.email, t.categoryId).nullsNotDistinct(),
    index('invitations_email_created_idx').on(t.email, t.createdAt),
  ],
);
