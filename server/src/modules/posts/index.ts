import { posts } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { postTarget } from './posts.target';
import { postPolicy } from './posts.policy';
import { postRoutes } from './posts.routes';
import { forgetAuthorPosts, moderatePost } from './posts.service';

/** Posts in the members' feed, and their moderation. */
export const area = defineArea({
  name: 'posts',
  uses: ['blocks', 'comments', 'institutions', 'likes', 'points', 'users'],
  tables: ['posts'],
  policy: postPolicy,
  publishes: ['post.created', 'post.changed'],
  beforeCommit: {
    'user.deleted': (tx, event) => forgetAuthorPosts(tx, event.data.userId),
    // A reported post hidden, removed or shown again in review (issue 31).
    'moderation.hidden': async (tx, event) => {
      if (event.data.kind === 'post') await moderatePost(tx, event.data.id, event.data.hidden, event.actorId);
    },
  },
  targets: { post: postTarget },
  router: postRoutes,
  images: { postPhoto: { preset: 'photo', table: posts, id: posts.id, column: posts.attachment } },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { type FeedViewer, forViewer, hydrate, hydrateWithLikes, PUBLIC_VIEWER, viewerOf } from './posts.presenter';
export { countPosts } from './posts.service';
