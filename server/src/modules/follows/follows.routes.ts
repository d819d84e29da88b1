import { Router } from 'express';
import { MSG, followSchema, idParamSchema, pagingSchema, type PagingQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { followData, toggleFollow } from './follows.service';

export function followRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/user/follow', kit.authenticate, validate(followSchema), async (req, res) => {
    const result = await toggleFollow(deps.db, currentUser(req), req.body.userId);
    ok(res, { message: result.following ? MSG.followAdded : MSG.followRemoved, data: result });
  });

  r.get('/user/follow/:id', kit.optionalAuth, validate(idParamSchema, 'params'), validate(pagingSchema, 'query'), async (req, res) => {
    const { id } = validParams<{ id: string }>(res);
    ok(res, { data: await followData(deps.db, req.user ?? null, id, validQuery<PagingQuery>(res)) });
  });

  return r;
}
