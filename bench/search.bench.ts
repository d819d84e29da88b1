/**
 * Search benchmark (`npm run bench:search`): POST /api/search on PostgreSQL with 100,000 content
 * items, 100,000 users (about a fifth of them mentors) and 20,000 sessions (bench/generate-search.ts
 * on top of the feed and content generators). Measures p50/p95/p99 latency and throughput under
 * 100 concurrent requests of a MIX of searches (prefixes, single common words, typos that take the
 * trigram path, names, filters, sorts, page 2, hero limit 20, empty browse; a quarter signed in),
 * beside /api/health in the same run, per-search figures, and the query plans (EXPLAIN ANALYZE) of
 * representative searches. Writes bench/results/search.md. Target: p95 under 100 ms.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_REQUESTS (3000
 * per row), BENCH_CONCURRENCY (100).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchSchema, type SearchRequestInput } from '@delv/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPostgres, type Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { signToken } from '../server/src/lib/tokens';
import { fuzzySettings, search } from '../server/src/modules/search/search.service';
import { SESSIONS, generateSearch } from './generate-search';
import { startBenchServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-search-0123456789';
const log = (s: string) => console.log(s);

/** What people type: two-word prefixes, single common words (the costliest: ~10% of all items
 * match), typos (no full-text match: the trigram path), names, filters, sorts and paging. */
const MIX: { label: string; body: SearchRequestInput; signedIn?: boolean }[] = [
  { label: "'data sci' (hero, limit 20)", body: { keywords: 'data sci', limit: 20 } },
  { label: "'python'", body: { keywords: 'python' } },
  { label: "'cloud security'", body: { keywords: 'cloud security' }, signedIn: true },
  { label: "'machine learning'", body: { keywords: 'machine learning' } },
  { label: "'kampala' popular", body: { keywords: 'kampala', sort: 'popular' } },
  { label: "'finance' trending", body: { keywords: 'finance', sort: 'trending' }, signedIn: true },
  { label: "'sql' Video only", body: { keywords: 'sql', types: ['Video'] } },
  { label: "'devops' Sessions only", body: { keywords: 'devops', types: ['Sessions'] } },
  { label: "'health teach'", body: { keywords: 'health teach' } },
  { label: "'data sceince' (typo)", body: { keywords: 'data sceince' } },
  { label: "'markting strtup' (typos)", body: { keywords: 'markting strtup' }, signedIn: true },
  { label: "'Learner1234 Feed1234' (a name)", body: { keywords: 'Learner1234 Feed1234' } },
  { label: "'course 12' Career Guidance", body: { keywords: 'course 12', category: 'Career Guidance' } },
  { label: "'' (browse, latest)", body: { keywords: '' } },
  { label: "'leadership interview' latest", body: { keywords: 'leadership interview', sort: 'latest' }, signedIn: true },
  { label: "'mobile money' Article+Sessions", body: { keywords: 'mobile money', types: ['Article', 'Sessions'] } },
  { label: "'port' (hero prefix)", body: { keywords: 'port', limit: 20 } },
  { label: "'statistics' page 2", body: { keywords: 'statistics', skip: 30 } },
  { label: "'nothing like this' (no match)", body: { keywords: 'xylophone quartz' } },
  { label: "'agile' page 10", body: { keywords: 'agile', skip: 270 }, signedIn: true },
];

const startServer = () => startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET });

interface Stats {
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const stats = (times: number[], errors: number, seconds: number): Stats => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, errors, p50: quantile(s, 0.5), p95: quantile(s, 0.95), p99: quantile(s, 0.99), max: s[s.length - 1] ?? 0, rps: s.length / seconds };
};

interface Req {
  url: string;
  init: RequestInit;
  key: string;
}

