import { defineArea } from '../../platform/area';
import { mailingListPolicy } from './mailingList.policy';
import { mailingListRoutes } from './mailingList.routes';

/** The landing page's mailing list. */
export const area = defineArea({
  name: 'mailing-list',
  uses: [],
  tables: ['mailingList'],
  policy: mailingListPolicy,
  publishes: [],
  router: (deps) => mailingListRoutes(deps),
});
