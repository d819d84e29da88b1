import { Router } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ALL, eventCache, type DropRule } from '../../events/cache';
import { prepareJson, sendPrepared, type PreparedJson } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { searchIndexOf } from './search.index';
import { planSearch } from './search.service';

/** A page of results is 10-40 KB: a thousand answers stay under ~40 MB per process. */
const SEARCH_CACHE_ENTRIES = 1000;
/** Whether a searcher owns private items: a few bytes each. */
const OWNERS_KEPT = 20_000;

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

/**
 * POST /search, with its answers kept SEARCH_CACHE_MS at most per process, serialised and
 * compressed, and dropped by any event that changes what search shows (in the writer's process
 * before its answer, in the others as soon as the event reaches them).
 */
export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const ttlMs = deps.config.searchCacheMs;
  const answers = ttlMs > 0 ? eventCache<PreparedJson>(deps.events, { max: SEARCH_CACHE_ENTRIES, ttlMs, dropOn: SEARCH_CHANGES }) : null;
  const owners =
    ttlMs > 0
      ? eventCache<boolean>(deps.events, {
          max: OWNERS_KEPT,
          ttlMs,
          dropOn: { 'content.changed': (e) => e.data.ownerId, 'user.deleted': (e) => e.data.userId },
        })
      : undefined;

  const index = deps.config.searchIndex === 'memory' ? searchIndexOf(deps.db) : null;

  const routes = Router();
  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  routes.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const { key, run } = await planSearch(deps.db, req.body as SearchRequest, req.user?.id ?? null, { owners, index });
    const answer = async () => {
      const result = await run();
      return prepareJson({ data: result.data, counts: result.counts, count: result.count, atLeast: result.atLeast, about: result.about });
    };
    sendPrepared(res, answers ? await answers.get(key, answer) : await answer());
  });

  return routes;
}
