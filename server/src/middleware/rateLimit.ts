import { and, eq, gt, not, sql } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { rateLimitCounters as counters } from '../db/schema';
import { tooManyRequests } from '../lib/errors';

/**
 * A per-IP limiter (optionally per IP + e-mail); max 0 turns it off. Its counters are in the
 * database, under `name` (one name per limiter), so every API process counts against one limit.
 */
/** A per-IP limiter (plus the e-mail typed, `byEmail`), or per signed-in person (`byUser`, after authenticate). */
export function limiter(db: Db, opts: { name: string; windowMs: number; max: number; byEmail?: boolean; byUser?: boolean }) {
  if (opts.max <= 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseStore(db, opts.name),
    keyGenerator: (req) => {
      if (opts.byUser && req.user) return `user:${req.user.id}`;
      const ip = ipKeyGenerator(req.ip ?? 'unknown');
      const email = opts.byEmail && typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return email ? `${ip}|${email}` : ip;
    },
    handler: (_req, _res, next) => next(tooManyRequests()),
  });
}

/**
 * express-rate-limit's Store on the table rate_limit_counters: fixed windows, one upsert per hit.
 * The database's clock decides when a window ends, so processes on several machines agree. Rows of
 * ended windows are deleted at most once per window by each store (on the first hit after that).
 */
export class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    readonly name: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** SQL: true while the row's window is still running. */
  private running() {
    return gt(counters.windowStart, sql`now() - ${this.windowMs}::integer * interval '1 millisecond'`);
  }

  private info(row: { hits: number; windowStart: Date }): ClientRateLimitInfo {
    return { totalHits: row.hits, resetTime: new Date(row.windowStart.getTime() + this.windowMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (Date.now() - this.prunedAt >= this.windowMs) {
      this.prunedAt = Date.now();
      await this.db.delete(counters).where(and(eq(counters.limiter, this.name), not(this.running())));
    }
    // In SET, the columns are the existing row's: a hit after its window ended starts a new one.
    const ended = not(this.running());
    const [row] = await this.db
      .insert(counters)
      .values({ limiter: this.name, key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: [counters.limiter, counters.key],
        set: {
          windowStart: sql`case when ${ended} then now() else ${counters.windowStart} end`,
          hits: sql`case when ${ended} then 1 else ${counters.hits} + 1 end`,
        },
      })
      .returning({ hits: counters.hits, windowStart: counters.windowStart });
    return this.info(row);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: counters.hits, windowStart: counters.windowStart })
      .from(counters)
      .where(and(eq(counters.limiter, this.name), eq(counters.key, key), this.running()));
    return row ? this.info(row) : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(counters)
      .set({ hits: sql`${counters.hits} - 1` })
      .where(and(eq(counters.limiter, this.name), eq(counters.key, key), gt(counters.hits, 0), this.running()));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(counters).where(and(eq(counters.limiter, this.name), eq(counters.key, key)));
  }

  async resetAll(): Promise<void> {
    await this.db.delete(counters).where(eq(counters.limiter, this.name));
  }
}
