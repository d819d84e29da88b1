/**
 * Feed benchmark (`npm run bench:feed`): 100,000 users, 1,000,000 posts, 50,000 shares and 100,000
 * content items on PostgreSQL (bench/generate-feed.ts). Measures p50/p95/p99 latency and throughput
 * of GET /api/home/feed, first page and page 10, under 100 concurrent requests from 500 different
 * signed-in viewers, beside /api/health in the same run, and records the query plans
 * (EXPLAIN ANALYZE) of both pages. Writes bench/results/feed.md. Target: feed p95 under 50 ms.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_REQUESTS (3000
 * per row), BENCH_CONCURRENCY (100), BENCH_PLANS_ONLY=1 (print the query plans and stop).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import { signToken } from '../server/src/lib/tokens';
import { hydrateSql, type FeedViewer } from '../server/src/modules/feed/feed.query';
import { feedPageSql } from '../server/src/modules/feed/feed.service';
import { ITEMS } from './generate-content';
import { POSTS, SHARES, USERS, generateFeed } from './generate-feed';
import { startBenchServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const VIEWERS = 500;
const SERIAL_REQUESTS = 300;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-feed-0123456789';
const log = (s: string) => console.log(s);

const startServer = () => startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET });

interface Result {
  name: string;
  concurrency: number;
  path: string;
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** CONCURRENCY workers share `total` requests; each request waits for its whole body. */
async function load(base: string, name: string, shown: string, next: () => { url: string; headers?: Record<string, string> }, total = REQUESTS, concurrency = CONCURRENCY): Promise<Result> {
  const times: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const { url, headers } = next();
        const t0 = performance.now();
        try {
          const res = await fetch(base + url, { headers: { 'accept-encoding': 'gzip', ...headers } });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { name, concurrency, path: shown, n: times.length, errors, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99), max: times[times.length - 1], rps: times.length / seconds };
}

const ms = (v: number) => v.toFixed(1);

