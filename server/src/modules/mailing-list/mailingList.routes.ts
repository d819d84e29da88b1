import { Router } from 'express';
import { FEED_MSG, mailingListSchema } from '@delv/shared';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/http';
import { limiter } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { subscribe } from './mailingList.service';

export function mailingListRoutes(deps: AppDeps): Router {
  const r = Router();
  // Its own per-IP counter (RATE_LIMIT_MAX per window), not shared with sign-up and password routes.
  const limit = limiter(deps.db, { name: 'mailing-list', windowMs: deps.config.rateLimit.windowMs, max: deps.config.rateLimit.sensitive });

  // Public ('Get started' modal); limited per address like sign-up. A repeat is not an error, and
  // answers exactly like a new address (one upsert either way): nobody learns who is subscribed.
  r.post('/mailing-list', limit, validate(mailingListSchema), async (req, res) => {
    await subscribe(deps.db, req.user ?? null, req.body);
    ok(res, { message: FEED_MSG.mailingListThanks }, 201);
  });

  return r;
}
