import { Router } from 'express';
import { searchQuerySchema, searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { search } from './search.service';

/**
 * POST /search (the spec's), and GET /search with the same request in the query string: the phone
 * client uses GET so its service worker can keep each search's last answer for reading offline
 * (the Cache API keeps GET answers only). Computed for every request: nothing is kept between
 * searches, so the next search in any API process finds every write committed before it
 * (bench/results/search.md: an answer cache did not pay for itself at realistic traffic, and could
 * not keep that promise across processes).
 */
export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const routes = Router();
  const answer = async (request: SearchRequest, viewerId: string | null) => {
    const { data, counts, count, atLeast } = await search(deps.db, request, viewerId);
    return { data, counts, count, atLeast };
  };
  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  routes.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    ok(res, await answer(req.body as SearchRequest, req.user?.id ?? null));
  });
  routes.get('/search', kit.optionalAuth, validate(searchQuerySchema, 'query'), async (req, res) => {
    ok(res, await answer(res.locals.query as SearchRequest, req.user?.id ?? null));
  });
  return routes;
}
