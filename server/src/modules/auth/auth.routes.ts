import { Router } from 'express';
import {
  MSG, changePasswordSchema, forgotPasswordSchema, googleLoginSchema, loginSchema, resetPasswordSchema,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok } from '../../lib/http';
import { requestLanguage } from '../../lib/language';
import { validate } from '../../middleware/validate';
import * as auth from './auth.service';

export function authRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/auth/login', ...kit.loginLimit, validate(loginSchema), async (req, res) => {
    const session = await auth.login(deps, req.body.email, req.body.password);
    ok(res, { message: MSG.userLoggedIn, token: session.token, user: session.user });
  });

  r.post('/auth/google-login', ...kit.loginLimit, validate(googleLoginSchema), async (req, res) => {
    const session = await auth.googleLogin(deps, req.body.googleUserToken, requestLanguage(req));
    ok(res, {
      message: session.created ? MSG.googleUserCreated : MSG.userLoggedIn,
      token: session.token,
      user: session.user,
    });
  });

  r.get('/auth/logout', kit.authenticate, async (req, res) => {
    await auth.logout(deps.db, currentUser(req).id);
    ok(res, { message: MSG.loggedOut });
  });

  r.post('/auth/forgot-password', kit.sensitiveLimit, validate(forgotPasswordSchema), async (req, res) => {
    await auth.forgotPassword(deps, req.body.email);
    ok(res, { message: MSG.resetMailSent });
  });

  r.post('/auth/resetpassword', kit.sensitiveLimit, validate(resetPasswordSchema), async (req, res) => {
    await auth.resetPassword(deps, req.body.token, req.body.newPassword);
    ok(res, { message: MSG.passwordReset });
  });

  r.post('/auth/change-password', kit.sensitiveLimit, kit.authenticate, validate(changePasswordSchema), async (req, res) => {
    const token = await auth.changePassword(deps, currentUser(req), req.body.password, req.body.newPassword);
    ok(res, { message: MSG.passwordReset, token });
  });

  return r;
}
