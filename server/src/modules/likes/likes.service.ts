import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Like, LikeInput, LikeListQuery, LikeToggleResult, SocialKind } from '@delv/shared';
import type { Db } from '../../db/client';
import { likes, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { unauthorized } from '../../lib/errors';
import { requireTarget } from '../../platform/targets';
import { toUserSummary } from '../users';
import { authorize, type Actor } from '../../policies/actor';
import { likePolicy } from './likes.policy';

const countOf = async (db: Db, kind: string, itemId: string) => {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(likes)
    .where(and(eq(likes.itemId, itemId), eq(likes.kind, kind)));
  return n;
};

/** Toggles the caller's like. A double click racing itself ends liked once, never an error. */
export async function toggleLike(db: Db, actor: Actor, input: LikeInput): Promise<LikeToggleResult> {
  const kind = input.likedAbout as SocialKind;
  const itemId = input.idOfLikedAbout;
  const userId = actor.id;
  const { info } = await requireTarget(db, kind, itemId, { id: userId });
  authorize(likePolicy.like(actor, info));
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.itemId, itemId), eq(likes.kind, kind), eq(likes.userId, userId)))
      .returning({ id: likes.id });
    if (!removed.length) await tx.insert(likes).values({ kind, itemId, userId }).onConflictDoNothing();
    const result = { liked: removed.length === 0, likes: await countOf(tx, kind, itemId) };
    // The item's owners see likes on their items arrive live.
    await publish(tx, {
      type: 'like.changed',
      actorId: userId,
      audience: [...info.ownerIds, userId],
      data: { target: { kind, id: itemId }, ownerIds: info.ownerIds, ...result, subject: info.subject },
    });
    return result;
  });
}

async function page(db: Db, where: SQL, q: LikeListQuery): Promise<{ data: Like[]; count: number }> {
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        l: likes,
        u: {
          id: userCards.id,
          firstname: userCards.firstname,
          lastname: userCards.lastname,
          usercategory: userCards.usercategory,
          profilePicture: userCards.profilePicture,
        },
      })
      .from(likes)
      .innerJoin(userCards, eq(userCards.id, likes.userId))
      .where(where)
      .orderBy(sql`${likes.createdAt} desc nulls last`, desc(likes.id))
      .limit(q.limit)
      .offset(q.skip),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(likes)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.l.id,
      likedAbout: r.l.kind as SocialKind,
      idOfLikedAbout: r.l.itemId,
      likedBy: toUserSummary(r.u),
      createdAt: r.l.createdAt.toISOString(),
    })),
    count,
  };
}

/** One item's likes (+ likedByMe), or without an item the caller's own likes. */
export async function listLikes(db: Db, q: LikeListQuery, viewer: Actor | null) {
  const viewerId = viewer?.id ?? null;
  if (q.likedAbout && q.idOfLikedAbout) {
    const kind = q.likedAbout as SocialKind;
    await requireTarget(db, kind, q.idOfLikedAbout, { id: viewerId });
    const where = and(eq(likes.itemId, q.idOfLikedAbout), eq(likes.kind, kind))!;
    const result = await page(db, where, q);
    let likedByMe = false;
    if (viewerId) {
      const [mine] = await db
        .select({ id: likes.id })
        .from(likes)
        .where(and(where, eq(likes.userId, viewerId)))
        .limit(1);
      likedByMe = Boolean(mine);
    }
    return { ...result, likedByMe };
  }
  if (!viewer || !likePolicy.listOwn(viewer)) throw unauthorized();
  const mine = eq(likes.userId, viewer.id);
  const where = q.likedAbout ? and(mine, eq(likes.kind, q.likedAbout))! : mine;
  return page(db, where, q);
}

/** An item is gone: its likes go with it. */
export async function forgetItemLikes(tx: Db, kind: SocialKind, itemIds: string[]): Promise<void> {
  if (itemIds.length) await tx.delete(likes).where(and(eq(likes.kind, kind), inArray(likes.itemId, itemIds)));
}
