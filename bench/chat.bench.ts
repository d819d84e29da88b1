/**
 * Chat benchmark (`npm run bench:chat`, issue 12), on PostgreSQL, against the bundled server:
 *   1. delivery: BENCH_CHAT_MEMBERS (200) members of one discussion hold GET /api/live open across
 *      two API processes (WEB_CONCURRENCY=2); one member sends BENCH_CHAT_MESSAGES (60) messages,
 *      200 ms apart, through POST /api/chat/submitchat. A delivery's latency runs from the moment
 *      the send left to the moment another member read the whole message (the 'chat.message'
 *      event carries it: no request follows). Target p95 < 300 ms.
 *   2. throughput: one API process (WEB_CONCURRENCY=1), the same members connected; BENCH_CHAT_SENDERS
 *      (10) members send one message after another for BENCH_CHAT_SECONDS (15 s): messages stored and
 *      delivered to every member per second, the send's p50/p95, and CPU per message.
 *   3. an idle open chat: one member's stream with nothing to deliver for BENCH_IDLE_SECONDS (120).
 * Creates its own members, group and discussion (and removes them). Writes bench/results/chat.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench); BENCH_CPU_PROF_DIR: a folder where
 * the throughput run's API process writes a V8 CPU profile (node --cpu-prof; the profiler's own cost is in that run's CPU).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchScope, cpuDuring, statsOf } from './load';
import { openBenchDatabase, startBenchServer, type BenchServer } from './server';
import { signInTokens } from './signIn';
import { createRoom, removeRoom, type Room } from './room';
import { TCP_IP_HEADER, idleConnection, subscribe, type Subscriber } from './sse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 60);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 10);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 120);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const HEARTBEAT_MS = 25_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-chat-0123456789';
const TAG = 'bench-chat-member';
const log = (s: string) => console.log(s);
/** chat.md from this heading on is written by hand and kept by each run. */
const KEPT_MARK = '## Before and after';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function connectAll(server: BenchServer, bearers: string[]): Promise<Subscriber[]> {
  const streams: Subscriber[] = [];
  for (let i = 0; i < bearers.length; i += 50) {
    streams.push(...(await Promise.all(bearers.slice(i, i + 50).map((b) => subscribe(server.base, b, 'chat.message')))));
  }
  const refused = streams.filter((s) => s.status !== 200).length;
  if (refused) throw new Error(`${refused} streams refused`);
  return streams;
}

async function send(server: BenchServer, bearer: string, room: Room, content: string): Promise<void> {
  const res = await fetch(`${server.base}/api/chat/submitchat`, {
    method: 'POST',
    headers: { Authorization: bearer, 'Content-Type': 'application/json' },
    body: JSON.stringify({ groupId: room.groupId, chatId: room.chatId, content }),
  });
  if (res.status !== 201) throw new Error(`send ${res.status} ${await res.text()}`);
}

const cpuText = (cpu: Map<string, number>) =>
  [...cpu]
    .filter(([, v]) => v >= 0.0005)
    .map(([k, v]) => `${k} ${(v * 1000).toFixed(0)} ms`)
    .join(', ');

