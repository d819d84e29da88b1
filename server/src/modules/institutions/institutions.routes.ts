import { Router } from 'express';
import { MSG, institutionSignupSchema, type InstitutionSignupInput } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { requestLanguage } from '../../lib/language';
import { validate } from '../../middleware/validate';
import { requestInstitutionSignup } from '../auth/auth.service';

export function institutionRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // 'Register Institution': the institution account and its institution record together, made by a job
  // after an answer that is the same for a new and a taken address (no probing for accounts).
  r.post('/user/institution', kit.sensitiveLimit, validate(institutionSignupSchema), async (req, res) => {
    await requestInstitutionSignup(deps, { ...(req.body as InstitutionSignupInput), language: requestLanguage(req, req.body.language) });
    ok(res, { message: MSG.accountCreated }, 201);
  });

  return r;
}