/** CONCURRENCY workers share `total` requests; each waits for the whole body. Times per key too. */
async function load(base: string, next: () => Req, total = REQUESTS) {
  const times: number[] = [];
  const byKey = new Map<string, number[]>();
  let issued = 0;
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < total) {
        issued++;
        const { url, init, key } = next();
        const t0 = performance.now();
        try {
          const res = await fetch(base + url, init);
          const body = await res.text();
          if (res.status !== 200) {
            errors++;
            firstError ||= `${res.status} ${body.slice(0, 200)}`;
          }
        } catch (err) {
          errors++;
          firstError ||= String(err);
        }
        const t = performance.now() - t0;
        times.push(t);
        if (!byKey.has(key)) byKey.set(key, []);
        byKey.get(key)!.push(t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (firstError) log(`  first error: ${firstError}`);
  return { all: stats(times, errors, seconds), byKey: new Map([...byKey].map(([k, v]) => [k, stats(v, 0, seconds)])) };
}

const ms = (v: number) => v.toFixed(1);

/** The SQL the service sends for one search, captured through drizzle's logger, then EXPLAIN ANALYZEd. */
async function plansFor(pool: pg.Pool, body: SearchRequestInput, viewerId: string | null): Promise<{ sql: string; plan: string }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;
  const req = searchSchema.validateSync(body);
  await search(db, req, viewerId);
  const out: { sql: string; plan: string }[] = [];
  for (const q of captured.filter((c) => /^select/i.test(c.sql) && !/set_config/.test(c.sql))) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (q.sql.includes('%>')) await fuzzySettings(drizzle({ client }) as unknown as Db);
      await client.query(`explain analyze ${q.sql}`, q.params);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
      await client.query('rollback');
      const table = /from "(\w+)"/.exec(q.sql)?.[1] ?? '?';
      const what = /^select count\(\*\)/i.test(q.sql) ? 'total' : 'page';
      out.push({ sql: `-- ${table}, ${what}\n${q.sql}`, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') });
    } finally {
      client.release();
    }
  }
  return out;
}

