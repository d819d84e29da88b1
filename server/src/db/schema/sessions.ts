import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users, type StoredFileJson } from './users';

/** Live sessions (spec 001 "Session/event"). Instants are timestamptz (UTC inside); `time_zone`
 * keeps the zone the organiser typed the time in, for the edit form and the e-mails. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who created it (a mentor, or an institution admin). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The presenting mentor, by id: 'Go Live' is decided by id, never by comparing names. */
    presenterId: uuid('presenter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presenterName: text('presenter_name').notNull(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    sessionTitle: text('session_title').notNull(),
    description: text('description').notNull(),
    organiser: text('organiser').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Africa/Kampala'),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Whole Ugx; 0 = FREE. */
    price: integer('price').notNull().default(0),
    /** The private meeting link; '' = not set. */
    addressLink: text('address_link').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: jsonb('thumbnail').$type<StoredFileJson>(),
    /** Kept in step with session_registrations in the same transaction ('Most popular' sorts on it). */
    attendeeCount: integer('attendee_count').notNull().default(0),
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Hidden by a moderator (issue 31): only its owner and staff see it, until the decision is reversed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Upcoming lists: ends_at > now among live (not cancelled) sessions.
    index('sessions_upcoming_idx')
      .on(t.endsAt)
      .where(sql`${t.cancelled} = false`),
    // Reminder job: sessions starting within the next hour.
    index('sessions_starts_at_idx')
      .on(t.startsAt)
      .where(sql`${t.cancelled} = false`),
    index('sessions_presenter_idx').on(t.presenterId, t.startsAt),
    index('sessions_owner_idx').on(t.ownerId, t.startsAt),
    index('sessions_institution_idx').on(t.institutionId, t.startsAt),
  ],
);

/** Who registered for which session: members (user_id) and guests (user_id null, the old
 * 'Unregistered_User'). One registration per account and per e-mail address. */
export const sessionRegistrations = pgTable(
  'session_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    /** The language of this person's session e-mails: the member's or the guest's page language. */
    language: text('language').notNull().default('en'),
    /** Claimed atomically by the reminder job (UPDATE ... WHERE reminded_at IS NULL RETURNING). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_registrations_email_key').on(t.sessionId, sql`lower(${t.email})`),
    uniqueIndex('session_registrations_user_key').on(t.sessionId, t.userId),
    // 'Subscribed' lists and "registered by me" checks start from the user.
    index('session_registrations_user_idx').on(t.userId),
  ],
);
