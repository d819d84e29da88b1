import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMITS, type SearchCounts, type SearchGroup, type SearchGroups, type SearchRequest } from '@delv/shared';
import { executeNamed, executeNamedQuery, type Db } from '../../db/client';
import type { EventCache } from '../../events/cache';
import { estimateGroups, type Estimate, type EstimateGroup } from './search.estimates';
import type { SearchIndex, ShownRow } from './search.index';
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
/** A group whose words the statistics know, estimated at this many matches or more, shows its
 * total as 'about N' from the estimate instead of counting (counting intersects the words' GIN lists
 * and reads every match: a third of PostgreSQL's share of a two-word search, bench/results/search.md).
 * Below it an estimate may be far off in proportion, and counting costs less. Words that go together
 * are underestimated ('data sci' courses: about 380 where more than 1,000 match); from 500 instead,
 * such groups are counted, and the bench's MIX costs about 1 ms more (10.3-10.8 ms against 9.2). A
 * page that is not full still tells the exact total. */
const ABOUT_FROM = 250;
/** ...in a group of at least this many rows. A smaller table's statistics can be off by more (it is
 * analysed after a tenth of its rows change), and counting a few hundred matches costs little. */
const ABOUT_MIN_ROWS = 5000;
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
  /** Full text: the query (tsqueryOf), its twin restricted to tags and names, and what a title
   * starting with the words starts with ('' when too short to look for). */
  | { kind: 'text'; query: string; queryC: string; leading: string }
  /** Whole titles by trigram similarity (the last resort for typos). */
  | { kind: 'fuzzy'; text: string };

