import { and, eq, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchCounts, type SearchGroup, type SearchGroups, type SearchHit, type SearchRequest } from '@delv/shared';
import { executeNamed, type Db } from '../../db/client';
import type { EventCache } from '../../events/cache';
import { contents, sessions, users } from '../../db/schema';
import { toContentHit, toMentorHit, toSessionHit } from './search.presenter';
import {
  confirmedMentor, contentDoc, contentExtraVec, contentTitleLower, contentTitleVec, liveSession, mentorDoc, mentorExtraVec,
  mentorNameLower, mentorTitleVec, sessionDoc, sessionExtraVec, sessionTitleLower, sessionTitleVec,
} from './search.sql';

/** Words beyond this many add cost and hardly change what is found. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;
/** Trigram typo tolerance: 'data sceince' ~ 'data science' scores 0.54, 'machne lerning' 0.52. The
 * extension's default (0.6) misses such slips; below ~0.4 unrelated words start to match. */
export const FUZZY_THRESHOLD = 0.45;
/** Fewer letters than this carry too few trigrams to compare. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Keywords → a to_tsquery text where every word is a prefix: 'data sci' → `'data':* & 'sci':*`.
 * Words are quoted, so no input can inject tsquery operators; the quoted word goes through the same
 * parser as the documents ('data-science' and 'node.js' match the way they were indexed).
 * Returns null when nothing searchable is left (only punctuation).
 */
export function toPrefixQuery(keywords: string): string | null {
  const words = keywords
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS)
    .map((w) => `'${w.slice(0, MAX_WORD_LENGTH).replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`);
  return words.length ? words.join(' & ') : null;
}

/**
 * Settings for the trigram queries, for the current transaction only (connections are pooled):
 * - the similarity threshold (a setting of pg_trgm, not an argument of its operator);
 * - the price of an operator: the planner counts word_similarity like `=`, while it costs ~25 µs a
 *   row, so on a few thousand rows it would rather filter every row (110 ms on 4,000 sessions) than
 *   read the trigram index (0.2 ms). A hundredfold price makes it pick the index.
 */
export async function fuzzySettings(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
    set_config('cpu_operator_cost', '0.25', true)`);
}

type Mode = { kind: 'all' } | { kind: 'text'; tsquery: string } | { kind: 'fuzzy'; text: string };

/** What differs between the groups: their table's expressions, filters and row shape. */
interface GroupSpec {
  /** Who may see which rows, and the group's own filters. */
  base: SQL[];
  doc: SQL;
  titleVec: SQL;
  extraVec: SQL;
  trgm: SQL;
  cols: { createdAt: SQL; rating: SQL; popularity: SQL; id: SQL; parentCourse?: SQL };
  /** How descending keys are written: the content indexes are DESC NULLS LAST (drizzle-kit's
   * default), and an ORDER BY must say the same for a LIMIT to walk them instead of sorting. */
  desc: SQL;
  select(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<SearchHit[]>;
  /** Matching rows, counted up to SEARCH_LIMITS.COUNT_MAX + 1 (more means "at least"). */
  count(where: SQL | undefined): Promise<number>;
}

/** Counting stops one past the cap: the scan reads at most that many rows, however many match. */
async function cappedCount(db: Db, table: SQL, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${SEARCH_LIMITS.COUNT_MAX + 1}) s`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { n: number | string }[];
  return Number(rows[0]?.n ?? 0);
}

const reviewCountOf = (kind: string, id: SQL) =>
  sql<number>`(select count(*)::int from comments cm where cm.item_id = ${id}::text and cm.kind = ${kind})`.mapWith(Number);

/**
 * Whether the viewer owns any private item. Most people own none, and for them the plain public
 * filter (`visible`) lets the planner walk the public-only indexes; `visible or owner = me` cannot.
 */
async function ownsPrivateContent(db: Db, viewerId: string): Promise<boolean> {
  // Every signed-in search asks it: a named statement on the plan-once connections, which also keeps
  // it from queueing behind the searches themselves.
  const rows = await executeNamed(db, 'search_owns_private', sql`select 1 from contents where owner_id = ${viewerId} and not visible limit 1`);
  return rows.length > 0;
}

