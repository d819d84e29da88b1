import express, { Router, type RequestHandler } from 'express';
import {
  PHONE_MSG,
  addPhoneSchema,
  smsInboundSchema,
  smsPreferencesSchema,
  verifyPhoneSchema,
  type AddPhoneInput,
  type SmsInboundInput,
  type SmsPreferencesInput,
  type VerifyPhoneInput,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { forbidden } from '../../lib/errors';
import { currentUser, ok } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './phones.service';

/** My phone numbers and SMS kinds; Africa's Talking's inbound callback; the admins' SMS figures. */
export function phonesRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db, config } = deps;
  const ctx: svc.PhonesContext = { secret: config.jwtSecret, dailyBudget: config.sms.dailyBudget };

  r.get('/phones', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.myPhones(db, currentUser(req)) });
  });

  r.post('/phones', kit.authenticate, validate(addPhoneSchema), async (req, res) => {
    const { number } = req.body as AddPhoneInput;
    ok(res, { message: PHONE_MSG.added, data: await svc.addPhone(db, currentUser(req), number, ctx) }, 201);
  });

  r.post('/phones/:id/resend', kit.authenticate, async (req, res) => {
    ok(res, { message: PHONE_MSG.codeSent, data: await svc.resendCode(db, currentUser(req), String(req.params.id), ctx) });
  });

  r.post('/phones/:id/verify', kit.authenticate, validate(verifyPhoneSchema), async (req, res) => {
    const { code } = req.body as VerifyPhoneInput;
    ok(res, { message: PHONE_MSG.verified, data: await svc.verifyPhone(db, currentUser(req), String(req.params.id), code, ctx) });
  });

  r.delete('/phones/:id', kit.authenticate, async (req, res) => {
    await svc.releasePhone(db, currentUser(req), String(req.params.id));
    ok(res, { message: PHONE_MSG.released });
  });

  r.get('/sms/preferences', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.smsPreferencesOf(db, currentUser(req)) });
  });

  r.put('/sms/preferences', kit.authenticate, validate(smsPreferencesSchema), async (req, res) => {
    const { preferences } = req.body as SmsPreferencesInput;
    ok(res, { message: PHONE_MSG.preferencesSaved, data: await svc.setSmsPreferences(db, currentUser(req), preferences) });
  });

  // Africa's Talking posts each incoming SMS here as a form (no sign-in: it is the provider);
  // with SMS_INBOUND_SECRET set, the callback URL registered there must carry ?secret=.
  const fromProvider: RequestHandler = (req, _res, next) =>
    next(config.sms.inboundSecret && req.query.secret !== config.sms.inboundSecret ? forbidden() : undefined);
  r.post(
    '/sms/inbound',
    fromProvider,
    express.urlencoded({ extended: false, limit: '16kb' }),
    validate(smsInboundSchema),
    async (req, res) => {
      ok(res, { data: { action: await svc.receiveSms(db, req.body as SmsInboundInput) } });
    },
  );

  r.get('/sms/status', kit.authenticate, async (req, res) => {
    const provider = config.sms.africasTalking ? 'africastalking' : 'files';
    ok(res, { data: await svc.smsStatus(db, currentUser(req), config.sms.dailyBudget, provider) });
  });

  return r;
}
