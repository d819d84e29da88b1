import { defineArea } from '../../platform/area';
import { likePolicy } from './likes.policy';
import { likeRoutes } from './likes.routes';

/** Likes of anything that can be liked (platform/targets.ts). */
export const area = defineArea({
  name: 'likes',
  uses: ['users'],
  tables: ['likes'],
  policy: likePolicy,
  publishes: ['like.changed'],
  router: likeRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { forgetItemLikes } from './likes.service';
