import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMITS, type SearchCounts, type SearchGroup, type SearchGroups, type SearchRequest } from '@delv/shared';
import { executeNamed, type Db } from '../../db/client';
import type { EventCache } from '../../events/cache';
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

/** Words beyond this many add cost and hardly change what is found. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;
/** Trigram typo tolerance on whole titles: 'data sceince' ~ 'data science' scores 0.54, 'machne
 * lerning' 0.52. The extension's default (0.6) misses such slips; below ~0.4 unrelated words match. */
export const FUZZY_THRESHOLD = 0.45;
/** Fewer letters than this carry too few trigrams to compare. */
const FUZZY_MIN_LENGTH = 4;
/** A typed word is corrected to at most this many known words ('sceince' -> science)... */
const CORRECTIONS_PER_WORD = 3;
/** ...as like it as this (trigram similarity): looser than pg_trgm's 0.3, which a table of words
 * affords, so 'pyhton' (0.27 to python) and 'daat' (0.25 to data) are corrected too... */
const CORRECTION_SIMILARITY = 0.25;
/** ...or made of the same letters in another order, the commonest slip (two neighbours swapped),
 * which shares few trigrams with a short word: 'aglie' is 0.2 like agile. Such a word is looked
 * for among the known words at least this like it, and taken before any other. */
const TRANSPOSITION_SIMILARITY = 0.15;
/** ...and nearly as like it as the best one. */
const CORRECTION_SPREAD = 0.1;
/** A group the planner estimates above this many matches is reported as 'at least COUNT_MAX'
 * without counting them (counting reads every match: 3-6 ms for a common word). Twice the cap, so
 * an estimate has to be far off for a smaller total to be shown as '1,000+'. */
const ESTIMATE_AT_LEAST = 2 * SEARCH_LIMITS.COUNT_MAX;
/** Titles that START with the typed words ('data sci' -> 'Data Science') lead. */
const LEADING_MAX = 3;
/** Titles in the typed text's range read to find them. */
const LEADING_SCAN = 10;
/** Matches at least this share of a group are found sooner by walking an index in the page's order
 * (about 1 / share rows read per result) than by collecting and sorting all of them (the GIN index). */
const WALK_SHARE = 0.01;
/** ...and at least this many: below it an estimate is mostly the planner's default guess (0.5%-2%). */
const WALK_MIN = 500;

/** Something a typed word may match: a known word exactly, or any word it begins. */
interface Term {
  text: string;
  prefix: boolean;
}
/** Each typed word and what it may match (any of its terms); every typed word must match. */
type Terms = Term[][];
/** Beyond this many known words starting with a typed word, it is searched as a prefix. */
const EXPAND_MAX = 30;

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
 * 'data sci' -> `'data' & ('science' | 'scientist')`, a prefix kept as such -> `'pyth':*`. `weight`
 * restricts every term to one weight (C: found in tags and names). Terms are quoted, so no input can
 * inject tsquery operators; a quoted term goes through the same parser as the documents
 * ('data-science' and 'node.js' match the way they were indexed).
 */
function tsqueryOf(terms: Terms, weight = ''): string {
  return terms
    .map((alts) => {
      const each = alts.map((t) => `${quoted(t.text)}${t.prefix ? `:*${weight}` : weight ? `:${weight}` : ''}`);
      return each.length > 1 ? `(${each.join(' | ')})` : each[0];
    })
    .join(' & ');
}

const prefixOf = (text: string): Term[] => [{ text, prefix: true }];
const exactly = (words: string[]): Term[] => words.map((text) => ({ text, prefix: false }));

/** Keywords -> prefix tsquery text ('data sci' -> `'data':* & 'sci':*`), or null when nothing searchable is left. */
export function toPrefixQuery(keywords: string): string | null {
  const words = keywords
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS)
    .map((w) => prefixOf(w.slice(0, MAX_WORD_LENGTH)));
  return words.length ? tsqueryOf(words) : null;
}

