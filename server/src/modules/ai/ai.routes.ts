import { Router } from 'express';
import { askSchema, type AskInput } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok } from '../../lib/http';
import { limiter } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { aiStatus, answer } from './ai.service';

/** Ask AI (spec 000 §1, §7): signed-in people, a few questions a minute each. */
export function aiRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const perPerson = limiter(deps.db, { name: 'ai', windowMs: 60_000, max: deps.config.rateLimit.sensitive ? 5 : 0, byUser: true });

  // Whether to show the Ask AI button at all.
  // Public, no sign-in read: the answer is the same for everyone.
  r.get('/ai/status', (req, res) => {
    ok(res, { data: aiStatus(deps.config, req.user ?? null) });
  });

  r.post('/ai/ask', kit.authenticate, perPerson, validate(askSchema), async (req, res) => {
    ok(res, { data: { answer: await answer(deps.config, currentUser(req), (req.body as AskInput).question) } });
  });

  return r;
}
