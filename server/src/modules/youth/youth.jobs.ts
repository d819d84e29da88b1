/**
 * Young learners' jobs (issue 32): the safeguarding leads' alert of a concern, queued in the
 * report's transaction (so it goes out only if the report commits) and sent from the queue.
 */
import type { JobDeps } from '../../jobs/handlers';
import type { JobHandlers } from '../../jobs/queue';
import { alertLeads } from './youth.service';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** A report of a thing as not suitable for young people or as a safeguarding concern. */
    'youth.alertLeads': { kind: string; reason: string; reporterId: string; authorId: string | null };
  }
}

export function youthJobs(deps: JobDeps): JobHandlers {
  return {
    'youth.alertLeads': (report, { db }) => alertLeads(db, deps.config, report),
  };
}
