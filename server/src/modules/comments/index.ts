import { defineArea } from '../../platform/area';
import { commentPolicy } from './comments.policy';
import { commentRoutes } from './comments.routes';
import { removeForModeration, settleHeldComment } from './comments.service';

/** Comments and reviews of anything that can be commented on. */
export const area = defineArea({
  name: 'comments',
  uses: ['ratings', 'users', 'youth'],
  tables: ['comments'],
  policy: commentPolicy,
  publishes: ['comment.created', 'comment.deleted'],
  beforeCommit: {
    // A moderator's hide or remove deletes a comment or review; automatic hiding (reversible) does not apply to them.
    'moderation.hidden': async (tx, event) => {
      const { kind, id, hidden } = event.data;
      if ((kind === 'comment' || kind === 'review') && (hidden === 'hide' || hidden === 'remove'))
        await removeForModeration(tx, id, event.actorId);
    },
    // A held comment released or removed by a safeguarding reviewer (issue 32).
    'youth.decided': async (tx, event) => {
      if (event.data.kind === 'comment') await settleHeldComment(tx, event.data.thingId, event.data.decision);
    },
  },
  router: commentRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { addComment, countComments, forgetItemComments, listItemComments } from './comments.service';
