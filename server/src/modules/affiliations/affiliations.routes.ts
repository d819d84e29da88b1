import { Router, type Response } from 'express';
import * as yup from 'yup';
import {
  AFFILIATION_MSG,
  idParamSchema,
  mentorCreateSchema,
  mentorInviteSchema,
  mentorListQuerySchema,
  pagingSchema,
  surveySendSchema,
  text,
  type MentorCreateInput,
  type MentorInviteInput,
  type MentorListQuery,
  type PagingQuery,
  type SurveySendInput,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './affiliations.service';
import { memberInvitationRoutes } from './member-invitations.routes';

const idOf = (res: Response) => validParams<{ id: string }>(res).id;
const mentorParams = yup.object({ id: text().required(), mentorId: text().required() });

/** Affiliations, Create and Invite Mentor, mentor invitations and surveys (issue 14; spec 001 §7). */
export function affiliationRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  // Rate limited like sign-up: a taken address answers 409, which must not become an address probe.
  r.post('/mentor', kit.authenticate, kit.sensitiveLimit, validate(mentorCreateSchema), async (req, res) => {
    const data = await svc.createMentor(deps, currentUser(req), req.body as MentorCreateInput);
    ok(res, { message: AFFILIATION_MSG.mentorCreated, data }, 201);
  });

  // Spec 001 §7 'GET /mentor': the Mentors page's list, for the institution's own admins.
  r.get('/mentor', kit.authenticate, validate(mentorListQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.managedInstitutionMentors(db, currentUser(req), validQuery<MentorListQuery>(res)));
  });

  r.post('/institution/mentor/invite', kit.authenticate, validate(mentorInviteSchema), async (req, res) => {
    const { accepted, invitation } = await svc.inviteMentor(deps, currentUser(req), req.body as MentorInviteInput);
    ok(res, { message: accepted ? AFFILIATION_MSG.mentorInvited : AFFILIATION_MSG.invitationSent, data: invitation }, accepted ? 200 : 201);
  });

  r.get('/affiliations', kit.authenticate, async (req, res) => {
    ok(res, await svc.myAffiliations(db, currentUser(req)));
  });

  r.get('/affiliations/currentuser', kit.authenticate, async (req, res) => {
    ok(res, await svc.myInvitations(db, currentUser(req)));
  });

  r.post('/affiliations/invitations/:id/accept', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.answerInvitation(db, currentUser(req), idOf(res), true);
    ok(res, { message: AFFILIATION_MSG.invitationAccepted, data });
  });

  r.post('/affiliations/invitations/:id/reject', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.answerInvitation(db, currentUser(req), idOf(res), false);
    ok(res, { message: AFFILIATION_MSG.invitationRejected, data });
  });

  // The mentor's side: Remove on /affiliations/mylist (:id is the institution).
  r.delete('/affiliations/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const user = currentUser(req);
    await svc.removeAffiliation(db, user, idOf(res), user.id);
    ok(res, { message: AFFILIATION_MSG.affiliationRemoved });
  });

  // Public like the institution's members: names, pictures and interests, never e-mails or phones.
  r.get('/institution/:id/mentors', validate(idParamSchema, 'params'), validate(pagingSchema, 'query'), async (_req, res) => {
    ok(res, await svc.institutionMentors(db, idOf(res), validQuery<PagingQuery>(res)));
  });

  // The institution's side: 'Remove affiliation' on /institution/mentor/:mentorID.
  r.delete('/institution/:id/mentors/:mentorId', kit.authenticate, validate(mentorParams, 'params'), async (req, res) => {
    const p = validParams<{ id: string; mentorId: string }>(res);
    await svc.removeAffiliation(db, currentUser(req), p.id, p.mentorId);
    ok(res, { message: AFFILIATION_MSG.affiliationRemoved });
  });

  r.get(
    '/institution/:id/mentor/invitations',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      ok(res, await svc.institutionInvitations(db, currentUser(req), idOf(res), validQuery<PagingQuery>(res)));
    },
  );

  r.post('/institution/mentor/invitations/:id/resend', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.resendInvitation(deps, currentUser(req), idOf(res));
    ok(res, { message: AFFILIATION_MSG.invitationResent, data });
  });

  r.delete('/institution/mentor/invitations/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const data = await svc.revokeInvitation(db, currentUser(req), idOf(res));
    ok(res, { message: AFFILIATION_MSG.invitationRevoked, data });
  });

  r.post('/institution/surveys/send', kit.authenticate, validate(surveySendSchema), async (req, res) => {
    const data = await svc.sendSurvey(db, currentUser(req), req.body as SurveySendInput);
    ok(res, { message: AFFILIATION_MSG.surveySent, data }, 201);
  });

  r.get(
    '/institution/:id/surveys',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      ok(res, await svc.institutionSurveys(db, currentUser(req), idOf(res), validQuery<PagingQuery>(res)));
    },
  );

  r.use(memberInvitationRoutes(deps, kit));

  return r;
}
