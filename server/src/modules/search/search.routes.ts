import { Router, type RequestHandler } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { prepareJson, sendPrepared, type PreparedJson } from '../../lib/http';
import { createResultCache } from '../../lib/resultCache';
import { validate } from '../../middleware/validate';
import { planSearch } from './search.service';

/** A page of results is 10-40 KB: a thousand answers stay under ~40 MB per process. */
const SEARCH_CACHE_ENTRIES = 1000;
/** Whether a searcher owns private items: a few bytes each. */
const OWNERS_KEPT = 20_000;
/** Writes that change what search finds: content, sessions, profiles (mentors), confirmations. */
const SEARCHABLE_WRITES = /^\/(contents|sessions|user|auth\/confirm)(\/|$)/;

/**
 * POST /search, with its answers kept SEARCH_CACHE_MS per process, serialised and compressed.
 * `watchWrites` (mounted before every other router) drops this process's kept answers after any
 * successful write to what search finds, so in one process a change shows at once; other
 * processes of a cluster see it within SEARCH_CACHE_MS.
 */
export function createSearch(deps: AppDeps, kit: RouteKit): { routes: Router; watchWrites: RequestHandler } {
  const ttl = deps.config.searchCacheMs;
  let answers = ttl > 0 ? createResultCache<PreparedJson>(ttl, SEARCH_CACHE_ENTRIES) : null;
  let owners = ttl > 0 ? createResultCache<boolean>(ttl, OWNERS_KEPT) : undefined;

  const watchWrites: RequestHandler = (req, res, next) => {
    if (answers && req.method !== 'GET' && req.method !== 'HEAD' && SEARCHABLE_WRITES.test(req.path)) {
      res.on('finish', () => {
        if (res.statusCode >= 400) return;
        answers = createResultCache<PreparedJson>(ttl, SEARCH_CACHE_ENTRIES);
        owners = createResultCache<boolean>(ttl, OWNERS_KEPT);
      });
    }
    next();
  };

  const routes = Router();
  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  routes.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const { key, run } = await planSearch(deps.db, req.body as SearchRequest, req.user?.id ?? null, { owners });
    const answer = async () => {
      const result = await run();
      return prepareJson({ data: result.data, counts: result.counts, count: result.count, atLeast: result.atLeast });
    };
    sendPrepared(res, answers ? await answers.get(key, answer) : await answer());
  });

  return { routes, watchWrites };
}
