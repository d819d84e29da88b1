/**
 * Burst benchmark (`npm run bench:burst`, issue 26): does one person's flood of writes starve
 * everyone else? Against the bundled server with its default write limits (WRITE_LIMITS unset), on
 * the embedded PGlite and on PostgreSQL, with the demo data:
 *   - BENCH_BURST_ROUNDS (3) rounds; in each, one member of the demo discussion 'Portfolio reviews'
 *     (a different one each round) sends BENCH_BURST_MESSAGES (200) chat messages at once
 *     (POST /api/chat/submitchat, all in flight together);
 *   - meanwhile another member (the demo mentor) makes paced requests, one every BENCH_BURST_PACE_MS
 *     (100): her home feed, her unread count, and every fifth a message to the same discussion.
 *     Her latencies from the first message of the flood until it is all answered (and a little
 *     after) are the figure that matters: target p95 < 300 ms. Before the rounds, the same requests
 *     without a flood are the baseline.
 *   - of the flood: how many were taken (201) and refused (429), and how long the last answer took.
 * Writes bench/results/burst.md. Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench,
 * seeded here with the demo data), BENCH_BURST_DB (both | pglite | postgres), BENCH_BURST_LIMITS
 * (WRITE_LIMITS for the run; unset: the defaults).
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { statsOf, type Stats } from './load';
import { startBenchServer, type BenchServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const WHICH = process.env.BENCH_BURST_DB ?? 'both';
const ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 3);
const MESSAGES = Number(process.env.BENCH_BURST_MESSAGES ?? 200);
const PACE_MS = Number(process.env.BENCH_BURST_PACE_MS ?? 100);
const BASELINE_MS = 5000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-burst-0123456789';
const PASSWORD = 'Delv2026!';
/** Members of the demo discussion 'Portfolio reviews': the flooders, one per round. */
const FLOODERS = ['learner@delv.africa', 'brian.okello@delv.africa', 'faith.wambui@delv.africa', 'zawadi.said@delv.africa'];
const OTHER = 'mentor@delv.africa';
const log = (s: string) => console.log(s);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Room {
  groupId: string;
  chatId: string;
}

