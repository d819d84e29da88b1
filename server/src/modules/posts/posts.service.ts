import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type/node';
import {
  FEED_MSG,
  INSTITUTION_MSG,
  LIMITS,
  POINT_RULES,
  POST_FILE_TYPES,
  UUID_RE,
  toEmbedUrl,
  type FeedPost,
  type PostCreateInput,
  type PostListQuery,
  type StoredFile,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { inTransaction, publish } from '../../events/publish';
import { HttpError, badRequest, notFound, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { scheduleImageVariants, withImageSize } from '../../lib/images';
import { log } from '../../lib/log';
import { deleteQuietly, type Storage } from '../../lib/storage';
import { isBlockedBetween, notBlockedWith } from '../blocks';
import { forgetItemComments } from '../comments';
import { institutionAdmins } from '../institutions';
import { forgetItemLikes } from '../likes';
import { award, revoke, totalOf } from '../points';
import type { UserRow } from '../users';
import { authorize, type Actor } from '../../policies/actor';
import { postPolicy } from './posts.policy';
import { hydrate, rowsOf, viewerOf, type FeedViewer } from './posts.presenter';

export interface Upload {
  path: string;
  size: number;
  originalname: string;
}

const STORAGE_FAILED = 'The file could not be stored, so nothing was saved. Please try again.';

/** Letters and digits, dashes between words: safe in a storage key and a URL. */
function cleanName(input: string): string {
  return (
    input
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '')
      .toLowerCase() || 'file'
  );
}

/** The attachment's real type, from its first bytes (the browser's name and type are not trusted). */
async function checkAttachment(upload: Upload): Promise<{ mime: string; ext: string }> {
  if (upload.size > LIMITS.POST_FILE_BYTES) throw payloadTooLarge(FEED_MSG.postFileTooLarge);
  const type = await fileTypeFromFile(upload.path);
  if (!type || !(POST_FILE_TYPES as readonly string[]).includes(type.mime)) throw unsupportedMediaType(FEED_MSG.postFileType);
  return type;
}

const postPage = (where: SQL, limit: number, skip: number) =>
  sql`select 'post'::text as type, p.id, p.created_at from posts p where ${where}
      order by p.created_at desc nulls last, p.id desc nulls last limit ${limit} offset ${skip}`;

async function postById(db: Db, viewer: FeedViewer, id: string): Promise<FeedPost> {
  const [item] = await hydrate(db, postPage(sql`p.id = ${id}`, 1, 0), viewer);
  if (!item) throw notFound(FEED_MSG.postNotFound);
  return item as FeedPost;
}

export async function createPost(
  deps: { db: Db; storage: Storage },
  author: UserRow,
  viewer: FeedViewer,
  input: PostCreateInput,
  file: Upload | undefined,
): Promise<{ data: FeedPost; pointsEarned: number; pointsTotal: number }> {
  // The posting box disables the link while a file is attached and the reverse (spec 000 §4).
  if (file && input.link) throw badRequest(FEED_MSG.fileOrLink, { link: FEED_MSG.fileOrLink });
  // A repeat of a post already stored (an outbox whose first answer was lost): that post, once.
  const clientId = input.clientId || null;
  const repeat = clientId ? await postOfClient(deps.db, author.id, clientId) : null;
  if (repeat) return { data: await postById(deps.db, viewer, repeat), pointsEarned: 0, pointsTotal: await totalOf(deps.db, author.id) };
  let stored: StoredFile | null = null;
  if (file) {
    const type = await checkAttachment(file);
    const key = `posts/${randomUUID()}/${cleanName(path.parse(file.originalname || '').name)}.${type.ext}`;
    try {
      stored = await withImageSize(
        await deps.storage.put(key, createReadStream(file.path), { contentType: type.mime, size: file.size }),
        file.path,
      );
    } catch (err) {
      log.error({ err, key }, 'storing an upload failed');
      await deleteQuietly(deps.storage, key);
      throw new HttpError(502, 'INTERNAL', STORAGE_FAILED);
    }
  }
  try {
    // The post, its points, its event and its picture's variants job in one transaction: all happen or none.
    const created = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({
          clientId,
          userId: author.id,
          text: input.postText,
          link: input.link,
          embedUrl: toEmbedUrl(input.link),
          attachment: stored,
          attachmentName: file ? (file.originalname || '').slice(0, 200) : '',
        })
        .onConflictDoNothing({ target: [posts.userId, posts.clientId] })
        .returning({ id: posts.id });
      if (!row) return null;
      await publish(tx, { type: 'post.created', actorId: author.id, audience: 'public', data: { postId: row.id, authorId: author.id } });
      if (stored?.mimeType.startsWith('image/')) await scheduleImageVariants(tx, { slot: 'postPhoto', id: row.id, key: stored.key });
      return { id: row.id, pointsEarned: await award(tx, author.id, POINT_RULES.POST, row.id) };
    });
    if (!created) {
      // The same post arrived twice at once: the other request stored it.
      await deleteQuietly(deps.storage, stored?.key);
      const id = (await postOfClient(deps.db, author.id, clientId!))!;
      return { data: await postById(deps.db, viewer, id), pointsEarned: 0, pointsTotal: await totalOf(deps.db, author.id) };
    }
    const { id, pointsEarned } = created;
    const [data, pointsTotal] = await Promise.all([postById(deps.db, viewer, id), totalOf(deps.db, author.id)]);
    return { data, pointsEarned, pointsTotal };
  } catch (err) {
    await deleteQuietly(deps.storage, stored?.key);
    throw err;
  }
}

