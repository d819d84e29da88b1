import { defineArea } from '../../platform/area';
import { shareRoutes } from './shares.routes';

/** Sharing content or a session to everyone or to chosen people. */
export const area = defineArea({
  name: 'shares',
  uses: ['feed', 'points', 'users'],
  tables: ['shares', 'shareRecipients'],
  policy: {},
  publishes: ['share.created'],
  router: shareRoutes,
});
