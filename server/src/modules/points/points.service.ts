import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MSG, UUID_RE, ruleOf, type PointActivity, type PointEntry, type PointRule } from '@delv/shared';
import type { Db } from '../../db/client';
import { points, userCards } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../users';
import { authorize } from '../../policies/actor';
import { pointsPolicy } from './points.policy';

/** Call inside the transaction of the action that earns the points, so both happen or neither.
 * Awards are idempotent per (user, activity, refId); daily caps count per UTC day, serialised per
 * user by an advisory lock so two posts racing cannot both take the last slot. Returns the points
 * earned (0 when capped or already awarded). */
export async function award(tx: Db, userId: string, rule: PointRule, refId: string): Promise<number> {
  if (rule.dailyCap !== null) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points:' || ${userId}))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(points)
      .where(
        and(eq(points.userId, userId), eq(points.activity, rule.activity), sql`${points.createdAt} >= date_trunc('day', now(), 'UTC')`),
      );
    if (n >= rule.dailyCap) return 0;
  }
  const inserted = await tx
    .insert(points)
    .values({ userId, activity: rule.activity, points: rule.points, refId })
    .onConflictDoNothing()
    .returning({ id: points.id });
  return inserted.length ? rule.points : 0;
}

/** Takes back what these items earned (a post pulled down or deleted). */
export async function revoke(tx: Db, activity: PointActivity, refIds: string[]): Promise<void> {
  if (!refIds.length) return;
  // A reviewer's reversal of the same post goes with the earning it cancelled.
  await tx.delete(points).where(and(inArray(points.activity, [activity, 'reversal']), inArray(points.refId, refIds)));
}

/**
 * Ledger entries of claims, in the caller's transaction. `lockBalance` first: it serialises
 * everything that reads a balance to spend it (two claims at once cannot both spend the same points).
 */
export async function lockBalance(tx: Db, userId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points:' || ${userId}))`);
  return totalOf(tx, userId);
}

/** Holds a claim's points (a negative 'claim' entry), or gives them back ('refund'). */
export async function holdForClaim(tx: Db, userId: string, claimId: string, amount: number): Promise<void> {
  await tx.insert(points).values({ userId, activity: 'claim', points: -amount, refId: claimId });
}
export async function refundClaim(tx: Db, userId: string, claimId: string, amount: number): Promise<void> {
  await tx.insert(points).values({ userId, activity: 'refund', points: amount, refId: claimId }).onConflictDoNothing();
}

/**
 * A reviewer takes back what one post earned (a 'reversal' entry, once per post); returns the
 * points taken back, 0 when the post earned this person nothing or was already reversed.
 */
export async function reversePost(tx: Db, userId: string, postId: string): Promise<number> {
  const [earned] = await tx
    .select({ points: points.points })
    .from(points)
    .where(and(eq(points.userId, userId), inArray(points.activity, ['post', 'share']), eq(points.refId, postId)));
  if (!earned) return 0;
  const done = await tx
    .insert(points)
    .values({ userId, activity: 'reversal', points: -earned.points, refId: postId })
    .onConflictDoNothing()
    .returning({ id: points.id });
  return done.length ? earned.points : 0;
}

/**
 * A person's points: the balance they may spend, never below zero, and the debt. Points taken back
 * (a post deleted or pulled down, a reviewer's reversal) after they were held by a claim or paid
 * out leave the ledger's sum below zero: that part is a debt, paid first by the next points earned
 * or a claim's refund (the ledger adds them up), never shown as a negative balance nor spendable.
 */
export async function pointsOf(db: Db, userId: string): Promise<{ balance: number; debt: number }> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${points.points}), 0)`.mapWith(Number) })
    .from(points)
    .where(eq(points.userId, userId));
  return { balance: Math.max(0, row.sum), debt: Math.max(0, -row.sum) };
}

/** The spendable balance (never negative: see pointsOf). */
export async function totalOf(db: Db, userId: string): Promise<number> {
  return (await pointsOf(db, userId)).balance;
}

/** A user's points, newest first, with the total: only for that user and for admins / claim reviewers. */
export async function listPoints(db: Db, requester: UserRow, userId: string, q: { skip: number; limit: number }) {
  authorize(pointsPolicy.read(requester, userId));
  if (!UUID_RE.test(userId)) throw notFound(MSG.userNotFound);
  const [found] = await db.select({ id: userCards.id }).from(userCards).where(eq(userCards.id, userId)).limit(1);
  if (!found) throw notFound(MSG.userNotFound);
  const where = eq(points.userId, userId);
  const [rows, [{ n }], { balance: total, debt }] = await Promise.all([
    db.select().from(points).where(where).orderBy(desc(points.createdAt), desc(points.id)).limit(q.limit).offset(q.skip),
    db.select({ n: count() }).from(points).where(where),
    pointsOf(db, userId),
  ]);
  const data: PointEntry[] = rows.map((r) => {
    const activity = r.activity as PointActivity;
    return {
      _id: r.id,
      point: r.points,
      activity,
      activityPointId: activity,
      label: ruleOf(activity)?.label ?? activity,
      postId: activity === 'post' || activity === 'share' ? r.refId : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { data, count: n, total, debt };
}

/** Points earned in [from, to) (awards only: not claims, refunds or reversals): the insights rollup's. */
export async function countPointsEarned(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${points.points}), 0)`.mapWith(Number) })
    .from(points)
    .where(
      and(
        notInArray(points.activity, ['claim', 'refund', 'reversal']),
        sql`${points.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${points.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return row.n;
}

/**
 * For the claims desk's risk signals (issue 33): per claim, the points its claimant earned (awards
 * only) in the 24 hours before `at`, and their usual day: the 30 days before those, averaged.
 */
export async function earningsBefore(
  db: Db,
  asks: { key: string; userId: string; at: Date }[],
): Promise<Map<string, { lastDay: number; usualDay: number }>> {
  if (!asks.length) return new Map();
  const rows = (await db.execute(sql`
    select a.key,
      coalesce(sum(p.points) filter (where p.created_at >= a.at - interval '1 day'), 0)::int as last_day,
      coalesce(sum(p.points) filter (where p.created_at < a.at - interval '1 day'), 0)::int as before
    from json_to_recordset(${JSON.stringify(asks.map((a) => ({ key: a.key, user_id: a.userId, at: a.at.toISOString() })))}::json)
      as a(key text, user_id uuid, at timestamptz)
    left join points p on p.user_id = a.user_id and p.created_at < a.at and p.created_at >= a.at - interval '31 days'
      and p.activity not in ('claim', 'refund', 'reversal')
    group by a.key`)) as unknown;
  const list = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])) as { key: string; last_day: number; before: number }[];
  return new Map(list.map((r) => [r.key, { lastDay: Number(r.last_day), usualDay: Math.round(Number(r.before) / 30) }]));
}