async function main() {
  const t0 = Date.now();
  log(`search benchmark on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  const database = fromPostgres(DB_URL, 2);
  await database.migrate();
  await database.close();

  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  await generateSearch(pool, log);
  const counts = (await pool.query<Record<string, string>>(`select
      (select count(*) from users) as users,
      (select count(*) from users where confirmed and (usercategory[1]) = 'mentor') as mentors,
      (select count(*) from contents) as contents, (select count(*) from contents where not visible) as private,
      (select count(*) from contents where category = 'Course') as courses,
      (select count(*) from sessions) as sessions, (select count(*) from sessions where cancelled) as cancelled`)).rows[0];
  const viewers = (await pool.query<{ id: string; token_version: number }>(
    "select id, token_version from users where (usercategory[1]) in ('mentor', 'institution') order by md5(id::text) limit 200",
  )).rows;
  const tokens = viewers.map((v) => `Bearer ${signToken(JWT_SECRET, { sub: v.id, v: v.token_version })}`);

  // Group sizes per search (what each one has to count and rank).
  const sizes = new Map<string, string>();
  for (const m of MIX) {
    const res = await search(drizzle({ client: pool, schema }) as unknown as Db, searchSchema.validateSync(m.body), null);
    sizes.set(m.label, `${res.counts.content} / ${res.counts.courses} / ${res.counts.sessions} / ${res.counts.mentors}`);
  }

  const planned: [string, SearchRequestInput, string | null][] = [
    ["'data sci' (prefix, every group)", { keywords: 'data sci', limit: 20 }, null],
    ["'python' (one common word), signed in", { keywords: 'python' }, viewers[0].id],
    ["'data sceince' (typo: trigram path)", { keywords: 'data sceince' }, null],
  ];
  const plans: { label: string; sql: string; plan: string }[] = [];
  for (const [label, body, viewer] of planned) {
    for (const p of await plansFor(pool, body, viewer)) plans.push({ label, ...p });
  }
  const { rows: [{ server_version: version }] } = await pool.query<{ server_version: string }>('show server_version');
  await pool.end();

  let k = 0;
  let t = 0;
  const next = (): Req => {
    const m = MIX[(k = (k + 1) % MIX.length)];
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    if (m.signedIn) headers.Authorization = tokens[(t = (t + 1) % tokens.length)];
    return { url: '/api/search', init: { method: 'POST', headers, body: JSON.stringify(m.body) }, key: m.label };
  };
  const server = await startServer();
  log(`server pid ${server.proc.pid} at ${server.base}`);
  let health: Stats;
  let mixed: Awaited<ReturnType<typeof load>>;
  try {
    await load(server.base, next, 600);
    health = (await load(server.base, () => ({ url: '/api/health', init: {}, key: 'health' }))).all;
    log(`  health          p50 ${ms(health.p50)} ms  p95 ${ms(health.p95)} ms  ${health.rps.toFixed(0)} req/s`);
    mixed = await load(server.base, next);
    log(`  search (mix)    p50 ${ms(mixed.all.p50)} ms  p95 ${ms(mixed.all.p95)} ms  p99 ${ms(mixed.all.p99)} ms  ${mixed.all.rps.toFixed(0)} req/s  errors ${mixed.all.errors}`);
  } finally {
    await server.stop();
  }

  const n = (v: string | number) => Number(v).toLocaleString('en');
  const verdict = mixed.all.p95 < 100 ? 'met' : 'NOT met';
  const lines = [
    '# Search benchmark',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:search\` (bench/search.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
    'Load generator, API server and database share the machine over loopback (and, here, the CPUs with other work), so these figures are a floor, not a ceiling.',
    '',
    `Data (bench/generate-search.ts on top of generate-feed.ts and generate-content.ts): ${n(counts.users)} users of whom ${n(counts.mentors)} confirmed mentors,`,
    `${n(counts.contents)} content items (${n(counts.courses)} courses and units, ${n(counts.private)} private), ${n(counts.sessions)} sessions (target ${n(SESSIONS)}; ${n(counts.cancelled)} cancelled).`,
    'Titles, descriptions and tags draw on a 32-word vocabulary, so one common word matches about a tenth of all items: harsher than real text.',
    '',
    `## Latency under ${CONCURRENCY} concurrent requests (${n(REQUESTS)} requests per row, gzip, a quarter signed in)`,
    '',
    '| endpoint | p50 ms | p95 ms | p99 ms | max ms | req/s | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| GET /api/health (floor) | ${ms(health.p50)} | ${ms(health.p95)} | ${ms(health.p99)} | ${ms(health.max)} | ${health.rps.toFixed(0)} | ${health.errors} |`,
    `| POST /api/search (mix below) | ${ms(mixed.all.p50)} | ${ms(mixed.all.p95)} | ${ms(mixed.all.p99)} | ${ms(mixed.all.max)} | ${mixed.all.rps.toFixed(0)} | ${mixed.all.errors} |`,
    '',
    `Target search p95 < 100 ms: ${verdict} (${ms(mixed.all.p95)} ms). Throughput ${(100 * mixed.all.rps / health.rps).toFixed(0)}% of /api/health's.`,
    '',
    '### Per search in the mix (same run; latency includes queueing behind the other 99 requests)',
    '',
    '| search | matches content / courses / sessions / mentors | p50 ms | p95 ms |',
    '|---|---|---:|---:|',
    ...MIX.map((m) => {
      const s = mixed.byKey.get(m.label);
      return `| ${m.label}${m.signedIn ? ' (signed in)' : ''} | ${sizes.get(m.label)} | ${s ? ms(s.p50) : '-'} | ${s ? ms(s.p95) : '-'} |`;
    }),
    '',
    '## How a search runs',
    '',
    'Per group (content, courses, sessions, mentors), side by side over the pool: a page query and a total. The match is the',
    'weighted document (title A, description B, tags and names C) `@@ to_tsquery(\'simple\', \'w1\':* & \'w2\':*)`, served by',
    'the expression GIN indexes of drizzle/0004_search.sql. Best match reads the items with every word in the TITLE first,',
    'newest first (the title index of drizzle/0009, or a walk of the newest-first index filtered by title), and ranks the',
    'rest (description needed > tags and names only) only when the titles do not fill the page. Totals are exact up to',
    '1,000 per group (`count(*)` over `LIMIT 1001`), then reported as 1,000+ (`atLeast`): counting all 12,000 matches of a',
    'common word cost more than the rest of the search. A signed-in viewer who owns no private item searches with the',
    'public filter, so the public-only indexes serve; owners of private items get `visible or owner = me`. A group with no',
    'full-text match is searched again by trigram word similarity of titles / names (`lower(title) %> keywords`, threshold',
    '0.45, transaction-local settings), served by the pg_trgm GIN indexes.',
    '',
    ...(mixed.all.p95 < 100 ? [] : [
      `Why the target is missed: with 100 clients each waiting for its answer, latency = 100 / throughput. ${mixed.all.rps.toFixed(0)} searches a`,
      `second means each search costs about ${(2000 / mixed.all.rps).toFixed(0)} ms of the two cores; a p95 under 100 ms would need over 1,000 a second,`,
      'i.e. under 2 ms of CPU per search, API and database included. On this data a common word still costs 10-12 queries of',
      '0.1-10 ms each (plans below: planning ~0.2-0.9 ms, execution up to ~10 ms where a bitmap reads a thousand rows). The',
      'queries are index-driven and bounded (no step reads all 12,000 matches of a word any more); what remains is the price',
      'of four groups with exact totals up to 1,000 on a 2-core machine shared by the load generator, the API and PostgreSQL.',
      'Ways to go further, not done here: a short-lived cache of public results (search traffic repeats), one statement per',
      'search instead of ~10, smaller totals (e.g. exact to 300), read replicas.',
      '',
    ]),
    ...plans.flatMap((p) => [`### ${p.label}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '']),
  ];
  writeFileSync(path.join(root, 'bench', 'results', 'search.md'), lines.join('\n'));
  log('wrote bench/results/search.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
