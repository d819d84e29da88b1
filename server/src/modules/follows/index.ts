import { defineArea } from '../../platform/area';
import { followPolicy } from './follows.policy';
import { followRoutes } from './follows.routes';

/** Following people. */
export const area = defineArea({
  name: 'follows',
  uses: ['users'],
  tables: ['follows'],
  policy: followPolicy,
  publishes: ['follow.changed'],
  router: followRoutes,
});
