import { Router } from 'express';
import {
  CLAIM_MSG,
  checkPayoutSchema,
  claimListQuerySchema,
  claimSchema,
  claimStatusSchema,
  pagingSchema,
  rejectPostSchema,
  sendPayoutSchema,
  type CheckPayoutInput,
  type ClaimInput,
  type ClaimListQuery,
  type ClaimStatusInput,
  type PagingQuery,
  type RejectPostInput,
  type SendPayoutInput,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './claims.service';
import { payoutProviders } from './payouts';

/** Claims and the reviewers' desk (spec 001 §7 'Claims and points'). */
export function claimRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;
  const ctx: svc.ClaimContext = {
    providerFor: payoutProviders(deps.config.payouts),
    publicUrl: deps.config.publicUrl,
    risk: deps.config.claimRisk,
    secret: deps.config.jwtSecret,
  };

  r.post('/claim', kit.authenticate, validate(claimSchema), async (req, res) => {
    const { claim, balance } = await svc.makeClaim(db, currentUser(req), req.body as ClaimInput, ctx, { ip: req.ip ?? null });
    ok(res, { message: CLAIM_MSG.submitted, data: claim, balance }, 201);
  });

  r.get('/claim/mine', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    ok(res, await svc.myClaims(db, currentUser(req).id, validQuery<PagingQuery>(res)));
  });

  r.get('/claim', kit.authenticate, validate(claimListQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.reviewQueue(db, currentUser(req), validQuery<ClaimListQuery>(res), ctx));
  });

  // Approved claims to pay, for a spreadsheet (a manual payout run).
  r.get('/claim/export', kit.authenticate, async (req, res) => {
    const csv = await svc.approvedClaimsCsv(db, currentUser(req));
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="delv-approved-claims.csv"')
      .setHeader('Cache-Control', 'no-store')
      .send(csv);
  });

  r.post('/claim/update_status', kit.authenticate, validate(claimStatusSchema), async (req, res) => {
    const data = await svc.decideClaim(db, currentUser(req), req.body as ClaimStatusInput, ctx);
    // A first approval of a claim that needs two: still pending, waiting for another reviewer.
    ok(res, { message: data.status === 'pending' ? CLAIM_MSG.secondReviewNeeded : CLAIM_MSG.updated, data });
  });

  // An approved claim through its provider: again after a failed attempt, or first when the
  // provider came after the approval.
  r.post('/claim/send_payout', kit.authenticate, validate(sendPayoutSchema), async (req, res) => {
    const { claimId } = req.body as SendPayoutInput;
    ok(res, { message: CLAIM_MSG.payoutSent, data: await svc.sendPayout(db, currentUser(req), claimId, ctx) });
  });

  // A payout whose fate is unknown: the provider's transaction id, for the job to ask about.
  r.post('/claim/check_payout', kit.authenticate, validate(checkPayoutSchema), async (req, res) => {
    ok(res, { message: CLAIM_MSG.payoutChecking, data: await svc.checkPayout(db, currentUser(req), req.body as CheckPayoutInput, ctx) });
  });

  r.get('/points/claimed_points', kit.authenticate, async (req, res) => {
    ok(res, { data: await svc.claimedPoints(db, currentUser(req)) });
  });

  r.post('/points/reject_post', kit.authenticate, validate(rejectPostSchema), async (req, res) => {
    ok(res, { message: CLAIM_MSG.postRejected, data: await svc.rejectPostPoints(db, currentUser(req), req.body as RejectPostInput) });
  });

  return r;
}
