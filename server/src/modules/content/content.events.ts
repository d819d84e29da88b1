import { beforeCommit } from '../../events/publish';
import { forgetOwnerContent } from './content.service';

/** Content's reactions to other areas' events. */
export function registerContentEvents(): void {
  beforeCommit('user.deleted', 'content', (tx, event) => forgetOwnerContent(tx, event.data.userId));
}
