/**
 * Content benchmark (`npm run bench`): 100,000 content items on PostgreSQL; p50/p95/p99 latency and
 * throughput of the list, item and course-unit endpoints under 100 concurrent requests (beside
 * /api/health as the floor), then a 200 MB upload's peak server memory growth, to local disk and
 * to an S3-protocol server (s3rver). Loopback only; bounded request counts. Writes
 * bench/results/content.md.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_SECONDS (10 per
 * endpoint), BENCH_CONCURRENCY (100). Load from wrk (bench/load.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { fromPostgres } from '../server/src/db/client';
import { tinyPdf } from '../server/src/lib/pdf';
import { generate, ITEMS } from './generate-content';
import { requireWrk, wrkLoad, type Stats } from './load';
import { startBenchServer, type BenchServer } from './server';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const UPLOAD_BYTES = 200 * 1024 * 1024;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const log = (s: string) => console.log(s);

async function ensureDatabase() {
  const probe = new pg.Client({ connectionString: DB_URL });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  }
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } catch (err) {
    throw new Error(
      `cannot create ${name} (${(err as Error).message}); create it once with: sudo -u postgres createdb -O ${url.username} ${name}`,
    );
  } finally {
    await admin.end();
  }
}

type Running = BenchServer;
const startServer = (extraEnv: Record<string, string> = {}) => startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET, extraEnv });

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** CPU seconds (user + system) a process has used: fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** PostgreSQL client backends serving the bench database (the server's pool). Autovacuum is left
 * out: it is background work that lands on whichever endpoint happens to run at the time. */
function dbBackends(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      // Client backends only ("postgres: 15/main: <user> <db> <host>(<port>) ..." or "[local]"), not autovacuum workers.
      if (new RegExp(`^postgres: [^:]+: \\S+ ${DB_NAME} ([0-9.:a-f]+\\(\\d+\\)|\\[local\\])`).test(cmd)) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}
// Works for socket URLs too (postgres://u:p@/db?host=/var/run/postgresql), which new URL() refuses.
const DB_NAME = DB_URL.replace(/\?.*$/, '').split('/').pop()!;

/** CPU used by the server process and by its database backends between two calls. */
function cpuMeter(serverPid: number) {
  const before = new Map(dbBackends().map((p) => [p, cpuSeconds(p)]));
  const server0 = cpuSeconds(serverPid);
  return () => {
    let db = 0;
    for (const p of dbBackends()) db += cpuSeconds(p) - (before.get(p) ?? 0);
    return { server: cpuSeconds(serverPid) - server0, db };
  };
}

interface LoadResult extends Stats {
  name: string;
  path: string;
  /** CPU milliseconds per request: server process, database backends. */
  serverCpu: number;
  dbCpu: number;
}

/** wrk at CONCURRENCY for `seconds`, rotating through 500 requests drawn from `next`; CPU per request from /proc. */
async function load(
  base: string,
  pid: number,
  name: string,
  shown: string,
  next: () => string,
  headers: Record<string, string> = {},
  seconds = SECONDS,
): Promise<LoadResult> {
  const requests = Array.from({ length: 500 }, () => ({ path: next(), headers }));
  const cpu = cpuMeter(pid);
  const stats = await wrkLoad(base, requests, { seconds, concurrency: CONCURRENCY });
  const used = cpu();
  return { name, path: shown, ...stats, serverCpu: (1000 * used.server) / stats.n, dbCpu: (1000 * used.db) / stats.n };
}

