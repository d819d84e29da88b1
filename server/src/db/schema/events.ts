import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { signInSessions, users } from './users';

/**
 * The outbox of domain events (server/src/events): written in the transaction of the change it
 * reports, read in commit order by every API process. `tx` is the writing transaction's id: a
 * reader takes only rows of transactions older than every one still running, so a row that commits
 * late is never skipped (an id alone is handed out before commit, out of commit order). Its rows
 * stay whole in their page up to 8 KB (toast_tuple_target, migration 0047): each is written once
 * and read by every process, and TOAST made a chat message's 200-id audience cost five times more.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    type: text('type').notNull(),
    /** No foreign key: the event outlives an account deleted later. */
    actorId: uuid('actor_id'),
    /** Null: every signed-in user may receive it on the live channel. */
    audience: uuid('audience').array(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_order_idx').on(t.tx, t.id), index('domain_events_created_idx').on(t.createdAt)],
);

/** Single-use tickets for EventSource, which cannot send an Authorization header (GET /api/live?ticket=). */
export const liveTickets = pgTable(
  'live_tickets',
  {
    /** SHA-256 of the ticket; the ticket itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device sign-in the ticket was asked for: it opens nothing once that sign-in ends. */
    signInId: uuid('sign_in_id')
      .notNull()
      .references(() => signInSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The durable job queue (server/src/jobs): claimed with FOR UPDATE SKIP LOCKED by the worker of
 * every API process. A running job holds a lease (locked_until); one whose process died is
 * queued again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Emptied once the job is done (mail payloads hold links with tokens). */
    payload: jsonb('payload'),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The error code of the last failed attempt (never its message: it may quote the payload). */
    lastError: text('last_error'),
    /** A job that must not be enqueued twice (a reminder per registration and start time). */
    idempotencyKey: text('idempotency_key'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} in ('done', 'failed')`),
    uniqueIndex('jobs_idempotency_key').on(t.idempotencyKey),
  ],
);
