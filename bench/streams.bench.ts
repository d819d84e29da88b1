/**
 * Many open streams on one API process (`npm run bench:streams`, issue 35), on PostgreSQL, against
 * the bundled server with WEB_CONCURRENCY=1:
 *   1. memory: BENCH_STREAMS (10,000) signed-in people each hold GET /api/live open; the API
 *      process's resident memory before the first and after the last, and per idle stream.
 *      Target: ≤ 1 GB resident in all.
 *   2. delivery while they are connected: BENCH_GROUP (1,000) of them are members of one discussion;
 *      one member sends BENCH_MESSAGES (30) messages, 500 ms apart. A delivery's latency runs from
 *      the moment the send left to the moment a member read the message on their stream. The other
 *      9,000 must get nothing of it. Target p95 < 500 ms.
 * Everything runs on this machine over loopback (the streams are read by this one Node process with
 * node:http). Creates its own people and room (and removes them). Writes bench/results/streams.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchScope, cpuDuring, statsOf } from './load';
import { createRoom, removeRoom } from './room';
import { openBenchDatabase, startBenchServer } from './server';
import { signInTokens } from './signIn';
import { subscribe, type Subscriber } from './sse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const GROUP = Number(process.env.BENCH_GROUP ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);
const TAG = 'bench-streams-person';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-streams-0123456789';
const log = (s: string) => console.log(s);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Resident memory of a process, MB (VmRSS). */
function residentMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
}

async function main() {
  const t0 = Date.now();
  const loadBefore = loadavg();
  log(`streams benchmark on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}, load ${loadBefore}`);
  const { pool, version } = await openBenchDatabase(DB_URL);
  const room = await createRoom(pool, TAG, STREAMS, GROUP);
  const bearers = (await signInTokens(pool, JWT_SECRET, room.people)).map((t) => `Bearer ${t}`);
  const server = await startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET, extraEnv: { WEB_CONCURRENCY: '1' } });
  const pid = server.proc.pid!;
  const streams: Subscriber[] = [];
  try {
    // Warm: one stream opened and closed, so the first connection's one-time costs are not counted per stream.
    (await subscribe(server.base, bearers[0], 'chat.message')).close();
    await sleep(2000);
    const before = residentMb(pid);
    const connectStart = performance.now();
    for (let i = 0; i < bearers.length; i += 200) {
      streams.push(...(await Promise.all(bearers.slice(i, i + 200).map((b) => subscribe(server.base, b, 'chat.message')))));
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const refused = streams.filter((s) => s.status !== 200).length;
    if (refused) throw new Error(`${refused} streams refused`);
    await sleep(5000);
    const after = residentMb(pid);
    const open = Number(execFileSync('sh', ['-c', `ls /proc/${pid}/fd | wc -l`], { encoding: 'utf8' }).trim());
    log(
      `${streams.length} streams in ${connectSeconds.toFixed(1)} s; resident ${before.toFixed(0)} -> ${after.toFixed(0)} MB; ${open} open files`,
    );

    const sentAt: number[] = [];
    const { cpu } = await cpuDuring(async () => {
      for (let i = 0; i < MESSAGES; i++) {
        sentAt.push(performance.now());
        const res = await fetch(`${server.base}/api/chat/submitchat`, {
          method: 'POST',
          headers: { Authorization: bearers[0], 'Content-Type': 'application/json' },
          body: JSON.stringify({ groupId: room.groupId, chatId: room.chatId, content: `to a thousand ${i}` }),
        });
        if (res.status !== 201) throw new Error(`send ${res.status} ${await res.text()}`);
        await sleep(500);
      }
      await sleep(2000);
    }, benchScope(DB_URL));
    const during = residentMb(pid);
    const latencies: number[] = [];
    let missing = 0;
    for (const stream of streams.slice(1, GROUP)) {
      missing += MESSAGES - stream.events.length;
      stream.events.slice(0, MESSAGES).forEach((e, k) => latencies.push(e.receivedAt - sentAt[k]));
    }
    const strays = streams.slice(GROUP).reduce((n, s) => n + s.events.length, 0);
    const delivery = statsOf(latencies, missing, MESSAGES * 0.5 + 2);
    const apiMs = (cpu.get('node') ?? 0) * 1000;
    const pgMs = (cpu.get('postgres') ?? 0) * 1000;
    log(
      `delivery: ${latencies.length} deliveries, missing ${missing}, to non-members ${strays}, p50 ${delivery.p50.toFixed(1)} ms, p95 ${delivery.p95.toFixed(1)} ms; CPU api ${apiMs.toFixed(0)} ms, postgres ${pgMs.toFixed(0)} ms`,
    );

    const mb = (v: number) => v.toFixed(0);
    const ms = (v: number) => v.toFixed(1);
    const n = (v: number) => Math.round(v).toLocaleString('en');
    const perStreamKb = ((after - before) * 1024) / streams.length;
    writeFileSync(
      path.join(root, 'bench/results/streams.md'),
      [
        '# Many open streams on one API process',
        '',
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:streams\` (bench/streams.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
        `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, Node ${process.version}, PostgreSQL ${version}.`,
        `Load average before ${loadBefore}, at the end ${loadavg()} (the end includes this run's own work).`,
        `One API process (WEB_CONCURRENCY=1), PostgreSQL and the ${n(streams.length)} streams (one Node process reading them with node:http) share the machine over loopback.`,
        '',
        '## Memory',
        '',
        '| streams open | API resident MB | per idle stream | open files | connected in |',
        '|---:|---:|---:|---:|---:|',
        `| 1 (warm) | ${mb(before)} | | | |`,
        `| ${n(streams.length)} | ${mb(after)} | ${perStreamKb.toFixed(1)} KB | ${n(open)} | ${connectSeconds.toFixed(1)} s |`,
        `| ${n(streams.length)}, after the deliveries below | ${mb(during)} | | | |`,
        '',
        `Target ≤ 1 GB resident with ${n(STREAMS)} streams: ${after <= 1024 && during <= 1024 ? 'met' : 'NOT met'} (${mb(Math.max(after, during))} MB).`,
        '',
        `## A message to a discussion of ${n(GROUP)} while all ${n(streams.length)} are connected`,
        '',
        `One member sends ${MESSAGES} messages through POST /api/chat/submitchat, 500 ms apart; the other ${n(GROUP - 1)} members read each`,
        `on their stream (the \`chat.message\` event carries the whole message). Latency from the moment the send left to the moment a member read it.`,
        '',
        '| deliveries | missing | to non-members | p50 ms | p95 ms | p99 ms | max ms | CPU ms per message: API / PostgreSQL |',
        '|---:|---:|---:|---:|---:|---:|---:|---|',
        `| ${n(latencies.length)} | ${missing} | ${strays} | ${ms(delivery.p50)} | ${ms(delivery.p95)} | ${ms(delivery.p99)} | ${ms(delivery.max)} | ${(apiMs / MESSAGES).toFixed(1)} / ${(pgMs / MESSAGES).toFixed(1)} |`,
        '',
        `Target p95 < 500 ms: ${delivery.p95 < 500 && missing === 0 && strays === 0 ? 'met' : 'NOT met'} (${ms(delivery.p95)} ms).`,
        '',
      ].join('\n'),
    );
    log('wrote bench/results/streams.md');
  } finally {
    streams.forEach((s) => s.close());
    await server.stop();
    await removeRoom(pool, TAG);
    await pool.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
