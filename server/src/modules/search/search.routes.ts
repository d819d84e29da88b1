import { Router } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ALL, eventCache, type DropRule } from '../../events/cache';
import { prepareJson, sendPrepared, type PreparedJson } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { search } from './search.service';

/** A page of results is 10-40 KB: a thousand answers stay under ~40 MB per process. */
const SEARCH_CACHE_ENTRIES = 1000;

/** Everything search shows: items, sessions, mentors' profiles, their ratings and review counts. */
const SEARCH_CHANGES: DropRule = {
  'content.changed': () => ALL,
  'session.changed': () => ALL,
  'user.changed': () => ALL,
  'user.deleted': () => ALL,
  'rating.changed': () => ALL,
  'comment.created': () => ALL,
  'comment.deleted': () => ALL,
};

/** Requests that must get the same answer get the same key (words are matched ignoring case). */
function searchKey(req: SearchRequest): string {
  const { keywords, types, category, sort, skip, limit } = req;
  return JSON.stringify([keywords.trim().toLowerCase(), [...types].sort(), category ?? '', sort, skip, limit]);
}

export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const ttlMs = deps.config.searchCacheMs;
  const answers = ttlMs > 0 ? eventCache<PreparedJson>(deps.events, { max: SEARCH_CACHE_ENTRIES, ttlMs, dropOn: SEARCH_CHANGES }) : null;
  const routes = Router();
  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  routes.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const body = req.body as SearchRequest;
    const viewer = req.user?.id ?? null;
    const answer = async () => {
      const result = await search(deps.db, body, viewer);
      return prepareJson({ data: result.data, counts: result.counts, count: result.count, atLeast: result.atLeast });
    };
    sendPrepared(res, answers && !viewer ? await answers.get(searchKey(body), answer) : await answer());
  });
  return routes;
}
