import { bigint, boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who was active on which UTC day (issue 34): a person is active on a day when they made a
 * signed-in request that day. Written at most once per person and day by each API process
 * (modules/insights/insights.activity.ts); the account's rows go with it.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'activity_days_pkey', columns: [t.day, t.userId] }), index('activity_days_user_idx').on(t.userId)],
);

/**
 * The dashboards' figures, one row per scope ('platform' or an institution's id), metric, UTC day
 * and dimension (a country and category, a session, an item, ...): kept by the rollup job, which
 * replaces a day's rows whenever it rolls the day up again. Dashboards read only these.
 */
export const insightFigures = pgTable(
  'insight_figures',
  {
    scope: text('scope').notNull(),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    dim: text('dim').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'insight_figures_pkey', columns: [t.scope, t.metric, t.day, t.dim] }),
    // A day's rows, replaced as a whole by a rollup again.
    index('insight_figures_day_idx').on(t.day),
  ],
);

/** Each rolled-up day: when, and whether the day was over then (complete) or still going. */
export const insightRuns = pgTable('insight_runs', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
  complete: boolean('complete').notNull(),
});
