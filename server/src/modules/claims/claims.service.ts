/**
 * Claims (spec 001 §3-§8; issue 15): a person redeems at least 2000 points; the points are held in
 * the ledger at once (points.service holdForClaim), so the same points can never be claimed twice;
 * a reviewer approves or rejects (the points come back). An approved claim is paid through a
 * provider when one is configured for its kind (claims.jobs.ts), else the reviewer pays it and
 * records the reference. The claimant hears of each step live and by e-mail.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CLAIM_MSG,
  LIMITS,
  UUID_RE,
  type Claim,
  type ClaimInput,
  type ClaimListQuery,
  type ClaimStatus,
  type RedeemableAs,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { claims, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toImageRef } from '../../lib/images';
import { csvCell } from '../../lib/csv';
import { authorize, type Actor } from '../../policies/actor';
import { holdForClaim, lockBalance, refundClaim, reversePost, totalOf } from '../points';
import { claimPolicy } from './claims.policy';
import { claimAudited, claimChanged } from './claims.events';
import { queueClaimMail } from './claims.mail';
import { schedulePayoutStep } from './claims.jobs';
import type { PayoutProvider, ProviderName } from './payouts';

/** The provider that pays a kind of claim (payouts/index.ts), and where the claimant's mails link. */
export interface ClaimContext {
  providerFor: (kind: RedeemableAs) => PayoutProvider | null;
  publicUrl: string;
}

/**
 * A provider payout's state (null: none was sent): sending (the job sends it or asks the provider),
 * paid, failed (the provider said nothing was paid: Retry may send a new attempt), unknown (the
 * provider received it and cannot be asked what became of it: only its transaction id, entered by
 * a reviewer, settles it).
 */
export type PayoutStatus = 'sending' | 'paid' | 'failed' | 'unknown';

/** What the reviewers' desk shows of a claim's payout, and what it may do next. */
export interface DeskClaim extends Claim {
  payout: {
    status: PayoutStatus | null;
    /** Who sends (or would send) it; null: paid by hand. */
    provider: ProviderName | null;
    reason: string;
    attempts: number;
    updatedAt: string | null;
  };
  can: { markPaid: boolean; sendPayout: boolean; checkPayout: boolean };
}

/** Only when the provider has not got it or said it failed may a payout be sent (again) or paid by hand. */
const settledUnpaid = (payoutStatus: string | null) => payoutStatus === null || payoutStatus === 'failed';

type ClaimRow = typeof claims.$inferSelect;
type Person = { id: string; firstname: string; lastname: string; profilePicture: unknown } | null;

function toClaim(r: ClaimRow, person: Person = null, extra: Partial<Claim> = {}): Claim {
  return {
    _id: r.id,
    userId: r.userId,
    claimant: person
      ? {
          _id: person.id,
          firstname: person.firstname,
          lastname: person.lastname,
          profilePicture: toImageRef(person.profilePicture as never),
          joinedAt: '',
        }
      : null,
    amount: r.amount,
    institution: r.institution,
    phone: r.phone,
    redeemableAs: r.redeemableAs as RedeemableAs,
    status: r.status as ClaimStatus,
    feedback: r.feedback,
    statusBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reference: r.reference,
    createdAt: r.createdAt.toISOString(),
    ...extra,
  };
}

function toDeskClaim(r: ClaimRow, ctx: ClaimContext, person: Person = null, extra: Partial<Claim> = {}): DeskClaim {
  const provider = r.payoutProvider ?? ctx.providerFor(r.redeemableAs as RedeemableAs)?.name ?? null;
  const approved = r.status === 'approved';
  return {
    ...toClaim(r, person, extra),
    payout: {
      status: r.payoutStatus as DeskClaim['payout']['status'],
      provider: provider as ProviderName | null,
      reason: r.payoutReason,
      attempts: r.payoutAttempts,
      updatedAt: r.payoutUpdatedAt?.toISOString() ?? null,
    },
    can: {
      markPaid: approved && settledUnpaid(r.payoutStatus),
      sendPayout: approved && settledUnpaid(r.payoutStatus) && ctx.providerFor(r.redeemableAs as RedeemableAs) !== null,
      checkPayout: approved && r.payoutStatus === 'unknown',
    },
  };
}

