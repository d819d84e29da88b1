/**
 * Blocking a person (issue 31). Once either of two people blocked the other, neither may message,
 * comment on, follow or invite the other, and neither sees the other's posts or comments. The other
 * areas ask here, through this area's public service (index.ts): `refuseIfBlocked` where they write,
 * `notBlockedWith` (an anti-join on the two indexes of `blocks`) where they list, `blockedIdsOf`
 * where they filter cards already built (the feed's shared window).
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { MODERATION_MSG, UUID_RE, type BlockedPerson, type BlockListQuery } from '@delv/shared';
import type { Db } from '../../db/client';
import { blocks, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { authorize, type Actor } from '../../policies/actor';
import { findUserById, toUserSummary } from '../users';
import { blockPolicy } from './blocks.policy';

const between = (a: string, b: string) =>
  or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)));

/** True when either of the two has blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(between(a, b))
    .limit(1);
  return Boolean(row);
}

/** 403 BLOCKED when `actorId` and any of `others` have blocked one another (one query for all of them). */
export async function refuseIfBlocked(db: Db, actorId: string, others: readonly string[]): Promise<void> {
  const ids = [...new Set(others)].filter((id) => id !== actorId && UUID_RE.test(id));
  if (!ids.length) return;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, actorId), sql`${blocks.blockedId} in ${ids}`),
        and(eq(blocks.blockedId, actorId), sql`${blocks.blockerId} in ${ids}`),
      ),
    )
    .limit(1);
  if (row) throw forbidden(MODERATION_MSG.blockedBetween, 'BLOCKED');
}

/** Everyone `me` blocked or was blocked by: whose cards `me` does not see. */
export async function blockedIdsOf(db: Db, me: string): Promise<string[]> {
  const rows = await db
    .select({ a: blocks.blockerId, b: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, me), eq(blocks.blockedId, me)));
  return rows.map((r) => (r.a === me ? r.b : r.a));
}

/**
 * A condition for another area's SQL: true when the person in `author` (a column or expression)
 * and the viewer have not blocked one another. Two probes of the primary key per row, so a list
 * filtered by it costs no more queries than without.
 */
export const notBlockedWith = (viewerId: string, author: SQL): SQL =>
  sql`not exists (select 1 from blocks bk where (bk.blocker_id = ${viewerId}::uuid and bk.blocked_id = ${author})
    or (bk.blocker_id = ${author} and bk.blocked_id = ${viewerId}::uuid))`;

/** POST /blocks: block a person (again: nothing changes). */
export async function block(db: Db, actor: Actor, userId: string): Promise<void> {
  if (!blockPolicy.block(actor, userId)) throw badRequest(MODERATION_MSG.cannotBlockSelf, { userId: MODERATION_MSG.cannotBlockSelf });
  const person = UUID_RE.test(userId) ? await findUserById(db, userId) : null;
  if (!person) throw notFound(MODERATION_MSG.userNotFound);
  await inTransaction(db, async (tx) => {
    const added = await tx
      .insert(blocks)
      .values({ blockerId: actor.id, blockedId: userId })
      .onConflictDoNothing()
      .returning({ at: blocks.at });
    if (!added.length) return;
    await publish(tx, {
      type: 'block.changed',
      actorId: actor.id,
      audience: [actor.id],
      data: { blockerId: actor.id, blockedId: userId, blocked: true },
    });
  });
}

/** DELETE /blocks/:id: unblock (a block the other made stays). */
export async function unblock(db: Db, actor: Actor, userId: string): Promise<void> {
  authorize(blockPolicy.list(actor));
  if (!UUID_RE.test(userId)) throw notFound(MODERATION_MSG.userNotFound);
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, userId)))
      .returning({ at: blocks.at });
    if (!removed.length) return;
    await publish(tx, {
      type: 'block.changed',
      actorId: actor.id,
      audience: [actor.id],
      data: { blockerId: actor.id, blockedId: userId, blocked: false },
    });
  });
}

/** GET /blocks: the people I blocked, newest first. */
export async function myBlocks(db: Db, actor: Actor, q: BlockListQuery): Promise<{ data: BlockedPerson[]; count: number }> {
  authorize(blockPolicy.list(actor));
  const mine = eq(blocks.blockerId, actor.id);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        at: blocks.at,
        id: userCards.id,
        firstname: userCards.firstname,
        lastname: userCards.lastname,
        usercategory: userCards.usercategory,
        profilePicture: userCards.profilePicture,
      })
      .from(blocks)
      .innerJoin(userCards, eq(userCards.id, blocks.blockedId))
      .where(mine)
      .orderBy(desc(blocks.at), desc(blocks.blockedId))
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(blocks)
      .where(mine),
  ]);
  return {
    data: rows.map((r) => {
      const { _id, firstname, lastname, profilePicture } = toUserSummary(r);
      return { _id, firstname, lastname, profilePicture, blockedAt: r.at.toISOString() };
    }),
    count,
  };
}
