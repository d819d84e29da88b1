import { Router } from 'express';
import { feedQuerySchema, type FeedQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, sendPrepared, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { createFeedPages } from './feed.pages';
import { viewerOf } from './feed.query';
import { createPublicFeedWindow } from './feed.window';

export function feedRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const window = deps.config.feedCacheMs > 0 ? createPublicFeedWindow(deps.db, deps.config.feedCacheMs, { changes: deps.changes }) : null;
  const pages = createFeedPages(deps.db, window, deps.changes, deps.config.feedPageMs);

  // No total `count` here: counting the whole union per request would cost more than the page
  // itself; `hasMore` is what SHOW MORE FEEDS / 'No more feeds to show' need.
  r.get('/home/feed', kit.authenticate, validate(feedQuerySchema, 'query'), async (req, res) => {
    const { skip, limit } = validQuery<FeedQuery>(res);
    sendPrepared(res, await pages(viewerOf(currentUser(req)), skip, limit));
  });

  return r;
}
