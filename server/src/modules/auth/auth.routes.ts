import { Router, type Request } from 'express';
import {
  MSG,
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  idParamSchema,
  institutionSignupSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  type InstitutionSignupInput,
  type SignupInput,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams } from '../../lib/http';
import { requestLanguage } from '../../lib/language';
import { noStore } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import * as auth from './auth.service';

const from = (req: Request): auth.SignInFrom => ({ device: req.get('user-agent') ?? '' });

export function authRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // Sign-up (POST /user, 'Register Institution' POST /user/institution): the same answer for a new
  // and a taken address (no probing for accounts); the account (with its institution record), or a
  // mail to the address's owner, is made by a job (auth.jobs.ts).
  r.post('/user', kit.sensitiveLimit, validate(signupSchema), async (req, res) => {
    await auth.requestSignup(deps, { ...(req.body as SignupInput), language: requestLanguage(req, req.body.language) });
    ok(res, { message: MSG.accountCreated }, 201);
  });

  r.post('/user/institution', kit.sensitiveLimit, validate(institutionSignupSchema), async (req, res) => {
    await auth.requestInstitutionSignup(deps, {
      ...(req.body as InstitutionSignupInput),
      language: requestLanguage(req, req.body.language),
    });
    ok(res, { message: MSG.accountCreated }, 201);
  });

  r.get('/user/confirm/:id', validate(idParamSchema, 'params'), async (_req, res) => {
    await auth.confirmEmail(deps.db, validParams<{ id: string }>(res).id);
    ok(res, { message: MSG.userConfirmed });
  });

  r.post('/auth/login', ...kit.loginLimit, validate(loginSchema), async (req, res) => {
    const session = await auth.login(deps, req.body.email, req.body.password, from(req));
    noStore(res);
    ok(res, { message: MSG.userLoggedIn, token: session.token, user: session.user });
  });

  r.post('/auth/google-login', ...kit.loginLimit, validate(googleLoginSchema), async (req, res) => {
    const session = await auth.googleLogin(deps, req.body.googleUserToken, from(req), requestLanguage(req));
    noStore(res);
    ok(res, {
      message: session.created ? MSG.googleUserCreated : MSG.userLoggedIn,
      token: session.token,
      user: session.user,
    });
  });

  // This device only: the user's other devices stay signed in.
  r.get('/auth/logout', kit.authenticate, async (req, res) => {
    await auth.endSignIn(deps.db, currentUser(req).id, req.signInId!);
    ok(res, { message: MSG.loggedOut });
  });

  // 'Sign out everywhere' (account settings): every device, this one included.
  r.post('/auth/logout-everywhere', kit.authenticate, async (req, res) => {
    await auth.endAllSignIns(deps.db, currentUser(req).id);
    ok(res, { message: MSG.signedOutEverywhere });
  });

  // The same answer, in the same time, for any address: the look-up and the mail are a job.
  r.post('/auth/forgot-password', kit.sensitiveLimit, validate(forgotPasswordSchema), async (req, res) => {
    await auth.requestPasswordReset(deps.db, (req.body as { email: string }).email);
    ok(res, { message: MSG.resetMailSent });
  });

  r.post('/auth/resetpassword', kit.sensitiveLimit, validate(resetPasswordSchema), async (req, res) => {
    await auth.resetPassword(deps, req.body.token, req.body.newPassword);
    ok(res, { message: MSG.passwordReset });
  });

  // Other devices are signed out; this one stays signed in with the token it has.
  r.post('/auth/change-password', kit.sensitiveLimit, kit.authenticate, validate(changePasswordSchema), async (req, res) => {
    await auth.changePassword(deps, currentUser(req), req.signInId!, req.body.password, req.body.newPassword);
    ok(res, { message: MSG.passwordReset });
  });

  return r;
}
