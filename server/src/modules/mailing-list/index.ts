import { defineArea } from '../../platform/area';
import { mailingListRoutes } from './mailingList.routes';

/** The landing page's mailing list. */
export const area = defineArea({
  name: 'mailing-list',
  uses: [],
  tables: ['mailingList'],
  policy: {},
  publishes: [],
  router: (deps) => mailingListRoutes(deps),
});