/** POST /claim/: holds the points and files the claim, or refuses (fewer than 2000, not enough). */
export async function makeClaim(db: Db, actor: Actor, input: ClaimInput): Promise<{ claim: Claim; balance: number }> {
  authorize(claimPolicy.redeem(actor));
  return inTransaction(db, async (tx) => {
    const balance = await lockBalance(tx, actor.id);
    if (balance < LIMITS.CLAIM_MIN_POINTS) throw badRequest(CLAIM_MSG.tooFew, { amount: CLAIM_MSG.tooFew });
    if (input.amount > balance) throw badRequest(CLAIM_MSG.notEnough, { amount: CLAIM_MSG.notEnough });
    const [row] = await tx
      .insert(claims)
      .values({
        userId: actor.id,
        amount: input.amount,
        institution: input.institution,
        phone: input.phone,
        redeemableAs: input.redeemableAs,
      })
      .returning();
    await holdForClaim(tx, actor.id, row.id, input.amount);
    await publish(tx, claimChanged(row, actor.id));
    return { claim: toClaim(row), balance: balance - input.amount };
  });
}

/** My claims, newest first. */
export async function myClaims(db: Db, userId: string, page: { skip: number; limit: number }) {
  const where = eq(claims.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(claims).where(where).orderBy(desc(claims.createdAt), desc(claims.id)).limit(page.limit).offset(page.skip),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  return { data: rows.map((r) => toClaim(r)), count: n };
}

/** GET /claim/: the reviewers' desk, with who claims, their balance and how many claims before. */
export async function reviewQueue(db: Db, actor: Actor, q: ClaimListQuery, ctx: ClaimContext) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const where = q.status === 'all' ? undefined : eq(claims.status, q.status);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        c: claims,
        p: { id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname, profilePicture: userCards.profilePicture },
        balance: sql<number>`(select greatest(coalesce(sum(pt.points), 0), 0)::int from points pt where pt.user_id = "claims"."user_id")`,
        before: sql<number>`(select count(*)::int from claims b where b.user_id = "claims"."user_id" and b.created_at < "claims"."created_at")`,
      })
      .from(claims)
      .leftJoin(userCards, eq(userCards.id, claims.userId))
      .where(where)
      .orderBy(q.status === 'pending' ? claims.createdAt : desc(claims.createdAt), claims.id)
      .limit(q.limit)
      .offset(q.skip),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  return { data: rows.map((r) => toDeskClaim(r.c, ctx, r.p, { balance: Number(r.balance), claimsBefore: Number(r.before) })), count: n };
}

/** Starts a provider payout of an approved claim: its key is stored before anything is sent. */
async function startPayout(tx: Db, row: ClaimRow, provider: PayoutProvider): Promise<ClaimRow> {
  const key = randomUUID();
  const since = new Date();
  const [started] = await tx
    .update(claims)
    .set({
      payoutStatus: 'sending',
      payoutProvider: provider.name,
      payoutKey: key,
      payoutProviderRef: null,
      payoutReason: '',
      payoutAttempts: sql`${claims.payoutAttempts} + 1`,
      payoutUpdatedAt: since,
    })
    .where(eq(claims.id, row.id))
    .returning();
  await schedulePayoutStep(tx, { claimId: row.id, key, step: 0, since: since.toISOString() });
  return started;
}

/**
 * POST /claim/update_status: pending -> approved (sent to the provider for its kind, if any) |
 * rejected (the points come back); approved -> paid by hand, with the payout's reference (not while
 * a provider is sending it). Who decided and who recorded the payment, and when, are kept.
 */
