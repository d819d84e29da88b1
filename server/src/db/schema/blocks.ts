import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who blocked whom (issue 31, owned by the blocks area). The key (blocker, blocked) answers "whom
 * did I block" and the reverse index "who blocked me", so either direction is one index probe: the
 * feed's and comments' filters are anti-joins on these, not a query per card.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    index('blocks_blocker_at_idx').on(t.blockerId, t.at),
  ],
);
