/**
 * What each job kind does, for the workers of every API process (jobs/queue.ts). An area's own
 * kinds come from its module (modules/sessions/sessions.jobs.ts).
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { makeImageVariants } from '../lib/images';
import type { Mailer } from '../lib/mail';
import type { Storage } from '../lib/storage';
import { affiliationJobs } from '../modules/affiliations/affiliations.jobs';
import { authJobs } from '../modules/auth/auth.jobs';
import { claimJobs } from '../modules/claims/claims.jobs';
import { sessionJobs } from '../modules/sessions/sessions.jobs';
import { notificationJobs } from '../modules/notifications/notifications.jobs';
import { insightsJobs } from '../modules/insights';
import { enqueue, type JobHandlers } from './queue';

const HOUR = 3_600_000;
/** Finished jobs are kept a week, failed ones a month (to be looked at), then pruned. */
const KEEP_DONE = '7 days';
const KEEP_FAILED = '30 days';

/** Enqueues the next hourly prune; every process asks, the idempotency key keeps one. */
export async function schedulePrune(db: Db, now = new Date()): Promise<void> {
  const next = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  await enqueue(db, 'maintenance.prune', {}, { runAt: next, key: `maintenance.prune:${next.toISOString()}` });
}

export function jobHandlers(deps: { config: Config; mailer: Mailer; storage: Storage }): JobHandlers {
  return {
    'mail.send': (message) => deps.mailer.send(message),
    // Deleting a missing object succeeds, so a retry after a partial failure is safe.
    'images.variants': async (job, { db }) => {
      await makeImageVariants({ db, storage: deps.storage }, job);
    },
    'files.delete': async ({ keys }) => {
      for (const key of keys) await deps.storage.delete(key);
    },
    'maintenance.prune': async (_payload, { db }) => {
      await db.execute(sql`delete from domain_events where created_at < now() - ${`${deps.config.eventsKeepHours} hours`}::interval`);
      await db.execute(sql`delete from jobs where (status = 'done' and finished_at < now() - ${KEEP_DONE}::interval)
        or (status = 'failed' and finished_at < now() - ${KEEP_FAILED}::interval)`);
      await db.execute(sql`delete from live_tickets where expires_at < now()`);
      await schedulePrune(db);
    },
    ...authJobs({ config: deps.config }),
    ...sessionJobs({ publicUrl: deps.config.publicUrl }),
    ...claimJobs({ config: deps.config }),
    ...affiliationJobs({ config: deps.config }),
    ...notificationJobs({ config: deps.config }),
    ...insightsJobs({ config: deps.config }),
  };
}
