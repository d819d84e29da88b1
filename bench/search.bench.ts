/**
 * Search benchmark (`npm run bench:search`): POST /api/search on PostgreSQL with 100,000 content
 * items, 100,000 users (about a fifth of them mentors) and 20,000 sessions (bench/generate-search.ts
 * on top of the feed and content generators), over BENCH_WEB_CONCURRENCY API processes.
 *
 * What it measures, every search COMPUTED (SEARCH_CACHE_MS=0) unless said otherwise:
 * - CPU ms per search by program (the API's processes; PostgreSQL's backends serving the bench
 *   database), for the MIX (prefixes, common words, names, filters, sorts, paging, hero, browse; a
 *   quarter signed in), a long tail of 2,000 different two-word searches, and typo searches; beside
 *   GET /api/health in the same run. Closed loop (wrk, 16 requests always in flight).
 * - Latency at FIXED arrival rates of BENCH_RATES (300 and 50) different searches per second (open
 *   loop, bench/load.ts pacedLoad): p50/p95/p99 with nothing kept.
 * - The MIX with answers kept (the default SEARCH_CACHE_MS), each search alone (one at a time), and
 *   the query plans (EXPLAIN ANALYZE) of representative searches.
 * Writes bench/results/search-<BENCH_LABEL>.json and bench/results/search.md (with the rows of
 * search-before.json beside this run's when that file exists). Targets (issue 18): a computed
 * search of the MIX at most 10 ms of CPU in all, a typo search at most 20 ms, p95 under 100 ms.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_SECONDS (20 per
 * row), BENCH_CONCURRENCY (16), BENCH_WEB_CONCURRENCY (API processes, one per core), BENCH_RATES
 * (300,50), BENCH_WARMUP (20 s of searches first), BENCH_LABEL (after; `before` for a run of the code
 * before a change, kept beside), SEARCH_INDEX (the API's: memory by default, or postgres).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchSchema, type SearchRequestInput } from '@delv/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPostgres, type Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { SearchIndex } from '../server/src/modules/search/search.index';
import { fuzzySettings, search } from '../server/src/modules/search/search.service';
import { SESSIONS, generateSearch } from './generate-search';
import { MIX, tailSearches, typoSearches } from './search-mix';
import { cpuDuring, descendantsOf, pacedLoad, requireWrk, serialLoad, wrkLoad, type BenchRequest, type Stats } from './load';
import { startBenchServer } from './server';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const DB_NAME = new URL(DB_URL).pathname.slice(1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? String(os.cpus().length);
/** Fixed arrival rates: the issue's 300 different searches per second, and one these two cores can serve. */
const RATES = (process.env.BENCH_RATES ?? '300,50').split(',').map(Number);
const LABEL = process.env.BENCH_LABEL ?? 'after';
const SERIAL_ROUNDS = 5;
/** Seconds of searches before the rows are measured (BENCH_WARMUP). */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 20);
/** Enough requests in flight to keep both cores busy, few enough that a slow design finishes them within wrk's timeout. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-search-0123456789';
const log = (s: string) => console.log(s);

const startServer = (env: Record<string, string>) =>
  startBenchServer({
    dbUrl: DB_URL,
    jwtSecret: JWT_SECRET,
    extraEnv: { WEB_CONCURRENCY, ...(process.env.SEARCH_INDEX ? { SEARCH_INDEX: process.env.SEARCH_INDEX } : {}), ...env },
  });

const ms = (v: number) => v.toFixed(1);
const cpuMs = (cpu: Map<string, number>, key: string) => (cpu.get(key) ?? 0) * 1000;
const cpuTotal = (cpu: Map<string, number>) => [...cpu.values()].reduce((a, b) => a + b, 0) * 1000;

/** The SQL the service sends for one search, captured through drizzle's logger, then EXPLAIN ANALYZEd. */
async function plansFor(pool: pg.Pool, body: SearchRequestInput, viewerId: string | null): Promise<{ sql: string; plan: string }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;
  const req = searchSchema.validateSync(body);
  await search(db, req, viewerId);
  const out: { sql: string; plan: string }[] = [];
  for (const q of captured.filter((c) => /^(select|with)/i.test(c.sql) && !/set_config/.test(c.sql))) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      let plan: pg.QueryResult<{ 'QUERY PLAN': string }>;
      if (q.sql.includes('delv_search_run')) {
        // Planned for its text, as the service runs it (the corrections and the last resort).
        if (q.sql.includes('%>')) await fuzzySettings(drizzle({ client }) as unknown as Db);
        await client.query(`explain analyze ${q.sql}`, q.params);
        plan = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
      } else {
        // A named statement: its generic plan, as the API's plan-once connections keep it.
        await client.query('set local plan_cache_mode = force_generic_plan; set local max_parallel_workers_per_gather = 0');
        await client.query(`prepare bench_shape as ${q.sql}`);
        // EXPLAIN takes no bound parameters: the values go in as literals.
        const args = q.params.map((v) => client.escapeLiteral(String(v))).join(', ');
        const execute = `execute bench_shape${args ? `(${args})` : ''}`;
        await client.query(`explain analyze ${execute}`);
        plan = await client.query(`explain (analyze, buffers, costs off) ${execute}`);
        await client.query('deallocate bench_shape'); // a prepared statement outlives the transaction
      }
      await client.query('rollback');
      // The answer's plan runs to 300 lines: its buffer counts and sort methods are left out, and
      // the SQL of a statement longer than a screen is cut.
      const lines = plan.rows.map((r) => r['QUERY PLAN']).filter((l) => !/^\s*Buffers:|Sort Method:/.test(l));
      const shown = q.sql.length > 2000 ? `${q.sql.slice(0, 2000)}\n... (${q.sql.length} characters in all)` : q.sql;
      out.push({ sql: shown, plan: lines.join('\n') });
    } finally {
      client.release();
    }
  }
  return out;
}

