import { Router } from 'express';
import { MSG, institutionSignupSchema, type InstitutionSignupInput } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { afterAnswer } from '../../lib/afterAnswer';
import { ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { signUpInstitutionOrTellOwner } from '../auth/auth.service';

export function institutionRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // 'Register Institution': the institution account and its institution record together, after an
  // answer that is the same for a new and a taken address (no probing for accounts).
  r.post('/user/institution', kit.sensitiveLimit, validate(institutionSignupSchema), async (req, res) => {
    const input = req.body as InstitutionSignupInput;
    afterAnswer(res, 'institution sign-up', () => signUpInstitutionOrTellOwner(deps, input));
    ok(res, { message: MSG.accountCreated }, 201);
  });

  return r;
}
