/**
 * Claims (spec 001 §3-§8; issue 15): a person redeems at least 2000 points; the points are held in
 * the ledger at once (points.service holdForClaim), so the same points can never be claimed twice;
 * a reviewer approves or rejects (the points come back). An approved claim is paid through a
 * provider when one is configured for its kind (claims.jobs.ts), else the reviewer pays it and
 * records the reference. The claimant hears of each step live and by e-mail.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CLAIM_MSG,
  LIMITS,
  UUID_RE,
  type Claim,
  type ClaimInput,
  type ClaimReview,
  type ClaimRisk,
  type ClaimRiskFlag,
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
import { earningsBefore, holdForClaim, lockBalance, refundClaim, reversePost, totalOf } from '../points';
import { holdersOfPhones, isVerifiedPhoneOf } from '../phones';
import { findUsersByIds } from '../users';
import { claimPolicy } from './claims.policy';
import { claimAudited, claimChanged } from './claims.events';
import { queueClaimMail } from './claims.mail';
import { schedulePayoutStep } from './claims.jobs';
import type { PayoutProvider, ProviderName } from './payouts';

/** The provider that pays a kind of claim (payouts/index.ts), and where the claimant's mails link. */
export interface ClaimContext {
  providerFor: (kind: RedeemableAs) => PayoutProvider | null;
  publicUrl: string;
  /** Monthly caps in points (per account, per phone number) and the second-review line; 0: off. */
  risk: { capAccountMonth: number; capPhoneMonth: number; secondReviewPoints: number };
  /** Keys the device and address HMACs (the JWT secret). */
  secret: string;
}

/** Where a claim was made from (the device's own id comes in the claim); only HMACs are kept. */
export interface ClaimOrigin {
  ip: string | null;
}

const originHash = (secret: string, kind: 'device' | 'ip', value: string | null) =>
  value ? createHmac('sha256', secret).update(`claim-${kind}:${value}`).digest('base64url') : null;

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
  /** Whether this reviewer may approve it now (not the one who gave its first approval). */
  can: { approve: boolean; markPaid: boolean; sendPayout: boolean; checkPayout: boolean };
  review: ClaimReview;
  risk?: ClaimRisk;
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

/** Two approvals for a claim at or over the line (0: off). */
const approvalsNeeded = (r: ClaimRow, ctx: ClaimContext) =>
  ctx.risk.secondReviewPoints > 0 && r.amount >= ctx.risk.secondReviewPoints ? 2 : 1;

function toDeskClaim(r: ClaimRow, ctx: ClaimContext, viewerId: string, person: Person = null, extra: Partial<Claim> = {}): DeskClaim {
  const provider = r.payoutProvider ?? ctx.providerFor(r.redeemableAs as RedeemableAs)?.name ?? null;
  const approved = r.status === 'approved';
  const needed = approvalsNeeded(r, ctx);
  return {
    ...toClaim(r, person, extra),
    payout: {
      status: r.payoutStatus as DeskClaim['payout']['status'],
      provider: provider as ProviderName | null,
      reason: r.payoutReason,
      attempts: r.payoutAttempts,
      updatedAt: r.payoutUpdatedAt?.toISOString() ?? null,
    },
    review: {
      approvals: r.status === 'pending' ? (r.firstApprovedBy ? 1 : 0) : r.status === 'rejected' ? 0 : needed,
      needed,
      firstApprovedBy: r.firstApprovedBy,
    },
    can: {
      approve: r.status === 'pending' && r.firstApprovedBy !== viewerId,
      markPaid: approved && settledUnpaid(r.payoutStatus),
      sendPayout: approved && settledUnpaid(r.payoutStatus) && ctx.providerFor(r.redeemableAs as RedeemableAs) !== null,
      checkPayout: approved && r.payoutStatus === 'unknown',
    },
  };
}