async function postOfClient(db: Db, userId: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.clientId, clientId)))
    .limit(1);
  return row?.id ?? null;
}

/** A pulled-down post is shown only to its author and moderators; to anyone else it does not exist. */
export async function getPost(db: Db, viewer: FeedViewer, id: string): Promise<FeedPost> {
  if (!UUID_RE.test(id)) throw notFound(FEED_MSG.postNotFound);
  const post = await postById(db, viewer, id);
  if (!viewer.actor || !postPolicy.read(viewer.actor, { userId: post.author._id, status: post.status }))
    throw notFound(FEED_MSG.postNotFound);
  // To people who blocked one another, the other's posts do not exist (issue 31).
  if (await isBlockedBetween(db, viewer.id, post.author._id)) throw notFound(FEED_MSG.postNotFound);
  return post;
}

async function pageOf(db: Db, viewer: FeedViewer, shown: SQL, q: { skip: number; limit: number }) {
  // The posts of people the viewer blocked or was blocked by are left out (issue 31).
  const where = viewer.actor ? sql`${shown} and ${notBlockedWith(viewer.id, sql`p.user_id`)}` : shown;
  const [data, counted] = await Promise.all([
    hydrate(db, postPage(where, q.limit, q.skip), viewer) as Promise<FeedPost[]>,
    db.execute(sql`select count(*)::int as n from posts p where ${where}`),
  ]);
  return { data, count: Number(rowsOf<{ n: number }>(counted)[0].n) };
}

/** GET /post: active posts; moderators may ask for pulled-down ones (status rejected or all). */
export async function listPosts(db: Db, actor: Actor, q: PostListQuery) {
  authorize(postPolicy.list(actor, q.status));
  const viewer = viewerOf(actor);
  const where = q.status === 'all' ? sql`true` : q.status === 'rejected' ? sql`p.status = 'rejected'` : sql`p.status = 'active'`;
  return pageOf(db, viewer, where, q);
}

/** GET /post/current-user: the caller's posts, pulled-down ones included. */
export async function myPosts(db: Db, viewer: FeedViewer, q: { skip: number; limit: number }) {
  return pageOf(db, viewer, sql`p.user_id = ${viewer.id}`, q);
}

/** An institution's page posts: its admins' active posts, newest first (404 for no such institution). */
export async function institutionPosts(db: Db, viewer: FeedViewer, institutionId: string, q: { skip: number; limit: number }) {
  const admins = await institutionAdmins(db, institutionId);
  if (!admins) throw notFound(INSTITUTION_MSG.notFound);
  if (!admins.length) return { data: [], count: 0 };
  return pageOf(db, viewer, sql`p.user_id in ${admins} and p.status = 'active'`, q);
}

/**
 * A post's status as a staff decision sets it, in `tx`: pulled down ('rejected', its points taken
 * back when `revokePoints`) or active again; the change is published, and a pull-down by a person
 * is written to the audit log ('staff.acted'). False when there is no such post.
 */
