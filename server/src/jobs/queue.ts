/**
 * The durable job queue: a table (jobs) claimed with FOR UPDATE SKIP LOCKED, so it runs the same on
 * PGlite and PostgreSQL and a job is enqueued in the transaction of the change that wants it
 * (pg-boss and graphile-worker need connections of a real PostgreSQL server of their own: see the
 * README). Every API process runs a worker; a job is claimed by one of them, retried with
 * exponential backoff when it fails, and marked failed (with its error code) after maxAttempts.
 * A claimed job holds a lease: if its process dies, the job is queued again when the lease ends.
 *
 * Enqueue from any service (inside its transaction when the job must happen only if the change
 * commits):   await enqueue(tx, 'files.delete', { keys });   or for mail:   await queueMail(tx, message);
 *
 * Adding a kind: declare its payload in JobPayloads (declaration merging works from an area's own
 * file: `declare module '../../jobs/queue' { interface JobPayloads { 'x.y': {...} } }`) and give
 * its handler to the worker in jobs/handlers.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db, Listen } from '../db/client';
import { jobs } from '../db/schema';
import type { MailMessage } from '../lib/mail';
import { log } from '../lib/log';

/** Each job kind and its payload (JSON). Areas add theirs by declaration merging. */
export interface JobPayloads {
  'mail.send': MailMessage;
  /** Stored files to remove (an account's uploads after it is deleted). */
  'files.delete': { keys: string[] };
  /** Old events, finished jobs and expired live tickets; enqueues its next run. */
  'maintenance.prune': Record<string, never>;
}

export type JobKind = keyof JobPayloads;

export interface EnqueueOptions {
  /** Not before this time (scheduled jobs). */
  runAt?: Date;
  /** A second job with the same key is not enqueued (false is returned). */
  key?: string;
  maxAttempts?: number;
}

export const JOBS_CHANNEL = 'delv_jobs';

/**
 * enqueue() inside a caller's single statement (events/publish.ts, PUBLISHER_LOCK_CTE): a CTE body
 * writing the jobs its `select` makes (kind, payload, idempotency_key), due now, skipping a taken key;
 * the statement answers `jobNotify(<that CTE>)` to wake the workers when one was written.
 */
export const jobInsert = (select: string) =>
  `insert into jobs (kind, payload, idempotency_key) ${select} on conflict (idempotency_key) do nothing returning id`;
export const jobNotify = (cte: string) => `(select pg_notify('${JOBS_CHANNEL}', '') from ${cte} limit 1)`;

/** Enqueues a job in `db` (or a transaction: then only if it commits). False when `key` is taken. */
export async function enqueue<K extends JobKind>(db: Db, kind: K, payload: JobPayloads[K], opts: EnqueueOptions = {}): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt ?? new Date(), idempotencyKey: opts.key ?? null, maxAttempts: opts.maxAttempts ?? 5 })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  // Wakes the workers at commit; a job for later wakes nobody now (each worker knows its next due time).
  if (rows.length && !opts.runAt) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return rows.length > 0;
}

/** One line to send an e-mail from any service: it goes out from the queue, retried if the mail server fails. */
export const queueMail = (db: Db, message: MailMessage) => enqueue(db, 'mail.send', message);

/** Enqueues many jobs of one kind in one statement (a digest run's mails), each with its key; those
 * whose key is taken are skipped. Resolves to how many were new. */
export async function enqueueMany<K extends JobKind>(db: Db, kind: K, items: { payload: JobPayloads[K]; key: string }[]): Promise<number> {
  if (!items.length) return 0;
  const rows = await db
    .insert(jobs)
    .values(items.map((item) => ({ kind, payload: item.payload, runAt: new Date(), idempotencyKey: item.key, maxAttempts: 5 })))
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  if (rows.length) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return rows.length;
}

export interface JobContext {
  id: number;
  attempt: number;
  db: Db;
  /** The worker's clock (tests run due jobs at a given time). */
  now: Date;
}

export type JobHandlers = { [K in JobKind]?: (payload: JobPayloads[K], ctx: JobContext) => Promise<void> };

export interface WorkerOptions {
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How long a claimed job may run before another process may take it again. */
  leaseMs?: number;
  /** First retry delay; doubled each attempt, at most an hour. */
  backoffMs?: number;
  /** Longest sleep without a NOTIFY (catches jobs whose notice was missed, and ended leases). */
  idleMaxMs?: number;
  log?: boolean;
}

