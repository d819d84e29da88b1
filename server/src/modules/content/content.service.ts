import { createHash, randomUUID } from 'node:crypto';
import { and, arrayOverlaps, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_FILE_TYPES,
  CONTENT_LIMITS,
  CONTENT_MSG,
  CONTENT_TYPE_MESSAGE,
  LIBRARY_CATEGORIES,
  MODERATION_MSG,
  MSG,
  UUID_RE,
  takesThumbnail,
  type ContentCategory,
  type ContentCounts,
  type CourseCategoryCounts,
  type ContentCreateInput,
  type ContentDetailsInput,
  type ContentItem,
  type ContentSort,
  type StoredFile,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { contents, contentTotals, contentViews, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { badRequest, forbidden, notFound, unsupportedMediaType } from '../../lib/errors';
import { scheduleImageVariants } from '../../lib/images';
import { deleteQuietly, type Storage } from '../../lib/storage';
import { forgetItemComments } from '../comments';
import { forgetItemLikes } from '../likes';
import { forgetItemRatings } from '../ratings';
import type { UserRow } from '../users';
import { checkContentFile, checkThumbnail, keysFor, placeFiles, storeAll, type Upload } from './content.files';
import { toContentItem, type ContentRow } from './content.presenter';
import { contentPolicy } from './content.policy';
import { seesHidden, type Actor } from '../../policies/actor';

// Review and like counts are columns kept by triggers (drizzle/0011_content_counters.sql); only
// "did I like it" is asked per row, through the likes (item_id, kind, user_id) unique index.
const likedBy = (viewerId: string) =>
  sql<boolean>`exists(select 1 from likes lk where lk.item_id = "contents"."id"::text and lk.kind = 'content' and lk.user_id = ${viewerId})`;

function selectItems(db: Db, viewerId: string | null) {
  return db
    .select({
      c: contents,
      owner: {
        id: userCards.id,
        firstname: userCards.firstname,
        lastname: userCards.lastname,
        usercategory: userCards.usercategory,
        profilePicture: userCards.profilePicture,
        institutionId: userCards.institutionId,
        institutionName: userCards.institutionName,
      },
      likedByMe: viewerId ? likedBy(viewerId) : sql<boolean>`false`,
    })
    .from(contents)
    .innerJoin(userCards, eq(userCards.id, contents.ownerId));
}
type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectItems>['limit']>>[number];
const present = (r: SelectedRow, viewer: Actor | null): ContentItem => toContentItem(r.c, r.owner, Boolean(r.likedByMe), viewer);

// Orders written to match the partial indexes exactly (DESC NULLS LAST, as drizzle-kit creates them).
const ORDER: Record<ContentSort, SQL[]> = {
  latest: [sql`${contents.createdAt} desc nulls last`, sql`${contents.id} desc nulls last`],
  popular: [sql`${contents.avgRating} desc nulls last`, sql`${contents.createdAt} desc nulls last`, sql`${contents.id} desc nulls last`],
  trending: [sql`${contents.views} desc nulls last`, sql`${contents.createdAt} desc nulls last`, sql`${contents.id} desc nulls last`],
};

export interface ListSpec {
  skip: number;
  limit: number;
  q?: string;
  sort?: ContentSort;
  category?: string;
  /** One owner's items: private ones too when the viewer may read them (its owner, content.policy.ts). */
  ownerId?: string;
  /** Course units: category Course with this parentCourse, in unit (creation) order. */
  course?: string;
  /** Only items that are not units of a course. */
  topLevel?: boolean;
  /** Courses of one course category (the /courses/:course page). */
  courseCategory?: string;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listContents(db: Db, spec: ListSpec, viewer: Actor | null): Promise<{ data: ContentItem[]; count: number }> {
  const conds: SQL[] = [];
  const privateToo = seesPrivateOf(viewer, spec.ownerId);
  if (!privateToo) conds.push(eq(contents.visible, true));
  if (spec.ownerId) conds.push(eq(contents.ownerId, spec.ownerId));
  if (spec.course !== undefined) conds.push(eq(contents.category, 'Course'), eq(contents.parentCourse, spec.course));
  else if (spec.category) conds.push(eq(contents.category, spec.category));
  if (spec.topLevel) conds.push(eq(contents.parentCourse, ''));
  if (spec.courseCategory) conds.push(eq(contents.courseCategory, spec.courseCategory));
  if (spec.q) conds.push(sql`lower(${contents.title}) like ${likePattern(spec.q)}`);
  const where = and(...conds);
  const order = spec.course !== undefined ? [sql`${contents.createdAt} asc`, sql`${contents.id} asc`] : ORDER[spec.sort ?? 'latest'];
  // The page's ids first: an index-only scan, so deep pages skip over index entries, not table
  // rows; then the 32 rows with their owner and counts.
  const [ids, count] = await Promise.all([
    db
      .select({ id: contents.id })
      .from(contents)
      .where(where)
      .orderBy(...order)
      .limit(spec.limit)
      .offset(spec.skip),
    countOf(db, spec, privateToo, where),
  ]);
  if (!ids.length) return { data: [], count };
  const rows = await selectItems(db, viewer?.id ?? null).where(
    inArray(
      contents.id,
      ids.map((r) => r.id),
    ),
  );
  const byId = new Map(rows.map((r) => [r.c.id, r]));
  const data = ids.flatMap(({ id }) => (byId.has(id) ? [present(byId.get(id)!, viewer)] : []));
  return { data, count };
}

/** Unfiltered public lists read the trigger-kept totals; anything narrower is counted. */
async function countOf(db: Db, spec: ListSpec, privateToo: boolean, where: SQL | undefined): Promise<number> {
  if (!privateToo && !spec.ownerId && spec.course === undefined && !spec.q && !spec.courseCategory) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${contentTotals.visibleCount}), 0)`.mapWith(Number) })
      .from(contentTotals)
      .where(
        and(
          spec.category ? eq(contentTotals.category, spec.category) : undefined,
          spec.topLevel ? eq(contentTotals.isUnit, false) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contents)
    .where(where);
  return n;
}

/** Who is looking: a user id, or a salted hash of the address for guests (never the address). */
export function viewerKey(userId: string | null, ip: string | undefined, salt: string): string {
  if (userId) return `u:${userId}`;
  return `a:${createHash('sha256')
    .update(`${salt}|${ip ?? ''}`)
    .digest('base64url')
    .slice(0, 22)}`;
}

/** Whether `viewer` sees an owner's private items too (their own library). */
const seesPrivateOf = (viewer: Actor | null, ownerId: string | undefined) =>
  ownerId !== undefined && contentPolicy.read(viewer, { ownerId, visible: false });

async function findVisible(db: Db, id: string, viewer: Actor | null): Promise<SelectedRow> {
  if (!UUID_RE.test(id)) throw notFound(CONTENT_MSG.contentNotFound);
  const [row] = await selectItems(db, viewer?.id ?? null)
    .where(eq(contents.id, id))
    .limit(1);
  // Staff still read an item a moderator hid (issue 31); its owner reads it as their private item.
  if (!row || !(contentPolicy.read(viewer, row.c) || (row.c.hiddenAt && seesHidden(viewer, []))))
    throw notFound(CONTENT_MSG.contentNotFound);
  return row;
}

/** One item; a visit counts as a view once per viewer per day, and never the owner's own. */
export async function getContent(db: Db, id: string, viewer: Actor | null, viewerKey: string): Promise<ContentItem> {
  const row = await findVisible(db, id, viewer);
  if (row.c.ownerId !== viewer?.id) {
    const result = await db.execute(sql`
      with seen as (
        insert into content_views (content_id, viewer) values (${id}, ${viewerKey})
        on conflict do nothing returning 1
      )
      update contents set views = views + 1 where id = ${id} and exists (select 1 from seen) returning views`);
    const updated = ((result as { rows?: { views: number }[] }).rows ?? (result as unknown as { views: number }[]))[0];
    if (updated) row.c.views = Number(updated.views);
    // Yesterday's rows are no longer needed to decide anything: trim now and then.
    if (Math.random() < 0.01) await db.delete(contentViews).where(sql`${contentViews.day} < current_date - 1`);
  }
  return present(row, viewer);
}

/** Same category; items sharing a tag or the course first, then the newest. */
export async function relatedContents(db: Db, id: string, limit: number, viewer: Actor | null) {
  const base = (await findVisible(db, id, viewer)).c;
  const viewerId = viewer?.id ?? null;
  const common = [eq(contents.visible, true), eq(contents.category, base.category), ne(contents.id, base.id)];
  const close: SQL[] = [];
  if (base.tags.length) close.push(arrayOverlaps(contents.tags, base.tags));
  if (base.parentCourse) close.push(eq(contents.parentCourse, base.parentCourse));
  const first = close.length
    ? await selectItems(db, viewerId)
        .where(and(...common, or(...close)))
        .orderBy(...ORDER.latest)
        .limit(limit)
    : [];
  const rest =
    first.length < limit
      ? await selectItems(db, viewerId)
          .where(
            and(
              ...common,
              first.length
                ? notInArray(
                    contents.id,
                    first.map((r) => r.c.id),
                  )
                : undefined,
            ),
          )
          .orderBy(...ORDER.latest)
          .limit(limit - first.length)
      : [];
  const data = [...first, ...rest].map((r) => present(r, viewer));
  return { data, count: data.length };
}

export async function requireUser(db: Db, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw notFound(MSG.userNotFound);
  const [row] = await db
    .select({ id: userCards.id })
    .from(userCards)
    .where(and(eq(userCards.id, id), eq(userCards.confirmed, true)))
    .limit(1);
  if (!row) throw notFound(MSG.userNotFound);
}

/** Library overview: one owner's counts per library category in one query. */
export async function ownerCounts(db: Db, ownerId: string, viewer: Actor | null): Promise<ContentCounts> {
  await requireUser(db, ownerId);
  const rows = await db
    .select({ category: contents.category, n: sql<number>`count(*)`.mapWith(Number) })
    .from(contents)
    .where(
      and(
        eq(contents.ownerId, ownerId),
        seesPrivateOf(viewer, ownerId) ? undefined : eq(contents.visible, true),
        inArray(contents.category, [...LIBRARY_CATEGORIES]),
      ),
    )
    .groupBy(contents.category);
  const counts = Object.fromEntries(LIBRARY_CATEGORIES.map((c) => [c, 0])) as ContentCounts;
  for (const r of rows) counts[r.category as keyof ContentCounts] = r.n;
  return counts;
}

/** The course categories that have public courses, with how many (the landing page's tiles lead only to these). */
export async function courseCategoryCounts(db: Db): Promise<CourseCategoryCounts> {
  const rows = await db
    .select({ category: contents.courseCategory, n: sql<number>`count(*)`.mapWith(Number) })
    .from(contents)
    .where(and(eq(contents.category, 'Course'), eq(contents.visible, true), ne(contents.courseCategory, '')))
    .groupBy(contents.courseCategory);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}

async function itemById(db: Db, id: string, viewer: Actor): Promise<ContentItem> {
  const [row] = await selectItems(db, viewer.id).where(eq(contents.id, id)).limit(1);
  if (!row) throw notFound(CONTENT_MSG.contentNotFound);
  return present(row, viewer);
}

/** Items are shown by search, lists and the feed: their owner's tabs hear of a change live. */
const contentChanged = (
  actorId: string,
  row: { id: string; ownerId: string; visible: boolean },
  change: 'created' | 'updated' | 'deleted',
) => ({
  type: 'content.changed' as const,
  actorId,
  audience: [row.ownerId, actorId],
  data: { contentId: row.id, ownerId: row.ownerId, change, visible: row.visible },
});

/** The variants of the item's newly stored pictures, made by a job once the change commits. */
async function scheduleImages(db: Db, id: string, files: { contentFile?: StoredFile | null; thumbnail?: StoredFile | null }) {
  if (files.contentFile?.mimeType.startsWith('image/'))
    await scheduleImageVariants(db, { slot: 'contentPhoto', id, key: files.contentFile.key });
  if (files.thumbnail) await scheduleImageVariants(db, { slot: 'contentThumbnail', id, key: files.thumbnail.key });
}

export interface ContentFiles {
  content?: Upload;
  thumbnail?: Upload;
}

/** Defaults the spec names: books are published by 'TBD' until told otherwise. */
function publisherFor(category: string, publisher: string): string {
  return category === 'Book' && !publisher ? CONTENT_LIMITS.DEFAULT_BOOK_PUBLISHER : publisher;
}

export async function createContent(
  deps: { db: Db; storage: Storage },
  owner: UserRow,
  input: ContentCreateInput,
  files: ContentFiles,
): Promise<ContentItem> {
  const category = input.category as ContentCategory;
  if (!files.content && !input.sourceLink) {
    throw badRequest(CONTENT_MSG.fileOrLinkRequired, { contentFile: CONTENT_MSG.fileOrLinkRequired });
  }
  const file = files.content ? await checkContentFile(files.content, category) : null;
  // Photos are their own picture (spec 000 §5): a thumbnail sent with one is ignored.
  const thumb = files.thumbnail && takesThumbnail(category) ? await checkThumbnail(files.thumbnail) : null;
  const keys = keysFor(input.title, file, thumb, input.visible);
  return storeAll(
    deps.storage,
    [
      { key: keys.file, file },
      { key: keys.thumb, file: thumb },
    ],
    async ([contentFile, thumbnail]) => {
      const row = await inTransaction(deps.db, async (tx) => {
        const [created] = await tx
          .insert(contents)
          .values({
            ownerId: owner.id,
            title: input.title,
            author: input.author,
            postedBy: input.postedBy,
            description: input.description,
            sourceLink: input.sourceLink,
            category,
            visible: input.visible,
            tags: input.tags as string[],
            thumbnail,
            contentFile,
            publisher: publisherFor(category, input.publisher),
            noOfStudents: input.noOfStudents ?? null,
            duration: input.duration ?? null,
            parentCourse: input.parentCourse,
            courseCategory: input.courseCategory,
            venue: input.venue,
            organiser: input.organiser,
          })
          .returning({ id: contents.id, ownerId: contents.ownerId, visible: contents.visible });
        await publish(tx, contentChanged(owner.id, created, 'created'));
        await scheduleImages(tx, created.id, { contentFile, thumbnail });
        return created;
      });
      return itemById(deps.db, row.id, owner);
    },
  );
}

/** The row if the policy lets this user change (or delete) it; else 404 (unknown, or someone
 * else's private item, which must look missing) or 403. */
export async function loadOwned(db: Db, user: UserRow, id: string, action: 'change' | 'delete' = 'change'): Promise<ContentRow> {
  if (!UUID_RE.test(id)) throw notFound(CONTENT_MSG.contentNotFound);
  const [row] = await db.select().from(contents).where(eq(contents.id, id)).limit(1);
  if (!row) throw notFound(CONTENT_MSG.contentNotFound);
  if (contentPolicy[action](user, row)) return row;
  if (!contentPolicy.read(user, row)) throw notFound(CONTENT_MSG.contentNotFound);
  throw forbidden();
}

/** Replaces the content file (and optionally the thumbnail); old objects go after the row points
 * at the new ones. */
export async function replaceFile(
  deps: { db: Db; storage: Storage },
  user: UserRow,
  id: string,
  files: ContentFiles,
): Promise<ContentItem> {
  const row = await loadOwned(deps.db, user, id);
  if (!files.content) throw badRequest(CONTENT_MSG.contentFileRequired, { contentFile: CONTENT_MSG.contentFileRequired });
  const category = row.category as ContentCategory;
  const file = await checkContentFile(files.content, category);
  const thumb = files.thumbnail && takesThumbnail(category) ? await checkThumbnail(files.thumbnail) : null;
  const keys = keysFor(row.title, file, thumb, row.visible);
  const item = await storeAll(
    deps.storage,
    [
      { key: keys.file, file },
      { key: keys.thumb, file: thumb },
    ],
    async ([contentFile, thumbnail]) => {
      await updateOwned(deps.db, user, id, { contentFile, ...(thumbnail ? { thumbnail } : {}) });
      await scheduleImages(deps.db, id, { contentFile, thumbnail });
      return itemById(deps.db, id, user);
    },
  );
  await deleteQuietly(deps.storage, row.contentFile?.key);
  if (thumb) await deleteQuietly(deps.storage, row.thumbnail?.key);
  return item;
}

/** Edit details: empty fields keep the stored values, no tags keep the tags (spec 000 §5). */
export async function updateDetails(
  deps: { db: Db; storage: Storage },
  user: UserRow,
  id: string,
  input: ContentDetailsInput,
  thumbnailUpload?: Upload,
): Promise<ContentItem> {
  const row = await loadOwned(deps.db, user, id);
  refuseShowingHidden(row, input.visible);
  const category = (input.category || row.category) as ContentCategory;
  // A new category must still accept the stored file's type.
  if (input.category && row.contentFile && input.category !== row.category) {
    checkMime(row.contentFile, category);
  }
  const thumb = thumbnailUpload && takesThumbnail(category) ? await checkThumbnail(thumbnailUpload) : null;
  const visible = input.visible ?? row.visible;
  const keys = keysFor(input.title || row.title, null, thumb, visible);
  const keep = (v: string | undefined) => (v ? v : undefined);
  // A visibility change moves the stored objects first (placeFiles); they go back if the row cannot change.
  const placed = await placeFiles(deps.storage, row, visible);
  const oldThumbKey = placed.thumbnail?.key;
  const item = await storeAll(deps.storage, [{ key: keys.thumb, file: thumb }], async ([thumbnail]) => {
    const set = Object.fromEntries(
      Object.entries({
        title: keep(input.title),
        category: keep(input.category),
        author: keep(input.author),
        postedBy: keep(input.postedBy),
        description: keep(input.description),
        sourceLink: keep(input.sourceLink),
        publisher: keep(input.publisher),
        parentCourse: keep(input.parentCourse),
        courseCategory: keep(input.courseCategory),
        venue: keep(input.venue),
        organiser: keep(input.organiser),
        noOfStudents: input.noOfStudents ?? undefined,
        duration: input.duration ?? undefined,
        visible: input.visible ?? undefined,
        tags: input.tags?.length ? (input.tags as string[]) : undefined,
      }).filter(([, v]) => v !== undefined),
    );
    const files = { contentFile: placed.contentFile, thumbnail: thumbnail ?? placed.thumbnail };
    // The stored objects go back where they were if the row cannot change.
    await updateOwned(deps.db, user, id, { ...set, ...files }).catch(async (err: unknown) => {
      await placed.undo();
      throw err;
    });
    await scheduleImages(deps.db, id, { thumbnail });
    return itemById(deps.db, id, user);
  });
  if (thumb) await deleteQuietly(deps.storage, oldThumbKey);
  return item;
}

function checkMime(file: StoredFile, category: ContentCategory) {
  if (!CONTENT_FILE_TYPES[category].includes(file.mimeType)) throw unsupportedMediaType(CONTENT_TYPE_MESSAGE[category]);
}

/** The publish toggle of "My content": really saved (the old table only flipped it on screen). Its
 * stored objects move in or out of the private prefix (placeFiles). */
export async function setVisibility(deps: { db: Db; storage: Storage }, user: UserRow, id: string, visible: boolean): Promise<ContentItem> {
  const row = await loadOwned(deps.db, user, id);
  refuseShowingHidden(row, visible);
  const placed = await placeFiles(deps.storage, row, visible);
  await updateOwned(deps.db, user, id, { visible, contentFile: placed.contentFile, thumbnail: placed.thumbnail }).catch(
    async (err: unknown) => {
      await placed.undo();
      throw err;
    },
  );
  return itemById(deps.db, id, user);
}

/**
 * Items whose objects are not where their visibility wants them (private items stored before
 * private/ existed): moved at start, so no private file stays public. Returns how many moved.
 */
export async function placeMisplacedFiles(deps: { db: Db; storage: Storage }, onlyId?: string): Promise<number> {
  const misplaced = await deps.db
    .select({ id: contents.id, visible: contents.visible, contentFile: contents.contentFile, thumbnail: contents.thumbnail })
    .from(contents)
    .where(sql`${onlyId ? sql`${contents.id} = ${onlyId} and ` : sql``}((not ${contents.visible} and (${contents.contentFile}->>'key' not like 'private/%' or ${contents.thumbnail}->>'key' not like 'private/%'))
      or (${contents.visible} and (${contents.contentFile}->>'key' like 'private/%' or ${contents.thumbnail}->>'key' like 'private/%')))`);
  for (const row of misplaced) {
    const placed = await placeFiles(deps.storage, row, row.visible);
    await deps.db.update(contents).set({ contentFile: placed.contentFile, thumbnail: placed.thumbnail }).where(eq(contents.id, row.id));
  }
  return misplaced.length;
}

/** A library item hidden by a moderator stays private until the decision is reversed (issue 31). */
function refuseShowingHidden(row: ContentRow, visible: boolean | undefined): void {
  if (row.hiddenAt && visible) throw forbidden(MODERATION_MSG.hiddenByModerator);
}

/**
 * A moderator's hide or remove of a library item (or its automatic hiding), or its reversal, in the
 * decision's transaction (issue 31): hidden, it is made private (out of lists, search, the feed and
 * the sitemap, readable by its owner), its own visibility kept; shown again, that visibility comes
 * back. Its files move in or out of the private prefix by a job, once this commits.
 */
export async function hideForModeration(tx: Db, id: string, hidden: boolean, byId: string | null): Promise<void> {
  if (!UUID_RE.test(id)) return;
  const [row] = await tx
    .select({ ownerId: contents.ownerId, visible: contents.visible, hiddenAt: contents.hiddenAt, before: contents.visibleBeforeHide })
    .from(contents)
    .where(eq(contents.id, id))
    .for('update');
  if (!row || Boolean(row.hiddenAt) === hidden) return;
  const set = hidden
    ? { hiddenAt: new Date(), visibleBeforeHide: row.visible, visible: false }
    : { hiddenAt: null, visibleBeforeHide: null, visible: row.before ?? true };
  await tx.update(contents).set(set).where(eq(contents.id, id));
  await publish(tx, {
    type: 'content.changed',
    actorId: byId,
    audience: [row.ownerId],
    data: { contentId: id, ownerId: row.ownerId, change: 'updated', visible: set.visible },
  });
  await enqueue(tx, 'content.placeFiles', { id }, { key: `content.placeFiles:${id}:${randomUUID()}` });
}

/** The owner's edit of their row, and its event, in one transaction; 404 if it is gone meanwhile. */
async function updateOwned(db: Db, user: UserRow, id: string, set: Partial<ContentRow>): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(contents)
      .set({ ...set, modifiedAt: sql`now()` })
      .where(and(eq(contents.id, id), eq(contents.ownerId, user.id)))
      .returning({ id: contents.id, ownerId: contents.ownerId, visible: contents.visible });
    if (!updated) throw notFound(CONTENT_MSG.contentNotFound);
    await publish(tx, contentChanged(user.id, updated, 'updated'));
  });
}

/** Owner (or a system admin) deletes; comments, likes, ratings and views go in the same
 * transaction, the stored objects right after. */
export async function deleteContent(deps: { db: Db; storage: Storage }, user: UserRow, id: string): Promise<void> {
  const row = await loadOwned(deps.db, user, id, 'delete');
  await inTransaction(deps.db, async (tx) => {
    await forgetItemComments(tx, 'content', [id]);
    await forgetItemLikes(tx, 'content', [id]);
    await forgetItemRatings(tx, 'content', id);
    await tx.delete(contents).where(eq(contents.id, id));
    await publish(tx, contentChanged(user.id, row, 'deleted'));
  });
  await deleteQuietly(deps.storage, row.contentFile?.key);
  await deleteQuietly(deps.storage, row.thumbnail?.key);
}

/** An account is deleted (inside its transaction): its items' comments, likes and ratings go, and
 * their files leave storage once it commits (a job); the rows themselves go by cascade. */
export async function forgetOwnerContent(tx: Db, ownerId: string): Promise<void> {
  const rows = await tx
    .select({ id: contents.id, file: contents.contentFile, thumb: contents.thumbnail })
    .from(contents)
    .where(eq(contents.ownerId, ownerId));
  const ids = rows.map((r) => r.id);
  await forgetItemComments(tx, 'content', ids);
  await forgetItemLikes(tx, 'content', ids);
  for (const id of ids) await forgetItemRatings(tx, 'content', id);
  const keys = rows.flatMap((r) => [r.file?.key, r.thumb?.key].filter((k): k is string => Boolean(k)));
  if (keys.length) await enqueue(tx, 'files.delete', { keys });
}

/** The newest public items (id, category, last change) for the sitemap: the latest-index order. */
export async function publicItemsForSitemap(db: Db, limit: number): Promise<{ id: string; category: string; modifiedAt: Date }[]> {
  return db
    .select({ id: contents.id, category: contents.category, modifiedAt: contents.modifiedAt })
    .from(contents)
    .where(eq(contents.visible, true))
    .orderBy(sql`${contents.createdAt} desc`, sql`${contents.id} desc`)
    .limit(limit);
}

/** Titles and categories of content items by id, in one query (the insights' content table names them). */
export async function contentTitles(db: Db, ids: string[]): Promise<Map<string, { title: string; category: string }>> {
  const wanted = [...new Set(ids)].filter((id) => UUID_RE.test(id));
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: contents.id, title: contents.title, category: contents.category })
    .from(contents)
    .where(inArray(contents.id, wanted));
  return new Map(rows.map((r) => [r.id, { title: r.title, category: r.category }]));
}

/** For the insights rollup: views of these owners' items on the UTC days [fromDay, toDay) (a viewer counts once a day). */
export async function countViews(
  db: Db,
  fromDay: string,
  toDay: string,
  ownerIds: string[],
): Promise<{ contentId: string; ownerId: string; views: number }[]> {
  if (!ownerIds.length) return [];
  return db
    .select({ contentId: contents.id, ownerId: contents.ownerId, views: sql<number>`count(*)`.mapWith(Number) })
    .from(contentViews)
    .innerJoin(contents, eq(contents.id, contentViews.contentId))
    .where(
      and(sql`${contentViews.day} >= ${fromDay}::date`, sql`${contentViews.day} < ${toDay}::date`, inArray(contents.ownerId, ownerIds)),
    )
    .groupBy(contents.id);
}

/** Who owns each of these items (ids of no item are left out). */
export async function contentOwners(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => UUID_RE.test(id));
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: contents.id, ownerId: contents.ownerId }).from(contents).where(inArray(contents.id, wanted));
  return new Map(rows.map((r) => [r.id, r.ownerId]));
}
