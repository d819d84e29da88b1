import { Router } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { search } from './search.service';

/**
 * POST /search, computed for every request: nothing is kept between searches, so the next search in
 * any API process finds every write committed before it (bench/results/search.md: an answer cache
 * did not pay for itself at realistic traffic, and could not keep that promise across processes).
 */
export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const routes = Router();
  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  routes.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const { data, counts, count, atLeast } = await search(deps.db, req.body as SearchRequest, req.user?.id ?? null);
    ok(res, { data, counts, count, atLeast });
  });
  return routes;
}
