import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_MSG, type RatingSummary, type SocialKind } from '@delv/shared';
import type { Db } from '../../db/client';
import { ratings } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { findTarget, requireTarget, targetOf, type TargetInfo } from '../../platform/targets';
import { authorize } from '../../policies/actor';
import { ratingPolicy } from './ratings.policy';

/** Serialises ratings of one item so each transaction's average sees the others' rows. */
async function lockItem(tx: Db, kind: string, itemId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind} || ':' || ${itemId}))`);
}

async function summaryOf(db: Db, kind: string, itemId: string): Promise<{ avgRating: number; ratingCount: number }> {
  const [row] = await db
    .select({
      avg: sql<number | null>`avg(${ratings.level})`.mapWith((v) => (v === null ? null : Number(v))),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ratings)
    .where(and(eq(ratings.kind, kind), eq(ratings.itemId, itemId)));
  // Shown to one decimal; stored rounded to two so sums of halves stay exact enough.
  return { avgRating: row?.avg == null ? 0 : Math.round(row.avg * 100) / 100, ratingCount: row?.count ?? 0 };
}

/** Inside a transaction: upserts the caller's rating (re-rating replaces), stores the new average
 * on the item through its target and publishes it (search shows averages: its answers drop). */
export async function applyRating(
  tx: Db,
  kind: SocialKind,
  itemId: string,
  userId: string,
  level: number,
  { ownerIds, subject }: TargetInfo,
): Promise<RatingSummary> {
  await lockItem(tx, kind, itemId);
  await tx
    .insert(ratings)
    .values({ kind, itemId, userId, level })
    .onConflictDoUpdate({ target: [ratings.kind, ratings.itemId, ratings.userId], set: { level, modifiedAt: sql`now()` } });
  const summary = await summaryOf(tx, kind, itemId);
  await targetOf(kind).storeRating?.(tx, itemId, summary);
  await publish(tx, {
    type: 'rating.changed',
    actorId: userId,
    audience: [...ownerIds, userId],
    data: { target: { kind, id: itemId }, ownerIds, ...summary, subject },
  });
  return { ...summary, myRating: level };
}

export function assertMayRate(info: { ownerIds: string[] }, userId: string) {
  authorize(ratingPolicy.rate({ id: userId }, info), CONTENT_MSG.cannotRateOwn);
}

export async function rate(db: Db, kind: SocialKind, itemId: string, userId: string, level: number): Promise<RatingSummary> {
  const { info } = await requireTarget(db, kind, itemId, { id: userId });
  assertMayRate(info, userId);
  return inTransaction(db, (tx) => applyRating(tx, kind, itemId, userId, level, info));
}

export async function ratingSummary(db: Db, kind: SocialKind, itemId: string, viewerId: string | null): Promise<RatingSummary> {
  await requireTarget(db, kind, itemId, { id: viewerId });
  const summary = await summaryOf(db, kind, itemId);
  let myRating: number | null = null;
  if (viewerId) {
    const [mine] = await db
      .select({ level: ratings.level })
      .from(ratings)
      .where(and(eq(ratings.kind, kind), eq(ratings.itemId, itemId), eq(ratings.userId, viewerId)))
      .limit(1);
    myRating = mine?.level ?? null;
  }
  return { ...summary, myRating };
}

/** An account goes (inside its transaction): drop its ratings and recompute every average they
 * counted in (the rows would vanish by cascade, leaving stale averages behind). */
export async function forgetRater(tx: Db, userId: string): Promise<void> {
  const rated = await tx.delete(ratings).where(eq(ratings.userId, userId)).returning({ kind: ratings.kind, itemId: ratings.itemId });
  for (const { kind, itemId } of rated) await restoreAverage(tx, kind as SocialKind, itemId);
}

/** Inside a transaction: stores the item's average again from its ratings (after ratings went, or
 * over an average an older demo seed wrote with no ratings behind it). */
export async function restoreAverage(tx: Db, kind: SocialKind, itemId: string): Promise<void> {
  const target = findTarget(kind);
  if (!target?.storeRating) return;
  await lockItem(tx, kind, itemId);
  await target.storeRating(tx, itemId, await summaryOf(tx, kind, itemId));
}

/** An item is gone: its ratings go with it. */
export async function forgetItemRatings(tx: Db, kind: SocialKind, itemId: string): Promise<void> {
  await tx.delete(ratings).where(and(eq(ratings.kind, kind), eq(ratings.itemId, itemId)));
}
