import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * How many rows a search's words match in each group, estimated in this process from PostgreSQL's
 * own statistics of the stored documents (pg_stats: the most common words of search_vec and
 * title_vec, and how often each occurs), the way the planner estimates `vec @@ query`
 * (ts_selfuncs.c). The estimates choose how a group is searched (walk an index or read the GIN
 * index; count the total, or show it as 'about N' or '1,000+'), never what is found. Asking the
 * planner instead (EXPLAIN of each group's match) cost a round trip and 12 plannings per search:
 * 2.2 ms of PostgreSQL's CPU, a fifth of a search (bench/results/search.md).
 *
 * The statistics change only when PostgreSQL analyses a table (after a tenth of its rows changed),
 * so a copy is read once a minute per process; a new word is unknown to them until then either way.
 */

/** The planner's selectivity of a word absent from the statistics (DEFAULT_TS_MATCH_SEL). */
const DEFAULT_MATCH = 0.005;
/** A copy of the statistics is read again after this long. */
const STATISTICS_MS = 60_000;

/** One stored document column's statistics: its most common words and their share of the rows. */
interface ColumnStats {
  freq: Map<string, number>;
  words: string[];
  /** The least share among those words (the planner's floor for a word absent from them). */
  minFreq: number;
  nullFrac: number;
}

/** The groups and their base filters, as in the partial indexes. */
export type EstimateGroup = 'content' | 'video' | 'article' | 'courses' | 'sessions' | 'mentors';
const GROUP_TABLE: Record<EstimateGroup, 'contents' | 'sessions' | 'users'> = {
  content: 'contents',
  video: 'contents',
  article: 'contents',
  courses: 'contents',
  sessions: 'sessions',
  mentors: 'users',
};
const GROUP_BASE: Record<EstimateGroup | 'users', string> = {
  content: `contents where visible and category <> 'Course'`,
  video: `contents where visible and category = 'Video'`,
  article: `contents where visible and category = 'Article'`,
  courses: `contents where visible and category = 'Course'`,
  sessions: 'sessions where cancelled = false',
  mentors: `users where confirmed and (usercategory[1]) = 'mentor'`,
  // Only mentors have documents, so users' statistics describe a word's share of ALL users.
  users: 'users',
};

interface Statistics {
  at: number;
  /** `${table}.${column}` -> its statistics (absent before the table was first analysed). */
  columns: Map<string, ColumnStats>;
  /** The planner's estimate of each group's rows (and of all users). */
  rows: Record<EstimateGroup | 'users', number>;
}

const kept = new WeakMap<Db, Promise<Statistics>>();

async function readStatistics(db: Db): Promise<Statistics> {
  const result = await db.execute(sql`select tablename, attname, null_frac, most_common_elems::text::text[] as words,
      most_common_elem_freqs as freqs from pg_stats
    where schemaname = current_schema() and tablename in ('contents', 'sessions', 'users') and attname in ('search_vec', 'title_vec')`);
  const stats = ((result as { rows?: unknown[] }).rows ?? result) as {
    tablename: string;
    attname: string;
    null_frac: number;
    words: string[] | null;
    freqs: number[] | null;
  }[];
  const columns = new Map<string, ColumnStats>();
  for (const s of stats) {
    const words = s.words ?? [];
    const freqs = (s.freqs ?? []).map(Number);
    // The frequencies are followed by their minimum and maximum (ts_typanalyze); without them the planner ignores the slot.
    if (!words.length || freqs.length < words.length + 2) continue;
    columns.set(`${s.tablename}.${s.attname}`, {
      freq: new Map(words.map((w, i) => [w, freqs[i]])),
      words: [...words].sort(),
      minFreq: freqs[words.length],
      nullFrac: Number(s.null_frac),
    });
  }
  const rows = {} as Statistics['rows'];
  for (const [group, base] of Object.entries(GROUP_BASE)) {
    const plan = await db.execute(sql.raw(`explain (format json) select 1 from ${base}`));
    const [row] = ((plan as { rows?: unknown[] }).rows ?? plan) as { 'QUERY PLAN': unknown }[];
    const json = row['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
    rows[group as EstimateGroup] = parsed[0].Plan['Plan Rows'];
  }
  return { at: Date.now(), columns, rows };
}

/** The kept copy of the statistics, read again (once, whoever asks) when it is a minute old. */
async function statisticsOf(db: Db): Promise<Statistics> {
  const current = kept.get(db);
  const stats = current && (await current.catch(() => null));
  if (stats && Date.now() - stats.at < STATISTICS_MS) return stats;
  if (kept.get(db) === current) {
    const next = readStatistics(db);
    kept.set(db, next);
    next.catch(() => kept.delete(db));
  }
  return kept.get(db)!;
}

/** Drops the kept copy: the next search reads the statistics again (after an ANALYZE). */
export function forgetStatistics(db: Db): void {
  kept.delete(db);
}

/** What a typed word may match: any of these known words, or any word starting with a prefix. */
export type EstimateTerms = { text: string; prefix: boolean }[][];

/** The share of rows whose document holds one word (or a word starting with a prefix). */
function wordShare(stats: ColumnStats | undefined, term: { text: string; prefix: boolean }): number {
  if (!stats) return DEFAULT_MATCH;
  const floor = Math.min(DEFAULT_MATCH, stats.minFreq / 2);
  if (!term.prefix) return stats.freq.get(term.text) ?? floor;
  // A prefix: the common words it begins, plus its part of the rest (as the planner reckons it).
  let matched = 0;
  let all = 0;
  let n = 0;
  for (const w of stats.words) {
    const f = stats.freq.get(w)!;
    if (w.startsWith(term.text)) {
      matched += f - matched * f;
      n += 1;
    }
    all += f - all * f;
  }
  return Math.max(floor, Math.min(1, matched) + (1 - Math.min(1, all)) * (n / stats.words.length));
}

/** Whether the statistics know a term: a common word, or a prefix of one. */
function knownTerm(stats: ColumnStats | undefined, term: { text: string; prefix: boolean }): boolean {
  if (!stats) return false;
  return term.prefix ? stats.words.some((w) => w.startsWith(term.text)) : stats.freq.has(term.text);
}

/** Every typed word must match (AND), through any of its terms (OR). */
function share(stats: ColumnStats | undefined, terms: EstimateTerms): number {
  let s = 1;
  for (const alternatives of terms) {
    let any = 0;
    for (const t of alternatives) {
      const w = wordShare(stats, t);
      any += w - any * w;
    }
    s *= any;
  }
  return Math.min(1, Math.max(0, s * (1 - (stats?.nullFrac ?? 0))));
}

/** Estimated rows of a group: all of them, those matching, those with every word in the title. */
export interface Estimate {
  all: number;
  doc: number;
  title: number;
  /** Whether `doc` rests on what the statistics saw: every typed word has a term among the common
   * words (or browsing). A word they do not know gets the planner's floor, a guess, not a measure. */
  measured: boolean;
}

/** Each group's estimate for `terms` (null: browsing, every row matches). */
export async function estimateGroups<G extends string>(
  db: Db,
  groups: Map<G, EstimateGroup>,
  terms: EstimateTerms | null,
): Promise<Map<G, Estimate>> {
  const stats = await statisticsOf(db);
  const estimates = new Map<G, Estimate>();
  for (const [g, group] of groups) {
    const all = stats.rows[group];
    if (!terms) {
      estimates.set(g, { all, doc: all, title: all, measured: true });
      continue;
    }
    const table = GROUP_TABLE[group];
    const from = group === 'mentors' ? stats.rows.users : all;
    const rows = (column: string) => Math.max(1, Math.round(from * share(stats.columns.get(`${table}.${column}`), terms)));
    const docStats = stats.columns.get(`${table}.search_vec`);
    const measured = terms.every((alternatives) => alternatives.some((t) => knownTerm(docStats, t)));
    estimates.set(g, { all, doc: rows('search_vec'), title: rows('title_vec'), measured });
  }
  return estimates;
}
