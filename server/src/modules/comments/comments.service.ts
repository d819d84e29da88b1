import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_MSG,
  MSG,
  UUID_RE,
  commentKindOf,
  type Comment,
  type CommentInput,
  type CommentListQuery,
  type SocialKind,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { comments, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { notFound } from '../../lib/errors';
import { applyRating, assertMayRate } from '../ratings';
import { findTarget, hiddenCommentsSql, requireTarget } from '../../platform/targets';
import type { UserRow } from '../users';
import { toImageRef } from '../../lib/images';
import { authorize, canOf, type Actor } from '../../policies/actor';
import { holdForReview, holdsContactDetails } from '../youth';
import { commentPolicy } from './comments.policy';

type CommentRow = typeof comments.$inferSelect;
type Author = Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'profilePicture'>;

/** A comment as the API answers it, with what this viewer may do with it (the policy's answer). */
export function toComment(row: CommentRow, by: Author, viewer: Actor | null): Comment {
  return {
    _id: row.id,
    commentAbout: row.kind as SocialKind,
    idOfCommentedAbout: row.itemId,
    commentText: row.text,
    rating: row.rating,
    commentedBy: {
      _id: by.id,
      firstname: by.firstname,
      lastname: by.lastname,
      profilePicture: toImageRef(by.profilePicture),
    },
    createdAt: row.createdAt.toISOString(),
    can: canOf(viewer, row, { delete: commentPolicy.delete }),
    ...(row.heldAt ? { held: true } : {}),
  };
}

/**
 * A safeguarding reviewer decided on a held comment (issue 32), in their transaction: released,
 * it is shown, counted and announced as if just written; removed, it is deleted.
 */
export async function settleHeldComment(tx: Db, id: string, decision: 'release' | 'remove'): Promise<void> {
  if (decision === 'remove') {
    await tx.delete(comments).where(and(eq(comments.id, id), sql`${comments.heldAt} is not null`));
    return;
  }
  const [row] = await tx
    .update(comments)
    .set({ heldAt: null, createdAt: new Date() })
    .where(and(eq(comments.id, id), sql`${comments.heldAt} is not null`))
    .returning();
  if (!row) return;
  const kind = row.kind as SocialKind;
  const info = await findTarget(kind)?.find(tx, row.itemId, { id: row.userId });
  if (!info) return;
  if (row.rating !== null) await applyRating(tx, kind, row.itemId, row.userId, row.rating, info);
  await publish(tx, {
    type: 'comment.created',
    actorId: row.userId,
    audience: [...info.ownerIds, row.userId],
    data: {
      commentId: row.id,
      target: { kind, id: row.itemId },
      ownerIds: info.ownerIds,
      rated: row.rating !== null,
      subject: info.subject,
    },
  });
}

/** A comment, or a review when it carries a rating: the rating is stored as the author's one
 * rating of the item (re-rating replaces) and the item's average updated, all in one transaction. */
export async function addComment(db: Db, author: UserRow, input: Omit<CommentInput, 'clientId'> & { clientId?: string }): Promise<Comment> {
  const kind = commentKindOf(input);
  const itemId = input.idOfCommentedAbout;
  const { info } = await requireTarget(db, kind, itemId, { id: author.id });
  if (input.rating !== null && input.rating !== undefined) assertMayRate(info, author.id);
  const clientId = input.clientId || null;
  // Contact details between an adult and a minor are held for review (issue 32).
  const hold = await holdsContactDetails(db, author.id, info.ownerIds, input.commentText);
  const row = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        kind,
        itemId,
        userId: author.id,
        text: input.commentText,
        rating: input.rating ?? null,
        clientId,
        heldAt: hold ? new Date() : null,
      })
      .onConflictDoNothing({ target: [comments.userId, comments.clientId] })
      .returning();
    if (!inserted) return null;
    if (hold) {
      // Not counted, rated or announced until a reviewer releases it (releaseHeldComment).
      await holdForReview(tx, { kind: 'comment', id: inserted.id, senderId: author.id, words: inserted.text });
      return inserted;
    }
    if (inserted.rating !== null) await applyRating(tx, kind, itemId, author.id, inserted.rating, info);
    // The item's owners hear of it live (comments on my items appear without reload).
    await publish(tx, {
      type: 'comment.created',
      actorId: author.id,
      audience: [...info.ownerIds, author.id],
      data: {
        commentId: inserted.id,
        target: { kind, id: itemId },
        ownerIds: info.ownerIds,
        rated: inserted.rating !== null,
        subject: info.subject,
      },
    });
    return inserted;
  });
  // A repeat (an outbox whose first answer was lost): the comment stored the first time.
  if (!row) {
    const [first] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.userId, author.id), eq(comments.clientId, clientId!)))
      .limit(1);
    return toComment(first, author, author);
  }
  return toComment(row, author, author);
}

