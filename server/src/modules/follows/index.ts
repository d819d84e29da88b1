import { defineArea } from '../../platform/area';
import { followPolicy } from './follows.policy';
import { followRoutes } from './follows.routes';
import { endFollowsBetween } from './follows.service';

/** Following people. */
export const area = defineArea({
  name: 'follows',
  uses: ['blocks', 'users'],
  tables: ['follows'],
  policy: followPolicy,
  publishes: ['follow.changed'],
  beforeCommit: {
    // A block ends the follows between the two, both ways, in the block's transaction (issue 31).
    'block.changed': async (tx, event) => {
      if (event.data.blocked) await endFollowsBetween(tx, event.data.blockerId, event.data.blockedId);
    },
  },
  router: followRoutes,
});
