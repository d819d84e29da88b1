import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const disciplines = pgTable('disciplines', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('disciplines_name_key'),
  keywords: text('keywords')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
