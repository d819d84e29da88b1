import { defineArea } from '../../platform/area';
import { disciplinePolicy } from './disciplines.policy';
import { disciplineRoutes } from './disciplines.routes';

/** The disciplines list (career guidance). */
export const area = defineArea({
  name: 'disciplines',
  uses: [],
  tables: ['disciplines'],
  policy: disciplinePolicy,
  publishes: [],
  router: (deps) => disciplineRoutes(deps),
});
