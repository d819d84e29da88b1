import { defineArea } from '../../platform/area';
import { sharePolicy } from './shares.policy';
import { shareRoutes } from './shares.routes';

/** Sharing content or a session to everyone or to chosen people. */
export const area = defineArea({
  name: 'shares',
  uses: ['points', 'posts', 'users'],
  tables: ['shares', 'shareRecipients'],
  policy: sharePolicy,
  publishes: ['share.created'],
  router: shareRoutes,
});
