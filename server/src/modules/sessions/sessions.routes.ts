import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  LIMITS,
  MSG,
  SESSION_MSG,
  idParamSchema,
  pagingSchema,
  registrationSchemaFor,
  sessionListQuerySchema,
  sessionSchemaFor,
  type PagingQuery,
  type SessionInput,
  type SessionListQuery,
} from '@delv/shared';
import type { AnyObjectSchema } from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { notFound, unauthorized } from '../../lib/errors';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { singleFileUpload } from '../../middleware/upload';
import { described } from '../../middleware/describe';
import { validate } from '../../middleware/validate';
import { requestLanguage } from '../../lib/language';
import { sessionIcs } from './sessions.mail';
import * as svc from './sessions.service';

/** validate() with a schema chosen per request (mentor vs institution form, member vs guest);
 * `usual` is the one the route table reports (middleware/describe.ts). */
function validateBy(pick: (req: Request, res: Response) => AnyObjectSchema, usual: AnyObjectSchema) {
  return described((req: Request, res: Response, next: NextFunction) => validate(pick(req, res))(req, res, next), {
    input: { where: 'body', schema: usual },
  });
}

const banner = singleFileUpload('photo', LIMITS.IMAGE_BYTES, MSG.imageTooLarge);

export function sessionRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  const listHandler = (forced?: Partial<SessionListQuery>) => async (req: Request, res: Response) => {
    const query = { ...validQuery<SessionListQuery>(res), ...forced };
    if (query.subscribed && !req.user) throw unauthorized(SESSION_MSG.subscribedNeedsSignIn);
    ok(res, await svc.listSessions(deps.db, query, req.user ?? null));
  };

  // The role is checked before the upload is read, so a learner's 5 MB banner is never stored.
  r.post(
    '/sessions',
    kit.authenticate,
    async (req, res, next) => {
      res.locals.creator = await svc.creatorKind(deps.db, currentUser(req));
      next();
    },
    banner,
    validateBy((_req, res) => sessionSchemaFor(res.locals.creator.kind === 'institution'), sessionSchemaFor(false)),
    async (req, res) => {
      const data = await svc.createSession(deps, currentUser(req), req.body as SessionInput, req.file);
      ok(res, { message: SESSION_MSG.created, data }, 201);
    },
  );

  r.put(
    '/sessions/:id',
    kit.authenticate,
    async (req, res, next) => {
      res.locals.sessionRow = await svc.manageableSession(deps.db, String(req.params.id), currentUser(req));
      next();
    },
    banner,
    validateBy((_req, res) => sessionSchemaFor(Boolean(res.locals.sessionRow.institutionId)), sessionSchemaFor(false)),
    async (req, res) => {
      const data = await svc.updateSession(deps, res.locals.sessionRow, currentUser(req), req.body as SessionInput, req.file);
      ok(res, { message: SESSION_MSG.updated, data });
    },
  );

  r.delete('/sessions/:id', kit.authenticate, async (req, res) => {
    const row = await svc.manageableSession(deps.db, String(req.params.id), currentUser(req));
    const data = await svc.cancelSession(deps, row, currentUser(req));
    ok(res, { message: SESSION_MSG.cancelled, data });
  });

  r.get('/sessions', kit.optionalAuth, validate(sessionListQuerySchema, 'query'), listHandler());
  // Public; upcoming only (ends after now), whatever `when` says.
  r.get('/sessions/all', kit.optionalAuth, validate(sessionListQuerySchema, 'query'), listHandler({ when: 'upcoming' }));

  r.get('/sessions/mentor', kit.authenticate, validate(sessionListQuerySchema, 'query'), async (req, res) => {
    const query = { ...validQuery<SessionListQuery>(res), mineOf: currentUser(req).id, subscribed: false };
    ok(res, await svc.listSessions(deps.db, query, currentUser(req)));
  });

  r.get('/sessions/session/:id', kit.optionalAuth, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await svc.getSession(deps.db, validParams<{ id: string }>(res).id, req.user ?? null) });
  });

  // 'Add to calendar': public, so it carries the session page, never the private meeting link.
  r.get('/sessions/session/:id/ics', validate(idParamSchema, 'params'), async (req, res) => {
    const row = await svc.findSessionRow(deps.db, validParams<{ id: string }>(res).id);
    // No file for a session a moderator hid (issue 31): this link has no reader to tell apart.
    if (!row || row.hiddenAt) throw notFound(SESSION_MSG.sessionNotFound);
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="delv-session.ics"')
      .setHeader('Cache-Control', 'no-cache')
      // A plain link (no token): its words follow the browser's language.
      .send(sessionIcs(deps.config.publicUrl, row, { withLink: false, language: requestLanguage(req) }));
  });

  r.get('/sessions/session/:id/attendees', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    const row = await svc.findSessionRow(deps.db, String(req.params.id));
    if (!row) throw notFound(SESSION_MSG.sessionNotFound);
    ok(res, await svc.listAttendees(deps.db, row, currentUser(req), validQuery<PagingQuery>(res)));
  });

  // Members register with their account (a `userId` in the body is ignored: the token decides);
  // guests with the form, recorded without a user (the old 'Unregistered_User').
  // Rate limited per IP: a guest registration sends mail to whatever address is typed.
  r.post(
    '/user/event/register',
    kit.sensitiveLimit,
    kit.optionalAuth,
    validateBy((req) => registrationSchemaFor(Boolean(req.user)), registrationSchemaFor(false)),
    async (req, res) => {
      const data = await svc.register(deps, req.user ?? null, { ...req.body, language: requestLanguage(req, req.body.language) });
      ok(res, { message: SESSION_MSG.registered, data }, 201);
    },
  );

  return r;
}