export async function decideClaim(
  db: Db,
  actor: Actor,
  input: { claimId: string; status: string; feedback: string; reference: string },
  ctx: ClaimContext,
): Promise<DeskClaim> {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  if (!UUID_RE.test(input.claimId)) throw notFound(CLAIM_MSG.notFound);
  const paid = input.status === 'paid';
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(claims).where(eq(claims.id, input.claimId)).for('update').limit(1);
    if (!current) throw notFound(CLAIM_MSG.notFound);
    if (paid ? current.status !== 'approved' : current.status !== 'pending') {
      throw conflict(paid ? CLAIM_MSG.notApproved : CLAIM_MSG.alreadyDecided);
    }
    if (paid && current.payoutStatus === 'sending') throw conflict(CLAIM_MSG.payoutSending);
    // Paying by hand what the provider may have paid would pay twice.
    if (paid && current.payoutStatus === 'unknown') throw conflict(CLAIM_MSG.payoutUnknown);
    if (paid && !input.reference.trim())
      throw badRequest(CLAIM_MSG.payoutReferenceRequired, { reference: CLAIM_MSG.payoutReferenceRequired });
    let [row] = await tx
      .update(claims)
      .set({
        status: input.status,
        ...(paid
          ? { reference: input.reference.trim(), paidBy: actor.id, paidAt: new Date() }
          : { feedback: input.feedback, decidedBy: actor.id, decidedAt: new Date() }),
      })
      .where(eq(claims.id, input.claimId))
      .returning();
    if (input.status === 'rejected') await refundClaim(tx, row.userId, row.id, row.amount);
    const provider = input.status === 'approved' ? ctx.providerFor(row.redeemableAs as RedeemableAs) : null;
    if (provider) row = await startPayout(tx, row, provider);
    await publish(tx, claimChanged(row, actor.id), claimAudited(`claim.${input.status}`, current, row, actor.id, input.feedback));
    await queueClaimMail(tx, ctx.publicUrl, row, input.status as 'approved' | 'rejected' | 'paid');
    return toDeskClaim(row, ctx);
  });
}

/**
 * POST /claim/send_payout: sends an approved claim through its provider again after the provider
 * said the last attempt FAILED (nothing was paid, so a new key is safe), or for the first time when
 * the provider was configured after the approval. Never while an attempt's fate is unknown: a new
 * key there could pay a second time, whatever a browser shows.
 */
export async function sendPayout(db: Db, actor: Actor, claimId: string, ctx: ClaimContext): Promise<DeskClaim> {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  if (!UUID_RE.test(claimId)) throw notFound(CLAIM_MSG.notFound);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update').limit(1);
    if (!current) throw notFound(CLAIM_MSG.notFound);
    if (current.status === 'approved' && current.payoutStatus === 'sending') throw conflict(CLAIM_MSG.payoutSending);
    if (current.status === 'approved' && current.payoutStatus === 'unknown') throw conflict(CLAIM_MSG.payoutUnknown);
    if (current.status !== 'approved' || !settledUnpaid(current.payoutStatus)) throw conflict(CLAIM_MSG.payoutCannotSend);
    const provider = ctx.providerFor(current.redeemableAs as RedeemableAs);
    if (!provider) throw conflict(CLAIM_MSG.payoutNoProvider);
    const row = await startPayout(tx, current, provider);
    await publish(tx, claimChanged(row, actor.id, true), claimAudited('claim.payout.send', current, row, actor.id));
    return toDeskClaim(row, ctx);
  });
}

/**
 * POST /claim/check_payout: a reviewer gives the provider's transaction id of a payout whose fate is
 * unknown (found in the provider's dashboard); the job asks the provider about it and settles the
 * claim paid, failed (Retry allowed) or still unknown (an id the provider does not know).
 */
export async function checkPayout(
  db: Db,
  actor: Actor,
  input: { claimId: string; providerRef: string },
  ctx: ClaimContext,
): Promise<DeskClaim> {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  if (!UUID_RE.test(input.claimId)) throw notFound(CLAIM_MSG.notFound);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(claims).where(eq(claims.id, input.claimId)).for('update').limit(1);
    if (!current) throw notFound(CLAIM_MSG.notFound);
    if (current.status !== 'approved' || current.payoutStatus !== 'unknown' || !current.payoutKey)
      throw conflict(CLAIM_MSG.payoutNotUnknown);
    const since = new Date();
    const [row] = await tx
      .update(claims)
      .set({ payoutStatus: 'sending', payoutProviderRef: input.providerRef, payoutReason: '', payoutUpdatedAt: since })
      .where(eq(claims.id, current.id))
      .returning();
    await schedulePayoutStep(tx, { claimId: row.id, key: current.payoutKey, step: 0, since: since.toISOString() });
    await publish(tx, claimChanged(row, actor.id, true), claimAudited('claim.payout.check', current, row, actor.id));
    return toDeskClaim(row, ctx);
  });
}

