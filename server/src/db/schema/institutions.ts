import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, type StoredFileJson } from './users';

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionName: text('institution_name').notNull(),
    institutionType: text('institution_type').notNull(),
    bio: text('bio').notNull().default(''),
    /** Hidden by a moderator (issue 31): only its owner and staff see it, until the decision is reversed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** User ids; the first is the institution account itself (spec 000 §6). */
    admins: uuid('admins')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    profilePicture: jsonb('profile_picture').$type<StoredFileJson>(),
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    postalcode: text('postalcode').notNull().default(''),
    website: text('website').notNull().default(''),
    linkFacebook: text('link_facebook').notNull().default(''),
    linkTwitter: text('link_twitter').notNull().default(''),
    linkLinkedin: text('link_linkedin').notNull().default(''),
    /** The address 'Contact us' opens, published by the admins; never their login e-mail. */
    contactEmail: text('contact_email').notNull().default(''),
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Kept with institution_learners in the same transaction, so directory cards need no count. */
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Which institution does user X administer" is `admins @> ARRAY[X]`, served by GIN.
    index('institutions_admins_idx').using('gin', t.admins),
    index('institutions_created_at_idx').on(t.createdAt),
    index('institutions_name_trgm_idx').using('gin', sql`lower(${t.institutionName}) gin_trgm_ops`),
    index('institutions_country_created_idx').on(t.country, t.createdAt),
  ],
);

/** Members of an institution: learners who follow it (spec 001 §3 'Institution learner'). */
export const institutionLearners = pgTable(
  'institution_learners',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.learnerId] }),
    // The member list, newest first; and "which institutions am I in".
    index('institution_learners_list_idx').on(t.institutionId, t.joinedAt),
    index('institution_learners_learner_idx').on(t.learnerId),
  ],
);
