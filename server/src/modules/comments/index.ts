import { defineArea } from '../../platform/area';
import { commentPolicy } from './comments.policy';
import { commentRoutes } from './comments.routes';

/** Comments and reviews of anything that can be commented on. */
export const area = defineArea({
  name: 'comments',
  uses: ['ratings', 'users'],
  tables: ['comments'],
  policy: commentPolicy,
  publishes: ['comment.created', 'comment.deleted'],
  router: commentRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { addComment, countComments, forgetItemComments, listItemComments } from './comments.service';
