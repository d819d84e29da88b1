import type { Database } from '../db/client';
import { jobHandlers, schedulePrune, type AreaJobs, type JobDeps } from './handlers';
import { JobWorker, type WorkerOptions } from './queue';

/** This process's job worker (every API process runs one; jobs are shared out by SKIP LOCKED), for these areas' jobs. */
export async function startJobs(
  database: Database,
  deps: JobDeps,
  areas: readonly AreaJobs[],
  opts: WorkerOptions = {},
): Promise<JobWorker> {
  const worker = new JobWorker(database.db, jobHandlers(deps, areas), { concurrency: deps.config.jobConcurrency, ...opts });
  await schedulePrune(database.db);
  for (const area of areas) await area.schedules?.(database.db);
  await worker.start(database.listen);
  return worker;
}
