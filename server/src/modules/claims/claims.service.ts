/**
 * Claims (spec 001 §3-§8; issue 15): a person redeems at least 2000 points; the points are held in
 * the ledger at once (points.service holdForClaim), so the same points can never be claimed twice;
 * a reviewer approves (and later records the payout) or rejects (the points come back).
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CLAIM_MSG,
  LIMITS,
  UUID_RE,
  type Claim,
  type DomainEvent,
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
import { authorize, type Actor } from '../../policies/actor';
import { holdForClaim, lockBalance, refundClaim, reversePost, totalOf } from '../points/points.service';
import { claimPolicy } from './claims.policy';

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

const changed = (r: ClaimRow, actorId: string): DomainEvent<'claim.changed'> => ({
  type: 'claim.changed',
  actorId,
  audience: [r.userId],
  data: { claimId: r.id, userId: r.userId, status: r.status as ClaimStatus },
});

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
    await publish(tx, changed(row, actor.id));
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
export async function reviewQueue(db: Db, actor: Actor, q: ClaimListQuery) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const where = q.status === 'all' ? undefined : eq(claims.status, q.status);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        c: claims,
        p: { id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname, profilePicture: userCards.profilePicture },
        balance: sql<number>`(select coalesce(sum(pt.points), 0)::int from points pt where pt.user_id = "claims"."user_id")`,
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
  return { data: rows.map((r) => toClaim(r.c, r.p, { balance: Number(r.balance), claimsBefore: Number(r.before) })), count: n };
}

/**
 * POST /claim/update_status: pending -> approved | rejected (the points come back), approved ->
 * paid (with the payout's reference). Who decided and when is kept.
 */
export async function decideClaim(db: Db, actor: Actor, input: { claimId: string; status: string; feedback: string; reference: string }) {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  if (!UUID_RE.test(input.claimId)) throw notFound(CLAIM_MSG.notFound);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(claims).where(eq(claims.id, input.claimId)).for('update').limit(1);
    if (!current) throw notFound(CLAIM_MSG.notFound);
    if (input.status === 'paid' ? current.status !== 'approved' : current.status !== 'pending') {
      throw conflict(input.status === 'paid' ? CLAIM_MSG.notApproved : CLAIM_MSG.alreadyDecided);
    }
    const [row] = await tx
      .update(claims)
      .set({
        status: input.status,
        ...(input.status === 'paid'
          ? { reference: input.reference }
          : { feedback: input.feedback, decidedBy: actor.id, decidedAt: new Date() }),
      })
      .where(eq(claims.id, input.claimId))
      .returning();
    if (input.status === 'rejected') await refundClaim(tx, row.userId, row.id, row.amount);
    await publish(tx, changed(row, actor.id));
    return toClaim(row);
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
    return { taken, balance: await totalOf(tx, input.userId) };
  });
}

const csvCell = (v: string | number) => {
  const text = String(v);
  // Quoted, and a leading formula character neutralised, so a spreadsheet shows text, never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * GET /claim/export: approved claims not yet paid, as CSV for a manual payout run (the reviewer
 * pays them, then marks each paid with its reference).
 */
export async function approvedClaimsCsv(db: Db, actor: Actor): Promise<string> {
  authorize(claimPolicy.review(actor), CLAIM_MSG.onlyReviewers);
  const rows = await db
    .select({ c: claims, firstname: userCards.firstname, lastname: userCards.lastname })
    .from(claims)
    .leftJoin(userCards, eq(userCards.id, claims.userId))
    .where(eq(claims.status, 'approved'))
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
