import { Router } from 'express';
import { pointsQuerySchema, text, type PagingQuery } from '@delv/shared';
import * as yup from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { listPoints } from './points.service';

const params = yup.object({ userId: text().required() });

export function pointsRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // The spec's client called it without a check; only the user and admins / claim reviewers may read it.
  r.get('/user/points/:userId', kit.authenticate, validate(params, 'params'), validate(pointsQuerySchema, 'query'), async (req, res) => {
    const { userId } = validParams<{ userId: string }>(res);
    ok(res, await listPoints(deps.db, currentUser(req), userId, validQuery<PagingQuery>(res)));
  });

  return r;
}
