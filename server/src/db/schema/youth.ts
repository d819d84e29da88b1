import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users } from './users';

/**
 * A learner's date of birth and their guardian's consent (issue 32). Never shown to others. A
 * learner is a minor while `adult_on` is in the future; a minor's account is limited until
 * consent is given (by a guardian through the mailed link, or by an institution that holds it)
 * and again once it is withdrawn.
 */
export const learnerAges = pgTable(
  'learner_ages',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthDate: date('birth_date').notNull(),
    /** birth_date + 18 years: "is a minor" is `adult_on > current_date`, by index. */
    adultOn: date('adult_on').notNull(),
    /** Where the consent link went (the guardian's address): used for that mail only. */
    guardianEmail: text('guardian_email'),
    /** SHA-256 of the guardian's link token (never the token): the link agrees and withdraws. */
    consentTokenHash: text('consent_token_hash'),
    consentAskedAt: timestamp('consent_asked_at', { withTimezone: true }),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    /** 'guardian' or 'institution'. */
    consentBy: text('consent_by'),
    /** The institution that consented, and its admin who recorded it. */
    consentInstitutionId: uuid('consent_institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    consentRecordedBy: uuid('consent_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A room's members are looked up by the primary key; the minors of a directory by adult_on.
    index('learner_ages_adult_on_idx').on(t.adultOn),
    index('learner_ages_consent_token_idx').on(t.consentTokenHash),
    check('learner_ages_consent_by_known', sql`${t.consentBy} is null or ${t.consentBy} in ('guardian', 'institution')`),
  ],
);

/**
 * Words between an adult and a minor that carried contact details (issue 32): held instead of
 * delivered until a safeguarding reviewer releases or removes them. The thing itself stays in its
 * area (a chat message with held_at); this is the review queue.
 */
export const heldMessages = pgTable(
  'held_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'chatMessage' or 'comment'. */
    kind: text('kind').notNull(),
    thingId: uuid('thing_id').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The words as held (the reviewer sees them even if the thing is deleted since). */
    words: text('words').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'release' or 'remove'. */
    decision: text('decision'),
  },
  (t) => [
    // The open queue, oldest first.
    index('held_messages_open_idx')
      .on(t.heldAt)
      .where(sql`${t.decidedAt} is null`),
    index('held_messages_thing_idx').on(t.kind, t.thingId),
  ],
);

/**
 * An institution's safeguarding leads (issue 32), named by its admins among its people: they get
 * the concerns about young people that touch their institution first, by e-mail, with their own
 * queue. The platform's leads hold the system role safeguardingLead.
 */
export const safeguardingLeads = pgTable(
  'safeguarding_leads',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.userId] }), index('safeguarding_leads_user_idx').on(t.userId)],
);