/**
 * Settings for the whole-title trigram queries, for the current transaction only (connections are pooled):
 * - the similarity threshold (a setting of pg_trgm, not an argument of its operator);
 * - the price of an operator: the planner counts word_similarity like `=`, while it costs ~25 µs a
 *   row, so on a few thousand rows it would rather filter every row (110 ms on 4,000 sessions) than
 *   read the trigram index (0.2 ms). A hundredfold price makes it pick the index.
 */
const FUZZY_SETTINGS = ['pg_trgm.word_similarity_threshold', String(FUZZY_THRESHOLD), 'cpu_operator_cost', '0.25'];
export async function fuzzySettings(tx: Db): Promise<void> {
  await tx.execute(
    sql`select set_config(${FUZZY_SETTINGS[0]}, ${FUZZY_SETTINGS[1]}, true), set_config(${FUZZY_SETTINGS[2]}, ${FUZZY_SETTINGS[3]}, true)`,
  );
}

/**
 * Settings of every search statement (delv_search_run). The searched rows are in memory, where
 * reading an index in order costs about what reading pages in bulk does; PostgreSQL's default
 * random_page_cost (4) prices disk seeks, and then prefers collecting and sorting thousands of
 * matches to walking to the first 30. The statement's values are inlined as quoted literals
 * (quotes doubled), which holds only with standard_conforming_strings on (the default since 9.1).
 */
const PLANNER_SETTINGS = ['random_page_cost', '1.1', 'standard_conforming_strings', 'on'];

type Mode =
  | { kind: 'all' }
  /** Full text; `leading` is what a title starting with the words starts with. */
  | { kind: 'text'; terms: Terms; leading: string }
  /** Whole titles by trigram similarity (the last resort for typos). */
  | { kind: 'fuzzy'; text: string };

/** What differs between the groups: their table, filters, columns and the row they answer. */
interface GroupSpec {
  table: SQL;
  /** Who may see which rows, and the group's own filters. */
  base: SQL;
  doc: SQL;
  titleVec: SQL;
  trgm: SQL;
  cols: { createdAt: SQL; rating: SQL; popularity: SQL; id: SQL; parentCourse?: SQL };
  /** How descending keys are written: the content indexes are DESC NULLS LAST (drizzle-kit's
   * default), and an ORDER BY must say the same for a LIMIT to walk them instead of sorting. */
  desc: SQL;
  /** The group's name for delv_search_estimate (drizzle/0022). */
  estimate: string;
  /** Sorts an index of this group walks in order (for the public: partial indexes hold public rows only). */
  walkable: SearchRequest['sort'][];
  /** The page's results as a JSON array `rows` and their number `n`, from the page's ids joined
   * back to the rows (`page` holds id and ord). */
  rows: SQL;
}

const num = (n: number) => sql.raw(String(Math.trunc(n)));
const allOf = (parts: SQL[]) =>
  sql.join(
    parts.map((p) => sql`(${p})`),
    sql` and `,
  );

