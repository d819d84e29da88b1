import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll } from 'vitest';
import { createApp, liveHubOf } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { startEvents } from '../src/events/start';
import { jobHandlers } from '../src/jobs/handlers';
import { JobWorker } from '../src/jobs/queue';
import { createMailer } from '../src/lib/mail';
import { createPasswords } from '../src/lib/passwords';
import { LocalStorage } from '../src/lib/storage';
import { areas } from '../src/areas';
import { startSignIn } from '../src/modules/auth/auth.service';
import { signToken } from '../src/lib/tokens';
import { signInSessions } from '../src/db/schema';
import { createUser, type NewUser, type UserRow } from '../src/modules/users/users.service';

export const PASSWORD = 'Sup3rSecret!';

const DB_KEY = Symbol.for('delv.test.database');

/** One database per worker: in-memory PGlite, or TEST_DATABASE_URL's PostgreSQL. Migrated once. */
export function testDatabase(): Promise<Database> {
  const g = globalThis as unknown as Record<symbol, Promise<Database> | undefined>;
  g[DB_KEY] ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? fromPostgres(url, 4) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    await database.migrate();
    return database;
  })();
  return g[DB_KEY]!;
}

/** Empties every table of the app (whatever later migrations add) between tests. */
export async function truncateAll(database: Database): Promise<void> {
  const result = await database.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { tablename: string }[];
  const names = rows.map((r) => `"${r.tablename}"`);
  if (!names.length) return;
  // A statement still running for the previous test (an event subscriber reading after its commit)
  // can lock these tables in another order: PostgreSQL then ends one of the two as a deadlock's
  // victim (40P01), and the victim's answer is to run again.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
      return;
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code !== '40P01' || attempt === 3) throw err;
    }
  }
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

/** nodemailer writes quoted-printable: undo soft line breaks and =XX escapes. */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface Harness {
  app: Express;
  deps: AppDeps;
  config: Config;
  database: Database;
  dir: string;
  mailDir: string;
  reset(): Promise<void>;
  /** Runs the jobs that are due (the work sign-up and forgot-password leave to the queue, mail). */
  settle(): Promise<void>;
  /** Every mail sent so far (queued mail is sent first: due jobs are run). */
  mails(): Promise<Mail[]>;
  /** Runs every job due at `now` (the default clock: the database's); resolves to how many ran. */
  runJobs(now?: Date): Promise<number>;
  /** The queue's worker as a test uses it (no background loop: jobs run when runJobs() says). */
  jobs: JobWorker;
  /** The token of the latest mailed link of this kind to this address. */
  mailedToken(to: string, kind: 'confirm/login' | 'reset-password'): Promise<string>;
  /** A user straight in the database (confirmed unless told otherwise), with PASSWORD, signed in on one device. */
  user(overrides?: Partial<NewUser>): Promise<UserRow>;
  /** The token of the device sign-in h.user() made (users from elsewhere: signIn()). */
  tokenFor(user: Pick<UserRow, 'id'>): string;
  /** Bearer header value for a user, as tokenFor(). */
  bearer(user: Pick<UserRow, 'id'>): string;
  /** A new device sign-in for any user: its token. */
  signIn(user: Pick<UserRow, 'id'>): Promise<string>;
}

let counter = 0;

export async function createHarness(env: Record<string, string> = {}): Promise<Harness> {
  const database = await testDatabase();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-test-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    BCRYPT_COST: '4',
    PUBLIC_URL: 'http://delv.test',
    RATE_LIMIT_LOGIN_MAX: '0',
    RATE_LIMIT_MAX: '0',
    // Tests write fast as one person; writeLimit.test.ts proves each class is limited.
    WRITE_LIMITS: 'off',
    CLIENT_DIST: path.join(dir, 'client-dist'),
    // Tests read the feed right after other users write; feed.window.test.ts turns the cache on.
    FEED_CACHE_MS: '0',
    ...env,
  });
  const mailDir = path.join(dir, 'mail');
  const passwords = createPasswords(config.bcryptCost);
  const events = await startEvents(database);
  afterAll(() => events.stop());
  const deps: AppDeps = {
    config,
    db: database.db,
    storage: new LocalStorage(path.join(dir, 'uploads')),
    mailer: createMailer({ smtpUrl: null, from: config.mailFrom, mailDir, log: false }),
    passwords,
    events,
  };
  const jobs = new JobWorker(database.db, jobHandlers(deps, areas), { log: false, backoffMs: 10 });
  const runJobs = (now?: Date) => jobs.runDue(now);
  const app = createApp(deps);
  afterAll(() => liveHubOf(app).closeAll());
  const hash = await passwords.hash(PASSWORD);
  /** The sign-in session h.user() opened for each user it made. */
  const firstSignIn = new Map<string, string>();
  const tokenFor = (user: Pick<UserRow, 'id'>) => {
    const sid = firstSignIn.get(user.id);
    if (!sid) throw new Error(`user ${user.id} was not made by h.user(): use await h.signIn(user)`);
    return signToken(config.jwtSecret, { sub: user.id, sid }, config.tokenTtl);
  };

  const mails = async (): Promise<Mail[]> => {
    await runJobs();
    const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    return Promise.all(
      names.map(async (name) => {
        const raw = await readFile(path.join(mailDir, name), 'utf8');
        return {
          file: name,
          to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: decodeQuotedPrintable(raw),
        };
      }),
    );
  };

  return {
    app,
    deps,
    config,
    database,
    dir,
    mailDir,
    settle: async () => {
      await runJobs();
    },
    async reset() {
      firstSignIn.clear();
      await truncateAll(database);
      await rm(mailDir, { recursive: true, force: true });
    },
    mails,
    runJobs,
    jobs,
    async mailedToken(to, kind) {
      const re = new RegExp(`http://delv\\.test/${kind}/([A-Za-z0-9_-]+)`);
      const found = (await mails()).filter((m) => m.to === to && re.test(m.body));
      if (!found.length) throw new Error(`no ${kind} mail to ${to}`);
      return re.exec(found[found.length - 1].body)![1];
    },
    async user(overrides = {}) {
      counter += 1;
      const user = await createUser(database.db, {
        email: `person${counter}@example.com`,
        passwordHash: hash,
        firstname: 'Test',
        lastname: `Person${counter}`,
        country: 'Uganda',
        usercategory: ['student'],
        confirmed: true,
        ...overrides,
      });
      const [session] = await database.db
        .insert(signInSessions)
        .values({ userId: user.id, expiresAt: new Date(Date.now() + 7 * 86_400_000) })
        .returning({ id: signInSessions.id });
      firstSignIn.set(user.id, session.id);
      return user;
    },
    tokenFor,
    bearer: (user) => `Bearer ${tokenFor(user)}`,
    signIn: (user) => startSignIn(deps, user.id),
  };
}

/** Asserts the error envelope and returns it. */
export function expectError(res: request.Response, status: number, message: string, code?: string) {
  const body = res.body as { success: boolean; err: string; error: { message: string; code: string; fields?: Record<string, string> } };
  if (
    res.status !== status ||
    body.success !== false ||
    body.err !== message ||
    body.error?.message !== message ||
    (code && body.error.code !== code)
  ) {
    throw new Error(`expected ${status} "${message}"${code ? ` (${code})` : ''}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return body.error;
}

export { request };
