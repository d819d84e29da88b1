import { Router } from 'express';
import {
  INSTITUTION_MSG,
  LIMITS,
  MSG,
  idParamSchema,
  institutionCreateSchema,
  institutionJoinSchema,
  institutionListQuerySchema,
  institutionUpdateSchema,
  pagingSchema,
  type InstitutionCreateInput,
  type InstitutionJoinInput,
  type InstitutionListQuery,
  type InstitutionUpdateInput,
  type PagingQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { badRequest } from '../../lib/errors';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { singleFileUpload } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import * as svc from './institutions.service';

const picture = singleFileUpload('profilePicture', LIMITS.IMAGE_BYTES, MSG.imageTooLarge);

/** Institutions: registration, profile, directory and members (issue 13; spec 001 §7). */
export function institutionRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  // 'About you' (/onboarding/institute). The spec sends it without a token; here the signed-in
  // institution account is the admin, so nobody can create a profile in another's name.
  r.post('/institution', kit.authenticate, validate(institutionCreateSchema), async (req, res) => {
    const data = await svc.createProfile(db, currentUser(req), req.body as InstitutionCreateInput);
    ok(res, { message: INSTITUTION_MSG.profileCreated, data }, 201);
  });

  // The admins' checks come before the upload is read, so nobody else's 5 MB is ever stored.
  r.post(
    '/institution/profilepic/:id',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    async (req, _res, next) => {
      await svc.requireEditable(db, currentUser(req), String(req.params.id));
      next();
    },
    picture,
    async (req, res) => {
      if (!req.file) throw badRequest(MSG.fileRequired, { profilePicture: MSG.fileRequired });
      const data = await svc.replacePicture(deps, currentUser(req), validParams<{ id: string }>(res).id, req.file);
      ok(res, { message: INSTITUTION_MSG.pictureUpdated, data });
    },
  );

  r.put('/institution/:id', kit.authenticate, validate(idParamSchema, 'params'), validate(institutionUpdateSchema), async (req, res) => {
    const data = await svc.updateProfile(db, currentUser(req), validParams<{ id: string }>(res).id, req.body as InstitutionUpdateInput);
    ok(res, { message: INSTITUTION_MSG.profileUpdated, data });
  });

  // The directory is public like /mentors (the spec limits it to system admins, but the feed's
  // 'Follow Institutions → View all' sends everyone there, and learners need to find institutions).
  r.get('/institution', kit.optionalAuth, validate(institutionListQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.listInstitutions(db, validQuery<InstitutionListQuery>(res), req.user ?? null));
  });

  r.get('/institution/:id', kit.optionalAuth, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await svc.getInstitution(db, validParams<{ id: string }>(res).id, req.user ?? null) });
  });

  // Members are public, like a mentor's followers: names and pictures, never e-mails.
  r.get('/learner/institution/:id', validate(idParamSchema, 'params'), validate(pagingSchema, 'query'), async (_req, res) => {
    ok(res, await svc.listMembers(db, validParams<{ id: string }>(res).id, validQuery<PagingQuery>(res)));
  });

  r.post('/learner/institution', kit.authenticate, validate(institutionJoinSchema), async (req, res) => {
    const data = await svc.join(db, currentUser(req), (req.body as InstitutionJoinInput).institution_id);
    ok(res, { message: INSTITUTION_MSG.joined, data }, 201);
  });

  r.delete('/learner/institution/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.leave(db, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: INSTITUTION_MSG.left, data });
  });

  return r;
}
