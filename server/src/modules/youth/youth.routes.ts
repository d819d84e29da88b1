import { Router } from 'express';
import {
  YOUTH_MSG,
  birthDateSchema,
  consentDecisionSchema,
  guardianRequestSchema,
  heldDecisionSchema,
  idParamSchema,
  institutionConsentSchema,
  leadSchema,
  pagingSchema,
  type PagingQuery,
} from '@delv/shared';
import * as yup from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './youth.service';

const tokenParamSchema = yup.object({ token: yup.string().required(YOUTH_MSG.consentLinkInvalid).max(200, YOUTH_MSG.consentLinkInvalid) });

/** Young learners (issue 32): a date of birth, a guardian's consent, an institution's, the held messages' review. */
export function youthRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db, config } = deps;

  // Fresh, not the sign-in cache's: the banner asks again when the account changed (a guardian agreed).
  r.get('/youth/me', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.youthStandingOf(db, currentUser(req).id) });
  });

  r.put('/youth/birth-date', kit.authenticate, validate(birthDateSchema), async (req, res) => {
    ok(res, { message: YOUTH_MSG.birthDateSaved, data: await svc.giveBirthDate(db, currentUser(req), req.body.birthDate) });
  });

  r.post('/youth/consent/request', kit.sensitiveLimit, kit.authenticate, validate(guardianRequestSchema), async (req, res) => {
    await svc.askGuardian({ db, config }, currentUser(req), req.body);
    ok(res, { message: YOUTH_MSG.consentRequested });
  });

  // Before /youth/consent/:token, which would take 'institution' for a token.
  r.post('/youth/consent/institution', kit.authenticate, validate(institutionConsentSchema), async (req, res) => {
    await svc.consentAsInstitution(db, currentUser(req), req.body.userId);
    ok(res, { message: YOUTH_MSG.institutionConsentGiven });
  });

  // The guardian's page: no sign-in, the link's token is the key (its hash is stored).
  r.get('/youth/consent/:token', validate(tokenParamSchema, 'params'), async (_req, res) => {
    ok(res, { data: await svc.consentFacts(db, validParams<{ token: string }>(res).token) });
  });

  r.post(
    '/youth/consent/:token',
    kit.sensitiveLimit,
    validate(tokenParamSchema, 'params'),
    validate(consentDecisionSchema),
    async (req, res) => {
      const decision = req.body.decision as 'give' | 'withdraw';
      const data = await svc.decideConsent(db, validParams<{ token: string }>(res).token, decision);
      ok(res, { message: decision === 'give' ? YOUTH_MSG.consentGiven : YOUTH_MSG.consentWithdrawn, data });
    },
  );

  r.get('/youth/institution/waiting', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    const { skip, limit } = validQuery<PagingQuery>(res);
    ok(res, await svc.learnersWaiting(db, currentUser(req), skip, limit));
  });

  r.get('/youth/institution/leads', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.institutionLeads(db, currentUser(req)) });
  });

  r.get('/youth/institution/lead-candidates', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.leadCandidates(db, currentUser(req)) });
  });

  r.post('/youth/institution/leads', kit.authenticate, validate(leadSchema), async (req, res) => {
    await svc.setInstitutionLead(db, currentUser(req), req.body.userId, true);
    ok(res, { message: YOUTH_MSG.leadAdded }, 201);
  });

  r.delete('/youth/institution/leads/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await svc.setInstitutionLead(db, currentUser(req), validParams<{ id: string }>(res).id, false);
    ok(res, { message: YOUTH_MSG.leadRemoved });
  });

  // The concerns about young people: the platform's leads see all, an institution's those touching it.
  r.get('/youth/concerns', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    const { skip, limit } = validQuery<PagingQuery>(res);
    ok(res, await svc.concerns(db, currentUser(req), skip, limit));
  });

  r.get('/youth/held', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    const { skip, limit } = validQuery<PagingQuery>(res);
    ok(res, await svc.heldQueue(db, currentUser(req), skip, limit));
  });

  r.post('/youth/held/:id', kit.authenticate, validate(idParamSchema, 'params'), validate(heldDecisionSchema), async (req, res) => {
    const decision = req.body.decision as 'release' | 'remove';
    await svc.decideHeld(db, currentUser(req), validParams<{ id: string }>(res).id, decision);
    ok(res, { message: decision === 'release' ? YOUTH_MSG.heldReleased : YOUTH_MSG.heldRejected });
  });

  return r;
}