async function main() {
  const t0 = Date.now();
  log(`chat benchmark on ${DB_URL.replace(/:[^:@/]+@/, ':***@')}`);
  const { pool, version } = await openBenchDatabase(DB_URL);
  const room = await createRoom(pool, TAG, MEMBERS, MEMBERS);
  const bearers = (await signInTokens(pool, JWT_SECRET, room.members)).map((t) => `Bearer ${t}`);
  const lines: string[] = [];
  try {
    // 1. Delivery over two processes.
    let server = await startBenchServer({
      dbUrl: DB_URL,
      jwtSecret: JWT_SECRET,
      extraEnv: { WEB_CONCURRENCY: '2', LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) },
    });
    let streams = await connectAll(server, bearers);
    log(`${streams.length} members connected over two processes`);
    await sleep(1000);
    const sentAt: number[] = [];
    const { cpu: deliveryCpu } = await cpuDuring(async () => {
      for (let i = 0; i < MESSAGES; i++) {
        sentAt.push(performance.now());
        await send(server, bearers[0], room, `delivery ${i}`);
        await sleep(200);
      }
      await sleep(2000);
    }, benchScope(DB_URL));
    const latencies: number[] = [];
    let missing = 0;
    let outOfOrder = 0;
    for (const stream of streams.slice(1)) {
      missing += MESSAGES - stream.events.length;
      const seqs = stream.events.map((e) => (JSON.parse(e.data) as { data: { message: { seq: number } } }).data.message.seq);
      outOfOrder += seqs.filter((s, k) => k > 0 && s <= seqs[k - 1]).length;
      stream.events.slice(0, MESSAGES).forEach((e, k) => latencies.push(e.receivedAt - sentAt[k]));
    }
    const delivery = statsOf(latencies, missing, MESSAGES * 0.2 + 2);
    log(
      `delivery: ${latencies.length} deliveries, missing ${missing}, out of order ${outOfOrder}, p50 ${delivery.p50.toFixed(1)} ms, p95 ${delivery.p95.toFixed(1)} ms`,
    );
    streams.forEach((s) => s.close());
    await server.stop();

    // 2. Throughput of one process, with every member connected.
    server = await startBenchServer({
      dbUrl: DB_URL,
      jwtSecret: JWT_SECRET,
      extraEnv: { WEB_CONCURRENCY: '1', LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) },
      nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [],
    });
    streams = await connectAll(server, bearers);
    await sleep(1000);
    const sendTimes: number[] = [];
    let sent = 0;
    const { cpu: loadCpu } = await cpuDuring(async () => {
      const until = performance.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SENDERS }, async (_, s) => {
          while (performance.now() < until) {
            const start = performance.now();
            await send(server, bearers[s + 1], room, `load ${s} ${sent}`);
            sendTimes.push(performance.now() - start);
            sent++;
          }
        }),
      );
      await sleep(1500);
    }, benchScope(DB_URL));
    const received = streams.reduce((n, s) => n + s.events.length, 0);
    const sendStats = statsOf(sendTimes, 0, SECONDS);
    const perMessageMs = ([...loadCpu].reduce((a, [, v]) => a + v, 0) * 1000) / Math.max(1, sent);
    log(
      `throughput: ${sent} messages in ${SECONDS} s (${(sent / SECONDS).toFixed(0)}/s), ${received} deliveries of ${sent * MEMBERS}, send p95 ${sendStats.p95.toFixed(1)} ms`,
    );
    streams.forEach((s) => s.close());

    // 3. An idle open chat.
    log(`idle connection for ${IDLE_SECONDS} s...`);
    const idle = await idleConnection(server.base, bearers[0], IDLE_SECONDS);
    await server.stop();

    const n = (v: number) => Math.round(v).toLocaleString('en');
    lines.push(
      '# Chat benchmark',
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:chat\` (bench/chat.bench.ts) in ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 1024 / 1024).toFixed(0)} MB RAM, load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
      'The API processes, PostgreSQL and the members (one Node process reading every stream with node:http) share the machine over loopback TCP.',
      '',
      `## Delivery to ${MEMBERS} members over two API processes`,
      '',
      `${MEMBERS} members of one discussion hold GET /api/live open; node:cluster shares them between two processes. One member sends ${MESSAGES}`,
      'messages, 200 ms apart, with POST /api/chat/submitchat. Latency runs from the moment the send left to the moment another member read the',
      "whole message on its stream (the 'chat.message' event carries it: no request follows); the other process hears of it through NOTIFY.",
      '',
      '| deliveries | missing | out of order | p50 ms | p95 ms | p99 ms | max ms | CPU during the run |',
      '|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${n(latencies.length)} | ${missing} | ${outOfOrder} | ${delivery.p50.toFixed(1)} | ${delivery.p95.toFixed(1)} | ${delivery.p99.toFixed(1)} | ${delivery.max.toFixed(1)} | ${cpuText(deliveryCpu)} |`,
      '',
      `Target p95 < 300 ms with ${MEMBERS} members over two processes: ${delivery.p95 < 300 && missing === 0 ? 'met' : 'NOT met'}.`,
      '',
      '## Messages one API process sustains',
      '',
      `One API process (WEB_CONCURRENCY=1) with the ${MEMBERS} members connected; ${SENDERS} members send one message after another for ${SECONDS} s`,
      `(${SENDERS} requests always in flight), and every message goes to every member.`,
      '',
      '| messages | per second | deliveries (of expected) | send p50 ms | send p95 ms | CPU (API + PostgreSQL) per message | CPU during the run |',
      '|---:|---:|---:|---:|---:|---:|---|',
      `| ${n(sent)} | ${(sent / SECONDS).toFixed(0)} | ${n(received)} of ${n(sent * MEMBERS)} | ${sendStats.p50.toFixed(1)} | ${sendStats.p95.toFixed(1)} | ${perMessageMs.toFixed(2)} ms | ${cpuText(loadCpu)} |`,
      '',
      '## An idle open chat',
      '',
      'An open discussion holds only the live stream: no polling (the old client asked for messages and requests every second). One',
      `member's stream with nothing to deliver for ${idle.elapsed.toFixed(0)} s; heartbeats every ${HEARTBEAT_MS / 1000} s.`,
      '',
      '| measured | in the window | per hour |',
      '|---|---:|---:|',
      `| heartbeats | ${idle.heartbeats} | ${n(idle.perHour(idle.heartbeats))} |`,
      `| bytes on the wire, both ways, with TCP/IP headers (${TCP_IP_HEADER} B a segment) | ${n(idle.wire)} | ${n(idle.perHour(idle.wire))} (${(idle.perHour(idle.wire) / 1024).toFixed(1)} KB) |`,
      '',
      `Target at most 20 KB an hour: ${idle.perHour(idle.wire) <= 20 * 1024 ? 'met' : 'NOT met'}. A background tab closes its stream after a minute (client/src/lib/live.ts) and catches up with`,
      'Last-Event-ID when shown again.',
      '',
    );
    // Hand-kept sections (a before/after table, issue 35) stay below the generated part.
    const out = path.join(root, 'bench', 'results', 'chat.md');
    const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
    const kept = previous.indexOf(KEPT_MARK);
    writeFileSync(out, lines.join('\n') + (kept >= 0 ? `\n${previous.slice(kept)}` : ''));
    log('wrote bench/results/chat.md');
  } finally {
    await removeRoom(pool, TAG);
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
