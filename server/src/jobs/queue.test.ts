import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromPglite, pgliteExtensions, type Db } from '../db/client';
import { jobs } from '../db/schema';
import { createHarness } from '../../test/harness';
import { enqueue, JobWorker, queueMail } from './queue';
import { captureLog } from '../lib/log';
import { PORT_RANGES, freePortIn } from '../../test/ports';
import { until } from '../../test/until';

const h = await createHarness();
beforeEach(() => h.reset());

const mail = (to: string) => ({ to, subject: `For ${to}`, text: 'Hello', link: 'http://delv.test/secret-token-123', linkLabel: 'Open' });
const rowsOf = async () => h.deps.db.select().from(jobs).orderBy(jobs.id);

/** A worker whose mail handler fails while `failing` says so. */
function flakyWorker(state: { failing: boolean; sent: string[] }, opts = {}) {
  return new JobWorker(
    h.deps.db,
    {
      'mail.send': async (m) => {
        if (state.failing) throw Object.assign(new Error(`smtp refused ${m.to}`), { code: 'EENVELOPE' });
        state.sent.push(m.to);
      },
    },
    { log: false, backoffMs: 60_000, ...opts },
  );
}

describe('the job queue', () => {
  it('when a job is enqueued, then one run does it once and it is marked done with its payload emptied', async () => {
    await queueMail(h.deps.db, mail('a@example.com'));
    const state = { failing: false, sent: [] as string[] };
    const worker = flakyWorker(state);
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(state.sent).toEqual(['a@example.com']);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ kind: 'mail.send', status: 'done', attempts: 1, payload: null, lastError: null });
  });

  it('when a job is enqueued in a transaction that rolls back, then it never runs', async () => {
    await expect(
      h.deps.db.transaction(async (tx) => {
        await queueMail(tx as unknown as Db, mail('a@example.com'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf()).toEqual([]);
  });

  it('when a job fails, then it is retried later with a growing delay, and after maxAttempts it is failed with its error code (never its message)', async () => {
    await enqueue(h.deps.db, 'mail.send', mail('a@example.com'), { maxAttempts: 3 });
    const state = { failing: true, sent: [] as string[] };
    const worker = flakyWorker(state);
    const captured = captureLog('warn');
    const logging = flakyWorker(state, { log: true });
    try {
      expect(await logging.runDue()).toBe(1);
    } finally {
      captured.stop();
    }
    let [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'EENVELOPE' });
    const firstDelay = row.runAt.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(40_000);
    // Not due yet; due at its time.
    expect(await worker.runDue()).toBe(0);
    expect(await worker.runDue(new Date(row.runAt.getTime() + 1))).toBe(1);
    [row] = await rowsOf();
    expect(row.runAt.getTime() - Date.now()).toBeGreaterThan(firstDelay);
    expect(await worker.runDue(new Date(row.runAt.getTime() + 1))).toBe(1);
    [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'EENVELOPE' });
    expect(row.payload).not.toBeNull();
    expect(captured.text()).toContain('EENVELOPE');
    expect(captured.text()).not.toMatch(/a@example\.com|secret-token/);
  });

  it('when a job with a key is enqueued twice, then it is kept and run once', async () => {
    expect(await enqueue(h.deps.db, 'files.delete', { keys: ['a'] }, { key: 'once' })).toBe(true);
    expect(await enqueue(h.deps.db, 'files.delete', { keys: ['a'] }, { key: 'once' })).toBe(false);
    expect(await rowsOf()).toHaveLength(1);
  });

  it('when a job is scheduled, then it waits for its time', async () => {
    const at = new Date(Date.now() + 3_600_000);
    await enqueue(h.deps.db, 'mail.send', mail('later@example.com'), { runAt: at });
    const state = { failing: false, sent: [] as string[] };
    const worker = flakyWorker(state);
    expect(await worker.runDue()).toBe(0);
    expect(await worker.runDue(at)).toBe(1);
    expect(state.sent).toEqual(['later@example.com']);
  });

  it('when two workers (two processes) run at once, then each job runs once', async () => {
    for (let i = 0; i < 12; i++) await queueMail(h.deps.db, mail(`p${i}@example.com`));
    const state = { failing: false, sent: [] as string[] };
    const [a, b] = [flakyWorker(state, { concurrency: 2 }), flakyWorker(state, { concurrency: 2 })];
    const [na, nb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(na + nb).toBe(12);
    expect(state.sent.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `p${i}@example.com`).sort());
  });

  it('when a worker died while running a job, then it runs again once its lease has ended', async () => {
    await queueMail(h.deps.db, mail('a@example.com'));
    const [job] = await rowsOf();
    await h.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    const state = { failing: false, sent: [] as string[] };
    expect(await flakyWorker(state).runDue()).toBe(1);
    expect(state.sent).toEqual(['a@example.com']);
    expect((await rowsOf())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('when the worker is started, then NOTIFY wakes it for a new job (no polling)', async () => {
    const state = { failing: false, sent: [] as string[] };
    const worker = flakyWorker(state, { idleMaxMs: 60_000 });
    await worker.start(h.database.listen);
    try {
      await queueMail(h.deps.db, mail('woken@example.com'));
      await until(() => state.sent.length > 0, 'the woken worker to send', 3000).catch(() => undefined);
      expect(state.sent).toEqual(['woken@example.com']);
    } finally {
      await worker.stop();
    }
  });
});

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const freePort = () => freePortIn(PORT_RANGES.queue);

/** Starts `npm start`'s server on `dataDir` (and TEST_DATABASE_URL's PostgreSQL when set) until /api/health answers. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      JWT_SECRET: 'restart-test-secret-that-is-long-enough',
      BCRYPT_COST: '4',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout!.on('data', (d) => (log += d));
  proc.stderr!.on('data', (d) => (log += d));
  const exited = new Promise((r) => proc.once('exit', r));
  await until(
    async () => {
      if (proc.exitCode !== null) throw new Error(`server ended:\n${log}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    'the server to answer',
    60_000,
  );
  return {
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
    },
    log: () => log,
  };
}

describe('jobs across a restart', () => {
  it(
    'when a job is enqueued while no server runs, then the next server runs it once, and the one after does not again',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-restart-'));
      const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
      try {
        // Enqueued while no server runs: straight into the database the next server will use.
        const queueWhileStopped = async (to: string) => {
          const database = onPostgres
            ? h.database
            : fromPglite(await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions }));
          if (!onPostgres) await database.migrate();
          await queueMail(database.db, mail(to));
          if (!onPostgres) await database.close();
        };
        const sentTo = (to: string) =>
          readdirSync(path.join(dataDir, 'mail'), { withFileTypes: true }).filter(
            (f) => f.name.endsWith('.eml') && readFileSync(path.join(dataDir, 'mail', f.name), 'utf8').includes(`Subject: For ${to}`),
          );
        const sent = (to: string) => () => {
          try {
            return sentTo(to).length > 0;
          } catch {
            return false; // no mail folder yet
          }
        };

        await queueWhileStopped('after-restart@example.com');
        const first = await startServer(dataDir);
        await until(sent('after-restart@example.com'), 'the first server to send the mail', 20_000).catch(() => undefined);
        await first.stop();
        expect(sentTo('after-restart@example.com'), first.log()).toHaveLength(1);

        // A worker claims every queued job in one pass: once the second server sent a mail queued
        // while it was down, it has had its chance to send the first one again.
        await queueWhileStopped('second-start@example.com');
        const second = await startServer(dataDir);
        await until(sent('second-start@example.com'), 'the second server to send its mail', 20_000).catch(() => undefined);
        await second.stop();
        expect(sentTo('second-start@example.com'), second.log()).toHaveLength(1);
        expect(sentTo('after-restart@example.com')).toHaveLength(1);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