async function main() {
  const t0 = Date.now();
  log(`feed benchmark on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  const database = fromPostgres(DB_URL, 2);
  await database.migrate();
  await database.close();

  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  await generateFeed(pool, log);
  const counts = (await pool.query<Record<string, string>>(`select
      (select count(*) from users) as users, (select count(*) from posts) as posts,
      (select count(*) from posts where status = 'rejected') as rejected, (select count(*) from shares) as shares,
      (select count(*) from share_recipients) as recipients, (select count(*) from contents) as contents,
      (select count(*) from likes where kind = 'post') as post_likes, (select count(*) from comments where kind = 'post') as post_comments`)).rows[0];

  // Viewers: 400 random accounts and 100 people who received shares (so branch 5 has rows).
  const viewers = (await pool.query<{ id: string; token_version: number; roles: string[] }>(
    `(select id, token_version, roles from users order by md5(id::text) limit ${VIEWERS - 100})
     union all
     (select u.id, u.token_version, u.roles from users u where u.id in (select user_id from share_recipients order by created_at desc limit 100))`,
  )).rows;
  const tokens = viewers.map((v) => `Bearer ${signToken(JWT_SECRET, { sub: v.id, v: v.token_version })}`);

  // Query plans of the two pages for a viewer who received shares, run twice (the second warm).
  const dialect = new PgDialect();
  const planViewer: FeedViewer = { id: viewers[viewers.length - 1].id, moderator: false };
  const plans: Record<string, string> = {};
  for (const [label, skip] of [['first page (skip 0, limit 30)', 0], ['page 10 (skip 270, limit 30)', 270]] as const) {
    const q = dialect.sqlToQuery(hydrateSql(feedPageSql(planViewer, skip, 31), planViewer));
    await pool.query(`explain analyze ${q.sql}`, q.params);
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
    plans[label] = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    log(`  plan, ${label}: ${plans[label].split('\n').filter((l) => /Execution Time/.test(l)).join('')}`);
  }
  const { rows: [{ server_version: version }] } = await pool.query<{ server_version: string }>('show server_version');
  await pool.end();
  if (process.env.BENCH_PLANS_ONLY) {
    for (const [label, plan] of Object.entries(plans)) log(`\n${label}\n${plan}`);
    return;
  }

  let k = 0;
  const viewer = () => tokens[(k = (k * 7919 + 104729) % tokens.length)];
  const server = await startServer();
  log(`server pid ${server.proc.pid} at ${server.base}`);
  const results: Result[] = [];
  const serial: Result[] = [];
  try {
    await load(server.base, 'warm-up', '', () => ({ url: `/api/home/feed/?skip=${Math.random() < 0.5 ? 0 : 270}&limit=30`, headers: { Authorization: viewer() } }), 600);
    const runs: [string, string, () => { url: string; headers?: Record<string, string> }][] = [
      ['health (floor)', '/api/health', () => ({ url: '/api/health' })],
      ['feed, first page', '/api/home/feed/?skip=0&limit=30', () => ({ url: '/api/home/feed/?skip=0&limit=30', headers: { Authorization: viewer() } })],
      ['feed, page 10', '/api/home/feed/?skip=270&limit=30', () => ({ url: '/api/home/feed/?skip=270&limit=30', headers: { Authorization: viewer() } })],
    ];
    for (const [name, shown, next] of runs) {
      const r = await load(server.base, name, shown, next);
      results.push(r);
      log(`  ${name.padEnd(20)} p50 ${ms(r.p50).padStart(7)} ms  p95 ${ms(r.p95).padStart(7)} ms  p99 ${ms(r.p99).padStart(7)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  errors ${r.errors}`);
    }
    // The same requests one at a time: the service time of a request, without queueing behind 99 others.
    for (const [name, shown, next] of runs) {
      const r = await load(server.base, name, shown, next, SERIAL_REQUESTS, 1);
      serial.push(r);
      log(`  ${name.padEnd(20)} (1 at a time) p50 ${ms(r.p50).padStart(6)} ms  p95 ${ms(r.p95).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms`);
    }
  } finally {
    await server.stop();
  }

  const [health, first, tenth] = results;
  const verdict = (r: Result) => (r.p95 < 50 ? 'met' : 'NOT met');
  const n = (v: string | number) => Number(v).toLocaleString('en');
  const lines = [
    '# Feed benchmark',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:feed\` (bench/feed.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
    'Load generator, API server and database share the machine over loopback (and, here, the CPUs with other work), so these figures are a floor, not a ceiling.',
    '',
    `Data (bench/generate-feed.ts on top of bench/generate-content.ts): ${n(counts.users)} users (target ${n(USERS)}), ${n(counts.posts)} posts (target ${n(POSTS)}; ${n(counts.rejected)} pulled down, 2% with a YouTube link),`,
    `${n(counts.shares)} shares (target ${n(SHARES)}; 30% to one or two people: ${n(counts.recipients)} recipient rows), ${n(counts.contents)} content items (target ${n(ITEMS)}),`,
    `${n(counts.post_likes)} likes and ${n(counts.post_comments)} comments on posts (plus the content benchmark's reviews and likes). Timestamps spread over two years.`,
    '',
    `## Latency under ${CONCURRENCY} concurrent requests (${n(REQUESTS)} requests per row, gzip, ${VIEWERS} different signed-in viewers)`,
    '',
    '| endpoint | path | p50 ms | p95 ms | p99 ms | max ms | req/s | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.name} | \`${r.path}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.rps.toFixed(0)} | ${r.errors} |`),
    '',
    `Target feed p95 < 50 ms under ${CONCURRENCY} concurrent requests: first page ${verdict(first)} (${ms(first.p95)} ms), page 10 ${verdict(tenth)} (${ms(tenth.p95)} ms).`,
    `With ${CONCURRENCY} requests always in flight, latency is about ${CONCURRENCY} / throughput (queueing), so the p95 here is set by`,
    'how many requests per second the machine serves; the rows below show the service time of one request on the same machine.',
    '',
    `### One request at a time (${SERIAL_REQUESTS} requests per row)`,
    '',
    '| endpoint | path | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---:|---:|---:|---:|',
    ...serial.map((r) => `| ${r.name} | \`${r.path}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`),
    '',
    `Throughput relative to /api/health (${health.rps.toFixed(0)} req/s): first page ${(100 * first.rps / health.rps).toFixed(0)}%, page 10 ${(100 * tenth.rps / health.rps).toFixed(0)}%.`,
    '',
    '## How the feed is read (one statement per page)',
    '',
    'A page is ONE SQL statement (modules/feed/feed.service.ts + feed.query.ts): a UNION ALL of six branches, each an',
    'ordered index scan that stops after skip+limit+1 rows (active posts, the viewer\'s or a moderator\'s pulled-down posts,',
    'shares to everyone, the viewer\'s own targeted shares, shares sent to the viewer, public content), sorted and cut to the',
    'page; then each row is joined to its post or share, and its author, content or session, like and comment counts and',
    'likedByMe come from correlated subqueries on primary keys and the (item_id, kind) indexes of likes and comments — no',
    'query per card. (A first version joined all ten tables in one FROM list: PostgreSQL then spent 3-10 ms choosing a join',
    'order per request, more than the 2 ms of execution; scalar subqueries are planned one by one.)',
    '',
    `Database time of one page, from the plans below: ${Object.entries(plans).map(([label, plan]) => `${label}: planning ${/Planning Time: ([\d.]+)/.exec(plan)?.[1]} ms + execution ${/Execution Time: ([\d.]+)/.exec(plan)?.[1]} ms`).join('; ')}.`,
    '',
    ...Object.entries(plans).flatMap(([label, plan]) => [`### EXPLAIN (ANALYZE, BUFFERS), ${label}`, '', '```', plan, '```', '']),
  ];
  writeFileSync(path.join(root, 'bench', 'results', 'feed.md'), lines.join('\n'));
  log('wrote bench/results/feed.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
