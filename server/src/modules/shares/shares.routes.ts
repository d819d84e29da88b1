import { Router } from 'express';
import { FEED_MSG, shareSchema } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { viewerOf } from '../posts';
import { createShare } from './shares.service';

export function shareRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/share/content', kit.authenticate, validate(shareSchema), async (req, res) => {
    const user = currentUser(req);
    ok(res, { message: FEED_MSG.shareSuccess, ...(await createShare(deps.db, user, viewerOf(user), req.body)) }, 201);
  });

  return r;
}
