import { defineArea } from '../../platform/area';
import { mentorPolicy } from './mentors.policy';
import { mentorRoutes } from './mentors.routes';

/** A mentor's public page: their numbers and reviews, read from the areas that keep them. */
export const area = defineArea({
  name: 'mentors',
  uses: ['comments', 'ratings', 'sessions', 'users'],
  tables: [],
  policy: mentorPolicy,
  publishes: [],
  router: (deps) => mentorRoutes(deps),
});
