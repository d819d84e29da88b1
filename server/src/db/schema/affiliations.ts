import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users } from './users';

/** A person affiliated to an institution (spec 001 §3 'Affiliation'): its mentors, and learners. */
export const affiliations = pgTable(
  'affiliations',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateType: text('affiliate_type').notNull(),
    /** The phone number an admin gave in Create Mentor: the institution's contact, seen by its admins only. */
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId, t.affiliateType] }),
    check('affiliations_type_known', sql`${t.affiliateType} in ('mentor', 'learner')`),
    // An institution's mentors, newest first; and "my affiliations".
    index('affiliations_list_idx').on(t.institutionId, t.affiliateType, t.createdAt),
    index('affiliations_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An institution's invitation to a mentor; it lapses after AFFILIATION_INVITATION_TTL_DAYS. */
export const affiliationInvitations = pgTable(
  'affiliation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('affiliation_invitations_status_known', sql`${t.status} in ('pending', 'accepted', 'rejected', 'revoked', 'expired')`),
    // One open invitation per institution and mentor, even when two admins click at once.
    uniqueIndex('affiliation_invitations_pending_key')
      .on(t.institutionId, t.mentorId)
      .where(sql`${t.status} = 'pending'`),
    index('affiliation_invitations_mentor_idx').on(t.mentorId, t.status),
    index('affiliation_invitations_institution_idx').on(t.institutionId, t.createdAt),
  ],
);

/** A survey an institution sent (spec 001 §3 'Survey'), with how many it went to; the mails are jobs. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    audience: text('audience').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('surveys_audience_known', sql`${t.audience} in ('mentors', 'learners')`),
    index('surveys_institution_idx').on(t.institutionId, t.createdAt),
  ],
);

/** A CSV import of member invitations: its job hands `total` invitations to the mail queue, counting `sent`. */
export const memberImports = pgTable(
  'member_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('member_imports_institution_idx').on(t.institutionId, t.createdAt)],
);

/**
 * An institution's invitation of an address to become a member (Invite Member, or a CSV row). The
 * person becomes a member when they accept it signed in with that address, or when they confirm a
 * new account made with it. It lapses after AFFILIATION_INVITATION_TTL_DAYS.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Lower-cased like the accounts' addresses. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull().default('learner'),
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    importId: uuid('import_id').references(() => memberImports.id, { onDelete: 'set null' }),
    /** The import's job sets it once this invitation's mail is queued (a restart resumes from the rest). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('member_invitations_status_known', sql`${t.status} in ('pending', 'accepted', 'revoked')`),
    check('member_invitations_role_known', sql`${t.role} in ('learner', 'mentor')`),
    // One open invitation per institution and address, whoever sends it.
    uniqueIndex('member_invitations_pending_key')
      .on(t.institutionId, t.email)
      .where(sql`${t.status} = 'pending'`),
    // A confirmed account finds its invitations; the admins' list, newest first; an import's unsent rows.
    index('member_invitations_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('member_invitations_institution_idx').on(t.institutionId, t.createdAt),
    index('member_invitations_import_idx')
      .on(t.importId)
      .where(sql`${t.mailedAt} is null`),
  ],
);
