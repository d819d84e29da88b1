import { beforeCommit } from '../../events/publish';
import { removeForModeration } from './comments.service';

/** Comments' reactions to other areas' events. */
export function registerCommentEvents(): void {
  // A moderator's hide or remove deletes a comment or review; automatic hiding (reversible) does not apply to them.
  beforeCommit('moderation.hidden', 'comments', async (tx, event) => {
    const { kind, id, hidden } = event.data;
    if ((kind === 'comment' || kind === 'review') && (hidden === 'hide' || hidden === 'remove'))
      await removeForModeration(tx, id, event.actorId);
  });
}