function contentGroup(req: SearchRequest, privateOwner: string | null, courses: boolean): GroupSpec {
  // Private items exist only for their owner (a guest or another user never sees them).
  const base: SQL[] = [privateOwner ? sql`${contents.visible} or ${contents.ownerId} = ${privateOwner}` : sql`${contents.visible}`];
  let estimate = courses ? 'courses' : 'content';
  if (courses) base.push(sql`${contents.category} = 'Course'`);
  else {
    base.push(sql`${contents.category} <> 'Course'`);
    const picked = req.types.filter((t) => t === 'Video' || t === 'Article');
    if (picked.length === 1) estimate = picked[0].toLowerCase();
    if (picked.length)
      base.push(
        sql`${contents.category} in (${sql.join(
          picked.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
  }
  return {
    table: sql`${contents}`,
    base: allOf(base),
    doc: contentDoc,
    titleVec: contentTitleVec,
    trgm: contentTitleLower,
    cols: {
      createdAt: sql`${contents.createdAt}`,
      rating: sql`${contents.avgRating}`,
      popularity: sql`${contents.views}`,
      id: sql`${contents.id}`,
      parentCourse: sql`${contents.parentCourse}`,
    },
    desc: sql`desc nulls last`,
    estimate,
    walkable: privateOwner ? [] : ['relevance', 'latest', 'popular', 'trending'],
    rows: sql`select json_agg(json_build_object(
        'id', ${contents.id}, 'title', ${contents.title}, 'description', left(${contents.description}, 201), 'author', ${contents.author},
        'category', ${contents.category}, 'parentCourse', ${contents.parentCourse}, 'courseCategory', ${contents.courseCategory},
        'tags', ${contents.tags}, 'visible', ${contents.visible}, 'thumbnail', ${contents.thumbnail}, 'avgRating', ${contents.avgRating},
        'views', ${contents.views}, 'createdAt', ${contents.createdAt}, 'reviewCount', ${contents.reviewCount},
        'owner', json_build_object('id', ${userCards.id}, 'firstname', ${userCards.firstname}, 'lastname', ${userCards.lastname},
          'usercategory', ${userCards.usercategory}, 'profilePicture', ${userCards.profilePicture},
          'institutionId', ${userCards.institutionId}, 'institutionName', ${userCards.institutionName})) order by page.ord) as rows, count(*) as n
      from page join ${contents} on ${contents.id} = page.id join ${userCards} on ${userCards.id} = ${contents.ownerId}`,
  };
}

function sessionGroup(): GroupSpec {
  return {
    table: sql`${sessions}`,
    base: liveSession,
    doc: sessionDoc,
    titleVec: sessionTitleVec,
    trgm: sessionTitleLower,
    // Sessions have no views: 'Trending' ranks them by registrations.
    cols: {
      createdAt: sql`${sessions.createdAt}`,
      rating: sql`${sessions.avgRating}`,
      popularity: sql`${sessions.attendeeCount}`,
      id: sql`${sessions.id}`,
    },
    desc: sql`desc`,
    estimate: 'sessions',
    // Popular and Trending walk *_search_popular_idx and *_search_trending_idx (drizzle/0035).
    walkable: ['relevance', 'latest', 'popular', 'trending'],
    rows: sql`select json_agg(json_build_object(
        'id', ${sessions.id}, 'sessionTitle', ${sessions.sessionTitle}, 'description', left(${sessions.description}, 201),
        'presenterId', ${sessions.presenterId}, 'presenterName', ${sessions.presenterName}, 'organiser', ${sessions.organiser},
        'startsAt', ${sessions.startsAt}, 'endsAt', ${sessions.endsAt}, 'price', ${sessions.price}, 'durationMinutes', ${sessions.durationMinutes},
        'thumbnail', ${sessions.thumbnail}, 'avgRating', ${sessions.avgRating}, 'attendeeCount', ${sessions.attendeeCount},
        'createdAt', ${sessions.createdAt}, 'reviewCount', ${sessions}."review_count") order by page.ord) as rows, count(*) as n
      from page join ${sessions} on ${sessions.id} = page.id`,
  };
}

function mentorGroup(): GroupSpec {
  return {
    table: sql`${users}`,
    base: confirmedMentor,
    doc: mentorDoc,
    titleVec: mentorTitleVec,
    trgm: mentorNameLower,
    // users_created_at_idx is ascending: read backwards it gives DESC NULLS FIRST, i.e. plain `desc`.
    cols: { createdAt: sql`${users.createdAt}`, rating: sql`${users.avgRating}`, popularity: sql`${users.views}`, id: sql`${users.id}` },
    desc: sql`desc`,
    estimate: 'mentors',
    walkable: ['relevance', 'latest', 'popular', 'trending'],
    rows: sql`select json_agg(json_build_object(
        'id', ${users.id}, 'firstname', ${users.firstname}, 'lastname', ${users.lastname}, 'usercategory', ${users.usercategory},
        'profilePicture', ${users.profilePicture}, 'about', left(${users.about}, 201), 'bio', left(${users.bio}, 201),
        'country', ${users.country}, 'avgRating', ${users.avgRating}, 'views', ${users.views}, 'createdAt', ${users.createdAt},
        'reviewCount', ${users}."review_count") order by page.ord) as rows, count(*) as n
      from page join ${users} on ${users.id} = page.id`,
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

function specFor(group: SearchGroup, req: SearchRequest, privateOwner: string | null): GroupSpec {
  if (group === 'content') return contentGroup(req, privateOwner, false);
  if (group === 'courses') return contentGroup(req, privateOwner, true);
  if (group === 'sessions') return sessionGroup();
  return mentorGroup();
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
 * Best match for words: titles that start with the typed words (in pattern order: the title equal
 * to the words first), then the other items with every word in the title, newest first, then
 * matches that needed the description, then those found only in tags and names, newest first within
 * each. One statement: the three steps are the branches of a UNION ALL under one LIMIT, each
 * walking its own index (prefix btree of 0013; the title index or a newest-first walk; the
 * document index) and each bounded by skip + limit; PostgreSQL runs the branches of an Append in
 * order and stops pulling as soon as the page is full, so a page filled by titles never reads the
 * rest. The rest is ranked (description before tags) only when the group is small enough
 * (`rankRest`); past that it is listed newest first.
 */
function bestMatchIds(spec: GroupSpec, req: SearchRequest, { q, qC }: Query, leading: string, plan: GroupPlan): { ctes: SQL[]; ids: SQL } {
  const newest = orderFor(spec, { ...req, sort: 'latest', category: '' }, null);
  const upTo = num(req.skip + req.limit);
  const ctes: SQL[] = [];
  const branches: SQL[] = [];
  let notLeading = sql``;
  if (leading.length >= 3) {
    // Pattern order walks the *_prefix_idx btree (0013): the first few titles in the range, those of
    // them holding every word (nearly all: the range is the typed text), the first three of those.
    // The range is written with the btree's own operators (the trigram index serves LIKE too), and the
    // words are checked outside the walk, where the planner cannot take them for a rare filter and
    // choose to sort every title in the range instead. Equal titles come in the index's order.
    ctes.push(sql`lead as materialized (select id from (select ${spec.cols.id} as id, ${spec.titleVec} as words from ${spec.table}
        where ${spec.base} and ${spec.trgm} ~>=~ ${leading} and ${spec.trgm} ~<~ (${leading} || chr(1114111))
        order by ${spec.trgm} using ~<~ limit ${num(LEADING_SCAN)}) t
      where words @@ ${q} limit ${num(LEADING_MAX)})`);
    branches.push(sql`(select id from lead)`);
    notLeading = sql`and ${spec.cols.id} not in (select id from lead)`;
  }
  branches.push(sql`(select ${spec.cols.id} from ${spec.table} where ${spec.base} and ${matching(spec.titleVec, q, plan.walkTitles)} ${notLeading}
    order by ${newest} limit ${upTo})`);
  const rest = sql`${matching(spec.doc, q, plan.walkRest && !plan.rankRest)} and not (${spec.titleVec} @@ ${q})`;
  branches.push(sql`(select ${spec.cols.id} from ${spec.table} where ${spec.base} and ${rest}
    order by ${plan.rankRest ? sql`(case when ${spec.doc} @@ ${qC} then 1 else 2 end) desc, ` : sql``}${newest} limit ${upTo})`);
  return { ctes, ids: sql`select * from (${sql.join(branches, sql` union all `)}) u limit ${num(req.limit)} offset ${num(req.skip)}` };
}

/** The query, and its twin with every word restricted to tags and names (weight C). */
interface Query {
  q: SQL;
  qC: SQL;
}

const toQuery = (terms: Terms): Query => ({
  q: sql`to_tsquery('simple'::regconfig, ${tsqueryOf(terms)})`,
  qC: sql`to_tsquery('simple'::regconfig, ${tsqueryOf(terms, 'C')})`,
});

/**
 * `vec @@ q`, or, when the matches are common (`walk`), the same test as a plain filter: `is true`
 * hides it from the GIN index, so the planner walks the index of the page's order and stops at the
 * page's end instead of collecting every match to sort it.
 */
const matching = (vec: SQL, q: SQL, walk: boolean) => (walk ? sql`(${vec} @@ ${q}) is true` : sql`${vec} @@ ${q}`);

/** How a group is answered, decided from the planner's estimates (delv_search_estimate). */
interface GroupPlan {
  /** Far more matches than COUNT_MAX: reported as 'at least' without counting them. */
  atLeastByEstimate: boolean;
  /** Few enough matches to rank those found outside the titles (description before tags and names). */
  rankRest: boolean;
  /** Title matches, and the other matches, common enough to walk for (see WALK_SHARE). A title walk
   * reads only a covering index (*_search_walk_idx, drizzle/0031); the other walk reads rows. */
  walkTitles: boolean;
  walkRest: boolean;
}

/** Estimated rows of a group: all of them, those matching, those with every word in the title. */
interface Estimate {
  all: number;
  doc: number;
  title: number;
}

function planGroup(spec: GroupSpec, req: SearchRequest, est: Estimate): GroupPlan {
  const walkable = spec.walkable.includes(req.sort) && !req.category;
  return {
    atLeastByEstimate: est.doc > ESTIMATE_AT_LEAST,
    rankRest: est.doc <= SEARCH_LIMITS.COUNT_MAX,
    walkTitles: walkable && est.title >= Math.max(WALK_MIN, WALK_SHARE * est.all),
    walkRest: walkable && est.doc - est.title >= Math.max(WALK_MIN, WALK_SHARE * est.all),
  };
}

/** One group's page and total, as a JSON value `{ rows, count }` (count COUNT_MAX + 1 = at least). */
function groupAnswer(spec: GroupSpec, req: SearchRequest, mode: Mode, plan: GroupPlan): SQL {
  const ctes: SQL[] = [];
  let match: SQL;
  let ids: SQL;
  if (mode.kind === 'text') {
    const query = toQuery(mode.terms);
    const { q, qC } = query;
    match = sql`${spec.doc} @@ ${q}`;
    if (req.sort === 'relevance' && !req.category) {
      const best = bestMatchIds(spec, req, query, mode.leading, plan);
      ctes.push(...best.ctes);
      ids = best.ids;
    } else {
      const relevance = sql`(case when ${spec.titleVec} @@ ${q} then 3 when ${spec.doc} @@ ${qC} then 1 else 2 end)`;
      ids = sql`select ${spec.cols.id} from ${spec.table} where ${spec.base} and ${matching(spec.doc, q, plan.walkTitles || plan.walkRest)}
        order by ${orderFor(spec, req, relevance)} limit ${num(req.limit)} offset ${num(req.skip)}`;
    }
  } else if (mode.kind === 'fuzzy') {
    match = sql`${spec.trgm} %> ${mode.text}`;
    const relevance = sql`word_similarity(${mode.text}, ${spec.trgm})`;
    ids = sql`select ${spec.cols.id} from ${spec.table} where ${spec.base} and ${match}
      order by ${orderFor(spec, req, relevance)} limit ${num(req.limit)} offset ${num(req.skip)}`;
  } else {
    match = sql`true`;
    ids = sql`select ${spec.cols.id} from ${spec.table} where ${spec.base} order by ${orderFor(spec, req, null)} limit ${num(req.limit)} offset ${num(req.skip)}`;
  }
  ctes.push(sql`page as (select id, row_number() over () as ord from (${ids}) p(id))`);
  // The total only when the page does not tell it: a page that is not full ends the matches.
  const capped = plan.atLeastByEstimate
    ? num(SEARCH_LIMITS.COUNT_MAX + 1)
    : sql`(select count(*) from (select 1 from ${spec.table} where ${spec.base} and ${match} limit ${num(SEARCH_LIMITS.COUNT_MAX + 1)}) s)`;
  const count = sql`case when found.n between 1 and ${num(req.limit - 1)} then ${num(req.skip)} + found.n
    when found.n = 0 and ${num(req.skip)} = 0 then 0 else ${capped} end`;
  return sql`(with ${sql.join(ctes, sql`, `)}, found as (${spec.rows})
    select json_build_object('rows', coalesce(found.rows, '[]'::json), 'count', ${count}) from found)`;
}

type GroupJson = { rows: unknown[]; count: number };

/** One statement name per SQL text (the statements whose plan does not depend on the words). */
const byShape = (text: string) => `search_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * Every group's answer in ONE statement and one round trip: `{ "<group>": { rows, count } }`. The
 * statement runs through delv_search_run (drizzle/0022) under its planner settings (and the
 * trigram ones for the whole-title last resort), its values inlined as quoted literals (drizzle's
 * escaping): PostgreSQL plans it for these very words, whose frequencies decide the plan. (Generic
 * plans of prepared statements were measured 2-10 times slower for common words and sorts.)
 */
async function answerGroups(
  db: Db,
  groups: SearchGroup[],
  build: (g: SearchGroup) => SQL,
  fuzzy = false,
): Promise<Record<string, GroupJson>> {
  const parts = groups.map((g) => sql`${sql.raw(`'${g}'`)}::text, ${build(g)}`);
  const answer = await runStatement(db, sql`select json_build_object(${sql.join(parts, sql`, `)})::text`, fuzzy ? FUZZY_SETTINGS : []);
  return JSON.parse(answer) as Record<string, GroupJson>;
}

/** A statement answering one text value, through delv_search_run with the search settings and `settings`. */
async function runStatement(db: Db, statement: SQL, settings: string[]): Promise<string> {
  const text = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement.inlineParams()).sql;
  const all = [...PLANNER_SETTINGS, ...settings];
  const result = await db.execute(sql`select delv_search_run(${text}, ${`{${all.join(',')}}`}::text[]) as answer`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { answer: string }[];
  return rows[0].answer;
}

/** The planner's estimate of each group's matches (drizzle/0022 delv_search_estimate): one round trip. */
async function estimates(db: Db, specs: Map<SearchGroup, GroupSpec>, terms: Terms | null): Promise<Map<SearchGroup, Estimate>> {
  const q = terms ? sql`to_tsquery('simple'::regconfig, ${tsqueryOf(terms)})` : sql`null::tsquery`;
  const groups = [...specs.keys()];
  const cols = groups.map((g, i) => sql`delv_search_estimate(${specs.get(g)!.estimate}, ${q}) as ${sql.identifier(`e${i}`)}`);
  const [row] = await executeNamed<Record<string, number[]>>(db, byShape, sql`select ${sql.join(cols, sql`, `)}`);
  return new Map(
    groups.map((g, i) => {
      const [all, doc, title] = row[`e${i}`].map(Number);
      return [g, { all, doc, title }];
    }),
  );
}

/** A word's letters in alphabetical order: equal for words made of the same letters. */
const lettersOf = (word: SQL) => sql`(select string_agg(c, '' order by c) from unnest(string_to_array(${word}, null)) c)`;
/** Whether a known word (s.word) is a typed one (w.word) with its letters in another order. */
const sameLetters = sql`${lettersOf(sql`s.word`)} = ${lettersOf(sql`w.word`)}`;

/** Plain words (letters and digits, at least one letter) are looked up in search_words. */
const plainWord = (w: string) => /^[\p{L}\p{N}]+$/u.test(w) && /\p{L}/u.test(w);

/**
 * Typed words -> what each may match, in one statement over search_words (drizzle/0022):
 * - a plain word that begins up to EXPAND_MAX known words matches those words exactly: 'sci' ->
 *   science | scientist. The same rows as the prefix 'sci':*, but GIN serves a few exact words by
 *   stepping through their lists, while a prefix makes it collect every row of every word it
 *   begins first (10-20 times slower for a common word: bench/results/search.md);
 * - one that begins more stays a prefix; one that begins none (a typo: 'sceince') matches the
 *   known words most like it by trigram similarity (science), when it is long enough to compare
 *   (CORRECTION_SIMILARITY), or made of its letters in another order ('aglie' -> agile);
 * - other words (punctuation inside: "kenya's", 'node.js') stay prefixes, parsed like the documents.
 * A typed word that matches nothing at all leaves `terms` null: nothing can be found by words.
 */
async function termsFor(db: Db, words: string[]): Promise<{ terms: Terms | null; leading: string }> {
  const plain = words.filter(plainWord);
  const known = new Map<string, { known: string[]; alike: { word: string; sim: number }[] | null }>();
  if (plain.length) {
    const list = sql`array[${sql.join(
      plain.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
    const fix = sql`array[${sql.join(
      plain.map((w) => sql.raw(String(w.length >= FUZZY_MIN_LENGTH))),
      sql`, `,
    )}]::boolean[]`;
    const answer = await runStatement(
      db,
      sql`select coalesce(json_agg(json_build_object('word', w.word, 'known', k.known,
        'alike', case when cardinality(k.known) = 0 and w.fix then (select json_agg(a) from (
          select s.word, case when ${sameLetters} then 1 else similarity(s.word, w.word) end as sim
          from search_words s where s.word % w.word and (similarity(s.word, w.word) >= ${sql.raw(String(CORRECTION_SIMILARITY))} or ${sameLetters})
          order by sim desc, s.word limit ${num(CORRECTIONS_PER_WORD)}) a) end)), '[]')::text
      from unnest(${list}, ${fix}) w(word, fix),
      lateral (select array(select s.word from search_words s where s.word ~>=~ w.word and s.word ~<~ (w.word || chr(1114111))
        order by s.word limit ${num(EXPAND_MAX + 1)}) as known) k`,
      ['pg_trgm.similarity_threshold', String(TRANSPOSITION_SIMILARITY)],
    );
    for (const r of JSON.parse(answer) as { word: string; known: string[]; alike: { word: string; sim: number }[] | null }[])
      known.set(r.word, r);
  }
  const terms: Terms = [];
  const leading: string[] = [];
  for (const w of words) {
    const found = known.get(w);
    const alike = (found?.alike ?? []).filter((a, _, all) => a.sim >= all[0].sim - CORRECTION_SPREAD).map((a) => a.word);
    if (!found || found.known.length > EXPAND_MAX) terms.push(prefixOf(w));
    else if (found.known.length) terms.push(exactly(found.known));
    else if (alike.length) terms.push(exactly(alike));
    else return { terms: null, leading: '' };
    leading.push(found?.known.length === 0 && alike.length ? alike[0] : w);
  }
  return { terms, leading: leading.join(' ') };
}

export interface SearchResult {
  data: SearchGroups;
  counts: SearchCounts;
  count: number;
  atLeast: SearchGroup[];
}

/**
 * POST /search. Full text over the stored weighted documents, every typed word a prefix (sent as
 * the known words it begins) and an unknown word corrected to the known words most like it
 * (termsFor); a group that still finds nothing is searched by trigram similarity of whole titles
 * and names. Empty keywords browse everything (the spec sets no minimum length). At most three
 * round trips: the words, the estimates, one statement for every group (+1 for the last resort).
 */
export async function search(db: Db, req: SearchRequest, viewerId: string | null, now = new Date()): Promise<SearchResult> {
  return (await planSearch(db, req, viewerId, { now })).run();
}

/**
 * Whether the viewer owns any private item. Most people own none, and for them the plain public
 * filter (`visible`) lets the planner use the public-only indexes; `visible or owner = me` cannot.
 */
async function ownsPrivateContent(db: Db, viewerId: string): Promise<boolean> {
  // A named statement on the plan-once connections: planned once per connection.
  const rows = await executeNamed(
    db,
    'search_owns_private',
    sql`select 1 from contents where owner_id = ${viewerId} and not visible limit 1`,
  );
  return rows.length > 0;
}

/**
 * A search ready to run, and the key of its answer: everyone but owners of private items gets the
 * same answer for the same request (so it may be kept once for all); an owner's answer, with their
 * private items, is theirs alone.
 */
export async function planSearch(
  db: Db,
  req: SearchRequest,
  viewerId: string | null,
  opts: { now?: Date; owners?: EventCache<boolean> } = {},
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
  const groups = groupsFor(req.types);
  const specs = new Map(groups.map((g) => [g, specFor(g, req, privateOwner)]));
  const found = new Map<SearchGroup, GroupJson>();
  const keywords = req.keywords.trim();
  const words = wordsOf(keywords);

  /** Full text (or browse) for `todo`: one round trip for the estimates, one for the answers. */
  const byText = async (todo: SearchGroup[], terms: Terms | null, leading: string) => {
    const estimated = await estimates(db, new Map(todo.map((g) => [g, specs.get(g)!])), terms);
    const mode: Mode = terms ? { kind: 'text', terms, leading } : { kind: 'all' };
    const answers = await answerGroups(db, todo, (g) =>
      groupAnswer(specs.get(g)!, req, mode, planGroup(specs.get(g)!, req, estimated.get(g)!)),
    );
    for (const g of todo) found.set(g, answers[g]);
  };
  if (!keywords) await byText(groups, null, '');
  else if (words.length) {
    const { terms, leading } = await termsFor(db, words);
    if (terms) await byText(groups, terms, leading);
  }

  // Still nothing: whole titles and names by trigram similarity (a slip that splits or joins words).
  const fuzzyText = keywords.toLowerCase().slice(0, 100);
  const stillMissing = groups.filter((g) => !found.get(g)?.count);
  if (keywords && stillMissing.length && fuzzyText.replace(/[^\p{L}\p{N}]/gu, '').length >= FUZZY_MIN_LENGTH) {
    const answers = await answerGroups(
      db,
      stillMissing,
      (g) =>
        groupAnswer(
          specs.get(g)!,
          req,
          { kind: 'fuzzy', text: fuzzyText },
          { atLeastByEstimate: false, rankRest: false, walkTitles: false, walkRest: false },
        ),
      true,
    );
    for (const g of stillMissing) found.set(g, answers[g]);
  }

  const data: SearchGroups = { content: [], courses: [], sessions: [], mentors: [] };
  const counts: SearchCounts = { content: 0, courses: 0, sessions: 0, mentors: 0 };
  for (const g of groups) {
    const answer = found.get(g) ?? { rows: [], count: 0 };
    counts[g] = answer.count;
    if (g === 'content' || g === 'courses') data[g] = (answer.rows as ContentJson[]).map(toContentHit);
    else if (g === 'sessions') data.sessions = (answer.rows as SessionJson[]).map((r) => toSessionHit(r, now));
    else data.mentors = (answer.rows as MentorJson[]).map(toMentorHit);
  }
  const atLeast = groups.filter((g) => counts[g] > SEARCH_LIMITS.COUNT_MAX);
  for (const g of atLeast) counts[g] = SEARCH_LIMITS.COUNT_MAX;
  return { data, counts, count: counts.content + counts.courses + counts.sessions + counts.mentors, atLeast };
}
