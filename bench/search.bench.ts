/**
 * Search benchmark (`npm run bench:search`): POST /api/search on PostgreSQL with 100,000 content
 * items, 100,000 users (about a fifth of them mentors) and 20,000 sessions (bench/generate-search.ts
 * on top of the feed and content generators). Measures p50/p95/p99 latency and throughput under
 * 100 concurrent requests (wrk, bench/load.ts) of a MIX of searches (prefixes, single common words,
 * typos that take the trigram path, names, filters, sorts, page 2, hero limit 20, empty browse; a
 * quarter signed in), with public answers kept in memory (the default) and without, and of a long
 * tail (half the MIX, half 2,000 different searches); beside /api/health in the same run, the CPU
 * each program used, each search's own time one at a time, and the query plans (EXPLAIN ANALYZE)
 * of representative searches. Writes bench/results/search.md. Target: p95 under 100 ms.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_SECONDS (20 per
 * row), BENCH_CONCURRENCY (100), BENCH_WEB_CONCURRENCY (API processes, one per core).
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
import { fuzzySettings, search } from '../server/src/modules/search/search.service';
import { SESSIONS, WORDS, generateSearch } from './generate-search';
import { cpuDuring, requireWrk, serialLoad, wrkLoad, type BenchRequest, type Stats } from './load';
import { startBenchServer } from './server';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? String(os.cpus().length);
const SERIAL_ROUNDS = 5;
/** The server's default SEARCH_CACHE_MS, in seconds. */
const SEARCH_CACHE_SECONDS = 60;
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

const startServer = (env: Record<string, string>) =>
  startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET, extraEnv: { WEB_CONCURRENCY, ...env } });