async function api(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function login(base: string, email: string): Promise<string> {
  const res = await api(base, 'POST', '/auth/login', null, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

async function findRoom(base: string, token: string): Promise<Room> {
  const groups = await api(base, 'GET', '/discussiongroup?limit=50', token);
  const group = (groups.body.data as Array<{ _id: string; groupName?: string; name?: string }>).find(
    (g) => (g.groupName ?? g.name) === 'Data Science East Africa',
  );
  if (!group) throw new Error(`no demo group: ${JSON.stringify(groups.body).slice(0, 300)}`);
  const chats = await api(base, 'GET', `/chat/${group._id}`, token);
  const chat = (chats.body.data as Array<{ _id: string; title: string }>).find((c) => c.title === 'Portfolio reviews');
  if (!chat) throw new Error('no demo chat');
  return { groupId: group._id, chatId: chat._id };
}

/** The other person's paced requests until `stop()`: the latency and status of each. */
async function otherPerson(base: string, token: string, room: Room, stop: () => boolean) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; !stop(); i++) {
    const kind = i % 5 === 4 ? 'message' : i % 2 === 0 ? 'feed' : 'unread';
    const started = performance.now();
    inFlight.push(
      (kind === 'feed'
        ? api(base, 'GET', '/home/feed?skip=0&limit=10', token)
        : kind === 'unread'
          ? api(base, 'GET', '/notifications/unread-count', token)
          : api(base, 'POST', '/chat/submitchat', token, { ...room, content: `Still here ${i}` })
      ).then((res) => {
        times.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    await sleep(PACE_MS);
  }
  await Promise.all(inFlight);
  return { times, statuses };
}

interface Round {
  times: number[];
  flooder: string;
  taken: number;
  refused: number;
  other: number;
  lastAnswerMs: number;
  others: Stats;
  otherStatuses: string;
}

async function runOn(label: string, server: BenchServer) {
  const other = await login(server.base, OTHER);
  const room = await findRoom(server.base, other);
  const forMs = (ms: number) => {
    const end = performance.now() + ms;
    return () => performance.now() > end;
  };
  // Warm up (first queries, statement plans), then the baseline without a flood.
  await otherPerson(server.base, other, room, forMs(1000));
  const base = await otherPerson(server.base, other, room, forMs(BASELINE_MS));
  const baseline = statsOf(base.times, 0, BASELINE_MS / 1000);
  log(
    `${label} baseline: p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms (n ${baseline.n})`,
  );

  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const flooderEmail = FLOODERS[r % FLOODERS.length];
    const flooder = await login(server.base, flooderEmail);
    let done = false;
    let tail = 0;
    const started = performance.now();
    const othersRun = otherPerson(server.base, other, room, () => done && performance.now() > tail);
    const answers = await Promise.all(
      Array.from({ length: MESSAGES }, (_, i) =>
        api(server.base, 'POST', '/chat/submitchat', flooder, { ...room, content: `flood ${r}-${i}` }).then((res) => ({
          status: res.status,
          ms: performance.now() - started,
        })),
      ),
    );
    done = true;
    tail = performance.now() + 500;
    const o = await othersRun;
    const round: Round = {
      times: o.times,
      flooder: flooderEmail,
      taken: answers.filter((a) => a.status === 201).length,
      refused: answers.filter((a) => a.status === 429).length,
      other: answers.filter((a) => a.status !== 201 && a.status !== 429).length,
      lastAnswerMs: Math.max(...answers.map((a) => a.ms)),
      others: statsOf(o.times, 0, (performance.now() - started) / 1000),
      otherStatuses: [...o.statuses].map(([s, n]) => `${n}×${s}`).join(', '),
    };
    rounds.push(round);
    log(
      `${label} round ${r + 1}: flood ${round.taken} taken, ${round.refused} refused (429), ${round.other} other, all answered in ${round.lastAnswerMs.toFixed(0)} ms; ` +
        `other person p50 ${round.others.p50.toFixed(1)} ms, p95 ${round.others.p95.toFixed(1)} ms, max ${round.others.max.toFixed(1)} ms (${round.otherStatuses})`,
    );
    // The flood's 10-second window ends before the next round (each round floods as another member).
    await sleep(1000);
  }
  const during = statsOf(
    rounds.flatMap((x) => x.times),
    0,
    1,
  );
  log(
    `${label} during the floods: p50 ${during.p50.toFixed(1)} ms, p95 ${during.p95.toFixed(1)} ms, max ${during.max.toFixed(1)} ms (n ${during.n})`,
  );
  return { label, baseline, rounds, during };
}

function seedPostgres() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-burst-seed-'));
  const seeded = spawnSync(process.execPath, ['server/dist/seed-cli.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: DB_URL, DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}${seeded.stderr}`);
}

const fmt = (n: number) => n.toFixed(1);
const results: Awaited<ReturnType<typeof runOn>>[] = [];
const load = os.loadavg();
const uptime = execSync('uptime').toString().trim();

if (WHICH !== 'postgres') {
  log('PGlite: starting the embedded database with the demo data...');
  const server = await startBenchServer({
    dbUrl: null,
    jwtSecret: JWT_SECRET,
    extraEnv: { WRITE_LIMITS: process.env.BENCH_BURST_LIMITS ?? '' },
  });
  try {
    results.push(await runOn('PGlite', server));
  } finally {
    await server.stop();
  }
}
if (WHICH !== 'pglite') {
  const server = await startBenchServer({
    dbUrl: DB_URL,
    jwtSecret: JWT_SECRET,
    extraEnv: { WRITE_LIMITS: process.env.BENCH_BURST_LIMITS ?? '' },
  });
  try {
    log('PostgreSQL: seeding the demo data...');
    seedPostgres();
    const pool = new pg.Pool({ connectionString: DB_URL, max: 1 });
    // Earlier runs' counters would refuse this run's flooders at once.
    await pool.query("delete from rate_limit_counters where limiter like 'write:%'");
    await pool.end();
    results.push(await runOn('PostgreSQL', server));
  } finally {
    await server.stop();
  }
}

const rows = results.flatMap((r) => [
  `| ${r.label} | baseline (no flood) | | | ${fmt(r.baseline.p50)} | ${fmt(r.baseline.p95)} | ${fmt(r.baseline.max)} | ${r.baseline.n} |`,
  ...r.rounds.map(
    (x, i) =>
      `| ${r.label} | flood ${i + 1} | ${x.taken} / ${x.refused} / ${x.other} | ${x.lastAnswerMs.toFixed(0)} | ${fmt(x.others.p50)} | ${fmt(x.others.p95)} | ${fmt(x.others.max)} | ${x.others.n} |`,
  ),
  `| ${r.label} | **all floods** | | | ${fmt(r.during.p50)} | **${fmt(r.during.p95)}** | ${fmt(r.during.max)} | ${r.during.n} |`,
]);
const md = `# Burst: one person's flood of writes and everyone else (issue 26)

\`npm run bench:burst\` (${ROUNDS} rounds of ${MESSAGES} chat messages sent at once by one member; another
member makes a request every ${PACE_MS} ms: her home feed, her unread count, every fifth a message to
the same discussion). Default write limits (chat: 30 in 10 s, 300 an hour per person).

Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load before the run: ${load.map((l) => l.toFixed(2)).join(', ')} (\`${uptime}\`).

| database | run | flood: taken / 429 / other | flood all answered (ms) | other person p50 (ms) | p95 (ms) | max (ms) | her requests |
|---|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

Target: the other person's p95 < 300 ms while the flood is answered. A load above about 0.8 means
other work shared the cores (and the benchmark's own client runs on them too): such figures are
only indicative.
`;
writeFileSync(path.join(root, 'bench/results/burst.md'), md);
log(md);
process.exit(0);
