import { Router } from 'express';
import { MSG, institutionSignupSchema } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { ok } from '../../lib/http';
import { requestLanguage } from '../../lib/language';
import { validate } from '../../middleware/validate';
import { signupInstitution } from '../auth/auth.service';

export function institutionRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // 'Register Institution': the institution account and its institution record together.
  r.post('/user/institution', kit.sensitiveLimit, validate(institutionSignupSchema), async (req, res) => {
    const { institutionId } = await signupInstitution(deps, { ...req.body, language: requestLanguage(req, req.body.language) });
    ok(res, { message: MSG.accountCreated, data: { institutionId } }, 201);
  });

  return r;
}
