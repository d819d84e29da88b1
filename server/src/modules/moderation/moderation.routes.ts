import { Router } from 'express';
import {
  MODERATION_MSG,
  auditQuerySchema,
  moderationActSchema,
  moderationBulkDismissSchema,
  moderationCaseSchema,
  moderationQueueSchema,
  peopleSearchSchema,
  reportSchema,
  roleChangeSchema,
  staffNoteSchema,
  idParamSchema,
  type AuditQuery,
  type PeopleSearchQuery,
  type ModerationCaseParams,
  type ModerationQueueQuery,
  type ReportKind,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './moderation.service';

/** Reports, the review queue and its decisions, the audit log (issue 31). */
export function moderationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  r.post('/moderation/reports', kit.authenticate, validate(reportSchema), async (req, res) => {
    await svc.report(deps, currentUser(req), req.body);
    ok(res, { message: MODERATION_MSG.reported }, 201);
  });

  r.get('/moderation/queue', kit.authenticate, validate(moderationQueueSchema, 'query'), async (req, res) => {
    const { data, count } = await svc.queue(db, currentUser(req), validQuery<ModerationQueueQuery>(res));
    ok(res, { data, count });
  });

  r.get('/moderation/queue/local', kit.authenticate, validate(moderationQueueSchema, 'query'), async (req, res) => {
    const { data, count } = await svc.localQueue(db, currentUser(req), validQuery<ModerationQueueQuery>(res));
    ok(res, { data, count });
  });

  r.post('/moderation/cases/:kind/:id/claim', kit.authenticate, validate(moderationCaseSchema, 'params'), async (req, res) => {
    const { kind, id } = validParams<ModerationCaseParams>(res);
    await svc.claim(db, currentUser(req), kind as ReportKind, id);
    ok(res, { message: MODERATION_MSG.claimed });
  });

  r.post(
    '/moderation/cases/:kind/:id/act',
    kit.authenticate,
    validate(moderationCaseSchema, 'params'),
    validate(moderationActSchema),
    async (req, res) => {
      const { kind, id } = validParams<ModerationCaseParams>(res);
      ok(res, { message: MODERATION_MSG.acted, data: await svc.act(db, currentUser(req), kind as ReportKind, id, req.body) });
    },
  );

  r.post('/moderation/dismiss', kit.authenticate, validate(moderationBulkDismissSchema), async (req, res) => {
    const closed = await svc.dismissMany(db, currentUser(req), req.body.cases);
    ok(res, { message: MODERATION_MSG.acted, data: { closedReports: closed } });
  });

  r.get('/moderation/audit', kit.authenticate, validate(auditQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.auditPage(db, currentUser(req), validQuery<AuditQuery>(res)));
  });

  r.get('/moderation/audit.csv', kit.authenticate, validate(auditQuerySchema, 'query'), async (req, res) => {
    const pages = svc.auditCsv(db, currentUser(req), validQuery<AuditQuery>(res));
    await sendCsv(res, 'audit-log.csv', svc.AUDIT_CSV_HEADER, pages);
  });

  r.get('/moderation/people', kit.authenticate, validate(peopleSearchSchema, 'query'), async (req, res) => {
    ok(res, { data: await svc.findPeople(db, currentUser(req), validQuery<PeopleSearchQuery>(res).q) });
  });

  r.post(
    '/moderation/people/:id/notes',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(staffNoteSchema),
    async (req, res) => {
      const note = await svc.addStaffNote(db, currentUser(req), validParams<{ id: string }>(res).id, req.body.text);
      ok(res, { message: MODERATION_MSG.noteAdded, data: note }, 201);
    },
  );

  r.post('/moderation/roles', kit.authenticate, validate(roleChangeSchema), async (req, res) => {
    const roles = await svc.changeRole(db, currentUser(req), req.body);
    ok(res, { message: req.body.grant ? MODERATION_MSG.roleGranted : MODERATION_MSG.roleRevoked, data: { roles } });
  });

  return r;
}
