import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/until';
import { PORT_RANGES, freePortIn } from '../test/ports';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;

// These tests run the product as `npm start` does: the bundle (dist/server.js) with node.
beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
});

const freePort = () => freePortIn(PORT_RANGES.server);

/** The node processes started by `pid`, read from /proc. */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && name === 'node' ? [Number(d)] : [];
      } catch {
        return []; // ended meanwhile
      }
    });

function startServer(port: number, dataDir: string, processes = 2, env: Record<string, string | undefined> = {}) {
  const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-that-is-long-enough',
      REMINDER_INTERVAL_MS: '0',
      WEB_CONCURRENCY: String(processes),
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      BCRYPT_COST: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  proc.stdout!.on('data', (d) => (out.text += d));
  proc.stderr!.on('data', (d) => (out.text += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
  return { proc, out, exited };
}

/** How many of `wanted` health checks in a row answered, once the port answers at all (90 s at most: a first start on a busy machine is slow). */
async function healthAnswers(port: number, wanted: number): Promise<number> {
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  await until(healthy, `port ${port} to answer`, 90_000).catch(() => undefined);
  let answered = 0;
  for (let i = 0; i < wanted; i++) if (await healthy()) answered++;
  return answered;
}

/** A JSON POST on a connection of its own (fetch would reuse one, and so reach one API process). */
function postOnNewConnection(port: number, urlPath: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe.skipIf(databaseUrl)('npm start on the embedded database', () => {
  it(
    'when the bundle starts on a fresh data folder, then it migrates, loads the demo data, serves, and SIGTERM stops it with 0',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-bundle-'));
      // The default client folder (server/../client/dist), as npm start uses it.
      const { proc, out, exited } = startServer(port, dataDir, 1, { CLIENT_DIST: undefined });
      try {
        expect(await healthAnswers(port, 1), out.text).toBe(1);
        expect(out.text).toContain('first start: loaded demo data');
        // bcrypt's native addon, PGlite's files and the migrations were all found from dist/.
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'learner@delv.africa', password: 'Delv2026!' }),
        });
        expect(login.status).toBe(200);
        const home = await fetch(`http://127.0.0.1:${port}/`);
        const built = existsSync(path.join(serverDir, '../client/dist/index.html'));
        expect(home.status).toBe(built ? 200 : 404);
        if (!built) expect(await home.text()).toContain('The client is not built yet');
        proc.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(out.text).toContain('SIGTERM: shutting down');
      } finally {
        if (proc.exitCode === null) proc.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

// Several API processes need PostgreSQL (the embedded database is one process): runs with TEST_DATABASE_URL.
describe.runIf(databaseUrl)('WEB_CONCURRENCY', () => {
  it(
    'when set to 2, then two API processes answer on one port, share rate limits, one that dies is replaced, and SIGTERM stops them all',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-cluster-'));
      const { proc, out, exited } = startServer(port, dataDir, 2, { RATE_LIMIT_LOGIN_MAX: '3' });
      try {
        expect(await healthAnswers(port, 5), out.text).toBe(5);
        expect(out.text).toContain('2 API processes');
        const [first] = childrenOf(proc.pid!);
        expect(childrenOf(proc.pid!)).toHaveLength(2);

        // Connections go to the processes in turn; the limit of 3 is counted in the database, not twice.
        const email = `cluster-${Date.now()}@example.com`;
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push(await postOnNewConnection(port, '/api/auth/login', { email, password: 'wrong-password' }));
        expect(statuses).toEqual([401, 401, 401, 429]);

        // A process that dies after it began to listen is replaced (one that dies before is a start failure).
        await until(() => out.text.includes(`API process ${first} listening`), 'the first process to listen', 30_000);
        process.kill(first, 'SIGKILL');
        await until(
          () => childrenOf(proc.pid!).length === 2 && !childrenOf(proc.pid!).includes(first),
          'a replacement process',
          // A new process starts its services before it listens: on a loaded two-core CI this took over 10 s once.
          30_000,
        ).catch(() => undefined);
        expect(childrenOf(proc.pid!), out.text).not.toContain(first);
        expect(childrenOf(proc.pid!), out.text).toHaveLength(2);
        expect(await healthAnswers(port, 3)).toBe(3);

        const workers = childrenOf(proc.pid!);
        proc.kill('SIGTERM');
        expect(await exited).toBe(0);
        for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (proc.exitCode === null) proc.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.each([1, 2])(
    'when the port is taken, then the server (%i process(es)) says so and exits 1 instead of running deaf or restarting',
    { timeout: 60_000 },
    async (processes) => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, resolve));
      const { port } = taken.address() as net.AddressInfo;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-cluster-'));
      const { proc, out, exited } = startServer(port, dataDir, processes);
      try {
        expect(await exited, out.text).toBe(1);
        expect(out.text).toContain(`cannot listen on port ${port}`);
      } finally {
        if (proc.exitCode === null) proc.kill('SIGKILL');
        taken.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
