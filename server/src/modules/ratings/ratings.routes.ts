import { Router } from 'express';
import { CONTENT_MSG, ratingKindParamSchema, ratingSchema, text, type SocialKind } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { rate, ratingSummary } from './ratings.service';

const summaryParams = ratingKindParamSchema.shape({ id: text().required() });

/** POST /rating/content, /rating/user, /rating/session... one handler for every registered kind. */
export function ratingRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/rating/:kind', kit.authenticate, validate(ratingKindParamSchema, 'params'), validate(ratingSchema), async (req, res) => {
    const { kind } = validParams<{ kind: SocialKind }>(res);
    const data = await rate(deps.db, kind, req.body.idOfRated, currentUser(req).id, req.body.ratingLevel);
    ok(res, { message: CONTENT_MSG.ratingSaved, data });
  });

  r.get('/rating/:kind/:id', kit.optionalAuth, validate(summaryParams, 'params'), async (req, res) => {
    const { kind, id } = validParams<{ kind: SocialKind; id: string }>(res);
    ok(res, { data: await ratingSummary(deps.db, kind, id, req.user?.id ?? null) });
  });

  return r;
}
