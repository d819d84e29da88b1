import { Router } from 'express';
import { searchSchema, type SearchRequest } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { search } from './search.service';

export function searchRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // Public (guests search, spec 000 §6); a signed-in caller also finds their own private items.
  r.post('/search', kit.optionalAuth, validate(searchSchema), async (req, res) => {
    const result = await search(deps.db, req.body as SearchRequest, req.user?.id ?? null);
    ok(res, { data: result.data, counts: result.counts, count: result.count, atLeast: result.atLeast });
  });

  return r;
}
