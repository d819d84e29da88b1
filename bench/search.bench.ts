/**
 * Search benchmark (`npm run bench:search`; `BENCH_ITEMS=1000000 npm run bench:search` for a million
 * items): POST /api/search on PostgreSQL with BENCH_ITEMS content items, as many users (a fifth of
 * them mentors) and a fifth as many sessions (bench/generate-search.ts), over BENCH_WEB_CONCURRENCY
 * API processes.
 *
 * What it measures, every search computed (nothing is kept between searches):
 * - CPU ms per search by program (the API's processes; PostgreSQL's backends serving the bench
 *   database), for the MIX (prefixes, common words, names, filters, sorts, paging, hero, browse; a
 *   quarter signed in), a long tail of 2,000 different two-word searches, and typo searches; beside
 *   GET /api/health in the same run. Closed loop (wrk, 16 requests always in flight).
 * - Latency at FIXED arrival rates of BENCH_RATES (300 and 50) different searches per second (open
 *   loop, bench/load.ts pacedLoad).
 * - Each search alone (one at a time), and the query plans (EXPLAIN ANALYZE) of three searches.
 * Writes bench/results/search-<BENCH_ITEMS>.json and rebuilds bench/results/search.md from every
 * such file (one table per size). Goals (issue 28): at 100,000 items a computed search of the MIX
 * or the long tail at most 10 ms of CPU in all, a typo search at most 20 ms, 300 different searches
 * a second with p95 under 100 ms; at 1,000,000 items at most 25 ms.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_ITEMS (100000),
 * BENCH_SECONDS (20 per row), BENCH_CONCURRENCY (16), BENCH_WEB_CONCURRENCY (API processes, one per
 * core), BENCH_RATES (300,50), BENCH_WARMUP (10 s of searches first).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchSchema, type SearchRequestInput } from '@delv/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPostgres, type Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { search } from '../server/src/modules/search/search.service';
import { ITEMS, generateSearch } from './generate-search';
import { MIX, tailSearches, typoSearches } from './search-mix';
import { cpuDuring, descendantsOf, pacedLoad, requireWrk, serialLoad, wrkLoad, type BenchRequest, type Stats } from './load';
import { startBenchServer } from './server';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(root, 'bench', 'results');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const DB_NAME = new URL(DB_URL).pathname.slice(1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? String(os.cpus().length);
/** Fixed arrival rates: the issue's 300 different searches per second, and one these two cores can serve. */
const RATES = (process.env.BENCH_RATES ?? '300,50').split(',').map(Number);
const SERIAL_ROUNDS = 5;
/** Seconds of searches before the rows are measured (connections, caches of the database and of V8). */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 10);
/** Enough requests in flight to keep both cores busy, few enough that a slow design finishes them within wrk's timeout. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-search-0123456789';
const log = (s: string) => console.log(s);

const ms = (v: number) => v.toFixed(1);
const n = (v: string | number) => Number(v).toLocaleString('en');

/** The SQL the service sends for one search, captured through drizzle's logger, then EXPLAIN ANALYZEd
 * as it runs: a search statement under its settings (delv_search_run), the others as they are. */
