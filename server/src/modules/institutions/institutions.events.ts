import { beforeCommit } from '../../events/publish';
import { removeAdminEverywhere } from './institutions.service';

/** Institutions' reactions to other areas' events. */
export function registerInstitutionEvents(): void {
  beforeCommit('user.deleted', 'institutions', (tx, event) => removeAdminEverywhere(tx, event.data.userId));
}
