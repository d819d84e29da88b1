import { and, desc, eq, or, sql } from 'drizzle-orm';
import { MSG, type FollowData, type FollowToggleResult } from '@delv/shared';
import type { Db } from '../../db/client';
import { follows, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { badRequest, notFound } from '../../lib/errors';
import { refuseIfBlocked } from '../blocks';
import { toUserSummary, findUserById } from '../users';
import { authorize, type Actor } from '../../policies/actor';
import { followPolicy } from './follows.policy';

const countFollowers = async (db: Db, userId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(follows)
      .where(eq(follows.followedId, userId))
  )[0].n;

/** Follow if not following, unfollow if following. */
export async function toggleFollow(db: Db, actor: Actor, targetId: string): Promise<FollowToggleResult> {
  // The spec answers following oneself as bad input (400), not as a refusal.
  if (!followPolicy.follow(actor, targetId)) throw badRequest(MSG.cannotFollowSelf, { userId: MSG.cannotFollowSelf });
  const followerId = actor.id;
  const target = await findUserById(db, targetId);
  if (!target || !target.confirmed) throw notFound(MSG.userNotFound);
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followedId, targetId)))
      .returning({ id: follows.followedId });
    if (removed.length === 0) {
      // Following is refused between people who blocked one another (unfollowing never is).
      await refuseIfBlocked(tx, followerId, [targetId]);
      // A double click racing itself: the second insert is a no-op rather than an error.
      await tx.insert(follows).values({ followerId, followedId: targetId }).onConflictDoNothing();
    }
    const following = removed.length === 0;
    await publish(tx, {
      type: 'follow.changed',
      actorId: followerId,
      audience: [followerId, targetId],
      data: { followerId, followedId: targetId, following },
    });
    return { following, followersCount: await countFollowers(tx, targetId) };
  });
}

/** A block between two people ends their follows both ways (the block's transaction, issue 31). */
export async function endFollowsBetween(tx: Db, a: string, b: string): Promise<void> {
  await tx
    .delete(follows)
    .where(or(and(eq(follows.followerId, a), eq(follows.followedId, b)), and(eq(follows.followerId, b), eq(follows.followedId, a))));
}

const summaryColumns = {
  id: userCards.id,
  firstname: userCards.firstname,
  lastname: userCards.lastname,
  usercategory: userCards.usercategory,
  profilePicture: userCards.profilePicture,
};

export async function followData(db: Db, actor: Actor | null, userId: string, page: { skip: number; limit: number }): Promise<FollowData> {
  authorize(followPolicy.read(actor));
  const user = await findUserById(db, userId);
  if (!user || !user.confirmed) throw notFound(MSG.userNotFound);
  const [following, followers, [counts]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(follows)
      .innerJoin(userCards, eq(userCards.id, follows.followedId))
      .where(eq(follows.followerId, userId))
      .orderBy(desc(follows.createdAt), desc(userCards.id))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select(summaryColumns)
      .from(follows)
      .innerJoin(userCards, eq(userCards.id, follows.followerId))
      .where(eq(follows.followedId, userId))
      .orderBy(desc(follows.createdAt), desc(userCards.id))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({
        followingCount: sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${userId})`.mapWith(Number),
        followersCount: sql<number>`(select count(*) from ${follows} where ${follows.followedId} = ${userId})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
  ]);
  return {
    following: following.map(toUserSummary),
    followers: followers.map(toUserSummary),
    followingCount: counts.followingCount,
    followersCount: counts.followersCount,
  };
}