interface Claimed {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The code of an error, for the jobs table and the log: never its message (it may quote an address or a link). */
export function errorCode(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown } | null;
  const code = typeof e?.code === 'string' || typeof e?.code === 'number' ? String(e.code) : typeof e?.name === 'string' ? e.name : 'Error';
  return code.slice(0, 60);
}

export class JobWorker {
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly backoffMs: number;
  private readonly idleMaxMs: number;
  private readonly log: boolean;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: JobHandlers,
    opts: WorkerOptions = {},
  ) {
    this.concurrency = opts.concurrency ?? 4;
    this.leaseMs = opts.leaseMs ?? 5 * 60_000;
    this.backoffMs = opts.backoffMs ?? 30_000;
    this.idleMaxMs = opts.idleMaxMs ?? 60_000;
    this.log = opts.log ?? true;
  }

  /** Runs jobs as they come due, woken by NOTIFY (enqueue) and by its own timer for scheduled ones. */
  async start(listen: Listen): Promise<void> {
    await listen(JOBS_CHANNEL, { notice: () => this.wake(), up: () => this.wake(), down: () => undefined });
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.loop;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.wakeAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.loop = this.runDue()
      .then(() => this.sleepUntilNextDue())
      .catch((err: unknown) => {
        log.error({ code: errorCode(err) }, 'jobs: worker pass failed');
        this.sleep(5000);
      })
      .finally(() => {
        this.loop = null;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        }
      });
  }

  /** Runs every job due at `now` (and those that come due from others' retries meanwhile) until none is left. Resolves to how many ran. */
  async runDue(now?: Date): Promise<number> {
    let ran = 0;
    await this.requeueEndedLeases(now);
    for (;;) {
      const claimed = await this.claim(this.concurrency, now);
      if (!claimed.length) return ran;
      await Promise.all(claimed.map((job) => this.run(job, now ?? new Date())));
      ran += claimed.length;
      if (this.stopped) return ran;
    }
  }

  private at(now?: Date) {
    return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  }

  private async requeueEndedLeases(now?: Date) {
    await this.db.execute(sql`update jobs set status = 'queued', locked_until = null
      where status = 'running' and locked_until < ${this.at(now)}`);
  }

  private async claim(n: number, now?: Date): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      await this.db.execute(sql`
      update jobs j set status = 'running', attempts = j.attempts + 1,
        locked_until = ${this.at(now)} + ${`${this.leaseMs} milliseconds`}::interval
      from (select id from jobs where status = 'queued' and run_at <= ${this.at(now)} order by run_at, id limit ${n} for update skip locked) c
      where j.id = c.id
      returning j.id, j.kind, j.payload, j.attempts, j.max_attempts`),
    );
  }

  private async run(job: Claimed, now: Date): Promise<void> {
    const id = Number(job.id);
    const handler = this.handlers[job.kind as JobKind] as ((payload: unknown, ctx: JobContext) => Promise<void>) | undefined;
    try {
      if (!handler) throw Object.assign(new Error('no handler'), { code: 'NO_HANDLER' });
      await handler(job.payload, { id, attempt: job.attempts, db: this.db, now });
      await this.db.execute(
        sql`update jobs set status = 'done', payload = null, locked_until = null, last_error = null, finished_at = now() where id = ${id}`,
      );
    } catch (err) {
      const code = errorCode(err);
      const last = job.attempts >= job.max_attempts;
      const delayMs = Math.min(3_600_000, this.backoffMs * 2 ** (job.attempts - 1)) * (0.8 + 0.4 * Math.random());
      await this.db.execute(
        last
          ? sql`update jobs set status = 'failed', locked_until = null, last_error = ${code}, finished_at = now() where id = ${id}`
          : sql`update jobs set status = 'queued', locked_until = null, last_error = ${code},
            run_at = ${now.toISOString()}::timestamptz + ${`${Math.round(delayMs)} milliseconds`}::interval where id = ${id}`,
      );
      if (this.log)
        log.warn({ job: id, kind: job.kind, attempt: job.attempts, code }, `job ${job.kind} failed${last ? ', giving up' : ''}`);
    }
  }

  private async sleepUntilNextDue() {
    const [next] = rowsOf<{ due: string | Date | null }>(
      await this.db.execute(sql`select least(
        (select min(run_at) from jobs where status = 'queued'),
        (select min(locked_until) from jobs where status = 'running')) as due`),
    );
    const due = next?.due ? new Date(next.due).getTime() - Date.now() : Infinity;
    this.sleep(Math.max(10, Math.min(due, this.idleMaxMs)));
  }

  private sleep(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }
}
