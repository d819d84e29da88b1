import { beforeCommit } from '../../events/publish';
import { forgetLearner, removeAdminEverywhere } from './institutions.service';

/** Institutions' reactions to other areas' events. */
export function registerInstitutionEvents(): void {
  beforeCommit('user.deleted', 'institutions', async (tx, event) => {
    await removeAdminEverywhere(tx, event.data.userId);
    await forgetLearner(tx, event.data.userId);
  });
}
