import { beforeCommit } from '../../events/publish';
import { forgetGroupMember } from './groups.service';

/** Groups' reactions to other areas' events. */
export function registerGroupEvents(): void {
  // Rows cascade with the account; the counts and a group it looked after alone need us.
  beforeCommit('user.deleted', 'groups', (tx, event) => forgetGroupMember(tx, event.data.userId));
}
