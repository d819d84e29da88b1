import { Router } from 'express';
import { feedQuerySchema, type FeedQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, prepareJson, sendPrepared, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { viewerOf } from '../posts';
import { homeFeed } from './feed.service';
import type { PublicFeedWindow } from './feed.window';

/** `window`: this process's public cards (the area's start()), or null when FEED_CACHE_MS is 0. */
export function feedRoutes(deps: AppDeps, kit: RouteKit, window: PublicFeedWindow | null): Router {
  const r = Router();

  // No total `count` here: counting the whole union per request would cost more than the page
  // itself; `hasMore` is what SHOW MORE FEEDS / 'No more feeds to show' need.
  r.get('/home/feed', kit.authenticate, validate(feedQuerySchema, 'query'), async (req, res) => {
    const { skip, limit } = validQuery<FeedQuery>(res);
    const snapshot = window ? await window.current() : null;
    sendPrepared(res, prepareJson(await homeFeed(deps.db, viewerOf(currentUser(req)), skip, limit, snapshot)));
  });

  return r;
}
