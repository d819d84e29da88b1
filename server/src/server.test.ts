import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { until } from './test/until';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The node processes started by `pid` (tsx also starts an esbuild service), read from /proc. */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === pid && name === 'node' ? [Number(d)] : [];
    } catch {
      return []; // ended meanwhile
    }
  });

function startServer(port: number, dataDir: string, processes = 2) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-that-is-long-enough', REMINDER_INTERVAL_MS: '0', WEB_CONCURRENCY: String(processes),
      CLIENT_DIST: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  proc.stdout!.on('data', (d) => (out.text += d));
  proc.stderr!.on('data', (d) => (out.text += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
  return { proc, out, exited };
}

/** How many of `wanted` health checks in a row answered, once the port answers at all (30 s at most). */
async function healthAnswers(port: number, wanted: number): Promise<number> {
  const healthy = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  await until(healthy, `port ${port} to answer`, 30_000).catch(() => undefined);
  let answered = 0;
  for (let i = 0; i < wanted; i++) if (await healthy()) answered++;
  return answered;
}

// Several API processes need PostgreSQL (the embedded database is one process): runs with TEST_DATABASE_URL.
describe.runIf(databaseUrl)('WEB_CONCURRENCY', () => {
  it('when set to 2, then two API processes answer on one port, one that dies is replaced, and SIGTERM stops them all', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-cluster-'));
    const { proc, out, exited } = startServer(port, dataDir);
    try {
      expect(await healthAnswers(port, 5), out.text).toBe(5);
      expect(out.text).toContain('2 API processes');
      const [first] = childrenOf(proc.pid!);
      expect(childrenOf(proc.pid!)).toHaveLength(2);

      // Past its first seconds, a process that dies is replaced.
      await new Promise((r) => setTimeout(r, 5_500));
      process.kill(first, 'SIGKILL');
      await until(() => childrenOf(proc.pid!).length === 2 && !childrenOf(proc.pid!).includes(first), 'a replacement process', 10_000).catch(() => undefined);
      expect(childrenOf(proc.pid!)).not.toContain(first);
      expect(childrenOf(proc.pid!)).toHaveLength(2);
      expect(await healthAnswers(port, 3)).toBe(3);

      const workers = childrenOf(proc.pid!);
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (proc.exitCode === null) proc.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([1, 2])('when the port is taken, then the server (%i process(es)) says so and exits 1 instead of running deaf or restarting', { timeout: 60_000 }, async (processes) => {
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
  });
});