async function plansFor(pool: pg.Pool, body: SearchRequestInput, viewerId: string | null): Promise<{ sql: string; plan: string }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;
  await search(db, searchSchema.validateSync(body), viewerId);
  const out: { sql: string; plan: string }[] = [];
  for (const q of captured) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      let text = q.sql;
      let params = q.params;
      if (q.sql.includes('delv_search_run')) {
        const settings = (q.params[1] as string).slice(1, -1).split(',');
        for (let i = 0; i < settings.length; i += 2) await client.query('select set_config($1, $2, true)', [settings[i], settings[i + 1]]);
        text = q.params[0] as string;
        params = [];
      }
      await client.query(`explain analyze ${text}`, params);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`, params);
      await client.query('rollback');
      const lines = plan.rows.map((r) => r['QUERY PLAN']).filter((l) => !/^\s*Buffers:|Sort Method:/.test(l));
      const shown = text.length > 1500 ? `${text.slice(0, 1500)}\n... (${text.length} characters in all)` : text;
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
  items: number;
  at: string;
  seconds: number;
  /** Load average before the run (other people's work) and at its end (this run's own load too). */
  loadBefore: string;
  loadAfter: string;
  machine: string;
  data: string;
  rows: Row[];
  serial: Record<string, { p50: number; max: number; sizes: string }>;
  apiRssMb: number;
  plans: { label: string; sql: string; plan: string }[];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function main() {
  const t0 = Date.now();
  const loadBefore = loadAverage();
  log(`search benchmark at ${n(ITEMS)} items on ${DB_URL.replace(/:[^:@/]+@/, ':***@')} (load ${loadBefore})`);
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
      (select count(*) from sessions) as sessions, (select count(*) from sessions where cancelled) as cancelled,
      (select count(*) from search_words) as words`)
  ).rows[0];
  // Signed-in searches: owners of items (some own private ones) and other mentors.
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

  // How many each search finds per group (what it has to count and order).
  const sizes = new Map<string, string>();
  for (const m of MIX) {
    const res = await search(drizzle({ client: pool, schema }) as unknown as Db, searchSchema.validateSync(m.body), null);
    const size = (g: 'content' | 'courses' | 'sessions' | 'mentors') => `${res.counts[g]}${res.atLeast.includes(g) ? '+' : ''}`;
    sizes.set(m.label, `${size('content')} / ${size('courses')} / ${size('sessions')} / ${size('mentors')}`);
  }

  const planned: [string, SearchRequestInput, string | null][] = [
    ["'data sci' (prefix, every group)", { keywords: 'data sci', limit: 20 }, null],
    ["'python' (one common word), signed in", { keywords: 'python' }, viewers[0].id],
    ["'data sceince' (typo)", { keywords: 'data sceince' }, null],
  ];
  const plans: RunRecord['plans'] = [];
  for (const [label, body, viewer] of planned) for (const p of await plansFor(pool, body, viewer)) plans.push({ label, ...p });
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
    const cpuText = Object.entries(row.cpu)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ');
    log(
      `  ${name.padEnd(52)} p50 ${ms(stats.p50).padStart(7)} ms  p95 ${ms(stats.p95).padStart(7)} ms  ${stats.rps.toFixed(0).padStart(6)} req/s  errors ${stats.errors}  cpu/req ${cpuText}`,
    );
  };

  const server = await startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET, extraEnv: { WEB_CONCURRENCY } });
  log(`server pid ${server.proc.pid} at ${server.base}`);
  const pick = picker(server.proc.pid!);
  const closed = async (name: string, list: BenchRequest[]) => {
    const { result, cpu } = await cpuDuring(() => wrkLoad(server.base, list, { seconds: SECONDS, concurrency: CONCURRENCY }), pick);
    record(name, 'closed', result, cpu);
  };
  try {
    await wrkLoad(server.base, [...mixRequests, ...typos, ...tail.slice(0, 400)], { seconds: WARM_UP, concurrency: CONCURRENCY });
    await closed('GET /api/health (floor)', [{ path: '/api/health' }]);
    await closed('MIX', mixRequests);
    await closed('long tail (2,000 different searches)', tail);
    await closed('typos (56 different)', typos);
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
    for (const m of MIX) {
      const stats = byKey.get(m.label)!;
      serial[m.label] = { p50: stats.p50, max: stats.max, sizes: sizes.get(m.label)! };
    }
    for (const pid of descendantsOf(server.proc.pid!, 'api').keys()) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      apiRssMb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    }
    // Last: a rate the server cannot keep up with leaves it busy for a while.
    for (const rate of [...RATES].sort((a, b) => a - b)) {
      const { result, cpu } = await cpuDuring(() => pacedLoad(server.base, tail, { rate, seconds: SECONDS }), pick);
      record(`${rate} different searches/s (long tail)`, 'paced', result, cpu);
    }
  } finally {
    await server.stop();
  }
  await pool.end();

  const run: RunRecord = {
    items: ITEMS,
    at: new Date().toISOString().slice(0, 16).replace('T', ' '),
    seconds: Math.round((Date.now() - t0) / 1000),
    loadBefore,
    loadAfter: loadAverage(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, Node ${process.version}, PostgreSQL ${version}`,
    data:
      `${n(counts.contents)} content items (${n(counts.courses)} courses and units, ${n(counts.private)} private), ${n(counts.users)} users of whom ` +
      `${n(counts.mentors)} confirmed mentors, ${n(counts.sessions)} sessions (${n(counts.cancelled)} cancelled); ${n(counts.words)} known words`,
    rows,
    serial,
    apiRssMb,
    plans,
  };
  writeFileSync(path.join(RESULTS, `search-${ITEMS}.json`), `${JSON.stringify(run, null, 1)}\n`);
  writeResults();
  log('wrote bench/results/search.md');
}

/** bench/results/search.md from every run's file (one per size), with its hand-written sections kept. */
function writeResults() {
  const runs = readdirSync(RESULTS)
    .filter((f) => /^search-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(RESULTS, f), 'utf8')) as RunRecord)
    .sort((a, b) => a.items - b.items);
  const cpuCell = (r: Row) => {
    const api = r.cpu.api ?? 0;
    const postgres = r.cpu.postgres ?? 0;
    return `${ms(api)} | ${ms(postgres)} | **${ms(api + postgres)}**`;
  };
  const lines = [
    '# Search benchmark',
    '',
    'POST /api/search, PostgreSQL full text alone (server/src/modules/search/search.service.ts), measured by',
    '`npm run bench:search` (bench/search.bench.ts; `BENCH_ITEMS=1000000` for a million items). Every search is computed:',
    "nothing is kept between searches. Load generators (wrk; Node's http for the fixed rates), the API processes and",
    'PostgreSQL share the machine, talking over loopback HTTP and TCP.',
    '',
    'Closed-loop rows: wrk, 16 requests always in flight (their latency is mostly queueing: about 16 / throughput).',
    'Paced rows: fixed arrival rates, latency counted from when each request was due; a request unanswered after 10 s,',
    "or due while 256 wait (shed, not sent), is an error. CPU ms per request: the API's processes (api) and PostgreSQL's",
    "backends for the bench database (postgres), read from /proc before and after each row; PostgreSQL's background",
    "processes and everyone else's processes are left out. The machine is shared: the load average is given before each run",
    "(other people's work) and at its end (this run's own too).",
    '',
    ...runs.flatMap((run) => [
      `## ${n(run.items)} items`,
      '',
      `Run ${run.at} UTC in ${run.seconds} s: \`${run.items === 100_000 ? '' : `BENCH_ITEMS=${run.items} `}npm run bench:search\`. Load average before ${run.loadBefore}, at the end ${run.loadAfter}.`,
      `Machine: ${run.machine}. Data (bench/generate-search.ts): ${run.data}.`,
      '',
      '| row | p50 ms | p95 ms | p99 ms | req/s | errors | api CPU ms | postgres CPU ms | CPU ms in all |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...run.rows.map(
        (r) =>
          `| ${r.name} | ${ms(r.stats.p50)} | ${ms(r.stats.p95)} | ${ms(r.stats.p99)} | ${r.stats.rps.toFixed(0)} | ${r.stats.errors} | ${cpuCell(r)} |`,
      ),
      '',
      `API memory at the end of the closed-loop rows (resident, the workers and the primary): ${run.apiRssMb.toFixed(0)} MB.`,
      '',
      'Each search alone (one at a time, 5 times each; matches per group, + = at least):',
      '',
      '| search | content / courses / sessions / mentors | p50 ms | max ms |',
      '|---|---|---:|---:|',
      ...MIX.map((m) => {
        const s = run.serial[m.label];
        return s ? `| ${m.label}${m.signedIn ? ' (signed in)' : ''} | ${s.sizes} | ${ms(s.p50)} | ${ms(s.max)} |` : '';
      }).filter(Boolean),
      '',
    ]),
    ...readingNotes(),
    ...runs.flatMap((run) => [
      `## Plans at ${n(run.items)} items`,
      '',
      ...run.plans.flatMap((p) => [`### ${p.label}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '']),
    ]),
  ];
  writeFileSync(path.join(RESULTS, 'search.md'), `${lines.join('\n').trimEnd()}\n`);
}

/** The hand-written "## Reading these figures" sections of the results file, kept across runs
 * (they compare runs and say what changed; a run cannot write them). */
function readingNotes(): string[] {
  const file = path.join(RESULTS, 'search.md');
  if (!existsSync(file)) return [];
  const sections = readFileSync(file, 'utf8').split(/^(?=## )/m);
  return sections.filter((s) => s.startsWith('## Reading these figures')).flatMap((s) => s.trimEnd().split('\n').concat(''));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
