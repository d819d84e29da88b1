import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, pgView, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Same shape as StoredFile in @delv/shared (kept local: drizzle-kit loads this file alone). */
export interface StoredFileJson {
  publicUrl: string;
  key: string;
  mimeType: string;
  size: number;
  /** Images: pixel size (kept at upload), and the WebP widths made after it (lib/images.ts);
   * `variants` absent = not made yet, [] = none (smaller than the narrowest, or unreadable). */
  width?: number;
  height?: number;
  variants?: StoredVariantJson[];
}

export interface StoredVariantJson {
  key: string;
  publicUrl: string;
  width: number;
  height: number;
  size: number;
}

const emptyTextArray = sql`'{}'::text[]`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_key'),
    /** Null for accounts created through Google sign-in. */
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    country: text('country').notNull().default('Other'),
    usercategory: text('usercategory').array().notNull().default(emptyTextArray),
    profilePicture: jsonb('profile_picture').$type<StoredFileJson>(),
    about: text('about').notNull().default(''),
    bio: text('bio').notNull().default(''),
    qualification: text('qualification').notNull().default(''),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    interests: text('interests').array().notNull().default(emptyTextArray),
    calendly: text('calendly').notNull().default(''),
    linkedIn: text('linked_in').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    website: text('website').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    avgRating: real('avg_rating').notNull().default(0),
    views: integer('views').notNull().default(0),
    roles: text('roles').array().notNull().default(emptyTextArray),
    confirmed: boolean('confirmed').notNull().default(false),
    /** Hidden by a moderator (issue 31): only its owner and staff see it, until the decision is reversed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Interface and e-mail language: 'en' or 'sw' (issue 11). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language_known', sql`${t.language} in ('en', 'sw')`),
    index('users_created_at_idx').on(t.createdAt),
    // Mentor list: first category decides the role.
    index('users_first_category_idx').on(sql`(${t.usercategory}[1])`, t.createdAt),
    // Name search uses LIKE '%q%' on this expression.
    index('users_name_trgm_idx').using('gin', sql`lower(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
    // Staff by role: the moderators told of every report, the safeguarding leads.
    index('users_roles_idx').using('gin', t.roles),
  ],
);

/** An account's row, as the sign-in middleware hands it to routes (req.user) and the users area reads it. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    /** SHA-256 of the token in the mailed link; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * One row per device sign-in (DESIGN.md "Bearer tokens"): the token carries its id (`sid`), and a
 * token is good only while its row exists. Logout deletes this device's row; 'Sign out
 * everywhere', a password reset and (for the other devices) a password change delete the others.
 * Deleting a row notifies every API process (drizzle/*_sign_in_session_notices.sql).
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent, shortened: for a future list of signed-in devices. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its token expires (TOKEN_TTL); older rows are pruned at the user's next sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * What other areas may read of an account: names, categories, picture, the public scheduling link
 * and whether it is confirmed;
 * never the e-mail, the password hash or settings. A plain view (drizzle 0023), so PostgreSQL
 * folds it into the query: joining it costs what joining users costs. Other modules join this,
 * never `users` (eslint.config.mjs, tableOwners).
 */
export const userCards = pgView('user_cards', {
  id: uuid('id').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  usercategory: text('usercategory').array().notNull(),
  profilePicture: jsonb('profile_picture').$type<StoredFileJson>(),
  confirmed: boolean('confirmed').notNull(),
  /** The mentor's public scheduling link. */
  calendly: text('calendly').notNull(),
  /** For institution accounts: the institution they administer (migration 0030). */
  institutionId: uuid('institution_id'),
  institutionName: text('institution_name'),
}).existing();
