import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mail';
import type { Storage } from '../lib/storage';
import { jobHandlers, schedulePrune } from './handlers';
import { scheduleNotificationJobs } from '../modules/notifications/notifications.jobs';
import { scheduleInsights } from '../modules/insights';
import { JobWorker, type WorkerOptions } from './queue';

/** This process's job worker (every API process runs one; jobs are shared out by SKIP LOCKED). */
export async function startJobs(
  database: Database,
  deps: { config: Config; mailer: Mailer; storage: Storage },
  opts: WorkerOptions = {},
): Promise<JobWorker> {
  const worker = new JobWorker(database.db, jobHandlers(deps), { concurrency: deps.config.jobConcurrency, ...opts });
  await schedulePrune(database.db);
  await scheduleNotificationJobs(database.db);
  await scheduleInsights(database.db);
  await worker.start(database.listen);
  return worker;
}
