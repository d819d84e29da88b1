/**
 * Design (b) of issue 18, measured beside the design that runs (bench/search.bench.ts): an
 * in-process inverted index from a maintained library (MiniSearch) over every searchable row,
 * built at start from PostgreSQL, which stays the source of truth; a search ranks in memory and
 * reads only its page's rows from PostgreSQL (one statement by ids).
 *
 * `npx tsx --expose-gc bench/search-memory.bench.ts` on the benchmark database (BENCH_DATABASE_URL).
 * Prints start-up time, memory per 100,000 items and CPU ms per search (this process + the
 * PostgreSQL backend) for the MIX of bench/search.bench.ts, the long tail and the typos, and
 * appends them to bench/results/search.md. This is a measuring prototype, not the product: it keeps
 * the product's groups, filters, sorts and best-match order (title, then description, then tags and
 * names; newest first) but MiniSearch's own word splitting and its edit-distance typo tolerance.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch, { type SearchResult } from 'minisearch';
import pg from 'pg';
import { MIX as MIX_SEARCHES, tailSearches, typoSearches } from './search-mix';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PAGE = 30;
const COUNT_MAX = 1000;

interface Doc {
  id: string;
  title: string;
  description: string;
  extra: string;
  group: 'content' | 'courses' | 'sessions' | 'mentors';
  category: string;
  visible: boolean;
  ownerId: string;
  createdAt: number;
  rating: number;
  popularity: number;
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main() {
  const pool = new pg.Pool({ connectionString: DB_URL, max: 1 });
  const client = await pool.connect();
  const backend = (await client.query<{ p: number }>('select pg_backend_pid() as p')).rows[0].p;
  const pgMs = () => {
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };

  const heap0 = heapMb();
  const t0 = performance.now();
  const index = new MiniSearch<Doc>({
    fields: ['title', 'description', 'extra'],
    storeFields: ['group', 'category', 'visible', 'ownerId', 'createdAt', 'rating', 'popularity'],
    searchOptions: { prefix: true, combineWith: 'AND' },
  });
  const load = async (query: string, group: (r: Record<string, unknown>) => Doc['group']) => {
    // In slices, as a process would at start (a cursor keeps memory flat).
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await client.query(`${query} and id > $1 order by id limit 5000`, [after])).rows as Record<string, unknown>[];
      if (!rows.length) break;
      index.addAll(
        rows.map((r) => ({
          id: String(r.id),
          title: String(r.title),
          description: String(r.description),
          extra: String(r.extra),
          group: group(r),
          category: String(r.category ?? ''),
          visible: Boolean(r.visible),
          ownerId: String(r.owner_id ?? ''),
          createdAt: new Date(r.created_at as string).getTime(),
          rating: Number(r.rating),
          popularity: Number(r.popularity),
        })),
      );
      after = String(rows[rows.length - 1].id);
    }
  };
  await load(
    `select id, title, description, array_to_string(tags, ' ') || ' ' || author || ' ' || posted_by || ' ' || parent_course || ' ' || course_category as extra,
    category, visible, owner_id, created_at, avg_rating as rating, views as popularity from contents where true`,
    (r) => (r.category === 'Course' ? 'courses' : 'content'),
  );
  await load(
    `select id, session_title as title, description, array_to_string(tags, ' ') || ' ' || presenter_name || ' ' || organiser as extra,
    '' as category, true as visible, owner_id, created_at, avg_rating as rating, attendee_count as popularity from sessions where not cancelled`,
    () => 'sessions',
  );
  await load(
    `select id, firstname || ' ' || lastname as title, bio || ' ' || about as description,
    array_to_string(interests, ' ') || ' ' || array_to_string(usercategory, ' ') || ' ' || qualification as extra,
    '' as category, true as visible, id as owner_id, created_at, avg_rating as rating, views as popularity
    from users where confirmed and (usercategory[1]) = 'mentor'`,
    () => 'mentors',
  );
  const startMs = performance.now() - t0;
  const heapUsed = heapMb() - heap0;
  const items = index.documentCount;
  console.log(
    `indexed ${items} rows in ${(startMs / 1000).toFixed(1)} s, heap ${heapUsed.toFixed(0)} MB (${((heapUsed * 100_000) / items).toFixed(0)} MB per 100,000)`,
  );

  type Body = { keywords?: string; types?: string[]; sort?: string; skip?: number; limit?: number };
  const groupsFor = (types: string[] = []) => {
    if (!types.length) return ['content', 'courses', 'sessions', 'mentors'] as const;
    const g: Doc['group'][] = [];
    if (types.includes('Video') || types.includes('Article')) g.push('content');
    if (types.includes('Sessions')) g.push('sessions');
    return g;
  };
  /** Title matches first, then description, then tags and names; newest first in each (the product's best match). */
  const rankClass = (r: SearchResult) => {
    const fields = new Set(Object.values(r.match).flat());
    const terms = r.terms.length;
    const inTitle = r.terms.every((t) => r.match[t]?.includes('title'));
    if (inTitle && terms) return 0;
    return fields.has('description') ? 1 : 2;
  };
  const searchOne = async (body: Body) => {
    const keywords = (body.keywords ?? '').trim();
    const groups = groupsFor(body.types);
    const limit = body.limit ?? PAGE;
    const skip = body.skip ?? 0;
    const ids: string[] = [];
    const counts: number[] = [];
    // One search for every group asked for (MiniSearch scores every match once), then split by group.
    const filter = (r: SearchResult) =>
      (groups as readonly string[]).includes(r.group) &&
      r.visible &&
      (r.group !== 'content' || !body.types?.some((t) => t === 'Video' || t === 'Article') || body.types.includes(r.category));
    let hits = keywords ? index.search(keywords, { filter }) : index.search(MiniSearch.wildcard, { filter });
    if (keywords && !hits.length) hits = index.search(keywords, { filter, fuzzy: 0.2 });
    for (const group of groups) {
      const mine = hits.filter((h) => h.group === group);
      const key = body.sort === 'popular' ? 'rating' : body.sort === 'trending' ? 'popularity' : 'createdAt';
      if (body.sort && body.sort !== 'relevance') mine.sort((x, y) => y[key] - x[key] || y.createdAt - x.createdAt);
      else mine.sort((x, y) => rankClass(x) - rankClass(y) || y.createdAt - x.createdAt);
      ids.push(...mine.slice(skip, skip + limit).map((h) => String(h.id)));
      counts.push(Math.min(mine.length, COUNT_MAX + 1));
    }
    // The page's rows, fresh from PostgreSQL (one statement: what the answer shows).
    await client.query(
      `select json_agg(x)::text from (
        select id, title, left(description, 201), avg_rating, review_count, views, created_at from contents where id = any($1::uuid[])
        union all select id, session_title, left(description, 201), avg_rating, rating_count, attendee_count, created_at from sessions where id = any($1::uuid[])
        union all select id, firstname || ' ' || lastname, left(bio, 201), avg_rating, 0, views, created_at from users where id = any($1::uuid[])) x`,
      [ids],
    );
    return counts;
  };

  const MIX: Body[] = MIX_SEARCHES.map((m) => m.body);
  const tail: Body[] = tailSearches(2000);
  const typos: Body[] = typoSearches().map((t) => t.body);

  const lines: string[] = [];
  const measure = async (name: string, list: Body[], n: number) => {
    for (const b of list.slice(0, 5)) await searchOne(b); // warm
    const node0 = process.cpuUsage();
    const pg0 = pgMs();
    for (let i = 0; i < n; i++) await searchOne(list[i % list.length]);
    const node = process.cpuUsage(node0);
    const nodeMs = (node.user + node.system) / 1000 / n;
    const postgresMs = (pgMs() - pg0) / n;
    const line = `| (b) MiniSearch in process | ${name} | ${n} | ${nodeMs.toFixed(1)} | ${postgresMs.toFixed(1)} | **${(nodeMs + postgresMs).toFixed(1)}** |`;
    console.log(line);
    lines.push(line);
  };
  await measure('MIX', MIX, MIX.length * ROUNDS);
  await measure('long tail (2,000 different searches)', tail, 200);
  await measure('typos (56 different)', typos, typos.length * 2);
  client.release();
  await pool.end();

  appendFileSync(
    path.join(root, 'bench', 'results', 'search.md'),
    [
      '',
      '## Design (b): an in-process index (bench/search-memory.bench.ts)',
      '',
      `MiniSearch ${'7.2'} over ${items.toLocaleString('en')} searchable rows (contents, live sessions, confirmed mentors), built from PostgreSQL in`,
      `${(startMs / 1000).toFixed(1)} s; heap ${heapUsed.toFixed(0)} MB, ${((heapUsed * 100_000) / items).toFixed(0)} MB per 100,000 items, in EVERY API process.`,
      "One search at a time in one process, the page's rows read from PostgreSQL by id; no HTTP, no JSON answer, no compression",
      '(those cost the API about 1 ms more per search in the rows above).',
      '',
      '| design | searches | n | node CPU ms | postgres CPU ms | CPU ms in all |',
      '|---|---|---:|---:|---:|---:|',
      ...lines,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
