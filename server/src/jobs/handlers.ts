/**
 * What each job kind does, for the workers of every API process (jobs/queue.ts): the platform's
 * own kinds here, and every area's (its manifest's jobs), from the list of areas its caller hands
 * in (areas.ts; the backbone imports no area).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { makeImageVariants } from '../lib/images';
import type { Config } from '../config';
import type { Mailer } from '../lib/mail';
import type { Storage } from '../lib/storage';
import { enqueue, type JobHandlers } from './queue';

/** What a job handler may use besides the database its context hands it. */
export interface JobDeps {
  config: Config;
  mailer: Mailer;
  storage: Storage;
}

/** What the job runner needs of an area (its manifest, platform/area.ts). */
export interface AreaJobs {
  name: string;
  jobs?(deps: JobDeps): JobHandlers;
  schedules?(db: Db, now?: Date): Promise<void>;
}

const HOUR = 3_600_000;
/** Finished jobs are kept a week, failed ones a month (to be looked at), then pruned. */
const KEEP_DONE = '7 days';
const KEEP_FAILED = '30 days';

/** Enqueues the next hourly prune; every process asks, the idempotency key keeps one. */
export async function schedulePrune(db: Db, now = new Date()): Promise<void> {
  const next = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  await enqueue(db, 'maintenance.prune', {}, { runAt: next, key: `maintenance.prune:${next.toISOString()}` });
}

export function jobHandlers(deps: JobDeps, areas: readonly AreaJobs[]): JobHandlers {
  const handlers: JobHandlers = {
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
  };
  for (const area of areas) {
    for (const [kind, handler] of Object.entries(area.jobs?.(deps) ?? {})) {
      if (kind in handlers) throw new Error(`job kind ${kind} is handled twice (area ${area.name})`);
      Object.assign(handlers, { [kind]: handler });
    }
  }
  return handlers;
}
