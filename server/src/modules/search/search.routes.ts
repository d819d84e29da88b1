import { Router } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { createResultCache } from '../../lib/resultCache';
import { search, type SearchResult } from './search.service';

/** A page of results is 10-40 KB: a thousand answers stay under ~40 MB per process. */
const SEARCH_CACHE_ENTRIES = 1000;

export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  // Public answers are kept SEARCH_CACHE_MS per process: a new or unpublished item shows in search that much later.
  const cache = deps.config.searchCacheMs > 0 ? createResultCache<SearchResult>(deps.config.searchCacheMs, SEARCH_CACHE_ENTRIES) : null;

  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  r.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const result = await search(deps.db, req.body as SearchRequest, req.user?.id ?? null, new Date(), cache);
    ok(res, { data: result.data, counts: result.counts, count: result.count, atLeast: result.atLeast });
  });

  return r;
}