const ORDER: Record<CommentListQuery['sort'], SQL[]> = {
  time: [sql`${comments.createdAt} desc nulls last`],
  // Unrated comments last whichever way; the old sort select did nothing, this one orders for real.
  rating_desc: [sql`${comments.rating} desc nulls last`, sql`${comments.createdAt} desc nulls last`],
  rating_asc: [sql`${comments.rating} asc nulls last`, sql`${comments.createdAt} desc nulls last`],
};

async function page(db: Db, shown: SQL | undefined, q: CommentListQuery, viewer: Actor | null) {
  // Held words (issue 32) are their author's alone until released.
  const where = and(shown, viewer ? sql`(${comments.heldAt} is null or ${comments.userId} = ${viewer.id})` : isNull(comments.heldAt));
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({
        c: comments,
        u: { id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname, profilePicture: userCards.profilePicture },
      })
      .from(comments)
      .innerJoin(userCards, eq(userCards.id, comments.userId))
      .where(where)
      .orderBy(...ORDER[q.sort], desc(comments.id))
      .limit(q.limit)
      .offset(q.skip),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(comments)
      .where(where),
  ]);
  return { data: rows.map((r) => toComment(r.c, r.u, viewer)), count };
}

/** One item's comments. Without `about`, every kind stored under that id; each such kind's item
 * must be visible to the viewer (a private content item's reviews stay private). */
export async function listItemComments(db: Db, itemId: string, q: CommentListQuery, viewer: Actor | null) {
  let kinds: string[];
  if (q.about) {
    kinds = [q.about];
  } else {
    const found = await db.selectDistinct({ kind: comments.kind }).from(comments).where(eq(comments.itemId, itemId));
    kinds = found.map((f) => f.kind);
  }
  for (const kind of kinds) {
    const target = findTarget(kind as SocialKind);
    if (target && !(await target.find(db, itemId, { id: viewer?.id ?? null }))) throw notFound(MSG.notFound);
  }
  const where = q.about ? and(eq(comments.itemId, itemId), eq(comments.kind, q.about)) : eq(comments.itemId, itemId);
  return page(db, where, q, viewer);
}

/** Every comment (testimonials: about=platform), newest first, minus items this viewer can't see. */
export async function listAllComments(db: Db, q: CommentListQuery, viewer: Actor | null) {
  const hidden = hiddenCommentsSql(viewer?.id ?? null, { kind: comments.kind, itemId: comments.itemId });
  const where = q.about ? and(eq(comments.kind, q.about), sql`not ${hidden}`) : sql`not ${hidden}`;
  return page(db, where, q, viewer);
}

/** Authors delete their own comments; system admins moderate. The rating given with it stays. */
export async function deleteComment(db: Db, user: UserRow, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: comments.userId, kind: comments.kind, itemId: comments.itemId })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1);
  if (!row) throw notFound(CONTENT_MSG.commentNotFound);
  authorize(commentPolicy.delete(user, row));
  const kind = row.kind as SocialKind;
  const ownerIds = (await findTarget(kind)?.find(db, row.itemId, { id: row.userId }))?.ownerIds ?? [];
  await inTransaction(db, async (tx) => {
    await tx.delete(comments).where(eq(comments.id, id));
    await publish(tx, {
      type: 'comment.deleted',
      actorId: user.id,
      audience: [...ownerIds, row.userId, user.id],
      data: { commentId: id, target: { kind, id: row.itemId }, ownerIds },
    });
  });
}

/**
 * A comment or review hidden or removed in review (moderation's 'moderation.hidden', in its
 * transaction): it has no hidden state to return from, so it is deleted as its author would.
 */
export async function removeForModeration(tx: Db, id: string, byId: string | null): Promise<void> {
  if (!UUID_RE.test(id)) return;
  const [row] = await tx
    .delete(comments)
    .where(eq(comments.id, id))
    .returning({ userId: comments.userId, kind: comments.kind, itemId: comments.itemId });
  if (!row) return;
  const kind = row.kind as SocialKind;
  const ownerIds = (await findTarget(kind)?.find(tx, row.itemId, { id: row.userId }))?.ownerIds ?? [];
  await publish(tx, {
    type: 'comment.deleted',
    actorId: byId,
    audience: [...ownerIds, row.userId],
    data: { commentId: id, target: { kind, id: row.itemId }, ownerIds },
  });
}

/** An item is gone: its comments go with it. */
export async function forgetItemComments(tx: Db, kind: SocialKind, itemIds: string[]): Promise<void> {
  if (itemIds.length) await tx.delete(comments).where(and(eq(comments.kind, kind), inArray(comments.itemId, itemIds)));
}

/** For the insights rollup: comments and reviews written in [from, to) about items of one kind, per item. */
export async function countComments(db: Db, kind: string, from: Date, to: Date): Promise<{ itemId: string; count: number }[]> {
  return db
    .select({ itemId: comments.itemId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(comments)
    .where(
      and(
        eq(comments.kind, kind),
        sql`${comments.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${comments.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(comments.itemId);
}
