import type { Storage } from '../../lib/storage';
import type { JobHandlers } from '../../jobs/queue';
import { placeMisplacedFiles } from './content.service';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** An item's stored objects moved to match its visibility (after a moderator hid it or showed it again). */
    'content.placeFiles': { id: string };
  }
}

export function contentJobs(deps: { storage: Storage }): JobHandlers {
  return {
    'content.placeFiles': async ({ id }, { db }) => {
      await placeMisplacedFiles({ db, storage: deps.storage }, id);
    },
  };
}
