import { Router } from 'express';
import {
  LIMITS,
  MSG,
  deleteAccountSchema,
  idParamSchema,
  interestsSchema,
  languageSchema,
  pagingSchema,
  profileUpdateSchema,
  userListQuerySchema,
  type PagingQuery,
} from '@delv/shared';
import * as yup from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { badRequest } from '../../lib/errors';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { singleFileUpload } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import * as users from './users.service';

const listQuerySchema = pagingSchema.concat(userListQuerySchema);
type ListQuery = PagingQuery & yup.InferType<typeof userListQuerySchema>;

export function userRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // With the age and consent authenticate read (issue 32): the client asks for a date of birth or a guardian from it.
  r.get('/user/profile', kit.authenticate, async (req, res) => {
    const me = currentUser(req);
    ok(res, { data: { ...(await users.getCurrentUser(deps.db, me.id)), youth: me.standing.youth } });
  });

  // No id in these routes: the token alone decides whose account changes.
  r.put('/user', kit.authenticate, validate(profileUpdateSchema), async (req, res) => {
    const data = await users.updateProfile(deps.db, currentUser(req), req.body);
    ok(res, { message: MSG.userUpdateComplete, data });
  });

  r.put('/user/image', kit.authenticate, singleFileUpload('profilePicture', LIMITS.IMAGE_BYTES, MSG.imageTooLarge), async (req, res) => {
    if (!req.file) throw badRequest(MSG.fileRequired, { profilePicture: MSG.fileRequired });
    const data = await users.replaceProfilePicture(deps, currentUser(req), req.file);
    ok(res, { message: MSG.userUpdateComplete, data });
  });

  // The interface and e-mail language (issue 11); answers the fresh user object.
  r.put('/user/language', kit.authenticate, validate(languageSchema), async (req, res) => {
    ok(res, { data: await users.updateLanguage(deps.db, currentUser(req), req.body.language) });
  });

  r.put('/user/interests', kit.authenticate, validate(interestsSchema), async (req, res) => {
    const data = await users.updateInterests(deps.db, currentUser(req), req.body.interests);
    ok(res, { message: MSG.userInterestsAdded, data });
  });

  r.delete('/user', kit.sensitiveLimit, kit.authenticate, validate(deleteAccountSchema), async (req, res) => {
    await users.deleteAccount(deps, currentUser(req), req.body.password);
    ok(res, { message: MSG.accountDeleted });
  });

  r.get('/user', kit.optionalAuth, validate(listQuerySchema, 'query'), async (req, res) => {
    const page = await users.listUsers(deps.db, validQuery<ListQuery>(res), req.user ?? null);
    ok(res, page);
  });

  r.get('/user/mentors', kit.optionalAuth, validate(listQuerySchema, 'query'), async (req, res) => {
    const page = await users.listUsers(deps.db, { ...validQuery<ListQuery>(res), mentorsOnly: true }, req.user ?? null);
    ok(res, page);
  });

  r.get('/user/:id', kit.optionalAuth, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await users.getPublicUser(deps.db, validParams<{ id: string }>(res).id, req.user ?? null) });
  });

  return r;
}
