import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's phone numbers (issue 33). A number is verified by a six-digit code sent by SMS; the
 * code is stored only as an HMAC, with its expiry and wrong tries, and the sends are counted per
 * day. One verified holder per number: another account can verify it only after the first
 * removes it.
 */
export const phones = pgTable(
  'phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164. */
    number: text('number').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** HMAC-SHA256 of the waiting code (never the code). */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** Codes sent on codeSendsDay (UTC). */
    codeSends: integer('code_sends').notNull().default(0),
    codeSendsDay: date('code_sends_day'),
    /** Where its SMS hours are counted (the number's country; East Africa Time otherwise). */
    timeZone: text('time_zone').notNull().default('Africa/Kampala'),
    /** The number replied STOP (ONDOKA, TOKA): no reminders go to it. */
    smsStoppedAt: timestamp('sms_stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phones_user_number_key').on(t.userId, t.number),
    // One account holds a verified number at a time.
    uniqueIndex('phones_verified_number_key')
      .on(t.number)
      .where(sql`${t.verifiedAt} is not null`),
    index('phones_number_idx').on(t.number),
  ],
);

/** The notice kinds a person gets by SMS too (a row: on). */
export const smsPreferences = pgTable(
  'sms_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The SMS outbox: every message, queued until its hours and the day's budget allow it, then sent
 * by the sms.send job. A code's text is emptied once it is handed to the provider.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** 'code' (sent at any hour) or a notice kind ('reminder': only in the person's SMS hours). */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    segments: integer('segments').notNull().default(1),
    status: text('status').notNull().default('queued'),
    timeZone: text('time_zone').notNull().default('Africa/Kampala'),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    /** Not worth sending after this (a reminder once its session started). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** One message per reminder and person, whoever queues it. */
    dedupeKey: text('dedupe_key'),
    providerRef: text('provider_ref'),
    cost: text('cost'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('sms_messages_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped', 'expired')`),
    uniqueIndex('sms_messages_dedupe_key').on(t.dedupeKey),
    index('sms_messages_due_idx')
      .on(t.notBefore, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('sms_messages_user_idx').on(t.userId),
  ],
);

/** SMS handed to the provider per UTC day: the budget (SMS_DAILY_BUDGET) is checked against it. */
export const smsDays = pgTable('sms_days', {
  day: date('day').primaryKey(),
  sent: integer('sent').notNull().default(0),
});

/** Inbound messages already acted on (Africa's Talking may call back twice with the same id). */
export const smsInbound = pgTable('sms_inbound', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  action: text('action').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
