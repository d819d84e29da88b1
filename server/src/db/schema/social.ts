import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Comments and reviews about any kind of item (SOCIAL_KINDS: content, post, user, session,
 * institution, platform). item_id is text: uuids, or 'delv-platform' for platform feedback. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The rating given with this review (0-5 in halves), null for a plain comment. */
    rating: real('rating'),
    /** The sending client's id for this comment (an outbox may send it twice): unique per author. */
    clientId: uuid('client_id'),
    /** Held for a safeguarding review (issue 32): shown to its author only until released. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_user_client_id_key').on(t.userId, t.clientId),
    // One item's comments (with or without kind), newest first; counts per item.
    index('comments_item_idx').on(t.itemId, t.kind, t.createdAt.desc()),
    index('comments_item_rating_idx').on(t.itemId, t.kind, t.rating),
    index('comments_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('comments_created_idx').on(t.createdAt.desc()),
    index('comments_user_idx').on(t.userId),
  ],
);

/** One rating per (kind, item, user): re-rating replaces it. */
export const ratings = pgTable(
  'ratings',
  {
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: real('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ratings_pkey', columns: [t.kind, t.itemId, t.userId] }),
    check('ratings_level_range', sql`${t.level} >= 0 and ${t.level} <= 5 and ${t.level} * 2 = floor(${t.level} * 2)`),
    index('ratings_user_idx').on(t.userId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also answers "how many likes" and "did I like it" for one item.
    uniqueIndex('likes_item_user_key').on(t.itemId, t.kind, t.userId),
    index('likes_item_created_idx').on(t.itemId, t.kind, t.createdAt.desc()),
    index('likes_user_idx').on(t.userId, t.kind, t.createdAt.desc()),
  ],
);