interface Row {
  name: string;
  kind: 'closed' | 'paced';
  stats: Stats;
  /** CPU ms per request by program. */
  cpu: Record<string, number>;
}

interface RunRecord {
  label: string;
  at: string;
  load: string;
  rows: Row[];
  serial: Record<string, { p50: number; max: number }>;
  apiRssMb: number;
}

async function main() {
  const t0 = Date.now();
  log(`search benchmark (${LABEL}) on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  const database = fromPostgres(DB_URL, 2);
  await database.migrate();
  await database.close();

  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  await generateSearch(pool, log);
  const counts = (
    await pool.query<Record<string, string>>(`select
      (select count(*) from users) as users,
      (select count(*) from users where confirmed and (usercategory[1]) = 'mentor') as mentors,
      (select count(*) from contents) as contents, (select count(*) from contents where not visible) as private,
      (select count(*) from contents where category = 'Course') as courses,
      (select count(*) from sessions) as sessions, (select count(*) from sessions where cancelled) as cancelled`)
  ).rows[0];
  const viewers = (
    await pool.query<{ id: string }>(
      "select id from users where (usercategory[1]) in ('mentor', 'institution') order by md5(id::text) limit 200",
    )
  ).rows;
  const tokens = (
    await signInTokens(
      pool,
      JWT_SECRET,
      viewers.map((v) => v.id),
    )
  ).map((t) => `Bearer ${t}`);

  // Group sizes per search (what each one has to count and rank), as the API under test answers them.
  const sizes = new Map<string, string>();
  const index = process.env.SEARCH_INDEX === 'postgres' ? null : new SearchIndex();
  for (const m of MIX) {
    const res = await search(drizzle({ client: pool, schema }) as unknown as Db, searchSchema.validateSync(m.body), null, { index });
    const size = (g: 'content' | 'courses' | 'sessions' | 'mentors') =>
      `${res.about?.includes(g) ? '~' : ''}${res.counts[g]}${res.atLeast.includes(g) ? '+' : ''}`;
    sizes.set(m.label, `${size('content')} / ${size('courses')} / ${size('sessions')} / ${size('mentors')}`);
  }

  const planned: [string, SearchRequestInput, string | null][] = [
    ["'data sci' (prefix, every group)", { keywords: 'data sci', limit: 20 }, null],
    ["'python' (one common word), signed in", { keywords: 'python' }, viewers[0].id],
    ["'data sceince' (typo)", { keywords: 'data sceince' }, null],
  ];
  const plans: { label: string; sql: string; plan: string }[] = [];
  for (const [label, body, viewer] of planned) {
    for (const p of await plansFor(pool, body, viewer)) plans.push({ label, ...p });
  }
  const {
    rows: [{ server_version: version }],
  } = await pool.query<{ server_version: string }>('show server_version');

  requireWrk();
  const asRequest = (body: SearchRequestInput, token?: string): BenchRequest => ({
    method: 'POST',
    path: '/api/search',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
  });
  // The MIX ten times over; its signed-in searches (a quarter) by a different viewer each time.
  const mixRequests = Array.from({ length: 10 }, (_, round) =>
    MIX.map((m) => asRequest(m.body, m.signedIn ? tokens[round] : undefined)),
  ).flat();
  const tail = tailSearches(2000).map((body) => asRequest(body));
  const typos = typoSearches().map((t, i) => asRequest(t.body, t.signedIn ? tokens[i] : undefined));

  // PostgreSQL's backends serving the bench database, and the API's processes: nobody else's CPU.
  const picker = (apiPid: number) => async () => {
    const backends = await pool.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
      [DB_NAME],
    );
    return new Map<string, string>([
      ...descendantsOf(apiPid, 'api'),
      ...backends.rows.map((r) => [String(r.pid), 'postgres'] as [string, string]),
    ]);
  };
  const rows: Row[] = [];
  const serial: RunRecord['serial'] = {};
  let apiRssMb = 0;
  const record = (name: string, kind: Row['kind'], stats: Stats, cpu: Map<string, number>) => {
    const row: Row = { name, kind, stats, cpu: Object.fromEntries([...cpu].map(([k, v]) => [k, (v * 1000) / Math.max(1, stats.n)])) };
    rows.push(row);
    log(
      `  ${name.padEnd(52)} p50 ${ms(stats.p50).padStart(7)} ms  p95 ${ms(stats.p95).padStart(7)} ms  ${stats.rps.toFixed(0).padStart(6)} req/s  errors ${stats.errors}  cpu/req ${Object.entries(
        row.cpu,
      )
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(', ')}`,
    );
  };

  {
    const server = await startServer({ SEARCH_CACHE_MS: '0' });
    log(`nothing kept: server pid ${server.proc.pid} at ${server.base}`);
    const pick = picker(server.proc.pid!);
    const closed = async (name: string, list: BenchRequest[]) => {
      const { result, cpu } = await cpuDuring(() => wrkLoad(server.base, list, { seconds: SECONDS, concurrency: CONCURRENCY }), pick);
      record(name, 'closed', result, cpu);
    };
    try {
      // Warm-up: connections, JIT, and the plans. Each of the API's connections keeps one generic
      // plan per statement shape (a few dozen shapes), made the first time it runs that shape: a
      // short run would otherwise measure mostly plan-making, which a process pays once.
      await wrkLoad(server.base, [...mixRequests, ...typos, ...tail.slice(0, 400)], { seconds: WARM_UP, concurrency: CONCURRENCY });
      await closed('GET /api/health (floor)', [{ path: '/api/health' }]);
      await closed('MIX, computed', mixRequests);
      await closed('long tail (2,000 different searches), computed', tail);
      await closed('typos (56 different), computed', typos);
      // Each search alone, one at a time: what one search takes without queueing.
      let k = 0;
      const { byKey } = await serialLoad(
        server.base,
        () => {
          const m = MIX[k++ % MIX.length];
          return { ...asRequest(m.body, m.signedIn ? tokens[k % tokens.length] : undefined), key: m.label };
        },
        MIX.length * SERIAL_ROUNDS,
      );
      for (const [key, stats] of byKey) serial[key] = { p50: stats.p50, max: stats.max };
      for (const pid of descendantsOf(server.proc.pid!, 'api').keys()) {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        apiRssMb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      }
      // Last: a rate the server cannot keep up with leaves it busy for a while.
      for (const rate of [...RATES].sort((a, b) => a - b)) {
        const { result, cpu } = await cpuDuring(() => pacedLoad(server.base, tail, { rate, seconds: SECONDS }), pick);
        record(`${rate} different searches/s (long tail), computed`, 'paced', result, cpu);
      }
    } finally {
      await server.stop();
    }
  }
  {
    const server = await startServer({});
    log(`answers kept: server pid ${server.proc.pid} at ${server.base}`);
    try {
      await wrkLoad(server.base, mixRequests, { seconds: 5, concurrency: CONCURRENCY });
      const { result, cpu } = await cpuDuring(
        () => wrkLoad(server.base, mixRequests, { seconds: SECONDS, concurrency: CONCURRENCY }),
        picker(server.proc.pid!),
      );
      record('MIX, answers kept (default SEARCH_CACHE_MS)', 'closed', result, cpu);
    } finally {
      await server.stop();
    }
  }
  await pool.end();

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const run: RunRecord = { label: LABEL, at: new Date().toISOString().slice(0, 16).replace('T', ' '), load, rows, serial, apiRssMb };
  writeFileSync(path.join(root, 'bench', 'results', `search-${LABEL}.json`), `${JSON.stringify(run, null, 1)}\n`);
  const beforeFile = path.join(root, 'bench', 'results', 'search-before.json');
  const before: RunRecord | null = LABEL !== 'before' && existsSync(beforeFile) ? JSON.parse(readFileSync(beforeFile, 'utf8')) : null;

  const n = (v: string | number) => Number(v).toLocaleString('en');
  const tableRow = (r: Row, label: string) =>
    `| ${label} | ${r.name} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} | ${ms(r.stats.p99)} | ${r.stats.rps.toFixed(0)} | ${r.stats.errors} | ` +
    `${ms(cpuMs(new Map(Object.entries(r.cpu).map(([k, v]) => [k, v / 1000])), 'api'))} | ${ms(r.cpu.postgres ?? 0)} | **${ms(cpuTotal(new Map(Object.entries(r.cpu).map(([k, v]) => [k, v / 1000]))))}** |`;
  const runs = before ? [before, run] : [run];
  const lines = [
    '# Search benchmark',
    '',
    `Run ${run.at} UTC by \`BENCH_LABEL=${LABEL} npm run bench:search\` (bench/search.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, Node ${process.version}, PostgreSQL ${version}.`,
    `Load average at the end of each run (the machine is shared with other engineers' work): ${runs.map((r) => `${r.label} ${r.load}`).join('; ')}.`,
    `Load generators (wrk; Node's http for the fixed rate), ${WEB_CONCURRENCY} API process${WEB_CONCURRENCY === '1' ? '' : 'es'} and PostgreSQL share the machine, talking over ${DB_URL.includes('host=/') ? "loopback HTTP and the database's Unix socket" : 'loopback HTTP and TCP'}.`,
    '',
    `Data (bench/generate-search.ts on top of generate-feed.ts and generate-content.ts): ${n(counts.users)} users of whom ${n(counts.mentors)} confirmed mentors,`,
    `${n(counts.contents)} content items (${n(counts.courses)} courses and units, ${n(counts.private)} private), ${n(counts.sessions)} sessions (target ${n(SESSIONS)}; ${n(counts.cancelled)} cancelled).`,
    'Titles, descriptions and tags draw on a 32-word vocabulary, so one common word matches about a tenth of all items: harsher than real text.',
    '',
    '## CPU per search and latency',
    '',
    `Closed-loop rows: wrk, ${CONCURRENCY} requests always in flight, ${SECONDS} s each (their latency is mostly queueing: about ${CONCURRENCY} / throughput).`,
    `Paced rows: fixed arrival rates (${RATES.join(' and ')} requests per second) for ${SECONDS} s each, latency counted from when each request was due; a request unanswered after 10 s, or due while 256 wait (shed, not sent), is an error.`,
    "CPU ms per request: the API's processes (api) and PostgreSQL's backends for the bench database (postgres), read from /proc",
    "before and after each row; PostgreSQL's background processes and everyone else's processes are left out. 'computed' = SEARCH_CACHE_MS=0.",
    '',
    '| run | row | p50 ms | p95 ms | p99 ms | req/s | errors | api CPU ms | postgres CPU ms | CPU ms in all |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.flatMap((r) => r.rows.map((row) => tableRow(row, r.label))),
    '',
    `API memory at the end of the computed rows (resident, all ${WEB_CONCURRENCY} workers and the primary): ${runs.map((r) => `${r.label} ${r.apiRssMb.toFixed(0)} MB`).join(', ')}.`,
    '',
    '### Each search alone (one at a time, computed, 5 times each)',
    '',
    `| search | matches content / courses / sessions / mentors (${LABEL}; + = at least, ~ = about) | ${runs.map((r) => `${r.label} p50 ms | ${r.label} max ms`).join(' | ')} |`,
    `|---|---|${runs.map(() => '---:|---:').join('|')}|`,
    ...MIX.map(
      (m) =>
        `| ${m.label}${m.signedIn ? ' (signed in)' : ''} | ${sizes.get(m.label)} | ${runs
          .map((r) => {
            const st = r.serial[m.label];
            return st ? `${ms(st.p50)} | ${ms(st.max)}` : '- | -';
          })
          .join(' | ')} |`,
    ),
    '',
    ...DESIGN_NOTES,
    '',
    ...readingNotes(),
    `## Plans (${LABEL}): the PostgreSQL path (SEARCH_INDEX=postgres, and words with punctuation inside)`,
    '',
    ...plans.flatMap((p) => [`### ${p.label}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '']),
  ];
  writeFileSync(path.join(root, 'bench', 'results', 'search.md'), lines.join('\n'));
  log('wrote bench/results/search.md');
}

/** The hand-written "## Reading these figures" sections of the results file, kept across runs
 * (they compare runs and say what changed; a run cannot write them). */
function readingNotes(): string[] {
  const file = path.join(root, 'bench', 'results', 'search.md');
  if (!existsSync(file)) return [];
  const sections = readFileSync(file, 'utf8').split(/^(?=## )/m);
  return sections.filter((s) => s.startsWith('## Reading these figures')).flatMap((s) => s.trimEnd().split('\n').concat(''));
}

/** How the measured design works: kept beside the figures (bench/results/search.md). */
const DESIGN_NOTES: string[] = [
  '## How a search runs (after: the index in each API process, SEARCH_INDEX=memory)',
  '',
  'server/src/modules/search/search.index.ts and search.service.ts (searchIndexed), drizzle/0038_search_changes.sql.',
  'Each API process holds every item, live session and confirmed mentor: its words as PostgreSQL parsed them (the',
  'stored search_vec of 0022), where each was found (title; tags and names), its sort keys, category, visibility and',
  'owner; postings by word; rows newest first and in title order. A search:',
  '',
  '1. Reads search_changes from the oldest transaction still running at its last read (one named statement, usually',
  '   empty: triggers log every change to what search reads or shows, in the same transaction), and re-reads the rows',
  '   it names. So the index holds everything committed before the search, in every process.',
  '2. Looks each typed word up in the index: it matches the known words it begins (`sci` -> science | scientist). A',
  '   word that begins none is corrected by PostgreSQL (one statement over search_words, under its trigram threshold).',
  "3. Intersects the words' postings, rarest first, and per group counts every match (exact totals) and orders the",
  '   page: best match (titles starting with the words, then title matches, then description, then tags and names,',
  '   newest first), Latest, Popular or Trending; a large share is walked in newest-first order, a small one picked.',
  "4. Reads the page's rows that it does not keep (one named statement by ids; rows are kept, 20,000 per kind, until",
  '   the log names them, their owner or an institution). A group still empty is searched by trigram similarity of',
  '   whole titles in PostgreSQL.',
  '',
  'Before (SEARCH_INDEX=postgres): the words against search_words, the totals estimated from pg_stats, and one',
  'statement for every group planned once per shape (walks or GIN per group), as described in the README.',
];

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
