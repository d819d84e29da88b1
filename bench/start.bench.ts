/**
 * Start benchmark (`npm run bench:start`): how long the server takes from `node` to its first
 * answer, the CPU that costs, and its memory once idle, for what `npm start` runs (the esbuild
 * bundle, dist/server.js) against the TypeScript sources through tsx (`npm run dev`, and what npm
 * start ran before). On PostgreSQL (migrated beforehand) and on the embedded PGlite (its demo data
 * loaded beforehand). The two ways alternate run by run, so drift in the machine's speed hits
 * both. Loopback only. Writes bench/results/start.md.
 *
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench, must exist),
 * BENCH_RUNS (7 per way and database), BENCH_IDLE_MS (5000: how long after the first answer the
 * memory is read).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const TICK_MS = 1000 / 100; // /proc counts CPU time in clock ticks (USER_HZ, 100 on Linux)

const WAYS = {
  bundle: ['--enable-source-maps', 'server/dist/server.js'],
  tsx: ['--import', 'tsx', 'server/src/server.ts'],
} as const;
type Way = keyof typeof WAYS;

/** The process and every process below it (tsx runs an esbuild service beside node). */
function tree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(d)] : [];
      } catch {
        return [];
      }
    });
  return [pid, ...children.flatMap(tree)];
}

/** CPU time (user + system, ms) and resident memory (bytes) of a process tree. */
function usage(pid: number): { cpuMs: number; rssBytes: number } {
  let cpuMs = 0;
  let rssBytes = 0;
  for (const p of tree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpuMs += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      rssBytes += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return { cpuMs, rssBytes };
}

interface Run {
  readyMs: number;
  cpuMs: number;
  rssBytes: number;
}

async function startOnce(way: Way, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn(process.execPath, [...WAYS[way]], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      REMINDER_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`${way} exited:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error(`${way} did not answer in 120 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - started;
    const { cpuMs } = usage(proc.pid!);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const { rssBytes } = usage(proc.pid!);
    return { readyMs, cpuMs, rssBytes };
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[], unit: (n: number) => string) => `${unit(median(xs))} (${unit(Math.min(...xs))} to ${unit(Math.max(...xs))})`;

async function main() {
  const build = spawnSync(process.execPath, ['server/scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stdout + build.stderr);

  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'delv-start-bench-')), mkdtempSync(path.join(os.tmpdir(), 'delv-start-bench-'))];
  const databases: Record<string, Record<string, string>> = {
    PostgreSQL: { DATABASE_URL: DB_URL, DATA_DIR: dataDirs[0], JWT_SECRET: 'start-bench-secret-that-is-long-enough-0123456789' },
    PGlite: { DATA_DIR: dataDirs[1] },
  };
  const rows: string[] = [];
  try {
    for (const [name, env] of Object.entries(databases)) {
      // Migrations and the first start's demo data happen once, before the measured runs.
      await startOnce('bundle', { ...env, BCRYPT_COST: '4' });
      const runs: Record<Way, Run[]> = { bundle: [], tsx: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const way of (i % 2 ? ['tsx', 'bundle'] : ['bundle', 'tsx']) as Way[]) {
          const run = await startOnce(way, env);
          runs[way].push(run);
          const { readyMs, cpuMs, rssBytes } = run;
          console.log(
            `${name} ${way}: ready in ${readyMs.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms CPU, ${(rssBytes / 1e6).toFixed(0)} MB idle`,
          );
        }
      }
      for (const way of ['bundle', 'tsx'] as Way[]) {
        const r = runs[way];
        const ms = (n: number) => `${n.toFixed(0)} ms`;
        const started = way === 'bundle' ? '`node dist/server.js` (npm start)' : '`node --import tsx src/server.ts`';
        rows.push(
          `| ${name} | ${started} | ${spread(
            r.map((x) => x.readyMs),
            ms,
          )} | ${spread(
            r.map((x) => x.cpuMs),
            ms,
          )} | ` +
            `${spread(
              r.map((x) => x.rssBytes),
              (n) => `${(n / 1e6).toFixed(0)} MB`,
            )} |`,
        );
      }
    }
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }

  const report = [
    '# Server start',
    '',
    `${new Date().toISOString().slice(0, 10)}, \`npm run bench:start\`: ${RUNS} runs per way and database, alternating; one`,
    `process (WEB_CONCURRENCY=1), NODE_ENV=production, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}),`,
    `Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end. Median (min to max).`,
    '',
    '- ready: from spawning `node` to the first 200 from /api/health (the database already migrated;',
    '  PGlite: opening its data folder, which holds the demo data).',
    '- CPU: user + system time of the process and its children (tsx runs an esbuild service) until then.',
    `- idle memory: resident memory of the same processes ${IDLE_MS / 1000} s after the first answer.`,
    '',
    "The ready times follow the machine's load (above); CPU and memory are the figures to compare.",
    '',
    '| database | started as | ready | CPU until ready | idle memory |',
    '|---|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'bench/results/start.md'), report);
  console.log(`\n${report}`);
}

await main();
