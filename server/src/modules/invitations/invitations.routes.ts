import { Router } from 'express';
import * as yup from 'yup';
import { FEED_MSG, GROUP_MSG, idParamSchema, invitationLandingQuerySchema, invitationSchema, text } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { limiter } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { acceptGroupInvitation, invite, landing, revokeInvitation } from './invitations.service';

const groupIdParams = yup.object({ groupId: text().required() });

export function invitationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  // Its own per-IP counter (RATE_LIMIT_MAX per window), not shared with sign-up and password routes.
  const limit = limiter(deps.db, { name: 'invitations', windowMs: deps.config.rateLimit.windowMs, max: deps.config.rateLimit.sensitive });

  // sentBy / sentUser of the old client are ignored: the token says who invites.
  r.post('/invitation', kit.authenticate, limit, validate(invitationSchema), async (req, res) => {
    ok(res, { message: FEED_MSG.invitationSent, data: await invite(deps, currentUser(req), req.body) }, 201);
  });

  // Public: anyone with the link sees who invited; only the mailed link's key shows the address.
  r.get('/invitation/:id', validate(idParamSchema, 'params'), validate(invitationLandingQuerySchema, 'query'), async (_req, res) => {
    ok(res, { data: await landing(deps.db, deps.config, validParams<{ id: string }>(res).id, validQuery<{ key: string }>(res).key) });
  });

  // Joined at once, or (a member's invitation to a private group) a join request for its admins.
  r.post('/invitation/group/:groupId/accept', kit.authenticate, validate(groupIdParams, 'params'), async (req, res) => {
    const data = await acceptGroupInvitation(deps.db, currentUser(req), validParams<{ groupId: string }>(res).groupId);
    ok(res, { message: data.joined ? GROUP_MSG.joined : GROUP_MSG.joinSubmitted, data });
  });

  r.delete('/invitation/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await revokeInvitation(deps.db, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: GROUP_MSG.invitationRevoked });
  });

  return r;
}
