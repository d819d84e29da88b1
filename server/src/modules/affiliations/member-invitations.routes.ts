import { Router, type Response } from 'express';
import * as yup from 'yup';
import {
  AFFILIATION_MSG,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_INVITE_MSG,
  idParamSchema,
  memberInvitationKeySchema,
  memberInviteSchema,
  pagingSchema,
  text,
  type MemberInviteInput,
  type PagingQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { badRequest } from '../../lib/errors';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { singleFileUpload } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import { requireManaged } from './affiliations.service';
import * as svc from './member-invitations.service';

const idOf = (res: Response) => validParams<{ id: string }>(res).id;
const importParams = yup.object({ id: text().required(), importId: text().required() });
const csvFile = singleFileUpload('file', MEMBER_IMPORT_MAX_BYTES, MEMBER_INVITE_MSG.fileTooLarge);

/** Member invitations: Invite Member, the CSV import (dry run, then the job), the pending list, the landing. */
export function memberInvitationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  r.post(
    '/institution/:id/members/invite',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(memberInviteSchema),
    async (req, res) => {
      const data = await svc.inviteMember(deps, currentUser(req), idOf(res), req.body as MemberInviteInput);
      ok(res, { message: MEMBER_INVITE_MSG.invitationSent, data }, 201);
    },
  );

  // The admins' check comes before the file is read: nobody else's upload is ever parsed.
  const upload = [
    kit.authenticate,
    validate(idParamSchema, 'params'),
    async (req: Parameters<typeof kit.authenticate>[0], res: Response, next: () => void) => {
      await requireManaged(db, currentUser(req), idOf(res));
      next();
    },
    csvFile,
  ];
  const csvPath = (req: { file?: Express.Multer.File }) => {
    if (!req.file) throw badRequest(MEMBER_INVITE_MSG.fileRequired, { file: MEMBER_INVITE_MSG.fileRequired });
    return req.file.path;
  };

  r.post('/institution/:id/members/import/check', ...upload, async (req, res) => {
    ok(res, { data: await svc.checkImport(db, currentUser(req), idOf(res), csvPath(req)) });
  });

  r.post('/institution/:id/members/import', ...upload, async (req, res) => {
    const data = await svc.startImport(db, currentUser(req), idOf(res), csvPath(req));
    ok(res, { message: MEMBER_INVITE_MSG.importStarted, data }, 202);
  });

  r.get('/institution/:id/members/imports/:importId', kit.authenticate, validate(importParams, 'params'), async (req, res) => {
    const p = validParams<{ id: string; importId: string }>(res);
    ok(res, { data: await svc.getImport(db, currentUser(req), p.id, p.importId) });
  });

  r.get(
    '/institution/:id/members/invitations',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      ok(res, await svc.listMemberInvitations(db, currentUser(req), idOf(res), validQuery<PagingQuery>(res)));
    },
  );

  r.post('/institution/member/invitations/:id/resend', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { message: MEMBER_INVITE_MSG.invitationSent, data: await svc.resendMemberInvitation(deps, currentUser(req), idOf(res)) });
  });

  r.delete('/institution/member/invitations/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { message: AFFILIATION_MSG.invitationRevoked, data: await svc.revokeMemberInvitation(db, currentUser(req), idOf(res)) });
  });

  // Public: the link's landing names the institution; only the mailed key tells the address.
  r.get(
    '/institution/member/invitations/:id',
    validate(idParamSchema, 'params'),
    validate(memberInvitationKeySchema, 'query'),
    async (_req, res) => {
      ok(res, { data: await svc.memberInvitationLanding(db, deps.config, idOf(res), validQuery<{ key: string }>(res).key) });
    },
  );

  r.post('/institution/member/invitations/:id/accept', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.acceptMemberInvitation(db, currentUser(req), idOf(res));
    ok(res, { message: MEMBER_INVITE_MSG.invitationAccepted, data });
  });

  return r;
}