/** Points of the claims not rejected made since the start of this UTC month, by this account or to this number. */
async function claimedThisMonth(tx: Db, where: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${claims.amount}), 0)::int` })
    .from(claims)
    .where(and(where, sql`${claims.status} <> 'rejected' and ${claims.createdAt} >= date_trunc('month', now(), 'UTC')`));
  return Number(row.n);
}

/**
 * POST /claim/: holds the points and files the claim, or refuses (fewer than 2000, not enough, a
 * number the claimant has not verified, past this month's cap of the account or of the number).
 */
export async function makeClaim(
  db: Db,
  actor: Actor,
  input: ClaimInput,
  ctx: ClaimContext,
  origin: ClaimOrigin,
): Promise<{ claim: Claim; balance: number }> {
  authorize(claimPolicy.redeem(actor));
  return inTransaction(db, async (tx) => {
    const balance = await lockBalance(tx, actor.id);
    if (balance < LIMITS.CLAIM_MIN_POINTS) throw badRequest(CLAIM_MSG.tooFew, { amount: CLAIM_MSG.tooFew });
    if (input.amount > balance) throw badRequest(CLAIM_MSG.notEnough, { amount: CLAIM_MSG.notEnough });
    if (!(await isVerifiedPhoneOf(tx, actor.id, input.phone)))
      throw badRequest(CLAIM_MSG.phoneNotVerified, { phone: CLAIM_MSG.phoneNotVerified });
    const { capAccountMonth, capPhoneMonth } = ctx.risk;
    if (capAccountMonth && (await claimedThisMonth(tx, eq(claims.userId, actor.id))) + input.amount > capAccountMonth)
      throw badRequest(CLAIM_MSG.capAccount, { amount: CLAIM_MSG.capAccount });
    if (capPhoneMonth) {
      // Claims to one number from several accounts (it can be released and verified again) run one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('claim-phone:' || ${input.phone}))`);
      if ((await claimedThisMonth(tx, eq(claims.phone, input.phone))) + input.amount > capPhoneMonth)
        throw badRequest(CLAIM_MSG.capPhone, { amount: CLAIM_MSG.capPhone });
    }
    const [row] = await tx
      .insert(claims)
      .values({
        userId: actor.id,
        amount: input.amount,
        institution: input.institution,
        phone: input.phone,
        redeemableAs: input.redeemableAs,
        deviceHash: originHash(ctx.secret, 'device', input.device || null),
        ipHash: originHash(ctx.secret, 'ip', origin.ip),
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

type Shared = { claims: number; others: number };
/** The lines past which a risk signal is flagged on the desk. */
const RISK_LINES = { newAccountDays: 7, burstFactor: 3, burstMinPoints: 100 };

/**
 * GET /claim/: the reviewers' desk, with who claims, their balance and how many claims before,
 * the claim's risk signals (other accounts behind its number, the account's age, the last day's
 * points against a usual day, claims from the same device or address, rejected claims) and its
 * approvals.
 */
export async function reviewQueue(db: Db, actor: Actor, q: ClaimListQuery, ctx: ClaimContext) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const where = q.status === 'all' ? undefined : eq(claims.status, q.status);
  const within30 = sql`o.created_at < "claims"."created_at" and o.created_at >= "claims"."created_at" - interval '30 days'`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        c: claims,
        p: { id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname, profilePicture: userCards.profilePicture },
        balance: sql<number>`(select greatest(coalesce(sum(pt.points), 0), 0)::int from points pt where pt.user_id = "claims"."user_id")`,
        before: sql<number>`(select count(*)::int from claims b where b.user_id = "claims"."user_id" and b.created_at < "claims"."created_at")`,
        rejected: sql<number>`(select count(*)::int from claims b where b.user_id = "claims"."user_id" and b.status = 'rejected' and b.id <> "claims"."id")`,
        phoneClaimants: sql<
          string[]
        >`(select coalesce(array_agg(distinct o.user_id::text), '{}') from claims o where o.phone = "claims"."phone" and o.user_id <> "claims"."user_id")`,
        device: sql<Shared>`(select json_build_object('claims', count(*), 'others', count(distinct o.user_id) filter (where o.user_id <> "claims"."user_id"))
          from claims o where o.device_hash = "claims"."device_hash" and ${within30})`,
        address: sql<Shared>`(select json_build_object('claims', count(*), 'others', count(distinct o.user_id) filter (where o.user_id <> "claims"."user_id"))
          from claims o where o.ip_hash = "claims"."ip_hash" and ${within30})`,
      })
      .from(claims)
      .leftJoin(userCards, eq(userCards.id, claims.userId))
      .where(where)
      .orderBy(q.status === 'pending' ? claims.createdAt : desc(claims.createdAt), claims.id)
      .limit(q.limit)
      .offset(q.skip),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  const [holders, people, earnings] = await Promise.all([
    holdersOfPhones(
      db,
      rows.map((r) => r.c.phone),
    ),
    findUsersByIds(
      db,
      rows.map((r) => r.c.userId),
    ),
    earningsBefore(
      db,
      rows.map((r) => ({ key: r.c.id, userId: r.c.userId, at: r.c.createdAt })),
    ),
  ]);
  const data = rows.map((r) => {
    const others = new Set([...(holders.get(r.c.phone) ?? []), ...(r.phoneClaimants ?? [])].filter((id) => id !== r.c.userId));
    const joined = people.get(r.c.userId)?.createdAt ?? r.c.createdAt;
    const earned = earnings.get(r.c.id) ?? { lastDay: 0, usualDay: 0 };
    // With this claim and its claimant counted (unknown device or address: nothing to count).
    const counted = (hash: string | null, x: Shared | null) =>
      hash ? { claims: Number(x?.claims ?? 0) + 1, accounts: Number(x?.others ?? 0) + 1 } : { claims: 0, accounts: 0 };
    const dev = counted(r.c.deviceHash, r.device);
    const addr = counted(r.c.ipHash, r.address);
    const risk: ClaimRisk = {
      phoneAccounts: others.size,
      accountAgeDays: Math.max(0, Math.floor((r.c.createdAt.getTime() - joined.getTime()) / 86_400_000)),
      pointsLastDay: earned.lastDay,
      pointsUsualDay: earned.usualDay,
      deviceClaims: dev.claims,
      deviceAccounts: dev.accounts,
      addressClaims: addr.claims,
      addressAccounts: addr.accounts,
      rejectedBefore: Number(r.rejected),
      flags: [],
    };
    const flags: ClaimRiskFlag[] = [];
    if (risk.phoneAccounts > 0) flags.push('sharedPhone');
    if (risk.accountAgeDays < RISK_LINES.newAccountDays) flags.push('newAccount');
    if (risk.pointsLastDay >= RISK_LINES.burstMinPoints && risk.pointsLastDay > RISK_LINES.burstFactor * risk.pointsUsualDay)
      flags.push('burst');
    if (risk.deviceAccounts > 1) flags.push('sharedDevice');
    if (risk.addressAccounts > 1) flags.push('sharedAddress');
    if (risk.rejectedBefore > 0) flags.push('rejectedBefore');
    risk.flags = flags;
    return { ...toDeskClaim(r.c, ctx, actor.id, r.p, { balance: Number(r.balance), claimsBefore: Number(r.before) }), risk };
  });
  return { data, count: n };
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
    // A claim over the line is approved by two different reviewers: the first approval only records itself.
    if (input.status === 'approved' && approvalsNeeded(current, ctx) === 2) {
      if (current.firstApprovedBy === actor.id) throw conflict(CLAIM_MSG.secondReviewerSame);
      if (!current.firstApprovedBy) {
        const [first] = await tx
          .update(claims)
          .set({ firstApprovedBy: actor.id, firstApprovedAt: new Date() })
          .where(eq(claims.id, current.id))
          .returning();
        await publish(tx, claimChanged(first, actor.id, true));
        return toDeskClaim(first, ctx, actor.id);
      }
    }
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
    return toDeskClaim(row, ctx, actor.id);
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
    return toDeskClaim(row, ctx, actor.id);
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
    return toDeskClaim(row, ctx, actor.id);
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