/** What differs between the groups: their table, filters, columns and the row they answer. */
interface GroupSpec {
  table: SQL;
  /** Who may see which rows, and the group's own filters. */
  base: SQL;
  /** For the owner of private items, `base` split in two: the public rows (which the partial
   * indexes hold, so they can be walked) and the owner's own private ones (a few, by owner). */
  split: { shared: SQL; own: SQL } | null;
  doc: SQL;
  titleVec: SQL;
  trgm: SQL;
  cols: { createdAt: SQL; rating: SQL; popularity: SQL; id: SQL; parentCourse?: SQL };
  /** How descending keys are written: the content indexes are DESC NULLS LAST (drizzle-kit's
   * default), and an ORDER BY must say the same for a LIMIT to walk them instead of sorting. */
  desc: SQL;
  /** Whose statistics estimate the group's matches (search.estimates.ts). */
  estimate: EstimateGroup;
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

/** An item's row as search shows it, with its owner's card (from `page`: the page's id and ord). */
const contentRows = sql`select json_agg(json_build_object(
        'id', ${contents.id}, 'title', ${contents.title}, 'description', left(${contents.description}, 201), 'author', ${contents.author},
        'category', ${contents.category}, 'parentCourse', ${contents.parentCourse}, 'courseCategory', ${contents.courseCategory},
        'tags', ${contents.tags}, 'visible', ${contents.visible}, 'thumbnail', ${contents.thumbnail}, 'avgRating', ${contents.avgRating},
        'views', ${contents.views}, 'createdAt', ${contents.createdAt}, 'reviewCount', ${contents.reviewCount},
        'owner', json_build_object('id', ${userCards.id}, 'firstname', ${userCards.firstname}, 'lastname', ${userCards.lastname},
          'usercategory', ${userCards.usercategory}, 'profilePicture', ${userCards.profilePicture},
          'institutionId', ${userCards.institutionId}, 'institutionName', ${userCards.institutionName})) order by page.ord) as rows, count(*) as n
      from page join ${contents} on ${contents.id} = page.id join ${userCards} on ${userCards.id} = ${contents.ownerId}`;

/** A session's row as search shows it (from `page`). */
const sessionRows = sql`select json_agg(json_build_object(
        'id', ${sessions.id}, 'sessionTitle', ${sessions.sessionTitle}, 'description', left(${sessions.description}, 201),
        'presenterId', ${sessions.presenterId}, 'presenterName', ${sessions.presenterName}, 'organiser', ${sessions.organiser},
        'startsAt', ${sessions.startsAt}, 'endsAt', ${sessions.endsAt}, 'price', ${sessions.price}, 'durationMinutes', ${sessions.durationMinutes},
        'thumbnail', ${sessions.thumbnail}, 'avgRating', ${sessions.avgRating}, 'attendeeCount', ${sessions.attendeeCount},
        'createdAt', ${sessions.createdAt}, 'reviewCount', ${sessions}."review_count") order by page.ord) as rows, count(*) as n
      from page join ${sessions} on ${sessions.id} = page.id`;

/** A mentor's row as search shows it (from `page`). */
const mentorRows = sql`select json_agg(json_build_object(
        'id', ${users.id}, 'firstname', ${users.firstname}, 'lastname', ${users.lastname}, 'usercategory', ${users.usercategory},
        'profilePicture', ${users.profilePicture}, 'about', left(${users.about}, 201), 'bio', left(${users.bio}, 201),
        'country', ${users.country}, 'avgRating', ${users.avgRating}, 'views', ${users.views}, 'createdAt', ${users.createdAt},
        'reviewCount', ${users}."review_count") order by page.ord) as rows, count(*) as n
      from page join ${users} on ${users.id} = page.id`;

function contentGroup(req: SearchRequest, privateOwner: string | null, courses: boolean): GroupSpec {
  // Private items exist only for their owner (a guest or another user never sees them).
  const base: SQL[] = [];
  let estimate: EstimateGroup = courses ? 'courses' : 'content';
  if (courses) base.push(sql`${contents.category} = 'Course'`);
  else {
    base.push(sql`${contents.category} <> 'Course'`);
    const picked = req.types.filter((t) => t === 'Video' || t === 'Article');
    if (picked.length === 1) estimate = picked[0] === 'Video' ? 'video' : 'article';
    if (picked.length)
      base.push(
        sql`${contents.category} in (${sql.join(
          picked.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
  }
  const own = privateOwner ? sql`not ${contents.visible} and ${contents.ownerId} = ${privateOwner}` : null;
  return {
    table: sql`${contents}`,
    base: allOf([privateOwner ? sql`${contents.visible} or ${contents.ownerId} = ${privateOwner}` : sql`${contents.visible}`, ...base]),
    split: own ? { shared: allOf([sql`${contents.visible}`, ...base]), own: allOf([own, ...base]) } : null,
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
    walkable: ['relevance', 'latest', 'popular', 'trending'],
    rows: contentRows,
  };
}

function sessionGroup(): GroupSpec {
  return {
    table: sql`${sessions}`,
    base: liveSession,
    split: null,
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
    rows: sessionRows,
  };
}

function mentorGroup(): GroupSpec {
  return {
    table: sql`${users}`,
    base: confirmedMentor,
    split: null,
    doc: mentorDoc,
    titleVec: mentorTitleVec,
    trgm: mentorNameLower,
    // users_created_at_idx is ascending: read backwards it gives DESC NULLS FIRST, i.e. plain `desc`.
    cols: { createdAt: sql`${users.createdAt}`, rating: sql`${users.avgRating}`, popularity: sql`${users.views}`, id: sql`${users.id}` },
    desc: sql`desc`,
    estimate: 'mentors',
    walkable: ['relevance', 'latest', 'popular', 'trending'],
    rows: mentorRows,
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
  const ctes: SQL[] = [];
  const branches: SQL[] = [];
  let notLeading = sql``;
  if (leading) {
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
  branches.push(
    sql`(${matchingIds(spec, matchesQuery(spec.titleVec, q, plan.walkTitles, notLeading), plan.walkTitles, newest, req.skip + req.limit)})`,
  );
  const restOrder = plan.rankRest ? sql`(case when ${spec.doc} @@ ${qC} then 1 else 2 end) desc, ${newest}` : newest;
  const notTitle = sql`and not (${spec.titleVec} @@ ${q})`;
  const walkRest = plan.walkRest && !plan.rankRest;
  branches.push(sql`(${matchingIds(spec, matchesQuery(spec.doc, q, walkRest, notTitle), walkRest, restOrder, req.skip + req.limit)})`);
  return { ctes, ids: sql`select * from (${sql.join(branches, sql` union all `)}) u limit ${num(req.limit)} offset ${num(req.skip)}` };
}

/** The query, and its twin with every word restricted to tags and names (weight C). */
interface Query {
  q: SQL;
  qC: SQL;
}

/**
 * Each query is parsed once per statement: a sub-select without columns of the row runs once
 * (an InitPlan). Written plainly, `to_tsquery(..., $1)` of a parameter is parsed again for every
 * row the generic plan filters or sorts (a walk tests hundreds); the GIN index takes either.
 */
const toQuery = (query: string, queryC: string): Query => ({
  q: sql`(select to_tsquery('simple'::regconfig, ${query}))`,
  qC: sql`(select to_tsquery('simple'::regconfig, ${queryC}))`,
});

/**
 * `vec` matches `q` (and `also`), written for a walk or for the GIN index (see matchingIds): a walk
 * tests each row with the operator's function, ts_match_vq, which no index serves and the planner
 * takes for a third of the rows (it takes `@@` of an unknown query for 0.5%).
 */
const matchesQuery = (vec: SQL, q: SQL, walk: boolean, also = sql``) =>
  walk ? sql`ts_match_vq(${vec}, ${q}) ${also}` : sql`${vec} @@ ${q} ${also}`;

/**
 * The ids of a group's rows that `match`, in `order`, `limit` of them after `skip`, found one of
 * two ways, as the estimates chose (the generic plan cannot tell a rare query from a common one, so
 * the statement says which):
 * - `walk` (common matches, or browsing): the index of the page's order is walked, each row
 *   tested, until the page is full.
 * - otherwise every match is collected through the GIN index and sorted. The sub-select (kept
 *   whole by `offset 0`, and named as the table so the order's columns still name it) hides the
 *   order from the indexes: else the planner may walk for a rare query (80,000 entries for none).
 */
function matchingIds(spec: GroupSpec, match: SQL, walk: boolean, order: SQL, limit: number, skip = 0): SQL {
  const { id, createdAt, rating, popularity, parentCourse } = spec.cols;
  // What the order reads, for a sub-select named as the table.
  const columns = sql.join([id, createdAt, rating, popularity, ...(parentCourse ? [parentCourse] : []), spec.doc, spec.titleVec], sql`, `);
  const page = (n: number, offset: number) => sql`limit ${num(n)}${offset ? sql` offset ${num(offset)}` : sql``}`;
  const found = (base: SQL, what: SQL, n: number, offset: number) =>
    walk
      ? sql`select ${what} from ${spec.table} where ${base} and ${match} order by ${order} ${page(n, offset)}`
      : sql`select ${what} from (select ${columns} from ${spec.table} where ${base} and ${match} offset 0) ${spec.table}
          order by ${order} ${page(n, offset)}`;
  if (!spec.split) return found(spec.base, id, limit, skip);
  // The owner of private items: the first skip + limit of the public rows (walked or collected as
  // for everyone) and of their own private ones, merged.
  const upTo = skip + limit;
  return sql`select ${id} from ((${found(spec.split.shared, columns, upTo, 0)}) union all (${found(spec.split.own, columns, upTo, 0)})) ${spec.table}
    order by ${order} ${page(limit, skip)}`;
}

/** How a group is answered, decided from the estimates of its matches (search.estimates.ts). */
interface GroupPlan {
  /** Far more matches than COUNT_MAX: reported as 'at least' without counting them. */
  atLeastByEstimate: boolean;
  /** Few enough matches to rank those found outside the titles (description before tags and names). */
  rankRest: boolean;
  /** Title matches, and the other matches, common enough to walk for (see WALK_SHARE). A title walk
   * reads only a covering index (*_search_walk_idx, drizzle/0031); the other walk reads rows. */
  walkTitles: boolean;
  walkRest: boolean;
  /** Many matches of words the statistics know: the total is the estimate, not counted (ABOUT_FROM). */
  about: boolean;
}

function planGroup(spec: GroupSpec, req: SearchRequest, est: Estimate): GroupPlan {
  const walkable = spec.walkable.includes(req.sort) && !req.category;
  const atLeastByEstimate = est.doc > ESTIMATE_AT_LEAST;
  return {
    atLeastByEstimate,
    about: !atLeastByEstimate && est.measured && est.doc >= ABOUT_FROM && est.all >= ABOUT_MIN_ROWS,
    rankRest: est.doc <= SEARCH_LIMITS.COUNT_MAX,
    walkTitles: walkable && est.title >= Math.max(WALK_MIN, WALK_SHARE * est.all),
    walkRest: walkable && est.doc - est.title >= Math.max(WALK_MIN, WALK_SHARE * est.all),
  };
}

/** One group's page and total, as a JSON value `{ rows, count }` (count COUNT_MAX + 1 = at least;
 * NOT_COUNTED = the page is full and the total is to be the estimate). */
function groupAnswer(spec: GroupSpec, req: SearchRequest, mode: Mode, plan: GroupPlan): SQL {
  const ctes: SQL[] = [];
  let match: SQL;
  let ids: SQL;
  if (mode.kind === 'text') {
    const query = toQuery(mode.query, mode.queryC);
    const { q, qC } = query;
    match = sql`${spec.doc} @@ ${q}`;
    if (req.sort === 'relevance' && !req.category) {
      const best = bestMatchIds(spec, req, query, mode.leading, plan);
      ctes.push(...best.ctes);
      ids = best.ids;
    } else {
      const relevance = sql`(case when ${spec.titleVec} @@ ${q} then 3 when ${spec.doc} @@ ${qC} then 1 else 2 end)`;
      const order = orderFor(spec, req, relevance);
      const walk = plan.walkTitles || plan.walkRest;
      ids = matchingIds(spec, matchesQuery(spec.doc, q, walk), walk, order, req.limit, req.skip);
    }
  } else if (mode.kind === 'fuzzy') {
    match = sql`${spec.trgm} %> ${mode.text}`;
    const relevance = sql`word_similarity(${mode.text}, ${spec.trgm})`;
    ids = sql`select ${spec.cols.id} from ${spec.table} where ${spec.base} and ${match}
      order by ${orderFor(spec, req, relevance)} limit ${num(req.limit)} offset ${num(req.skip)}`;
  } else {
    match = sql`true`;
    ids = matchingIds(spec, sql`true`, true, orderFor(spec, req, null), req.limit, req.skip);
  }
  ctes.push(sql`page as (select id, row_number() over () as ord from (${ids}) p(id))`);
  // The total only when the page does not tell it: a page that is not full ends the matches.
  const capped = plan.atLeastByEstimate
    ? num(SEARCH_LIMITS.COUNT_MAX + 1)
    : plan.about
      ? num(NOT_COUNTED)
      : sql`(select count(*) from (select 1 from ${spec.table} where ${spec.base} and ${match} limit ${num(SEARCH_LIMITS.COUNT_MAX + 1)}) s)`;
  const count = sql`case when found.n between 1 and ${num(req.limit - 1)} then ${num(req.skip)} + found.n
    when found.n = 0 and ${num(req.skip)} = 0 then 0 else ${capped} end`;
  return sql`(with ${sql.join(ctes, sql`, `)}, found as (${spec.rows})
    select json_build_object('rows', coalesce(found.rows, '[]'::json), 'count', ${count}) from found)`;
}

type GroupJson = { rows: unknown[]; count: number };
/** A group's count when it was left to the estimate (GroupPlan.about). */
const NOT_COUNTED = -1;

/** An estimate as shown: two significant figures (847 -> 850, 1,414 -> 1,400), never more than COUNT_MAX. */
export function aboutTotal(estimate: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, estimate))) - 1);
  return Math.min(SEARCH_LIMITS.COUNT_MAX, Math.round(estimate / step) * step);
}

/** One statement name per SQL text: the words are its parameters, so a name stands for a shape. */
const byShape = (text: string) => `search_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * Every group's answer as ONE statement: `{ "<group>": { rows, count } }`. How it runs is
 * answerShape's (named, planned once per shape) or answerFuzzy's (planned for its text).
 */
function answerStatement(groups: SearchGroup[], build: (g: SearchGroup) => SQL): SQL {
  const parts = groups.map((g) => sql`${sql.raw(`'${g}'`)}::text, ${build(g)}`);
  return sql`select json_build_object(${sql.join(parts, sql`, `)})::text as answer`;
}

/** The words and the owner, which vary between searches of one shape: its parameters. */
interface ShapeValues {
  query: string;
  queryC: string;
  leading: string;
  owner: string | null;
}
/** Stand-ins for the values while a shape is written out (a NUL never comes from a request). */
const PLACEHOLDERS: ShapeValues = { query: '\0query', queryC: '\0queryC', leading: '\0leading', owner: '\0owner' };
/** Each shape's SQL text and parameters as written out once (with PLACEHOLDERS), by shape key. */
const shapes = new Map<string, { sql: string; params: unknown[]; name: string | null }>();
const SHAPES_MAX = 2000;
/** Shapes planned once per connection, at most: each plan holds about 0.85 MB in every backend
 * that runs it. The bench's 2,000 different searches make 22 shapes; a rarer shape beyond these
 * is planned for its words on every search (4-6 ms), as all searches were before. */
const NAMED_SHAPES_MAX = 48;
const namedShapes = new Set<string>();

/**
 * Every group's answer in ONE statement and one round trip, for a search of `shape` with `values`.
 * The statement is named by its shape and planned once per connection (executeNamedQuery): how each
 * group is searched (walk or GIN; count, estimate or '1,000+') is written into the shape from the
 * estimates, so the generic plan need not know the words, and no search pays for planning it (4-6 ms
 * for four groups). The statement is
 * written out (drizzle's SQL to text: about a millisecond of the API's CPU) once per shape and
 * process, with placeholders where the values go; `shape` must name everything else it depends on.
 */
async function answerShape(
  db: Db,
  shape: string,
  values: ShapeValues,
  build: (values: ShapeValues) => SQL,
): Promise<Record<string, GroupJson>> {
  let written = shapes.get(shape);
  if (!written) {
    const rendered = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build(PLACEHOLDERS));
    const name = byShape(rendered.sql);
    if (namedShapes.size < NAMED_SHAPES_MAX) namedShapes.add(name);
    written = { ...rendered, name: namedShapes.has(name) ? name : null };
    if (shapes.size >= SHAPES_MAX) shapes.clear();
    shapes.set(shape, written);
  }
  const params = written.params.map((p) => {
    const key = (Object.keys(PLACEHOLDERS) as (keyof ShapeValues)[]).find((k) => PLACEHOLDERS[k] === p);
    return key ? values[key] : p;
  });
  const [row] = await executeNamedQuery<{ answer: string }>(db, written.name, { sql: written.sql, params });
  return JSON.parse(row.answer) as Record<string, GroupJson>;
}

/** The last resort's statement, through delv_search_run (drizzle/0022) under its trigram settings,
 * planned for its text, its values inlined as quoted literals (drizzle's escaping). */
async function answerFuzzy(db: Db, groups: SearchGroup[], build: (g: SearchGroup) => SQL): Promise<Record<string, GroupJson>> {
  return JSON.parse(await runStatement(db, answerStatement(groups, build), FUZZY_SETTINGS)) as Record<string, GroupJson>;
}

/** A statement answering one text value, through delv_search_run with the search settings and `settings`. */
async function runStatement(db: Db, statement: SQL, settings: string[]): Promise<string> {
  const text = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement.inlineParams()).sql;
  const all = [...PLANNER_SETTINGS, ...settings];
  const result = await db.execute(sql`select delv_search_run(${text}, ${`{${all.join(',')}}`}::text[]) as answer`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { answer: string }[];
  return rows[0].answer;
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
    // The known words each plain word begins: one statement of one shape (the words are one array
    // parameter, each quoted so that 'null' stays a word; plain words hold no quote, comma or brace),
    // planned once per connection.
    const [row] = await executeNamed<{ known: { word: string; known: string[] }[] }>(
      db,
      'search_known_words',
      sql`select coalesce(json_agg(json_build_object('word', w.word, 'known', k.known)), '[]') as known
      from unnest(${`{${plain.map((w) => `"${w}"`).join(',')}}`}::text[]) w(word),
      lateral (select array(select s.word from search_words s where s.word ~>=~ w.word and s.word ~<~ (w.word || chr(1114111))
        order by s.word limit ${num(EXPAND_MAX + 1)}) as known) k`,
    );
    for (const r of row.known) known.set(r.word, { known: r.known, alike: null });
    // Only a word that begins none (a typo) is compared with the known words, under its trigram threshold.
    const slips = plain.filter((w) => known.get(w)?.known.length === 0 && w.length >= FUZZY_MIN_LENGTH);
    for (const [word, alike] of await correctionsOf(db, slips)) known.get(word)!.alike = alike;
  }
  const terms: Terms = [];
  const leading: string[] = [];
  for (const w of words) {
    const found = known.get(w);
    const alike = likeliest(found?.alike);
    if (!found || found.known.length > EXPAND_MAX) terms.push(prefixOf(w));
    else if (found.known.length) terms.push(exactly(found.known));
    else if (alike.length) terms.push(exactly(alike));
    else return { terms: null, leading: '' };
    leading.push(found?.known.length === 0 && alike.length ? alike[0] : w);
  }
  return { terms, leading: leading.join(' ') };
}

/** The words a typo may stand for, best first, as near the best as CORRECTION_SPREAD. */
const likeliest = (alike: { word: string; sim: number }[] | null | undefined): string[] =>
  (alike ?? []).filter((a, _, all) => a.sim >= all[0].sim - CORRECTION_SPREAD).map((a) => a.word);

/**
 * Typed words that begin no known word (slips) -> the known words most like each, in one statement
 * under its trigram threshold: those made of the same letters in another order first ('aglie' ->
 * agile), then by similarity ('sceince' -> science).
 */
async function correctionsOf(db: Db, slips: string[]): Promise<Map<string, { word: string; sim: number }[] | null>> {
  const corrections = new Map<string, { word: string; sim: number }[] | null>();
  if (!slips.length) return corrections;
  const answer = await runStatement(
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
  for (const r of JSON.parse(answer) as { word: string; alike: { word: string; sim: number }[] | null }[]) corrections.set(r.word, r.alike);
  return corrections;
}

export interface SearchResult {
  data: SearchGroups;
  counts: SearchCounts;
  count: number;
  atLeast: SearchGroup[];
  about: SearchGroup[];
}

/**
 * POST /search. Full text over the stored weighted documents, every typed word a prefix (sent as
 * the known words it begins) and an unknown word corrected to the known words most like it
 * (termsFor); a group that still finds nothing is searched by trigram similarity of whole titles
 * and names. Empty keywords browse everything (the spec sets no minimum length). With `index`
 * (SEARCH_INDEX=memory), found, ordered and counted in this process's index (searchIndexed); else in
 * PostgreSQL (searchFor): two round trips, the words, then one statement for every group (+1 for the
 * last resort).
 */
export async function search(
  db: Db,
  req: SearchRequest,
  viewerId: string | null,
  opts: { now?: Date; index?: SearchIndex | null } = {},
): Promise<SearchResult> {
  return (await planSearch(db, req, viewerId, opts)).run();
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
  opts: { now?: Date; owners?: EventCache<boolean>; index?: SearchIndex | null } = {},
): Promise<{ key: string; run(): Promise<SearchResult> }> {
  const now = opts.now ?? new Date();
  const groups = groupsFor(req.types);
  const { index } = opts;
  const ownsNow = async (id: string) => (index ? (await index.current(db), index.ownsPrivate(id)) : ownsPrivateContent(db, id));
  // Whether the viewer owns private items may be remembered a while (`owners`): a stale answer only
  // ever includes or leaves out the viewer's OWN private items, never anyone else's.
  const owns = (id: string) => (opts.owners ? opts.owners.get(id, () => ownsNow(id)) : ownsNow(id));
  const privateOwner = viewerId && (groups.includes('content') || groups.includes('courses')) && (await owns(viewerId)) ? viewerId : null;
  const run = async () => (index && (await searchIndexed(db, index, req, privateOwner, now))) || searchFor(db, req, privateOwner, now);
  return { key: searchKey(req, privateOwner), run };
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
  /** The estimated matches of the groups whose totals may be left to the estimate. */
  const estimatedTotal = new Map<SearchGroup, number>();
  const { types, category, sort, skip, limit } = req;
  const keywords = req.keywords.trim();
  const words = wordsOf(keywords);

  /** Full text (or browse) for `todo`: one round trip for the answers. */
  const byText = async (todo: SearchGroup[], terms: Terms | null, leading: string) => {
    const estimated = await estimateGroups(db, new Map(todo.map((g) => [g, specs.get(g)!.estimate])), terms);
    const plans = todo.map((g) => planGroup(specs.get(g)!, req, estimated.get(g)!));
    todo.forEach((g, i) => plans[i].about && estimatedTotal.set(g, estimated.get(g)!.doc));
    const values: ShapeValues = {
      query: terms ? tsqueryOf(terms) : '',
      queryC: terms ? tsqueryOf(terms, 'C') : '',
      leading: leading.length >= 3 ? leading : '',
      owner: privateOwner,
    };
    // Everything the statement's text depends on but the values.
    const shape = JSON.stringify([todo, [...types].sort(), category, sort, skip, limit, !!terms, !!values.leading, !!privateOwner, plans]);
    const answers = await answerShape(db, shape, values, (v) => {
      const mode: Mode = terms ? { kind: 'text', query: v.query, queryC: v.queryC, leading: values.leading && v.leading } : { kind: 'all' };
      return answerStatement(todo, (g) => groupAnswer(specFor(g, req, privateOwner && v.owner), req, mode, plans[todo.indexOf(g)]));
    });
    for (const g of todo) found.set(g, answers[g]);
  };
  if (!keywords) await byText(groups, null, '');
  else if (words.length) {
    const { terms, leading } = await termsFor(db, words);
    if (terms) await byText(groups, terms, leading);
  }

  await bySimilarity(db, req, groups, found, (g) => specs.get(g)!);

  return resultOf(groups, found, estimatedTotal, skip, now);
}

/** Groups still empty after the words: whole titles and names by trigram similarity (a slip that
 * splits or joins words), one statement for all of them, into `found`. */
async function bySimilarity(
  db: Db,
  req: SearchRequest,
  groups: SearchGroup[],
  found: Map<SearchGroup, GroupJson>,
  specOf: (g: SearchGroup) => GroupSpec,
): Promise<void> {
  const keywords = req.keywords.trim();
  const fuzzyText = keywords.toLowerCase().slice(0, 100);
  const stillMissing = groups.filter((g) => !found.get(g)?.count);
  if (!keywords || !stillMissing.length || fuzzyText.replace(/[^\p{L}\p{N}]/gu, '').length < FUZZY_MIN_LENGTH) return;
  const answers = await answerFuzzy(db, stillMissing, (g) =>
    groupAnswer(
      specOf(g),
      req,
      { kind: 'fuzzy', text: fuzzyText },
      { atLeastByEstimate: false, rankRest: false, walkTitles: false, walkRest: false, about: false },
    ),
  );
  for (const g of stillMissing) found.set(g, answers[g]);
}

/** The groups' pages and totals as sent (`estimatedTotal`: the estimates of groups left uncounted). */
function resultOf(
  groups: SearchGroup[],
  found: Map<SearchGroup, GroupJson>,
  estimatedTotal: Map<SearchGroup, number>,
  skip: number,
  now: Date,
): SearchResult {
  const data: SearchGroups = { content: [], courses: [], sessions: [], mentors: [] };
  const counts: SearchCounts = { content: 0, courses: 0, sessions: 0, mentors: 0 };
  const about: SearchGroup[] = [];
  for (const g of groups) {
    const answer = found.get(g) ?? { rows: [], count: 0 };
    counts[g] = answer.count;
    if (answer.count === NOT_COUNTED) {
      // A full page: at least skip + limit match; an empty page past the first: at most skip.
      const n = answer.rows.length;
      const estimate = n ? Math.max(estimatedTotal.get(g)!, skip + n) : Math.min(estimatedTotal.get(g)!, skip);
      // Estimated past the cap: '1,000+', as a count past it would say.
      if (estimate > SEARCH_LIMITS.COUNT_MAX) counts[g] = SEARCH_LIMITS.COUNT_MAX + 1;
      else {
        counts[g] = aboutTotal(estimate);
        about.push(g);
      }
    }
    if (g === 'content' || g === 'courses') data[g] = (answer.rows as ContentJson[]).map(toContentHit);
    else if (g === 'sessions') data.sessions = (answer.rows as SessionJson[]).map((r) => toSessionHit(r, now));
    else data.mentors = (answer.rows as MentorJson[]).map(toMentorHit);
  }
  const atLeast = groups.filter((g) => counts[g] > SEARCH_LIMITS.COUNT_MAX);
  for (const g of atLeast) counts[g] = SEARCH_LIMITS.COUNT_MAX;
  return { data, counts, count: counts.content + counts.courses + counts.sessions + counts.mentors, atLeast, about };
}

/** A typed word the index can look up: letters and digits only, parsed by PostgreSQL as one word. */
const indexableWord = (w: string) => /^[\p{L}\p{N}]+$/u.test(w);

/**
 * A search found, ordered and counted in this process's index (search.index.ts): a round trip to
 * bring the index up to date (usually an empty read of the log), one for the page's rows by id, and
 * only for a typo one to correct it and one for whole titles by similarity, as searchFor does. Totals
 * are exact (the index counts every match). Null when the keywords hold words that PostgreSQL's
 * parser splits ("kenya's", node.js): searchFor searches those as the documents were parsed.
 */
async function searchIndexed(
  db: Db,
  index: SearchIndex,
  req: SearchRequest,
  privateOwner: string | null,
  now: Date,
): Promise<SearchResult | null> {
  const keywords = req.keywords.trim();
  const words = wordsOf(keywords);
  if ((keywords && !words.length) || !words.every(indexableWord)) return null;
  await index.current(db);
  const groups = groupsFor(req.types);
  // Per typed word, the known words it may be: those it begins, or for a slip those most like it.
  let alternatives: number[][] | null = null;
  const leading: string[] = [];
  if (words.length) {
    const starting = words.map((w) => index.wordsStartingWith(w));
    const slips = words.filter((w, i) => !starting[i].length && plainWord(w) && w.length >= FUZZY_MIN_LENGTH);
    const corrections = await correctionsOf(db, slips);
    alternatives = [];
    for (const [i, w] of words.entries()) {
      const alike = starting[i].length ? [] : likeliest(corrections.get(w));
      if (!starting[i].length && !alike.length) {
        alternatives = null;
        break;
      }
      alternatives.push(starting[i].length ? starting[i] : alike.map((a) => index.word(a)).filter((id) => id !== undefined));
      leading.push(starting[i].length ? w : alike[0]);
    }
  }
  const found = new Map<SearchGroup, GroupJson>();
  // A typed word that is nothing known: no group can match by words.
  if (!words.length || alternatives) {
    const lead = leading.join(' ');
    const pages = new Map(
      groups.map((g) => [g, index.page(g, { words: alternatives, leading: lead.length >= 3 ? lead : '', req, privateOwner })] as const),
    );
    const rows = await index.shownRows(
      new Map([...pages].filter(([, page]) => page.ids.length).map(([g, page]) => [g, page.ids] as const)),
      (missing) => rowsByIds(db, missing),
    );
    for (const [g, page] of pages) found.set(g, { rows: rows.get(g) ?? [], count: Math.min(page.total, SEARCH_LIMITS.COUNT_MAX + 1) });
  }
  await bySimilarity(db, req, groups, found, (g) => specFor(g, req, privateOwner));
  return resultOf(groups, found, new Map(), req.skip, now);
}

/** Each group's rows as the page lists them, each statement's text written once per set of groups. */
const rowStatements = new Map<string, { sql: string; params: unknown[] }>();
const ROWS_OF: Record<SearchGroup, SQL> = { content: contentRows, courses: contentRows, sessions: sessionRows, mentors: mentorRows };

/** The rows of each group's page, in the page's order: one statement, planned once per connection. */
async function rowsByIds(db: Db, pages: Map<SearchGroup, string[]>): Promise<Map<SearchGroup, ShownRow[]>> {
  const groups = [...pages.keys()];
  if (!groups.length) return new Map();
  const name = `search_rows_${groups.join('_')}`;
  let written = rowStatements.get(name);
  if (!written) {
    const parts = groups.map(
      (g) => sql`${sql.raw(`'${g}'`)}::text, (with page as (select id, ord from unnest(${`\0${g}`}::uuid[]) with ordinality p(id, ord)),
        found as (${ROWS_OF[g]}) select coalesce(found.rows, '[]'::json) from found)`,
    );
    written = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(
      sql`select json_build_object(${sql.join(parts, sql`, `)})::text as answer`,
    );
    rowStatements.set(name, written);
  }
  // The ids in the parameters' places (uuids hold no comma or brace).
  const params = written.params.map((p) => {
    const g = typeof p === 'string' && p.startsWith('\0') ? (p.slice(1) as SearchGroup) : null;
    return g ? `{${pages.get(g)!.join(',')}}` : p;
  });
  const [row] = await executeNamedQuery<{ answer: string }>(db, name, { sql: written.sql, params });
  return new Map(Object.entries(JSON.parse(row.answer) as Record<SearchGroup, ShownRow[]>) as [SearchGroup, ShownRow[]][]);
}
