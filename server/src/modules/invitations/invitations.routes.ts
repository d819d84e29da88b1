import { Router } from 'express';
import { FEED_MSG, idParamSchema, invitationSchema } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams } from '../../lib/http';
import { limiter } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { invite, landing } from './invitations.service';

export function invitationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  // Its own per-IP counter (RATE_LIMIT_MAX per window), not shared with sign-up and password routes.
  const limit = limiter(deps.db, { name: 'invitations', windowMs: deps.config.rateLimit.windowMs, max: deps.config.rateLimit.sensitive });

  // sentBy / sentUser of the old client are ignored: the token says who invites.
  r.post('/invitation', kit.authenticate, limit, validate(invitationSchema), async (req, res) => {
    ok(res, { message: FEED_MSG.invitationSent, data: await invite(deps, currentUser(req), req.body) }, 201);
  });

  r.get('/invitation/:id', validate(idParamSchema, 'params'), async (_req, res) => {
    ok(res, { data: await landing(deps.db, validParams<{ id: string }>(res).id) });
  });

  return r;
}
