/**
 * Live channel benchmark (`npm run bench:live`), on PostgreSQL with two API processes
 * (WEB_CONCURRENCY=2, node:cluster shares the connections out between them):
 *   1. delivery: BENCH_SUBSCRIBERS (500) signed-in users hold GET /api/live open; one of them posts
 *      BENCH_LIVE_EVENTS (60) times, one post at a time, 200 ms apart. Each post is a public event
 *      that every subscriber receives; the latency of one delivery is from the moment the POST was
 *      sent to the moment the subscriber read the event (so it includes the post's own request).
 *      Target: p95 under 300 ms.
 *   2. an idle connection: one stream and no events for BENCH_IDLE_SECONDS (120): what it costs per
 *      hour (heartbeats every LIVE_HEARTBEAT_MS), counted at the socket and, with TCP/IP headers,
 *      from the kernel's segment counts (ss -ti).
 * Writes bench/results/live.md. Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench;
 * any migrated database with at least BENCH_SUBSCRIBERS + 1 users, e.g. the feed benchmark's).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import { signInTokens } from './signIn';
import { benchScope, cpuDuring, statsOf } from './load';
import { startBenchServer } from './server';
import { TCP_IP_HEADER, idleConnection, subscribe, type Subscriber } from './sse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 120);
const HEARTBEAT_MS = 25_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-live-0123456789';
const TEXT = 'bench: live delivery';
const log = (s: string) => console.log(s);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const t0 = Date.now();
  log(`live benchmark on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  const database = fromPostgres(DB_URL, 2);
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  const users = (await pool.query<{ id: string }>(`select id from users where confirmed order by md5(id::text) limit ${SUBSCRIBERS + 1}`))
    .rows;
  if (users.length < SUBSCRIBERS + 1) throw new Error(`need ${SUBSCRIBERS + 1} confirmed users, found ${users.length}`);
  const {
    rows: [{ server_version: version }],
  } = await pool.query<{ server_version: string }>('show server_version');
  const tokens = new Map(
    (
      await signInTokens(
        pool,
        JWT_SECRET,
        users.map((u) => u.id),
      )
    ).map((token, i) => [users[i].id, token]),
  );
  const bearer = (u: (typeof users)[number]) => `Bearer ${tokens.get(u.id)}`;
  const [poster, ...subscribers] = users;

  const server = await startBenchServer({
    dbUrl: DB_URL,
    jwtSecret: JWT_SECRET,
    extraEnv: { WEB_CONCURRENCY: '2', LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) },
  });
  log(`server pid ${server.proc.pid} at ${server.base}`);
  const streams: Subscriber[] = [];
  const sentAt: number[] = [];
  try {
    for (let i = 0; i < subscribers.length; i += 50) {
      streams.push(...(await Promise.all(subscribers.slice(i, i + 50).map((u) => subscribe(server.base, bearer(u), 'post.created')))));
    }
    const refused = streams.filter((s) => s.status !== 200).length;
    if (refused) throw new Error(`${refused} streams refused`);
    log(`${streams.length} subscribers connected`);
    await sleep(1000);

    const { cpu } = await cpuDuring(async () => {
      for (let i = 0; i < EVENTS; i++) {
        sentAt.push(performance.now());
        const res = await fetch(`${server.base}/api/post`, {
          method: 'POST',
          headers: { Authorization: bearer(poster), 'Content-Type': 'application/json' },
          body: JSON.stringify({ postText: `${TEXT} ${i}` }),
        });
        if (res.status !== 201) throw new Error(`post ${res.status}`);
        await sleep(200);
      }
      await sleep(2000);
    }, benchScope(DB_URL));

    const latencies: number[] = [];
    const fromCommit: number[] = [];
    let missing = 0;
    for (const stream of streams) {
      missing += EVENTS - stream.events.length;
      stream.events.slice(0, EVENTS).forEach((m, k) => {
        latencies.push(m.receivedAt - sentAt[k]);
        // The event's `at` is its transaction's start on the server's clock (this machine's).
        fromCommit.push(performance.timeOrigin + m.receivedAt - Date.parse((JSON.parse(m.data) as { at: string }).at));
      });
    }
    const committed = statsOf(fromCommit, 0, 1);
    const seconds = EVENTS * 0.2 + 2;
    const stats = statsOf(latencies, missing, seconds);
    log(
      `delivery: ${latencies.length} deliveries, missing ${missing}, p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, max ${stats.max.toFixed(1)} ms`,
    );
    const cpuText = [...cpu]
      .filter(([, v]) => v >= 0.0005)
      .map(([k, v]) => `${k} ${(v * 1000).toFixed(0)} ms`)
      .join(', ');
    const perDelivery = ([...cpu].filter(([k]) => k === 'node').reduce((a, [, v]) => a + v, 0) * 1e6) / Math.max(1, latencies.length);

    streams.forEach((s) => s.close());
    streams.length = 0;
    await sleep(500);
    log(`idle connection for ${IDLE_SECONDS} s...`);
    const idle = await idleConnection(server.base, bearer(poster), IDLE_SECONDS);
    log(
      `idle: ${idle.bytes} bytes in ${idle.elapsed.toFixed(0)} s (${idle.heartbeats} heartbeats); on the wire ${idle.wire} bytes in ${idle.segs} segments`,
    );

    const n = (v: number) => Math.round(v).toLocaleString('en');
    const lines = [
      '# Live channel benchmark',
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:live\` (bench/live.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
      'Two API processes (WEB_CONCURRENCY=2), PostgreSQL and the subscribers (one Node process reading every stream with node:http) share the machine over loopback TCP;',
      'other work ran on the machine at the same time (the load average above), so the figures are an upper bound.',
      '',
      `## Delivery to ${SUBSCRIBERS} connected subscribers over two API processes`,
      '',
      `${SUBSCRIBERS} signed-in users hold GET /api/live open (node:cluster shares the connections between the two processes). One user posts`,
      `${EVENTS} times, one post at a time, 200 ms apart; each post is a public \`post.created\` event for every subscriber. A delivery's latency runs`,
      'from the moment the POST is sent (so it includes that request: validation, the transaction that writes the post and its event) to the',
      'moment the subscriber has read the event. The event reaches the other process through NOTIFY and its read of the outbox.',
      '',
      '| deliveries | missing | p50 ms | p95 ms | p99 ms | max ms | CPU during the run |',
      '|---:|---:|---:|---:|---:|---:|---|',
      `| ${n(latencies.length)} | ${missing} | ${stats.p50.toFixed(1)} | ${stats.p95.toFixed(1)} | ${stats.p99.toFixed(1)} | ${stats.max.toFixed(1)} | ${cpuText} |`,
      '',
      `Measured instead from the start of the post's transaction (the event's \`at\`): p50 ${committed.p50.toFixed(1)} ms, p95 ${committed.p95.toFixed(1)} ms, p99 ${committed.p99.toFixed(1)} ms.`,
      '',
      `Target p95 < 300 ms: ${stats.p95 < 300 && missing === 0 ? 'met' : 'NOT met'} (${stats.p95.toFixed(1)} ms). API CPU per delivery: ${perDelivery.toFixed(0)} µs (each event is serialised once per process and written to each connection).`,
      '',
      '## An idle connection',
      '',
      `One stream with nothing to deliver for ${idle.elapsed.toFixed(0)} s; the server writes a heartbeat comment (\`:\\n\\n\`, in an HTTP chunk) every ${HEARTBEAT_MS / 1000} s`,
      '(LIVE_HEARTBEAT_MS), under the 30 s after which proxies and mobile carriers often drop a silent connection.',
      '',
      '| measured | in the window | per hour |',
      '|---|---:|---:|',
      `| heartbeats | ${idle.heartbeats} | ${n(idle.perHour(idle.heartbeats))} |`,
      `| bytes read from the socket (HTTP chunks) | ${n(idle.bytes)} | ${n(idle.perHour(idle.bytes))} |`,
      `| TCP segments, both ways (ss -ti) | ${n(idle.segs)} | ${n(idle.perHour(idle.segs))} |`,
      `| bytes on the wire, both ways, with TCP/IP headers (${TCP_IP_HEADER} B a segment) | ${n(idle.wire)} | ${n(idle.perHour(idle.wire))} (${(idle.perHour(idle.wire) / 1024).toFixed(1)} KB) |`,
      '',
      'A tab hidden for a minute closes its stream (client/src/lib/live.ts), so a phone with the app in the background pays nothing;',
      'a visible one pays the hour above, then catches up with Last-Event-ID when a dropped connection comes back.',
      '',
    ];
    writeFileSync(path.join(root, 'bench', 'results', 'live.md'), lines.join('\n'));
    log('wrote bench/results/live.md');
  } finally {
    streams.forEach((s) => s.close());
    await pool.query('delete from posts where text like $1', [`${TEXT}%`]);
    await pool.end();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
