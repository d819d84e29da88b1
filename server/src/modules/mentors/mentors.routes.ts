import { Router } from 'express';
import { idParamSchema } from '@delv/shared';
import type { AppDeps } from '../../deps';
import { ok, validParams } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { mentorSummary } from './mentors.service';

export function mentorRoutes(deps: AppDeps): Router {
  const r = Router();

  // Public, like the mentor profile it belongs to.
  r.get('/mentors/:id/summary', validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await mentorSummary(deps.db, req.user ?? null, validParams<{ id: string }>(res).id) });
  });

  return r;
}
