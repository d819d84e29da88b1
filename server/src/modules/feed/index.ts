import { defineArea } from '../../platform/area';
import { feedPolicy } from './feed.policy';
import { feedRoutes } from './feed.routes';
import { createPublicFeedWindow } from './feed.window';

/** The home feed: posts, shares and new content, newest first. */
export const area = defineArea({
  name: 'feed',
  uses: ['blocks', 'posts'],
  // None: its pages are read-only statements over posts, shares and content (feed.service.ts).
  tables: [],
  policy: feedPolicy,
  publishes: [],
  // Other people's cards are shared by every viewer: kept once per process (feed.window.ts).
  start: (deps) => (deps.config.feedCacheMs > 0 ? createPublicFeedWindow(deps.db, deps.config.feedCacheMs, { events: deps.events }) : null),
  router: feedRoutes,
});