/** POST /points/reject_post: a reviewer takes back what one post earned, with the reason. */
export async function rejectPostPoints(db: Db, actor: Actor, input: { userId: string; postId: string; feedback: string }) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  if (!UUID_RE.test(input.userId)) throw notFound(CLAIM_MSG.postNotInClaim);
  return inTransaction(db, async (tx) => {
    await lockBalance(tx, input.userId);
    const taken = await reversePost(tx, input.userId, input.postId);
    if (!taken) throw badRequest(CLAIM_MSG.postNotInClaim, { postId: CLAIM_MSG.postNotInClaim });
    await publish(tx, {
      type: 'staff.acted',
      actorId: actor.id,
      audience: [],
      data: {
        action: 'points.reject_post',
        targetKind: 'user',
        targetId: input.userId,
        reason: input.feedback,
        before: { postId: input.postId },
        after: { taken },
      },
    });
    return { taken, balance: await totalOf(tx, input.userId) };
  });
}

/**
 * GET /claim/export: approved claims not yet paid (nor being sent by a provider), as CSV for a
 * manual payout run (the reviewer pays them, then marks each paid with its reference).
 */
export async function approvedClaimsCsv(db: Db, actor: Actor): Promise<string> {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const rows = await db
    .select({ c: claims, firstname: userCards.firstname, lastname: userCards.lastname })
    .from(claims)
    .leftJoin(userCards, eq(userCards.id, claims.userId))
    // One a provider is sending, or may have paid, is left out: paying it by hand too would pay it twice.
    .where(and(eq(claims.status, 'approved'), or(isNull(claims.payoutStatus), eq(claims.payoutStatus, 'failed'))))
    .orderBy(claims.decidedAt, claims.id)
    .limit(10_000);
  const header = ['claim', 'claimant', 'phone', 'redeemable_as', 'points', 'institution', 'approved_at'];
  const lines = rows.map((r) =>
    [
      r.c.id,
      `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim(),
      r.c.phone,
      r.c.redeemableAs,
      r.c.amount,
      r.c.institution,
      r.c.decidedAt?.toISOString() ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Claimed points (GET /points/claimed_points): what each person has claimed, approved and paid. */
export async function claimedPoints(db: Db, actor: Actor) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const rows = await db
    .select({ status: claims.status, claims: count(), points: sql<number>`coalesce(sum(${claims.amount}), 0)::int` })
    .from(claims)
    .where(inArray(claims.status, ['pending', 'approved', 'paid']))
    .groupBy(claims.status);
  return rows.map((r) => ({ status: r.status as ClaimStatus, claims: r.claims, points: Number(r.points) }));
}

/**
 * For the insights rollup: what happened to claims in [from, to), by method (what they are
 * redeemed as) and state: 'requested' (made), 'approved', 'rejected' (decided), 'paid', and a
 * provider's payout that 'failed' or is 'unknown' (last changed then); with their points.
 */
export async function claimFigures(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ method: string; state: string; count: number; points: number }[]> {
  const within = (column: SQL) => sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
  const rows = await db.execute(sql`
    select method, state, count(*)::int as count, coalesce(sum(amount), 0)::bigint as points from (
      select ${claims.redeemableAs} as method, 'requested' as state, ${claims.amount} as amount from ${claims} where ${within(sql`${claims.createdAt}`)}
      union all
      select ${claims.redeemableAs}, case when ${claims.status} = 'rejected' then 'rejected' else 'approved' end, ${claims.amount}
        from ${claims} where ${claims.status} <> 'pending' and ${within(sql`${claims.decidedAt}`)}
      union all
      select ${claims.redeemableAs}, 'paid', ${claims.amount} from ${claims} where ${claims.status} = 'paid' and ${within(sql`${claims.paidAt}`)}
      union all
      select ${claims.redeemableAs}, ${claims.payoutStatus}, ${claims.amount} from ${claims}
        where ${claims.payoutStatus} in ('failed', 'unknown') and ${within(sql`${claims.payoutUpdatedAt}`)}
    ) c group by method, state`);
  const list = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])) as {
    method: string;
    state: string;
    count: number;
    points: string | number;
  }[];
  return list.map((r) => ({ method: r.method, state: r.state, count: Number(r.count), points: Number(r.points) }));
}
