/**
 * Insights' job (issue 34): `insights.rollup` at the top of every hour rolls up each day not yet
 * complete, today included (so a dashboard's today is at most an hour old), catching up the days
 * missed while no process ran. Every process asks at start for a run now and for the next hour's;
 * the idempotency keys keep one of each. A long catch-up hands over to a fresh run after a minute,
 * so no run outlives its lease.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueue, type JobHandlers } from '../../jobs/queue';
import { rollupDue } from './insights.rollup';

declare module '../../jobs/queue' {
  interface JobPayloads {
    'insights.rollup': Record<string, never>;
  }
}

const HOUR = 3_600_000;
const RUN_BUDGET_MS = 60_000;

/** A run now (once this hour, whoever asks) and the next hour's. */
export async function scheduleInsights(db: Db, now = new Date()): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  await enqueue(db, 'insights.rollup', {}, { runAt: now, key: `insights.rollup:${hour.toISOString()}:start` });
  await scheduleNextRollup(db, now);
}

async function scheduleNextRollup(db: Db, now: Date) {
  const next = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  await enqueue(db, 'insights.rollup', {}, { runAt: next, key: `insights.rollup:${next.toISOString()}` });
}

export function insightsJobs(deps: { config: Config }): JobHandlers {
  return {
    'insights.rollup': async (_payload, { db, now, id }) => {
      const done = await rollupDue(db, { now, backfillDays: deps.config.insightsBackfillDays, budgetMs: RUN_BUDGET_MS });
      if (!done) await enqueue(db, 'insights.rollup', {}, { key: `insights.rollup:more:${id}` });
      await scheduleNextRollup(db, now);
    },
  };
}
