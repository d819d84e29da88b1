import { defineArea } from '../../platform/area';
import { searchPolicy } from './search.policy';
import { searchRoutes } from './search.routes';

/** Search over content, sessions and people (PostgreSQL full text). */
export const area = defineArea({
  name: 'search',
  uses: ['users'],
  tables: [],
  // It ranks the rows of three areas by the words their own triggers keep on those rows (drizzle
  // 0022): a copy of them in a search table would double every write.
  borrows: ['contents', 'sessions', 'users'],
  policy: searchPolicy,
  publishes: [],
  router: searchRoutes,
});
