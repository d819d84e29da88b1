import { defineArea } from '../../platform/area';
import { followRoutes } from './follows.routes';

/** Following people. */
export const area = defineArea({
  name: 'follows',
  uses: ['users'],
  tables: ['follows'],
  policy: {},
  publishes: ['follow.changed'],
  router: followRoutes,
});
