import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { type SearchCounts, type SearchGroup, type SearchGroups, type SearchRequest } from '@delv/shared';
import { executeNamed, executeNamedQuery, type Db } from '../../db/client';
import { contents, sessions, userCards, users } from '../../db/schema';
import { toContentHit, toMentorHit, toSessionHit, type ContentJson, type MentorJson, type SessionJson } from './search.presenter';
import {
  confirmedMentor,
  contentDoc,
  contentTitleLower,
  contentTitleVec,
  liveSession,
  mentorDoc,
  mentorNameLower,
  mentorTitleVec,
  sessionDoc,
  sessionTitleLower,
  sessionTitleVec,
} from './search.sql';

/*
 * POST /search in PostgreSQL alone: full text over the stored weighted documents of
 * drizzle/0022_search_stored_vectors.sql, typos corrected by trigram similarity. Nothing is kept
 * between searches, so a search sees every write committed before it, in any API process.
 *
 * A search is three round trips (four or five with a typo; one more when a signed-in viewer may own
 * private items):
 * 1. termsFor: each typed word becomes the known words it begins ('sci' -> science | scientist,
 *    from search_words); a word that begins none is corrected to the known words most like it.
 * 2. One statement finds every group's page (its ids, and one more when more follow). It is planned
 *    for its words (the values are in its text), so PostgreSQL's statistics choose, part by part,
 *    between walking an index in the page's order until the page is full (a common word) and
 *    collecting the matches through a GIN index and sorting them (a rare one: commonWords). A group
 *    that finds nothing by its words may then be searched by trigram similarity of whole titles.
 * 3. One statement reads the pages' rows as JSON: its text depends only on the groups, so it is
 *    planned once per connection.
 */

/** Words beyond this many add cost and hardly change what is found. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;
/** A typed word that begins at most this many known words matches those words exactly: GIN steps
 * through a few words' lists, while a prefix makes it collect every row of every word it begins
 * first. One that begins more stays a prefix ('a' -> 'a':*). */
const EXPAND_MAX = 30;
/** Fewer letters than this carry too few trigrams to compare. */
const FUZZY_MIN_LENGTH = 4;
/** A typo is corrected to at most this many known words ('sceince' -> science)... */
const CORRECTIONS_PER_WORD = 3;
/** ...as like it as this (trigram similarity): looser than pg_trgm's 0.3, which a table of words
 * affords, so 'pyhton' (0.27 to python) and 'daat' (0.25 to data) are corrected too... */
const CORRECTION_SIMILARITY = 0.25;
/** ...or made of the same letters in another order, the commonest slip (two neighbours swapped),
 * which shares few trigrams with a short word ('aglie' is 0.2 like agile): such words are looked for
 * among the known words at least this like it, and taken first... */
const TRANSPOSITION_SIMILARITY = 0.15;
/** ...and nearly as like it as the best one. */
const CORRECTION_SPREAD = 0.1;
/** The last resort compares whole titles: 'data sceince' ~ 'data science' scores 0.54, 'machne
 * lerning' 0.52. The extension's default (0.6) misses such slips; below ~0.4 unrelated titles match. */
const FUZZY_THRESHOLD = 0.45;
/** Best match puts first at most this many titles that start with the typed words... */
const LEADING_MAX = 3;
/** ...found among this many titles in the typed text's range. */
const LEADING_SCAN = 10;

/**
 * Settings of every search statement, for its own transaction (delv_search_run, drizzle/0022):
 * - random_page_cost: the searched rows are in memory, where reading an index in order costs about
 *   what reading pages in bulk does; the default (4) prices disk seeks, and then prefers collecting
 *   and sorting thousands of matches to walking to the first 30;
 * - no JIT and no parallel workers: both cost more CPU than a search saves (a million-row plan
 *   passes the JIT's threshold, and compiling takes longer than the search);
 * - standard_conforming_strings: the values are inlined as quoted literals, quotes doubled.
 */
export const SETTINGS = [
  'random_page_cost',
  '1.1',
  'jit',
  'off',
  'max_parallel_workers_per_gather',
  '0',
  'standard_conforming_strings',
  'on',
];
/**
 * ...and of the whole-title similarity: pg_trgm's threshold (a setting, not an argument of its
 * operator), and the price of an operator: the planner counts word_similarity like `=`, while it
 * costs ~25 µs a row, so on a few thousand rows it would rather filter every row (110 ms on 4,000
 * sessions) than read the trigram index (0.2 ms). A hundredfold price makes it pick the index.
 */
