import { defineArea } from '../../platform/area';
import { disciplineRoutes } from './disciplines.routes';

/** The disciplines list (career guidance). */
export const area = defineArea({
  name: 'disciplines',
  uses: [],
  tables: ['disciplines'],
  policy: {},
  publishes: [],
  router: (deps) => disciplineRoutes(deps),
});