async function setStatus(
  tx: Db,
  postId: string,
  status: 'active' | 'rejected',
  by: { id: string | null; revokePoints: boolean; audit: boolean },
): Promise<boolean> {
  const [before] = await tx.select({ status: posts.status }).from(posts).where(eq(posts.id, postId)).for('update');
  if (!before) return false;
  const [row] = await tx
    .update(posts)
    .set({ status, statusBy: by.id, statusAt: new Date() })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id, userId: posts.userId });
  if (by.revokePoints) await revoke(tx, 'post', [row.id]);
  // A pulled-down post: only its author and moderators still see it; shown again: everyone.
  await publish(tx, {
    type: 'post.changed',
    actorId: by.id,
    audience: status === 'rejected' ? [row.userId, ...(by.id ? [by.id] : [])] : 'public',
    data: { postId: row.id, authorId: row.userId, status },
  });
  if (by.audit) {
    await publish(tx, {
      type: 'staff.acted',
      actorId: by.id,
      audience: [],
      data: {
        action: 'post.pulldown',
        targetKind: 'post',
        targetId: row.id,
        reason: '',
        before: { status: before.status },
        after: { status },
      },
    });
  }
  return true;
}

/** Pull Down (spec 000 §4): moderators only; the points the post earned are taken back with it. */
export async function pullDown(db: Db, moderator: UserRow, postId: string): Promise<FeedPost> {
  authorize(postPolicy.pullDown(moderator));
  const viewer = viewerOf(moderator);
  if (!UUID_RE.test(postId)) throw notFound(FEED_MSG.postNotFound);
  const changed = await inTransaction(db, (tx) => setStatus(tx, postId, 'rejected', { id: moderator.id, revokePoints: true, audit: true }));
  if (!changed) throw notFound(FEED_MSG.postNotFound);
  return postById(db, viewer, postId);
}

/**
 * A reported post hidden or removed in review (moderation's 'moderation.hidden', in its
 * transaction): pulled down (removed: its points too), or active again when its reports are
 * dismissed. Moderation writes its own audit row for the decision.
 */
export async function moderatePost(tx: Db, postId: string, hidden: 'auto' | 'hide' | 'remove' | null, byId: string | null): Promise<void> {
  if (!UUID_RE.test(postId)) return;
  await setStatus(tx, postId, hidden ? 'rejected' : 'active', { id: byId, revokePoints: hidden === 'remove', audit: false });
}

/** Authors delete their posts; system admins may too. Likes, comments and points go with it. */
export async function deletePost(deps: { db: Db; storage: Storage }, user: UserRow, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw notFound(FEED_MSG.postNotFound);
  const [row] = await deps.db.select({ userId: posts.userId, attachment: posts.attachment }).from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw notFound(FEED_MSG.postNotFound);
  authorize(postPolicy.delete(user, row));
  await inTransaction(deps.db, async (tx) => {
    await forgetItemLikes(tx, 'post', [id]);
    await forgetItemComments(tx, 'post', [id]);
    await revoke(tx, 'post', [id]);
    await tx.delete(posts).where(eq(posts.id, id));
    // Public: every feed showing it may drop the card.
    await publish(tx, {
      type: 'post.changed',
      actorId: user.id,
      audience: 'public',
      data: { postId: id, authorId: row.userId, status: 'deleted' },
    });
  });
  await deleteQuietly(deps.storage, row.attachment?.key);
}

/** An account goes (inside its transaction): likes and comments on its posts go, and its
 * attachments leave storage once it commits (a job). The rows go by cascade. */
export async function forgetAuthorPosts(tx: Db, userId: string): Promise<void> {
  const rows = await tx
    .select({ id: posts.id, attachment: posts.attachment })
    .from(posts)
    .where(eq(posts.userId, userId))
    .orderBy(desc(posts.createdAt));
  const ids = rows.map((r) => r.id);
  await forgetItemLikes(tx, 'post', ids);
  await forgetItemComments(tx, 'post', ids);
  const keys = rows.flatMap((r) => (r.attachment?.key ? [r.attachment.key] : []));
  if (keys.length) await enqueue(tx, 'files.delete', { keys });
}

/** Posts written in [from, to) (those since deleted are gone): the insights rollup's posts. */
export async function countPosts(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .where(and(sql`${posts.createdAt} >= ${from.toISOString()}::timestamptz`, sql`${posts.createdAt} < ${to.toISOString()}::timestamptz`));
  return row.n;
}
