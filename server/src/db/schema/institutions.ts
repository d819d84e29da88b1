import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredFileJson } from './users';

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionName: text('institution_name').notNull(),
    institutionType: text('institution_type').notNull(),
    bio: text('bio').notNull().default(''),
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
    avgRating: real('avg_rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Which institution does user X administer" is `admins @> ARRAY[X]`, served by GIN.
    index('institutions_admins_idx').using('gin', t.admins),
    index('institutions_created_at_idx').on(t.createdAt),
    index('institutions_name_trgm_idx').using('gin', sql`lower(${t.institutionName}) gin_trgm_ops`),
  ],
);
