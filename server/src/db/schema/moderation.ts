import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportSnapshot } from '@delv/shared';
import { users } from './users';

/**
 * Reports (issue 31): one row per person and thing they reported, with the thing as it was when
 * reported. A report is open until a moderator acts on its thing; one open report per person and
 * thing (the partial unique index). Things are named by kind and id (text: a comment's id, a
 * profile's uuid...), so reports survive the thing's deletion.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    thingId: text('thing_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The thing's author then (null: unknown, or an institution without one). */
    authorId: uuid('author_id'),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator acted on the thing, and what they did (dismiss, hide, ...). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.kind, t.thingId, t.reporterId)
      .where(sql`${t.closedAt} is null`),
    index('reports_thing_idx').on(t.kind, t.thingId),
    index('reports_author_idx').on(t.authorId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * A reported thing as the queue sees it (one row per thing, kept up to date as reports come and
 * are closed, so the queue's page is an index walk, not a grouping of every report): its open
 * reporters, who claimed it (one moderator at a time), and whether it is hidden (automatically,
 * when enough distinct people reported it, or by a moderator).
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    kind: text('kind').notNull(),
    thingId: text('thing_id').notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** null: shown; 'auto': hidden by reports until reviewed; 'hide' / 'remove': a moderator's decision. */
    hidden: text('hidden'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Distinct people with an open report (the unique index on reports keeps them distinct); 0: not in the queue. */
    openReporters: integer('open_reporters').notNull().default(0),
    /** The oldest open report's time: the queue's order. */
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }),
    /** The thing as first reported, and its author then. */
    snapshot: jsonb('snapshot').$type<ReportSnapshot>(),
    authorId: uuid('author_id'),
    /** Who besides moderators may hide or remove it: its group's or institution's admins, when reported. */
    adminIds: uuid('admin_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('moderation_cases_thing_idx').on(t.kind, t.thingId),
    // The queue's page: open cases, oldest report first.
    index('moderation_cases_queue_idx')
      .on(t.firstReportedAt, t.kind, t.thingId)
      .where(sql`${t.openReporters} > 0`),
  ],
);

/** Sanctions: a warning, a silence or a suspension of a person, until ends_at (nothing lifts it: time does). */
export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sanctions_user_idx').on(t.userId, t.endsAt)],
);

/** Staff notes on a person (issue 31): what moderators and admins want each other to know, shown in the queue and the console. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_user_idx').on(t.userId, t.at)],
);

/**
 * The audit log: one row per staff action (moderation, role changes, claim decisions, payouts,
 * pull-downs). Append-only: a trigger refuses UPDATE and DELETE (migration 0044). The actor is kept
 * by id and name without a foreign key, so deleting an account never has to touch the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
