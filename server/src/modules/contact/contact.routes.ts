import { Router } from 'express';
import { FEED_MSG, contactSchema, type ContactInput } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { limiter } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { sendContactMessage } from './contact.service';

/** The contact form (spec 000 §7): anyone, signed in or not; its own per-IP limit. */
export function contactRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const limit = limiter(deps.db, { name: 'contact', windowMs: deps.config.rateLimit.windowMs, max: deps.config.rateLimit.sensitive });

  r.post('/contact', limit, kit.optionalAuth, validate(contactSchema), async (req, res) => {
    await sendContactMessage(deps, req.body as ContactInput, req.user ?? null);
    ok(res, { message: FEED_MSG.contactSent }, 201);
  });

  return r;
}