export const FUZZY_SETTINGS = ['pg_trgm.word_similarity_threshold', String(FUZZY_THRESHOLD), 'cpu_operator_cost', '0.25'];

/** Something a typed word may match: a known word exactly, or any word it begins. */
interface Term {
  text: string;
  prefix: boolean;
}
/** Each typed word and what it may match (any of its terms); every typed word must match. */
type Terms = Term[][];

/** Keywords -> words, lower case, without punctuation-only tokens, at most MAX_WORDS. */
function wordsOf(keywords: string): string[] {
  return keywords
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

const quoted = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Terms -> a to_tsquery text: every typed word must match, through any of its terms:
 * 'data sci' -> `'data' & ('science' | 'scientist')`, a prefix kept as such -> `'pyth':*`. Terms are
 * quoted, so no input can inject tsquery operators; a quoted term goes through the same parser as
 * the documents ('data-science' and 'node.js' match the way they were indexed).
 */
function tsqueryOf(terms: Terms): string {
  return terms
    .map((alts) => {
      const each = alts.map((t) => `${quoted(t.text)}${t.prefix ? ':*' : ''}`);
      return each.length > 1 ? `(${each.join(' | ')})` : each[0];
    })
    .join(' & ');
}

const prefixOf = (text: string): Term[] => [{ text, prefix: true }];
const exactly = (words: string[]): Term[] => words.map((text) => ({ text, prefix: false }));

/** Keywords -> prefix tsquery text ('data sci' -> `'data':* & 'sci':*`), or null when nothing searchable is left. */
export function toPrefixQuery(keywords: string): string | null {
  const words = wordsOf(keywords).map(prefixOf);
  return words.length ? tsqueryOf(words) : null;
}

/** What differs between the groups: their table, filters, columns and the rows they answer. */
interface GroupSpec {
  table: SQL;
  /** The rows everyone may find: the filter of the group's partial indexes. */
  where: SQL;
  /** For the owner of private items, their own private rows of the group (a few, by owner). */
  own: SQL | null;
  doc: SQL;
  titleVec: SQL;
  titleLower: SQL;
  /** The table's name in pg_stats (whose words of search_vec and title_vec are common: commonWords). */
  stats: 'contents' | 'sessions' | 'users';
  cols: { createdAt: SQL; rating: SQL; popularity: SQL; id: SQL; parentCourse?: SQL };
  /** How descending keys are written: the content indexes are DESC NULLS LAST (drizzle-kit's
   * default), and an ORDER BY must say the same for a LIMIT to walk them instead of sorting. */
  desc: SQL;
}

const num = (n: number) => sql.raw(String(Math.trunc(n)));
const allOf = (parts: SQL[]) =>
  sql.join(
    parts.map((p) => sql`(${p})`),
    sql` and `,
  );

function contentGroup(req: SearchRequest, privateOwner: string | null, courses: boolean): GroupSpec {
  const kind: SQL[] = [];
  if (courses) kind.push(sql`${contents.category} = 'Course'`);
  else {
    kind.push(sql`${contents.category} <> 'Course'`);
    const picked = req.types.filter((t) => t === 'Video' || t === 'Article');
    if (picked.length)
      kind.push(
        sql`${contents.category} in (${sql.join(
          picked.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
  }
  return {
    table: sql`${contents}`,
    where: allOf([sql`${contents.visible}`, ...kind]),
    // Private items exist only for their owner (a guest or another user never sees them).
    own: privateOwner ? allOf([sql`not ${contents.visible} and ${contents.ownerId} = ${privateOwner}`, ...kind]) : null,
    doc: contentDoc,
    titleVec: contentTitleVec,
    titleLower: contentTitleLower,
    stats: 'contents',
    cols: {
      createdAt: sql`${contents.createdAt}`,
      rating: sql`${contents.avgRating}`,
      popularity: sql`${contents.views}`,
      id: sql`${contents.id}`,
      parentCourse: sql`${contents.parentCourse}`,
    },
    desc: sql`desc nulls last`,
  };
}

const sessionGroup: GroupSpec = {
  table: sql`${sessions}`,
  // Not those a moderator hid (issue 31): a further condition, so the partial indexes still apply.
  where: sql`${liveSession} and ${sessions.hiddenAt} is null`,
  own: null,
  doc: sessionDoc,
  titleVec: sessionTitleVec,
  titleLower: sessionTitleLower,
  stats: 'sessions',
  // Sessions have no views: 'Trending' ranks them by registrations.
  cols: {
    createdAt: sql`${sessions.createdAt}`,
    rating: sql`${sessions.avgRating}`,
    popularity: sql`${sessions.attendeeCount}`,
    id: sql`${sessions.id}`,
  },
  desc: sql`desc`,
};

const mentorGroup: GroupSpec = {
  table: sql`${users}`,
  where: sql`${confirmedMentor} and ${users.hiddenAt} is null`,
  own: null,
  doc: mentorDoc,
  titleVec: mentorTitleVec,
  titleLower: mentorNameLower,
  stats: 'users',
  cols: { createdAt: sql`${users.createdAt}`, rating: sql`${users.avgRating}`, popularity: sql`${users.views}`, id: sql`${users.id}` },
  desc: sql`desc`,
};

/** Which groups a request asks for: the type checkboxes combine, none ticked = every group. */
function groupsFor(types: SearchRequest['types']): SearchGroup[] {
  if (!types.length) return ['content', 'courses', 'sessions', 'mentors'];
  const groups: SearchGroup[] = [];
  if (types.includes('Video') || types.includes('Article')) groups.push('content');
  if (types.includes('Sessions')) groups.push('sessions');
  return groups;
}

function specFor(group: SearchGroup, req: SearchRequest, privateOwner: string | null): GroupSpec {
  if (group === 'content') return contentGroup(req, privateOwner, false);
  if (group === 'courses') return contentGroup(req, privateOwner, true);
  return group === 'sessions' ? sessionGroup : mentorGroup;
}

/** Orders: Latest (createdAt), Popular (avgRating), Trending (views), all descending; ties newest first. */
function orderFor(spec: GroupSpec, req: SearchRequest, relevance: SQL | null): SQL {
  const { cols, desc } = spec;
  const order = [sql`${cols.createdAt} ${desc}`, sql`${cols.id} ${desc}`];
  if (req.sort === 'popular') order.unshift(sql`${cols.rating} ${desc}`);
  else if (req.sort === 'trending') order.unshift(sql`${cols.popularity} ${desc}`);
  else if (req.sort === 'relevance' && relevance) order.unshift(sql`${relevance} desc`);
  // Career Guidance: courses A->Z by parentCourse; Upskilling: Z->A; items of no course after both.
  if (req.category && cols.parentCourse) {
    order.unshift(sql`nullif(${cols.parentCourse}, '') ${req.category === 'Career Guidance' ? sql`asc` : sql`desc`} nulls last`);
  }
  return sql.join(order, sql`, `);
}

/**
 * The ids of a group's rows that `match`, in `order`, `limit` of them after `skip`. PostgreSQL chooses
 * how, unless `walk` is false: then the matches are collected through GIN and sorted (the sub-select,
 * kept whole by `offset 0`, hides the order from the indexes), never found by walking an index in the
 * page's order. For the owner of private items, the first skip + limit public rows and the first
 * skip + limit of their own private ones, merged: each part keeps its own indexes (`visible or
 * owner = me` would lose the partial ones).
 */
function matching(spec: GroupSpec, match: SQL, order: SQL, limit: number, skip = 0, walk = true): SQL {
  const { table, where, own, cols } = spec;
  const page = sql`limit ${num(limit)}${skip ? sql` offset ${num(skip)}` : sql``}`;
  const rows = (filter: SQL) =>
    walk ? sql`${table} where ${filter} and ${match}` : sql`(select * from ${table} where ${filter} and ${match} offset 0) ${table}`;
  if (!own) return sql`select ${cols.id} from ${rows(where)} order by ${order} ${page}`;
  const part = (filter: SQL) => sql`(select * from ${rows(filter)} order by ${order} limit ${num(skip + limit)})`;
  return sql`select ${cols.id} from (${part(where)} union all ${part(own)}) ${table} order by ${order} ${page}`;
}

/** What a group is searched for: everything (browse), the words, or whole titles like the text. */
type Mode =
  | { kind: 'all' }
  /** `query` (tsqueryOf); `leading`: what a title starting with the words starts with ('' when too
   * short to look for); `common`: whether every word is common in a column (mayWalk). */
  | { kind: 'text'; query: string; leading: string; common: (column: string) => boolean }
  | { kind: 'fuzzy'; text: string };

/**
 * Best match for words: titles that start with the typed words (the closest first), then the other
 * titles holding every word, then the rest (words found in the description, tags and names), newest
 * first within each. The steps are the branches of a UNION ALL under one LIMIT: PostgreSQL runs them
 * in order and stops as soon as the page is full, so a page filled by titles never reads the rest;
 * each branch reads at most skip + limit rows.
 */
function bestMatchIds(spec: GroupSpec, req: SearchRequest, q: SQL, leading: string, walk: { titles: boolean; rest: boolean }): SQL {
  const { table, where, titleVec, titleLower, doc, cols } = spec;
  const newest = orderFor(spec, { ...req, sort: 'latest', category: '' }, null);
  const branches: SQL[] = [];
  let notLeading = sql``;
  if (leading) {
    // The first titles in the typed text's range (the *_title_prefix_idx btrees of 0013, in pattern
    // order), those of them holding every word. `lead` is read once, by this branch and the next.
    branches.push(sql`(select id from lead)`);
    notLeading = sql`and ${cols.id} not in (select id from lead)`;
  }
  const step = (match: SQL, mayWalk: boolean) => sql`(${matching(spec, match, newest, req.skip + req.limit + 1, 0, mayWalk)})`;
  // Collected, title matches are also asked of the document (which holds the title): that rules out
  // reading a covering walk index whole (0031: it holds title_vec), which the planner would take for
  // cheap when it expects a rare word to be common.
  const inTitle = walk.titles ? sql`${titleVec} @@ ${q}` : sql`${doc} @@ ${q} and ${titleVec} @@ ${q}`;
  branches.push(step(sql`${inTitle} ${notLeading}`, walk.titles));
  branches.push(step(sql`${doc} @@ ${q} and not ${titleVec} @@ ${q}`, walk.rest));
  // The first titles in the typed text's range, in pattern order (of the public rows and the owner's own).
  const inRange = (filter: SQL) => sql`(select ${cols.id} as id, ${titleVec} as words, ${titleLower} as k from ${table}
    where ${filter} and ${titleLower} ~>=~ ${leading} and ${titleLower} ~<~ (${leading} || chr(1114111))
    order by ${titleLower} using ~<~ limit ${num(LEADING_SCAN)})`;
  const ranges = spec.own ? sql`${inRange(where)} union all ${inRange(spec.own)}` : inRange(where);
  const lead = leading
    ? sql`lead as materialized (select id from (select * from (${ranges}) r order by k using ~<~ limit ${num(LEADING_SCAN)}) t
        where words @@ ${q} limit ${num(LEADING_MAX)}), `
    : sql``;
  return sql`${lead}page as (select id, row_number() over () as ord from (select * from (${sql.join(branches, sql` union all `)}) u
    limit ${num(req.limit + 1)} offset ${num(req.skip)}) p(id))`;
}

/**
 * One group's page as a JSON array of ids, in order, with one more than the page when more follow:
 * the total is told only when the matches end on this page. Counting the matches of common words
 * reads every one of them (at 1,000,000 items, 15 ms of a two-word search to count to 100).
 */
function groupAnswer(spec: GroupSpec, req: SearchRequest, mode: Mode): SQL {
  const page = (ids: SQL) => sql`page as (select id, row_number() over () as ord from (${ids}) p(id))`;
  const upTo = req.limit + 1;
  let ctes: SQL;
  if (mode.kind === 'text') {
    const q = sql`to_tsquery('simple'::regconfig, ${mode.query})`;
    const walk = { titles: mode.common(`${spec.stats}.title_vec`), rest: mode.common(`${spec.stats}.search_vec`) };
    if (req.sort === 'relevance' && !req.category) ctes = bestMatchIds(spec, req, q, mode.leading, walk);
    else {
      const order = orderFor(spec, req, sql`${spec.titleVec} @@ ${q}`);
      ctes = page(matching(spec, sql`${spec.doc} @@ ${q}`, order, upTo, req.skip, walk.rest));
    }
  } else if (mode.kind === 'fuzzy') {
    const order = orderFor(spec, req, sql`word_similarity(${mode.text}, ${spec.titleLower})`);
    ctes = page(matching(spec, sql`${spec.titleLower} %> ${mode.text}`, order, upTo, req.skip));
  } else ctes = page(matching(spec, sql`true`, orderFor(spec, req, null), upTo, req.skip));
  return sql`(with ${ctes} select coalesce(json_agg(id order by ord), '[]') from page)`;
}

/** Every group's page and total in one statement and round trip: `{ "<group>": { ids, count } }`. */
async function pagesOf(
  db: Db,
  groups: SearchGroup[],
  build: (g: SearchGroup) => SQL,
  settings: string[] = [],
): Promise<Map<SearchGroup, string[]>> {
  const parts = groups.map((g) => sql`${sql.raw(`'${g}'`)}::text, ${build(g)}`);
  const text = await runStatement(db, sql`select json_build_object(${sql.join(parts, sql`, `)})::text as answer`, settings);
  return new Map(Object.entries(JSON.parse(text) as Record<SearchGroup, string[]>) as [SearchGroup, string[]][]);
}

/**
 * A statement answering one text value, planned for its values (inlined as quoted literals by
 * drizzle's escaping), run through delv_search_run (drizzle/0022) under SETTINGS and `settings`:
 * they hold for its transaction only, in the same round trip.
 */
async function runStatement(db: Db, statement: SQL, settings: string[]): Promise<string> {
  const text = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement.inlineParams()).sql;
  const result = await db.execute(sql`select delv_search_run(${text}, ${`{${[...SETTINGS, ...settings].join(',')}}`}::text[]) as answer`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { answer: string }[];
  return rows[0].answer;
}

/** An item's row as search shows it, with its owner's card. */
const contentRows = sql`select json_agg(json_build_object(
        'id', ${contents.id}, 'title', ${contents.title}, 'description', left(${contents.description}, 201), 'author', ${contents.author},
        'category', ${contents.category}, 'parentCourse', ${contents.parentCourse}, 'courseCategory', ${contents.courseCategory},
        'tags', ${contents.tags}, 'visible', ${contents.visible}, 'thumbnail', ${contents.thumbnail}, 'avgRating', ${contents.avgRating},
        'views', ${contents.views}, 'createdAt', ${contents.createdAt}, 'reviewCount', ${contents.reviewCount},
        'owner', json_build_object('id', ${userCards.id}, 'firstname', ${userCards.firstname}, 'lastname', ${userCards.lastname},
          'usercategory', ${userCards.usercategory}, 'profilePicture', ${userCards.profilePicture},
          'institutionId', ${userCards.institutionId}, 'institutionName', ${userCards.institutionName})) order by page.ord) as rows
      from page join ${contents} on ${contents.id} = page.id join ${userCards} on ${userCards.id} = ${contents.ownerId}`;

/** A session's row as search shows it. */
const sessionRows = sql`select json_agg(json_build_object(
        'id', ${sessions.id}, 'sessionTitle', ${sessions.sessionTitle}, 'description', left(${sessions.description}, 201),
        'presenterId', ${sessions.presenterId}, 'presenterName', ${sessions.presenterName}, 'organiser', ${sessions.organiser},
        'startsAt', ${sessions.startsAt}, 'endsAt', ${sessions.endsAt}, 'price', ${sessions.price}, 'durationMinutes', ${sessions.durationMinutes},
        'thumbnail', ${sessions.thumbnail}, 'avgRating', ${sessions.avgRating}, 'attendeeCount', ${sessions.attendeeCount},
        'createdAt', ${sessions.createdAt}, 'reviewCount', ${sessions}."review_count") order by page.ord) as rows
      from page join ${sessions} on ${sessions.id} = page.id`;

/** A mentor's row as search shows it. */
const mentorRows = sql`select json_agg(json_build_object(
        'id', ${users.id}, 'firstname', ${users.firstname}, 'lastname', ${users.lastname}, 'usercategory', ${users.usercategory},
        'profilePicture', ${users.profilePicture}, 'about', left(${users.about}, 201), 'bio', left(${users.bio}, 201),
        'country', ${users.country}, 'avgRating', ${users.avgRating}, 'views', ${users.views}, 'createdAt', ${users.createdAt},
        'reviewCount', ${users}."review_count") order by page.ord) as rows
      from page join ${users} on ${users.id} = page.id`;

const ROWS_OF: Record<SearchGroup, SQL> = { content: contentRows, courses: contentRows, sessions: sessionRows, mentors: mentorRows };
/** Each set of groups' rows statement, written out once per process (at most 15 sets). */
const rowStatements = new Map<string, { sql: string; params: unknown[] }>();

/**
 * The rows each group's page shows, in the page's order: one statement whose text depends only on
 * the set of groups, the ids its parameters, so it is planned once per connection (executeNamed).
 */
async function rowsOf(db: Db, pages: Map<SearchGroup, string[]>): Promise<Map<SearchGroup, unknown[]>> {
  const groups = [...pages.keys()].filter((g) => pages.get(g)!.length);
  if (!groups.length) return new Map();
  const name = `search_rows_${groups.join('_')}`;
  let written = rowStatements.get(name);
  if (!written) {
    // Written with a stand-in for each group's ids (a NUL never comes from a request).
    const parts = groups.map(
      (g) => sql`${sql.raw(`'${g}'`)}::text, (with page as (select id, ord from unnest(${`\0${g}`}::uuid[]) with ordinality p(id, ord)),
        found as (${ROWS_OF[g]}) select coalesce(found.rows, '[]'::json) from found)`,
    );
    written = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(
      sql`select json_build_object(${sql.join(parts, sql`, `)})::text as answer`,
    );
    rowStatements.set(name, written);
  }
  // Each group's ids as an array literal (uuids hold no comma or brace).
  const params = written.params.map((p) =>
    typeof p === 'string' && p.startsWith('\0') ? `{${pages.get(p.slice(1) as SearchGroup)!.join(',')}}` : p,
  );
  const [row] = await executeNamedQuery<{ answer: string }>(db, name, { sql: written.sql, params });
  return new Map(Object.entries(JSON.parse(row.answer) as Record<SearchGroup, unknown[]>) as [SearchGroup, unknown[]][]);
}

/**
 * The words PostgreSQL's statistics know as common in each searched column (`table.column`): the
 * most common elements ANALYZE keeps of a tsvector, those above about 0.03% of its rows. The
 * planner prices any other word at min(0.5%, half the rarest common one's share): at a million rows
 * it then expects 5,000 matches of a name and walks an index in the page's order to find 30 of its
 * 10, through the whole index (1.5-4.5 s in bench/results/search.md). So a part of a search whose
 * words are not all common here is never walked for (matching), whatever the planner expects; one
 * whose words are is left to the planner, which knows their shares. Read once per COMMON_WORDS_MS per
 * process: statistics change only when a table is analysed, and a stale list only steers a plan.
 */
const COMMON_WORDS_MS = 10 * 60_000;
const commonWordsByDb = new WeakMap<Db, { at: number; words: Promise<Map<string, string[]>> }>();

function commonWords(db: Db): Promise<Map<string, string[]>> {
  const kept = commonWordsByDb.get(db);
  if (kept && Date.now() - kept.at < COMMON_WORDS_MS) return kept.words;
  const words = db
    .execute(
      sql`select tablename || '.' || attname as col, most_common_elems::text::text[] as words from pg_stats
        where schemaname = current_schema() and tablename in ('contents', 'sessions', 'users') and attname in ('search_vec', 'title_vec')`,
    )
    .then((result) => {
      const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { col: string; words: string[] | null }[];
      return new Map(rows.map((r) => [r.col, [...(r.words ?? [])].sort()]));
    });
  commonWordsByDb.set(db, { at: Date.now(), words });
  // A failed read is tried again by the next search.
  words.catch(() => commonWordsByDb.delete(db));
  return words;
}

/** Whether every typed word has a term common in `column` (a prefix: a common word it begins). */
function allCommon(terms: Terms, words: string[] | undefined): boolean {
  if (!words?.length) return false;
  const has = (t: Term) => {
    // The first known word at or after the term (the list is sorted): the term itself, or one it begins.
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid] < t.text) lo = mid + 1;
      else hi = mid;
    }
    return lo < words.length && (t.prefix ? words[lo].startsWith(t.text) : words[lo] === t.text);
  };
  return terms.every((alternatives) => alternatives.some(has));
}

/** A word's letters in alphabetical order: equal for words made of the same letters. */
const lettersOf = (word: SQL) => sql`(select string_agg(c, '' order by c) from unnest(string_to_array(${word}, null)) c)`;
/** Whether a known word (s.word) is a typed one (w.word) with its letters in another order. */
const sameLetters = sql`${lettersOf(sql`s.word`)} = ${lettersOf(sql`w.word`)}`;

/** Plain words (letters and digits, at least one letter) are looked up in search_words. */
const plainWord = (w: string) => /^[\p{L}\p{N}]+$/u.test(w) && /\p{L}/u.test(w);

/**
 * Typed words -> what each may match, from search_words (drizzle/0022: every word of every document),
 * and whether one of them is no known word's start (`slipped`: a typo, or a word the parser splits):
 * - a plain word that begins up to EXPAND_MAX known words matches those words exactly;
 * - one that begins more stays a prefix;
 * - one that begins none (a typo: 'sceince') matches the known words most like it (correctionsOf);
 * - other words (punctuation inside: "kenya's", 'node.js') stay prefixes, parsed like the documents.
 * `terms` is null when a typed word matches nothing at all: nothing can be found by words.
 */
async function termsFor(db: Db, words: string[]): Promise<{ terms: Terms | null; leading: string; slipped: boolean }> {
  const plain = words.filter(plainWord);
  const known = new Map<string, string[]>();
  let corrections = new Map<string, string[]>();
  if (plain.length) {
    // One statement of one text whatever the words (one array parameter, each word quoted so that
    // 'null' stays a word; plain words hold no quote, comma or brace), planned once per connection.
    const [row] = await executeNamed<{ known: { word: string; known: string[] }[] }>(
      db,
      'search_known_words',
      sql`select coalesce(json_agg(json_build_object('word', w.word, 'known', k.known)), '[]') as known
      from unnest(${`{${plain.map((w) => `"${w}"`).join(',')}}`}::text[]) w(word),
      lateral (select array(select s.word from search_words s where s.word ~>=~ w.word and s.word ~<~ (w.word || chr(1114111))
        order by s.word limit ${num(EXPAND_MAX + 1)}) as known) k`,
    );
    for (const r of row.known) known.set(r.word, r.known);
    corrections = await correctionsOf(
      db,
      plain.filter((w) => known.get(w)?.length === 0 && w.length >= FUZZY_MIN_LENGTH),
    );
  }
  const terms: Terms = [];
  const leading: string[] = [];
  for (const w of words) {
    const starting = known.get(w);
    const alike = corrections.get(w) ?? [];
    if (!starting || starting.length > EXPAND_MAX) terms.push(prefixOf(w));
    else if (starting.length) terms.push(exactly(starting));
    else if (alike.length) terms.push(exactly(alike));
    else return { terms: null, leading: '', slipped: true };
    leading.push(starting?.length === 0 ? alike[0] : w);
  }
  // A word that begins no known word (or one PostgreSQL's parser splits) may be a slip.
  return { terms, leading: leading.join(' '), slipped: words.some((w) => !known.get(w)?.length) };
}

/**
 * Typos -> the known words most like each, best first, as near the best as CORRECTION_SPREAD, in one
 * statement under its trigram threshold: those made of the same letters in another order first
 * ('aglie' -> agile), then by similarity ('sceince' -> science).
 */
async function correctionsOf(db: Db, slips: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (!slips.length) return corrections;
  const text = await runStatement(
    db,
    sql`select coalesce(json_agg(json_build_object('word', w.word, 'alike', (select json_agg(a) from (
      select s.word, case when ${sameLetters} then 1 else similarity(s.word, w.word) end as sim
      from search_words s where s.word % w.word and (similarity(s.word, w.word) >= ${sql.raw(String(CORRECTION_SIMILARITY))} or ${sameLetters})
      order by sim desc, s.word limit ${num(CORRECTIONS_PER_WORD)}) a))), '[]')::text
    from unnest(array[${sql.join(
      slips.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) w(word)`,
    ['pg_trgm.similarity_threshold', String(TRANSPOSITION_SIMILARITY)],
  );
  for (const r of JSON.parse(text) as { word: string; alike: { word: string; sim: number }[] | null }[]) {
    const alike = r.alike ?? [];
    corrections.set(
      r.word,
      alike.filter((a) => a.sim >= alike[0].sim - CORRECTION_SPREAD).map((a) => a.word),
    );
  }
  return corrections;
}

/**
 * Whether the viewer owns any private item. Most people own none, and for them the plain public
 * filter (`visible`) lets the planner use the public-only indexes.
 */
async function ownsPrivateContent(db: Db, viewerId: string): Promise<boolean> {
  const rows = await executeNamed(
    db,
    'search_owns_private',
    sql`select 1 from contents where owner_id = ${viewerId} and not visible limit 1`,
  );
  return rows.length > 0;
}

export interface SearchResult {
  data: SearchGroups;
  counts: SearchCounts;
  count: number;
  atLeast: SearchGroup[];
}

/**
 * POST /search: full text over the stored weighted documents, every typed word a prefix (sent as the
 * known words it begins) and a word that begins none corrected to the known words most like it; a
 * group that still finds nothing is searched by trigram similarity of whole titles and names. Empty
 * keywords browse everything (the spec sets no minimum length). A signed-in viewer also finds their
 * own private items.
 */
export async function search(db: Db, req: SearchRequest, viewerId: string | null, now = new Date()): Promise<SearchResult> {
  const groups = groupsFor(req.types);
  const mayOwn = viewerId && (groups.includes('content') || groups.includes('courses'));
  const privateOwner = mayOwn && (await ownsPrivateContent(db, viewerId)) ? viewerId : null;
  const specOf = (g: SearchGroup) => specFor(g, req, privateOwner);
  const keywords = req.keywords.trim();
  const words = wordsOf(keywords);

  let found = new Map<SearchGroup, string[]>();
  let slipped = false;
  if (!keywords) found = await pagesOf(db, groups, (g) => groupAnswer(specOf(g), req, { kind: 'all' }));
  else if (words.length) {
    const { terms, leading, ...typed } = await termsFor(db, words);
    slipped = typed.slipped;
    if (terms) {
      const common = await commonWords(db);
      const mode: Mode = {
        kind: 'text',
        query: tsqueryOf(terms),
        leading: leading.length >= 3 ? leading : '',
        common: (column) => allCommon(terms, common.get(column)),
      };
      found = await pagesOf(db, groups, (g) => groupAnswer(specOf(g), req, mode));
    }
  }

  // Groups still empty after a typed word that begins no known word: whole titles and names by
  // trigram similarity (a slip that splits or joins words, which leaves such a word). When every word
  // is known, a group without them is simply without them: a name finds mentors and sessions, not items.
  const fuzzyText = keywords.toLowerCase().slice(0, 100);
  const missing = groups.filter((g) => !found.get(g)?.length);
  if (slipped && missing.length && fuzzyText.replace(/[^\p{L}\p{N}]/gu, '').length >= FUZZY_MIN_LENGTH) {
    const similar = await pagesOf(db, missing, (g) => groupAnswer(specOf(g), req, { kind: 'fuzzy', text: fuzzyText }), FUZZY_SETTINGS);
    for (const [g, a] of similar) found.set(g, a);
  }

  // One more than the page was asked for: a group whose page holds it has more than its total says.
  const atLeast = groups.filter((g) => (found.get(g)?.length ?? 0) > req.limit);
  const pages = new Map(groups.map((g) => [g, (found.get(g) ?? []).slice(0, req.limit)]));
  const rows = await rowsOf(db, pages);
  const data: SearchGroups = { content: [], courses: [], sessions: [], mentors: [] };
  const counts: SearchCounts = { content: 0, courses: 0, sessions: 0, mentors: 0 };
  for (const g of groups) {
    // Matches before this page and on it (an empty page tells nothing of those before it).
    counts[g] = pages.get(g)!.length ? req.skip + pages.get(g)!.length : 0;
    const shown = rows.get(g) ?? [];
    if (g === 'content' || g === 'courses') data[g] = (shown as ContentJson[]).map(toContentHit);
    else if (g === 'sessions') data.sessions = (shown as SessionJson[]).map((r) => toSessionHit(r, now));
    else data.mentors = (shown as MentorJson[]).map(toMentorHit);
  }
  return { data, counts, count: counts.content + counts.courses + counts.sessions + counts.mentors, atLeast };
}