const ms = (v: number) => v.toFixed(1);
const cpuText = (cpu: Map<string, number>) =>
  [...cpu].filter(([, v]) => v * 1000 >= 0.05).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v * 1000).toFixed(2)}`).join(', ');

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
  const viewers = (await pool.query<{ id: string }>(
    "select id from users where (usercategory[1]) in ('mentor', 'institution') order by md5(id::text) limit 200",
  )).rows;
  const tokens = (await signInTokens(pool, JWT_SECRET, viewers.map((v) => v.id))).map((t) => `Bearer ${t}`);

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

  requireWrk();
  const asRequest = (body: SearchRequestInput, token?: string): BenchRequest => ({
    method: 'POST', path: '/api/search', body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
  });
  // The MIX ten times over; its signed-in searches (a quarter) by a different viewer each time.
  const mixRequests = Array.from({ length: 10 }, (_, round) => MIX.map((m) => asRequest(m.body, m.signedIn ? tokens[round] : undefined))).flat();
  // A long tail: 2,000 different two-word searches (every pair of the vocabulary, two sorts), half the traffic.
  const tail: BenchRequest[] = [];
  for (const a of WORDS) for (const b of WORDS) if (a !== b && tail.length < 2000) tail.push(asRequest({ keywords: `${a} ${b.slice(0, 4)}`, sort: tail.length % 2 ? 'latest' : 'relevance' }));
  const tailRequests = tail.flatMap((r, i) => [r, mixRequests[i % mixRequests.length]]);

  const rows: { name: string; stats: Stats; cpu: Map<string, number> }[] = [];
  const serial = new Map<string, Stats>();
  async function measure(name: string, env: Record<string, string>, requests: BenchRequest[], withHealth: boolean, withSerial: boolean) {
    const server = await startServer(env);
    log(`${name}: server pid ${server.proc.pid} at ${server.base}`);
    try {
      await wrkLoad(server.base, requests, { seconds: 10, concurrency: CONCURRENCY }); // warm-up: every answer computed once
      const load = async (label: string, list: BenchRequest[], seconds = SECONDS) => {
        const { result, cpu } = await cpuDuring(() => wrkLoad(server.base, list, { seconds, concurrency: CONCURRENCY }));
        const row = { name: label, stats: result, cpu: new Map([...cpu].map(([k, v]) => [k, v / result.n])) };
        rows.push(row);
        log(`  ${label.padEnd(44)} p50 ${ms(result.p50).padStart(7)} ms  p95 ${ms(result.p95).padStart(7)} ms  ${result.rps.toFixed(0).padStart(6)} req/s  errors ${result.errors}  cpu/req ${cpuText(row.cpu)}`);
      };
      if (withHealth) await load('GET /api/health (floor)', [{ path: '/api/health' }]);
      // With answers kept, the row lasts a whole SEARCH_CACHE_MS (60 s), so every kept answer is refreshed within it.
      await load(name, requests, env.SEARCH_CACHE_MS === '0' ? SECONDS : Math.max(SECONDS, SEARCH_CACHE_SECONDS));
      // Each search alone, one at a time, nothing kept: what one search costs.
      if (withSerial) {
        let k = 0;
        const { byKey } = await serialLoad(server.base, () => {
          const m = MIX[k++ % MIX.length];
          return { ...asRequest(m.body, m.signedIn ? tokens[k % tokens.length] : undefined), key: m.label };
        }, MIX.length * SERIAL_ROUNDS);
        for (const [key, stats] of byKey) serial.set(key, stats);
      }
    } finally {
      await server.stop();
    }
  }
  await measure('POST /api/search, MIX, answers kept (default)', {}, mixRequests, true, false);
  await measure('POST /api/search, MIX, nothing kept (SEARCH_CACHE_MS=0)', { SEARCH_CACHE_MS: '0' }, mixRequests, false, true);
  await measure('POST /api/search, long tail, answers kept', {}, tailRequests, false, false);
  const [health, cached, uncached, longTail] = rows.map((r) => r.stats);

  const n = (v: string | number) => Number(v).toLocaleString('en');
  const verdict = (st: Stats) => (st.p95 < 100 ? 'met' : 'NOT met');
  const lines = [
    '# Search benchmark',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:search\` (bench/search.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
    `Load generator (wrk), ${WEB_CONCURRENCY} API process${WEB_CONCURRENCY === '1' ? '' : 'es'} and PostgreSQL share the machine, talking over ${DB_URL.includes('host=/') ? "loopback HTTP and the database's Unix socket" : 'loopback TCP'}; nothing else ran.`,
    '',
    `Data (bench/generate-search.ts on top of generate-feed.ts and generate-content.ts): ${n(counts.users)} users of whom ${n(counts.mentors)} confirmed mentors,`,
    `${n(counts.contents)} content items (${n(counts.courses)} courses and units, ${n(counts.private)} private), ${n(counts.sessions)} sessions (target ${n(SESSIONS)}; ${n(counts.cancelled)} cancelled).`,
    'Titles, descriptions and tags draw on a 32-word vocabulary, so one common word matches about a tenth of all items: harsher than real text.',
    '',
    `## Latency under ${CONCURRENCY} concurrent requests (wrk, ${SECONDS} s per row, gzip, ${WEB_CONCURRENCY} API process${WEB_CONCURRENCY === '1' ? '' : 'es'})`,
    '',
    '| endpoint | p50 ms | p95 ms | p99 ms | max ms | req/s | errors | CPU ms per request |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} | ${ms(r.stats.p99)} | ${ms(r.stats.max)} | ${r.stats.rps.toFixed(0)} | ${r.stats.errors} | ${cpuText(r.cpu)} |`),
    '',
    `Target search p95 < 100 ms: MIX with answers kept ${verdict(cached)} (${ms(cached.p95)} ms); long tail ${verdict(longTail)} (${ms(longTail.p95)} ms);`,
    `every search computed ${verdict(uncached)} (${ms(uncached.p95)} ms).`,
    '',
    'The MIX repeats its 20 searches (a quarter signed in, by ten different viewers), so with answers kept nearly every',
    'request is answered from memory; its rows with answers kept last 60 s, so the refreshes of its 70 answers in each',
    'process run during the row: that row measures the kept path. The "nothing kept" row computes every search: what a stream of all-different searches',
    'would cost. The long tail is in between: half the requests are 2,000 different two-word searches, half the MIX.',
    '',
    `### Each search alone (one at a time, nothing kept, ${SERIAL_ROUNDS} times each)`,
    '',
    '| search | matches content / courses / sessions / mentors | p50 ms | max ms |',
    '|---|---|---:|---:|',
    ...MIX.map((m) => {
      const st = serial.get(m.label);
      return `| ${m.label}${m.signedIn ? ' (signed in)' : ''} | ${sizes.get(m.label)} | ${st ? ms(st.p50) : '-'} | ${st ? ms(st.max) : '-'} |`;
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
    'Answers kept (server/src/modules/search/search.routes.ts, server/src/lib/resultCache.ts): each API process keeps',
    'up to 1,000 answers, already serialised and compressed, keyed by the normalised request (words in lower case,',
    'filters, sort, page) and by who may share it: one answer for everyone who owns no private item, one per owner of',
    'private items (whether a viewer owns any is remembered as long). An answer lives SEARCH_CACHE_MS (60 s); from a',
    'random point in its second half the next caller still gets it while one refresh runs behind (one at a time per',
    'process); identical searches arriving together share one computation. A successful write to content, sessions or',
    'profiles drops the process\'s answers, so one process shows a change at once; other processes within 60 s.',
    '',
    `Computed, a search costs about ${(1000 * [...rows[2].cpu.values()].reduce((x, y) => x + y, 0)).toFixed(1)} ms of CPU across the API and PostgreSQL (row "nothing kept"): on this data`,
    'a common word costs 10-12 index-driven, bounded queries (plans below). With 100 clients each waiting, latency is',
    `about 100 / throughput, so computing every search here gives p95 ${ms(uncached.p95)} ms against the /api/health floor of ${ms(health.p95)} ms.`,
    '',
    ...plans.flatMap((p) => [`### ${p.label}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '']),
  ];
  writeFileSync(path.join(root, 'bench', 'results', 'search.md'), lines.join('\n'));
  log('wrote bench/results/search.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