function contentGroup(db: Db, req: SearchRequest, privateOwner: string | null, courses: boolean): GroupSpec {
  // Private items exist only for their owner (a guest or another user never sees them).
  const base: SQL[] = [privateOwner ? or(eq(contents.visible, true), eq(contents.ownerId, privateOwner))! : eq(contents.visible, true)];
  if (courses) base.push(eq(contents.category, 'Course'));
  else {
    base.push(ne(contents.category, 'Course'));
    const picked = req.types.filter((t) => t === 'Video' || t === 'Article');
    if (picked.length) base.push(inArray(contents.category, picked));
  }
  return {
    base,
    doc: contentDoc,
    titleVec: contentTitleVec,
    extraVec: contentExtraVec,
    trgm: contentTitleLower,
    cols: {
      createdAt: sql`${contents.createdAt}`, rating: sql`${contents.avgRating}`, popularity: sql`${contents.views}`,
      id: sql`${contents.id}`, parentCourse: sql`${contents.parentCourse}`,
    },
    desc: sql`desc nulls last`,
    select: (where, order, limit, offset) =>
      db
        .select({
          c: {
            id: contents.id, title: contents.title, description: contents.description, author: contents.author,
            category: contents.category, parentCourse: contents.parentCourse, courseCategory: contents.courseCategory,
            tags: contents.tags, visible: contents.visible, thumbnail: contents.thumbnail, avgRating: contents.avgRating,
            views: contents.views, createdAt: contents.createdAt,
          },
          owner: { id: users.id, firstname: users.firstname, lastname: users.lastname, usercategory: users.usercategory, profilePicture: users.profilePicture },
          reviewCount: reviewCountOf('content', sql`${contents.id}`),
        })
        .from(contents)
        .innerJoin(users, eq(users.id, contents.ownerId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => toContentHit(r.c, r.owner, r.reviewCount))),
    count: (where) => cappedCount(db, sql`${contents}`, where),
  };
}

function sessionGroup(db: Db, now: Date): GroupSpec {
  return {
    base: [liveSession],
    doc: sessionDoc,
    titleVec: sessionTitleVec,
    extraVec: sessionExtraVec,
    trgm: sessionTitleLower,
    // Sessions have no views: 'Trending' ranks them by registrations.
    cols: { createdAt: sql`${sessions.createdAt}`, rating: sql`${sessions.avgRating}`, popularity: sql`${sessions.attendeeCount}`, id: sql`${sessions.id}` },
    desc: sql`desc`,
    select: (where, order, limit, offset) =>
      db
        .select({ s: sessions, reviewCount: reviewCountOf('session', sql`${sessions.id}`) })
        .from(sessions)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => toSessionHit(r.s, r.reviewCount, now))),
    count: (where) => cappedCount(db, sql`${sessions}`, where),
  };
}

function mentorGroup(db: Db): GroupSpec {
  return {
    base: [confirmedMentor],
    doc: mentorDoc,
    titleVec: mentorTitleVec,
    extraVec: mentorExtraVec,
    trgm: mentorNameLower,
    // users_created_at_idx is ascending: read backwards it gives DESC NULLS FIRST, i.e. plain `desc`.
    cols: { createdAt: sql`${users.createdAt}`, rating: sql`${users.avgRating}`, popularity: sql`${users.views}`, id: sql`${users.id}` },
    desc: sql`desc`,
    select: (where, order, limit, offset) =>
      db
        .select({
          u: {
            id: users.id, firstname: users.firstname, lastname: users.lastname, usercategory: users.usercategory,
            profilePicture: users.profilePicture, about: users.about, bio: users.bio, country: users.country,
            avgRating: users.avgRating, views: users.views, createdAt: users.createdAt,
          },
          reviewCount: reviewCountOf('user', sql`${users.id}`),
        })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => toMentorHit(r.u, r.reviewCount))),
    count: (where) => cappedCount(db, sql`${users}`, where),
  };
}

/** Which groups a request asks for: the type checkboxes combine, none ticked = every group. */
export function groupsFor(types: SearchRequest['types']): SearchGroup[] {
  if (!types.length) return ['content', 'courses', 'sessions', 'mentors'];
  const groups: SearchGroup[] = [];
  if (types.includes('Video') || types.includes('Article')) groups.push('content');
  if (types.includes('Sessions')) groups.push('sessions');
  return groups;
}

function specFor(db: Db, group: SearchGroup, req: SearchRequest, privateOwner: string | null, now: Date): GroupSpec {
  if (group === 'content') return contentGroup(db, req, privateOwner, false);
  if (group === 'courses') return contentGroup(db, req, privateOwner, true);
  if (group === 'sessions') return sessionGroup(db, now);
  return mentorGroup(db);
}

/** Orders: Latest (createdAt), Popular (avgRating), Trending (views), all descending; ties newest first. */
function orderFor(spec: GroupSpec, req: SearchRequest, relevance: SQL | null): SQL[] {
  const { cols, desc } = spec;
  const order = [sql`${cols.createdAt} ${desc}`, sql`${cols.id} ${desc}`];
  if (req.sort === 'popular') order.unshift(sql`${cols.rating} ${desc}`);
  else if (req.sort === 'trending') order.unshift(sql`${cols.popularity} ${desc}`);
  else if (req.sort === 'relevance' && relevance) order.unshift(sql`${relevance} desc`);
  // Career Guidance: courses A→Z by parentCourse; Upskilling: Z→A; items of no course after both.
  if (req.category && cols.parentCourse) {
    order.unshift(sql`nullif(${cols.parentCourse}, '') ${req.category === 'Career Guidance' ? sql`asc` : sql`desc`} nulls last`);
  }
  return order;
}

