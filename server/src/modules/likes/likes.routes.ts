import { Router } from 'express';
import { CONTENT_MSG, likeListQuerySchema, likeSchema, type LikeListQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { listLikes, toggleLike } from './likes.service';

export function likeRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/like', kit.authenticate, validate(likeSchema), async (req, res) => {
    const data = await toggleLike(deps.db, currentUser(req), req.body);
    ok(res, { message: data.liked ? CONTENT_MSG.likeAdded : CONTENT_MSG.likeRemoved, data });
  });

  r.get('/like', kit.optionalAuth, validate(likeListQuerySchema, 'query'), async (req, res) => {
    ok(res, await listLikes(deps.db, validQuery<LikeListQuery>(res), req.user ?? null));
  });

  return r;
}
