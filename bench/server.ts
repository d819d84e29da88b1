import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface BenchServer {
  proc: ChildProcess;
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Bundles the server as `npm start` does (server/dist), once per benchmark run. */
let built = false;
function buildServer() {
  if (built) return;
  const build = spawnSync(process.execPath, ['server/scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  built = true;
}

/**
 * The real server in production mode (the bundle `npm start` runs) on a free loopback port against
 * the benchmark database. The node process itself (not an npm wrapper), so its pid is the one whose
 * CPU and memory the benchmarks sample. No client build, no reminder job.
 */
export async function startBenchServer(opts: {
  /** null: the embedded PGlite in a fresh DATA_DIR (demo data loaded on its first start). */
  dbUrl: string | null;
  jwtSecret: string;
  extraEnv?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<BenchServer> {
  buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-bench-'));
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--enable-source-maps', 'server/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      ...(opts.dbUrl ? { DATABASE_URL: opts.dbUrl } : {}),
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: opts.jwtSecret,
      // The figures in bench/results were measured without request lines.
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      // Benchmarks write fast as a few people; burst.bench.ts measures the write limit itself.
      WRITE_LIMITS: 'off',
      ...opts.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1800) throw new Error(`server did not start in 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    base,
    dataDir,
    async stop() {
      if (proc.exitCode === null) {
        const done = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await done;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The benchmark database migrated to today's schema, a small pool on it, and PostgreSQL's version. */
export async function openBenchDatabase(url: string): Promise<{ pool: pg.Pool; version: string }> {
  const database = fromPostgres(url, 2);
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  return { pool, version: rows[0].server_version };
}