/** The total, read only when the page does not already tell it. */
async function withCount(spec: GroupSpec, where: SQL | undefined, req: SearchRequest, rows: SearchHit[]) {
  if (rows.length > 0 && rows.length < req.limit) return { rows, count: req.skip + rows.length };
  if (rows.length === 0 && req.skip === 0) return { rows, count: 0 };
  return { rows, count: await spec.count(where) };
}

/**
 * Best match for words: every word in the title first, then matches that needed the description,
 * then those found only in tags and names; newest first within each. Ranking every match would
 * rebuild the text of each (a common word matches thousands of items), so the title matches are
 * read first, newest first (through their own index, drizzle/0009, or the newest-first index),
 * and the others are only ranked when the title matches do not fill the page.
 */
/** Beyond this many matches outside the titles, they are listed newest first without ranking. */
const RANK_REST_MAX = 1000;
/** Titles that START with the typed words ('data sci' → 'Data Science') lead. */
const LEADING_MAX = 3;

const likePrefix = (keywords: string) => `${keywords.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Best match for words: titles that start with the typed words (in pattern order: the title
 * equal to the words first), then the other items with every word in the title, then matches that needed the
 * description, then those found only in tags and names; newest first within each. Ranking every
 * match would rebuild the text of each (a common word matches thousands of items), so each step
 * reads only what the page needs through its own index (prefix btree of 0013; the title index of
 * drizzle/0009 or a newest-first walk; the document index), and the rest is ranked only when the
 * titles do not fill the page and there are at most RANK_REST_MAX of them.
 */
async function bestMatch(spec: GroupSpec, req: SearchRequest, q: SQL, keywords: string) {
  const inTitle = sql`${spec.titleVec} @@ ${q}`;
  const newest = orderFor(spec, { ...req, sort: 'latest' }, null);
  const total = spec.count(and(...spec.base, sql`${spec.doc} @@ ${q}`));
  total.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  // Pattern order walks the *_prefix_idx btree (0013) and stops after three: a title equal to the
  // words, or the shortest one extending them, sorts first among titles sharing the prefix.
  // `is true` keeps the title-words check a filter, so the planner does not trade the short walk
  // for a bitmap over every title holding a common word.
  const leading = keywords.length >= 3
    ? await spec.select(
      and(...spec.base, sql`${spec.trgm} like ${likePrefix(keywords)}`, sql`(${inTitle}) is true`),
      [sql`${spec.trgm} using ~<~`, sql`${spec.cols.id}`],
      LEADING_MAX,
      0,
    )
    : [];
  const notLeading = leading.length ? not(inArray(spec.cols.id, leading.map((h) => h._id))) : undefined;
  const rows = leading.slice(req.skip, req.skip + req.limit);
  const inTitleRest = and(...spec.base, inTitle, notLeading);
  const titleSkip = Math.max(0, req.skip - leading.length);
  const titles = await spec.select(inTitleRest, newest, req.limit - rows.length, titleSkip);
  rows.push(...titles);
  if (rows.length === req.limit) return { rows, count: await total };
  // Title matches before the rest = what came before this page when the page holds some;
  // otherwise count them (pages past COUNT_MAX, which the client never asks for, may then overlap).
  const titleCount = leading.length + (titles.length > 0 || titleSkip === 0 ? titleSkip + titles.length : await spec.count(inTitleRest));
  const exactTotal = await total;
  const rankRest = exactTotal <= SEARCH_LIMITS.COUNT_MAX && exactTotal - titleCount <= RANK_REST_MAX;
  const rest = await spec.select(
    and(...spec.base, sql`${spec.doc} @@ ${q}`, not(inTitle)),
    rankRest ? [sql`(case when ${spec.extraVec} @@ ${q} then 1 else 2 end) desc`, ...newest] : newest,
    req.limit - rows.length,
    Math.max(0, req.skip - titleCount),
  );
  rows.push(...rest);
  return { rows, count: exactTotal };
}

async function runGroup(spec: GroupSpec, req: SearchRequest, mode: Mode): Promise<{ rows: SearchHit[]; count: number }> {
  const keywords = req.keywords.trim();
  if (mode.kind === 'text') {
    const q = sql`to_tsquery('simple'::regconfig, ${mode.tsquery})`;
    if (req.sort === 'relevance' && !req.category) return bestMatch(spec, req, q, keywords);
    const where = and(...spec.base, sql`${spec.doc} @@ ${q}`);
    const relevance = sql`(case when ${spec.titleVec} @@ ${q} then 3 when ${spec.extraVec} @@ ${q} then 1 else 2 end)`;
    return withCount(spec, where, req, await spec.select(where, orderFor(spec, req, relevance), req.limit, req.skip));
  }
  if (mode.kind === 'fuzzy') {
    const where = and(...spec.base, sql`${spec.trgm} %> ${mode.text}`);
    const relevance = sql`word_similarity(${mode.text}, ${spec.trgm})`;
    return withCount(spec, where, req, await spec.select(where, orderFor(spec, req, relevance), req.limit, req.skip));
  }
  const where = and(...spec.base);
  return withCount(spec, where, req, await spec.select(where, orderFor(spec, req, null), req.limit, req.skip));
}

export interface SearchResult {
  data: SearchGroups;
  counts: SearchCounts;
  count: number;
  atLeast: SearchGroup[];
}

/**
 * POST /search. Full text first (weighted, prefix per word, served by the *_search_idx GIN indexes);
 * a group that finds nothing that way is searched again by trigram similarity of titles and names
 * (typo tolerance), so the common case never pays for the fuzzy scan. Empty keywords browse
 * everything (the spec sets no minimum length).
 */
export async function search(db: Db, req: SearchRequest, viewerId: string | null, now = new Date()): Promise<SearchResult> {
  return (await planSearch(db, req, viewerId, { now })).run();
}

/**
 * A search ready to run, and the key of its answer: everyone but owners of private items gets the
 * same answer for the same request (so it may be kept once for all); an owner's answer, with their
 * private items, is theirs alone.
 */
export async function planSearch(
  db: Db, req: SearchRequest, viewerId: string | null, opts: { now?: Date; owners?: EventCache<boolean> } = {},
): Promise<{ key: string; run(): Promise<SearchResult> }> {
  const now = opts.now ?? new Date();
  const groups = groupsFor(req.types);
  // Whether the viewer owns private items may be remembered a while (`owners`): a stale answer only
  // ever includes or leaves out the viewer's OWN private items, never anyone else's.
  const owns = (id: string) => (opts.owners ? opts.owners.get(id, () => ownsPrivateContent(db, id)) : ownsPrivateContent(db, id));
  const privateOwner = viewerId && (groups.includes('content') || groups.includes('courses')) && (await owns(viewerId)) ? viewerId : null;
  return { key: searchKey(req, privateOwner), run: () => searchFor(db, req, privateOwner, now) };
}

/** Requests that must get the same answer get the same key (words are matched ignoring case). */
export function searchKey(req: SearchRequest, privateOwner: string | null): string {
  const { keywords, types, category, sort, skip, limit } = req;
  return JSON.stringify([privateOwner ?? 'public', keywords.trim().toLowerCase(), [...types].sort(), category ?? '', sort, skip, limit]);
}

async function searchFor(db: Db, req: SearchRequest, privateOwner: string | null, now: Date): Promise<SearchResult> {
  const data: SearchGroups = { content: [], courses: [], sessions: [], mentors: [] };
  const counts: SearchCounts = { content: 0, courses: 0, sessions: 0, mentors: 0 };
  const put = (g: SearchGroup, found: { rows: SearchHit[]; count: number }) => {
    (data[g] as SearchHit[]) = found.rows;
    counts[g] = found.count;
  };
  const keywords = req.keywords.trim();
  const tsquery = keywords ? toPrefixQuery(keywords) : null;
  const groups = groupsFor(req.types);

  if (!keywords || tsquery) {
    const mode: Mode = tsquery ? { kind: 'text', tsquery } : { kind: 'all' };
    const found = await Promise.all(groups.map((g) => runGroup(specFor(db, g, req, privateOwner, now), req, mode)));
    groups.forEach((g, i) => put(g, found[i]));
  }

  const fuzzyText = keywords.toLowerCase().slice(0, 100);
  const missing = groups.filter((g) => counts[g] === 0);
  if (keywords && missing.length && fuzzyText.replace(/[^\p{L}\p{N}]/gu, '').length >= FUZZY_MIN_LENGTH) {
    // One short transaction per group (the settings are transaction-local), side by side.
    const found = await Promise.all(
      missing.map((g) =>
        db.transaction(async (tx) => {
          await fuzzySettings(tx as unknown as Db);
          return runGroup(specFor(tx as unknown as Db, g, req, privateOwner, now), req, { kind: 'fuzzy', text: fuzzyText });
        }),
      ),
    );
    missing.forEach((g, i) => put(g, found[i]));
  }

  const atLeast = groups.filter((g) => counts[g] > SEARCH_LIMITS.COUNT_MAX);
  for (const g of atLeast) counts[g] = SEARCH_LIMITS.COUNT_MAX;
  return { data, counts, count: counts.content + counts.courses + counts.sessions + counts.mentors, atLeast };
}
