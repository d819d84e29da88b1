import { Router, type Response } from 'express';
import * as yup from 'yup';
import {
  NOTIFICATION_MSG,
  idParamSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  text,
  unsubscribeQuerySchema,
  type NotificationListQuery,
  type NotificationPreferencesInput,
  type UnsubscribeQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { runDigestAs } from './notifications.jobs';
import * as svc from './notifications.service';

/** POST /api/notifications/digests/run: which digest, and the clock to run it at (default: now). */
const digestRunSchema = yup.object({
  period: text().required().oneOf(['daily', 'weekly'], 'period must be daily or weekly'),
  now: yup.date().typeError('now must be a date').optional(),
});

const tokenOf = (res: Response) => validQuery<UnsubscribeQuery>(res).token;

/** The bell, its panel, the preferences and the e-mails' unsubscribe link (issue 17). */
export function notificationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db, config } = deps;

  r.get('/notifications', kit.authenticate, validate(notificationListSchema, 'query'), async (req, res) => {
    ok(res, await svc.listMine(db, currentUser(req).id, validQuery<NotificationListQuery>(res)));
  });

  r.get('/notifications/unread-count', kit.authenticate, async (req, res) => {
    ok(res, { data: { count: await svc.unreadCount(db, currentUser(req).id) } });
  });

  r.post('/notifications/read-all', kit.authenticate, async (req, res) => {
    await svc.markAllRead(db, currentUser(req).id);
    ok(res, { message: NOTIFICATION_MSG.allMarkedRead });
  });

  r.post('/notifications/:id/read', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await svc.markRead(db, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: NOTIFICATION_MSG.markedRead });
  });

  r.get('/notifications/preferences', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.myPreferences(db, currentUser(req).id) });
  });

  r.put('/notifications/preferences', kit.authenticate, validate(notificationPreferencesSchema), async (req, res) => {
    const data = await svc.savePreferences(db, currentUser(req).id, req.body as NotificationPreferencesInput);
    ok(res, { message: NOTIFICATION_MSG.preferencesSaved, data });
  });

  // No sign-in: the token is the proof. POST unsubscribes (RFC 8058 one-click: mail apps send the
  // body List-Unsubscribe=One-Click, which needs no reading); GET only says what the token is for,
  // because link scanners open GET links.
  r.post('/notifications/unsubscribe', validate(unsubscribeQuerySchema, 'query'), async (_req, res) => {
    ok(res, { message: NOTIFICATION_MSG.unsubscribed, data: await svc.unsubscribe(db, config.jwtSecret, tokenOf(res)) });
  });

  r.get('/notifications/unsubscribe', validate(unsubscribeQuerySchema, 'query'), async (_req, res) => {
    const { scope } = await svc.unsubscribeTarget(db, config.jwtSecret, tokenOf(res));
    ok(res, { data: { kind: scope } });
  });

  // Moves the digests' clock (browser tests on the embedded database, where the admin CLI cannot
  // open the database the server holds); the mails' keys still send each digest once.
  r.post('/notifications/digests/run', kit.authenticate, validate(digestRunSchema), async (req, res) => {
    const { period, now } = req.body as yup.InferType<typeof digestRunSchema>;
    ok(res, { data: { queued: await runDigestAs({ db, config }, currentUser(req), period as 'daily' | 'weekly', now ?? new Date()) } });
  });

  return r;
}
