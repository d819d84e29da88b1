import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API process (middleware/rateLimit.ts): per limiter and key
 * (an IP, or IP + e-mail), the start of the current window and the hits in it. One upsert per
 * hit; rows of windows that have ended are deleted by the limiter. No index but the key: the
 * upsert then rewrites the row in place, and the rare prune may read the whole (small) table.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.limiter, t.key] })],
);
