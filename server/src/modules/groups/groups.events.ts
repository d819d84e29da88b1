import { beforeCommit } from '../../events/publish';
import { removeMessageForModeration } from './chats.service';
import { forgetGroupMember } from './groups.service';

/** Groups' reactions to other areas' events. */
export function registerGroupEvents(): void {
  // Rows cascade with the account; the counts and a group it looked after alone need us.
  beforeCommit('user.deleted', 'groups', (tx, event) => forgetGroupMember(tx, event.data.userId));
  // A moderator's hide or remove of a chat message deletes it; automatic hiding (reversible) does not apply to it.
  beforeCommit('moderation.hidden', 'groups', async (tx, event) => {
    const { kind, id, hidden } = event.data;
    if (kind === 'chatMessage' && (hidden === 'hide' || hidden === 'remove')) await removeMessageForModeration(tx, id, event.actorId);
  });
}
