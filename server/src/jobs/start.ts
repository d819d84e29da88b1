import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mail';
import type { Storage } from '../lib/storage';
import { jobHandlers, schedulePrune } from './handlers';
import { areas } from '../modules';
import { JobWorker, type WorkerOptions } from './queue';

/** This process's job worker (every API process runs one; jobs are shared out by SKIP LOCKED). */
export async function startJobs(
  database: Database,
  deps: { config: Config; mailer: Mailer; storage: Storage },
  opts: WorkerOptions = {},
): Promise<JobWorker> {
  const worker = new JobWorker(database.db, jobHandlers(deps), { concurrency: deps.config.jobConcurrency, ...opts });
  await schedulePrune(database.db);
  for (const area of areas) await area.schedules?.(database.db);
  await worker.start(database.listen);
  return worker;
}