function sendUpload(base: string, token: string, bytes: number): Promise<{ status: number; body: string }> {
  const boundary = `delvbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench upload 200 MB\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nArticle\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="visible"\r\n\r\nfalse\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="contentFile"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pdf = tinyPdf('Bench upload');
  return new Promise((resolve, reject) => {
    const url = new URL(`${base}/api/contents`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + bytes + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(pdf);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let left = bytes - pdf.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

/** A 200 MB upload on a fresh server, sampling its RSS every 10 ms. One small upload goes first so
 * the code paths (multer, the S3 client's lazily loaded modules) are loaded before the baseline:
 * what is measured is what the 200 MB add, not the first use of a library. */
async function measureUpload(
  server: Running,
  token: string,
): Promise<{ status: number; seconds: number; baseline: number; peak: number; body: string }> {
  const warm = await sendUpload(server.base, token, 64 * 1024);
  if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
  await new Promise((r) => setTimeout(r, 1500));
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    idle.push(rssBytes(server.proc.pid!));
    await new Promise((r) => setTimeout(r, 25));
  }
  const baseline = idle.sort((a, b) => a - b)[Math.floor(idle.length / 2)];
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(server.proc.pid!));
    } catch {
      // process gone
    }
  }, 10);
  const started = performance.now();
  const result = await sendUpload(server.base, token, UPLOAD_BYTES);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 200));
  clearInterval(sampler);
  return { ...result, seconds, baseline, peak };
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const ms = (v: number) => v.toFixed(1);

async function main() {
  const t0 = Date.now();
  const loadBefore = os.loadavg()[0];
  log(`content benchmark: ${ITEMS} items on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  await ensureDatabase();
  const database = fromPostgres(DB_URL, 4);
  await database.migrate();
  await database.close();

  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  const data = await generate(pool, log);
  // The uploader: a mentor row of the generated set, signed in by a token the server accepts.
  const uploaderId = data.ownerIds[0];
  const [token] = await signInTokens(pool, JWT_SECRET, [uploaderId]);
  // Earlier bench uploads are not part of the data set.
  await pool.query("delete from contents where title = 'Bench upload 200 MB'");
  const {
    rows: [{ server_version: version }],
  } = await pool.query<{ server_version: string }>('show server_version');
  await pool.end();

  let i = 0;
  const pickId = () => data.contentIds[(i = (i * 7919 + 104729) % data.contentIds.length)];
  const words = ['data', 'python', 'cloud', 'finance', 'design', 'kampala', 'sql', 'money'];
  const rnd = (n: number) => Math.floor(Math.random() * n);

  requireWrk();
  const server = await startServer();
  log(`server pid ${server.proc.pid} at ${server.base}`);
  const results: LoadResult[] = [];
  try {
    // Warm-up: JIT, connection pool, PostgreSQL buffers.
    await load(
      server.base,
      server.proc.pid!,
      'warm-up',
      '',
      () =>
        ['/api/contents/videos/?limit=32', `/api/contents/content/${pickId()}`, '/api/contents/course-units/?course=Course%201'][rnd(3)],
      {},
      5,
    );
    const runs: [string, string, () => string, Record<string, string>?][] = [
      ['health (floor)', '/api/health', () => '/api/health'],
      ['videos, page 1', '/api/contents/videos/?skip=0&limit=32', () => '/api/contents/videos/?skip=0&limit=32'],
      [
        'videos, page 1, signed in (likedByMe)',
        'same, with a bearer token',
        () => '/api/contents/videos/?skip=0&limit=32',
        { Authorization: `Bearer ${token}` },
      ],
      ['all content, random page 1-100', '/api/contents/?skip=32·k&limit=32', () => `/api/contents/?skip=${32 * rnd(100)}&limit=32`],
      [
        'articles, title search',
        '/api/contents/articles/?q=<word>&limit=32',
        () => `/api/contents/articles/?q=${words[rnd(words.length)]}&limit=32`,
      ],
      ['popular (avgRating)', '/api/contents/popular/?limit=32', () => '/api/contents/popular/?limit=32'],
      ['trending (views)', '/api/contents/trending/?limit=32', () => '/api/contents/trending/?limit=32'],
      ['one item (counts a view)', '/api/contents/content/:id', () => `/api/contents/content/${pickId()}`],
      ['course units', '/api/contents/course-units/?course=<name>', () => `/api/contents/course-units/?course=Course%20${1 + rnd(300)}`],
    ];
    for (const [name, shown, next, headers] of runs) {
      const r = await load(server.base, server.proc.pid!, name, shown, next, headers ?? {});
      results.push(r);
      log(
        `  ${name.padEnd(40)} p50 ${ms(r.p50).padStart(7)} ms  p95 ${ms(r.p95).padStart(7)} ms  p99 ${ms(r.p99).padStart(7)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  cpu ${r.serverCpu.toFixed(2)}+${r.dbCpu.toFixed(2)} ms/req  errors ${r.errors}`,
      );
    }
  } finally {
    await server.stop();
  }

  // Uploads on fresh processes, so the baseline is a resting server.
  const local = await startServer();
  let localUpload;
  try {
    localUpload = await measureUpload(local, token);
  } finally {
    await local.stop();
  }
  log(
    `  200 MB upload, local disk: ${localUpload.status} in ${localUpload.seconds.toFixed(1)} s; RSS ${mb(localUpload.baseline)} -> ${mb(localUpload.peak)} MB (+${mb(localUpload.peak - localUpload.baseline)} MB)`,
  );

  const s3dir = mkdtempSync(path.join(os.tmpdir(), 'delv-bench-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'delv-bench', configs: [] }],
  });
  const { port: s3port } = await s3.run();
  const remote = await startServer({
    S3_BUCKET: 'delv-bench',
    S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  let s3Upload;
  try {
    s3Upload = await measureUpload(remote, token);
  } finally {
    await remote.stop();
    await s3.close();
    await rm(s3dir, { recursive: true, force: true });
  }
  log(
    `  200 MB upload, S3 (s3rver): ${s3Upload.status} in ${s3Upload.seconds.toFixed(1)} s; RSS ${mb(s3Upload.baseline)} -> ${mb(s3Upload.peak)} MB (+${mb(s3Upload.peak - s3Upload.baseline)} MB)`,
  );

  const cleanup = new pg.Pool({ connectionString: DB_URL, max: 1 });
  await cleanup.query("delete from contents where title = 'Bench upload 200 MB'");
  await cleanup.end();

  const health = results[0];
  const loadAfter = os.loadavg()[0];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Content benchmark',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (bench/content.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
    `Machine: ${os.cpus().length} × ${cpu}, ${mb(os.totalmem())} MB RAM, Node ${process.version}, PostgreSQL ${version}.`,
    `Load generator (wrk), one API process and PostgreSQL share the machine over ${DB_URL.includes('host=/') ? "loopback HTTP and the database's Unix socket" : 'loopback TCP'}, so figures are a floor for a real deployment, not a ceiling.`,
    `Machine load average (1 min) when the run started: ${loadBefore.toFixed(1)}, when it ended: ${loadAfter.toFixed(1)}.`,
    '',
    `Data: ${ITEMS.toLocaleString('en')} content items (35% videos, 30% articles, 15% courses of which 90% are units of 300 courses, 10% books, 10% open library; 5% private),`,
    '2,500 users, 100,000 reviews, ~200,000 likes (bench/generate-content.ts).',
    '',
    `## Latency under ${CONCURRENCY} concurrent requests (wrk, ${SECONDS} s per row, gzip)`,
    '',
    '| endpoint | path | p50 ms | p95 ms | p99 ms | max ms | req/s | errors | server CPU ms/req | DB CPU ms/req | req/s per dedicated core* |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.serverCpu.toFixed(2)} | ${r.dbCpu.toFixed(2)} | ${(1000 / (r.serverCpu + r.dbCpu)).toFixed(0)} |`,
    ),
    '',
    '\\* 1000 / (server + DB CPU ms per request): what one core would serve if it ran only this work. CPU time is read from',
    '/proc for the server process and its PostgreSQL backends, so it does not depend on how busy the machine was, unlike the',
    'latencies, which include waiting for the cores (the load-generating client shares them too).',
    '',
    `Throughput relative to /api/health (${health.rps.toFixed(0)} req/s): ${results
      .slice(1)
      .map((r) => `${r.name} ${((100 * r.rps) / health.rps).toFixed(0)}%`)
      .join('; ')}.`,
    '',
    '## 200 MB upload: peak server memory growth (target under 64 MB)',
    '',
    '| storage | status | time s | RSS before MB | RSS peak MB | growth MB |',
    '|---|---:|---:|---:|---:|---:|',
    `| local disk | ${localUpload.status} | ${localUpload.seconds.toFixed(1)} | ${mb(localUpload.baseline)} | ${mb(localUpload.peak)} | ${mb(localUpload.peak - localUpload.baseline)} |`,
    `| S3 (s3rver on loopback) | ${s3Upload.status} | ${s3Upload.seconds.toFixed(1)} | ${mb(s3Upload.baseline)} | ${mb(s3Upload.peak)} | ${mb(s3Upload.peak - s3Upload.baseline)} |`,
    '',
    'RSS of the server process (/proc/<pid>/status VmRSS) sampled every 10 ms on a fresh process after one 64 KB warm-up upload',
    '(so lazily loaded code is not counted as upload memory); the body is generated while sending (never a file in the',
    'repository). The upload streams to a temp file (multer with per-field byte limits), then from that file to storage:',
    'a file stream to disk, or one streamed PUT with a known Content-Length to S3.',
    '',
  ];
  writeFileSync(path.join(root, 'bench/results/content.md'), lines.join('\n'));
  log('wrote bench/results/content.md');
}

await main();
