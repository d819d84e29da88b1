import { defineArea } from '../../platform/area';
import { blockPolicy } from './blocks.policy';
import { blockRoutes } from './blocks.routes';

/**
 * Blocking a person (issue 31): the `blocks` table and the one service every other area asks
 * whether two people blocked one another (refuse a write) or whose things a viewer must not see.
 */
export const area = defineArea({
  name: 'blocks',
  uses: ['users'],
  tables: ['blocks'],
  policy: blockPolicy,
  publishes: ['block.changed'],
  router: blockRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { blockedIdsOf, isBlockedBetween, notBlockedWith, refuseIfBlocked } from './blocks.service';
