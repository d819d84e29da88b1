import { defineArea } from '../../platform/area';
import { likeRoutes } from './likes.routes';

/** Likes of anything that can be liked (platform/targets.ts). */
export const area = defineArea({
  name: 'likes',
  uses: ['users'],
  tables: ['likes'],
  policy: {},
  publishes: ['like.changed'],
  router: likeRoutes,
});
