/**
 * The write limit (issue 26): every POST, PUT, PATCH and DELETE under /api is counted per person
 * (per IP for a guest) in its class of route, in every window of that class, before the route runs
 * (before a file is read or a row is written). Over any window: 429 with Retry-After and
 * MSG.tooManyWrites, which the client shows in the person's language. The sign-in routes (/auth/*)
 * keep their own limits (rateLimit.ts).
 *
 * The counters are rows of rate_limit_counters, like the sign-in limits, so every API process counts
 * against the same limit: one statement per write upserts the row of each window. Windows are fixed
 * slots of the database's clock (date_bin), so processes on several machines agree on them.
 *
 * A flood must not cost everyone else: each process also counts, in memory, the writes it sent to
 * the database in the current slot (of its own clock). Once those alone reach a window's limit, the
 * shared count has too, so the next write is refused at once, without a query: 200 messages sent at
 * once cost 30 queries, not 200. Losing that memory (a restart) changes nothing but speed. And the
 * writes of one class a person may still make run at most WRITES_AT_ONCE at a time per process,
 * the others waiting for them in order: someone else's request then waits for two of theirs, not
 * thirty (per class, so a long upload never holds up a chat message).
 */
import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import type { Config, WriteClass, WriteLimits } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';
import { verifyToken } from '../lib/tokens';

/** Which class a write is in, by its path under /api; the first that matches. */
const CLASSES: Array<[WriteClass, RegExp]> = [
  // Sending, starting and deleting chat messages.
  ['chat', /^\/chat(\/submitchat|\/message\/[^/]+)?\/?$/],
  // Small, frequent taps: likes, follows, reads, preferences, leaving a group.
  ['react', /^\/(like|user\/follow|notifications\/|chat\/read|user\/(interests|language)\/?$|discussiongroup\/[^/]+\/leave)/],
  ['claim', /^\/claim\/?$/],
  ['contact', /^\/(contact|mailing-list|feedback)\/?$/],
  ['live', /^\/live\/ticket\/?$/],
  // Files: content, a profile picture, a members' file.
  ['upload', /^\/(contents|user\/image|institution\/profilepic)|\/members\/import/],
  // Invitations, join and chat requests and their answers, surveys mailed to members.
  ['invite', /invit|request|addmembers|surveys\/send|^\/learner\/institution/i],
  // Posts, comments, shares, ratings and reviews, questions to the AI, groups and sessions.
  ['post', /^\/(post|comment|share|rating|ai\/|discussiongroup|sessions)/],
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The class of a write, or null when the write limit does not count it (reads; sign-in routes). */
export function writeClassOf(method: string, path: string): WriteClass | null {
  if (!WRITES.has(method) || path.startsWith('/auth/')) return null;
  return CLASSES.find(([, re]) => re.test(path))?.[0] ?? 'other';
}

/** Who is counted: the signed-in person of a genuine token (checked by signature only, no query), else the IP. */
function whoOf(req: Request, secret: string): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '');
  const claims = match ? verifyToken(secret, match[1]) : null;
  return claims ? `u:${claims.sub}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
}

const tooMany = (seconds: number) => new HttpError(429, 'RATE_LIMITED', MSG.tooManyWrites(seconds));

/** Counts one write in each window of its class; the seconds to wait when one is over, else 0. */
export async function countWrite(db: Db, limits: WriteLimits, cls: WriteClass, who: string): Promise<number> {
  const windows = limits[cls];
  if (!windows.length) return 0;
  const rows = sql.join(
    windows.map(
      (w) =>
        sql`(${`write:${cls}:${w.windowMs}`}, ${who}, date_bin(${`${w.windowMs} milliseconds`}::interval, now(), timestamptz '2000-01-01 00:00:00+00'), 1)`,
    ),
    sql`, `,
  );
  // In SET, `c` is the stored row and `excluded` this write's: a write in a new slot starts it at 1.
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (limiter, key, window_start, hits) values ${rows}
    on conflict (limiter, key) do update set
      hits = case when c.window_start = excluded.window_start then c.hits + 1 else 1 end,
      window_start = excluded.window_start
    returning c.limiter, c.hits, (extract(epoch from now() - c.window_start) * 1000)::float8 as elapsed`);
  let wait = 0;
  for (const row of (result as unknown as { rows: Array<{ limiter: string; hits: number; elapsed: number }> }).rows) {
    const w = windows.find((x) => row.limiter === `write:${cls}:${x.windowMs}`)!;
    if (Number(row.hits) > w.max) wait = Math.max(wait, Math.ceil((w.windowMs - Number(row.elapsed)) / 1000));
  }
  return wait;
}

/** Where slots are counted from, here as in the database (date_bin's origin). */
const ORIGIN_MS = Date.UTC(2000, 0, 1);
/** Rows of slots that ended a day ago are deleted at most once an hour per process. */
const PRUNE_EVERY_MS = 3_600_000;
/** This process's counts of the current slots, at most this many (older slots are dropped first). */
const LOCAL_MAX = 20_000;

/**
 * This process's writes sent to the database per person, class and window, in the current slot:
 * the seconds to wait when one window is already full without asking the database, else 0 (and
 * the write is counted here).
 */
function localCounter() {
  const counts = new Map<string, { slot: number; hits: number }>();
  return (limits: WriteLimits, cls: WriteClass, who: string): number => {
    const now = Date.now() - ORIGIN_MS;
    const windows = limits[cls].map((w) => ({ ...w, key: `${cls}:${w.windowMs}:${who}`, slot: Math.floor(now / w.windowMs) }));
    let wait = 0;
    for (const w of windows) {
      const c = counts.get(w.key);
      if (c?.slot === w.slot && c.hits >= w.max) wait = Math.max(wait, Math.ceil(((w.slot + 1) * w.windowMs - now) / 1000));
    }
    if (wait) return wait;
    for (const w of windows) {
      const c = counts.get(w.key);
      if (c?.slot === w.slot) c.hits += 1;
      else counts.set(w.key, { slot: w.slot, hits: 1 });
    }
    if (counts.size > LOCAL_MAX) {
      for (const [key, c] of counts) if (c.slot < Math.floor(now / Number(key.split(':')[1]))) counts.delete(key);
    }
    return 0;
  };
}

/** A person's writes of one class running at once in one process; the next wait their turn. */
const WRITES_AT_ONCE = 2;

/** Resolves when `who` may run one more write; call the answer when it has ended. */
export function turns() {
  const people = new Map<string, { running: number; waiting: Array<() => void> }>();
  return async (who: string): Promise<() => void> => {
    let p = people.get(who);
    if (!p) people.set(who, (p = { running: 0, waiting: [] }));
    const mine = p;
    if (mine.running >= WRITES_AT_ONCE) await new Promise<void>((resolve) => mine.waiting.push(resolve));
    else mine.running += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // The turn passes to the next waiting write (running stays the same), or is given back.
      const next = mine.waiting.shift();
      if (next) return next();
      mine.running -= 1;
      if (mine.running === 0) people.delete(who);
    };
  };
}

/** The API's write limit (one `api.use` after the input boundary). */
export function writeLimit(deps: { db: Db; config: Config }) {
  const limits = deps.config.writeLimits;
  const local = localCounter();
  const turnOf = turns();
  let prunedAt = Date.now();
  return async (req: Request, res: Response, next: NextFunction) => {
    const cls = limits ? writeClassOf(req.method, req.path) : null;
    if (!limits || !cls) return next();
    const who = whoOf(req, deps.config.jwtSecret);
    let wait = local(limits, cls, who);
    if (!wait) {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await deps.db.execute(
          sql`delete from rate_limit_counters where limiter like 'write:%' and window_start < now() - interval '1 day'`,
        );
      }
      wait = await countWrite(deps.db, limits, cls, who);
    }
    if (wait) {
      res.setHeader('Retry-After', String(Math.max(1, wait)));
      return next(tooMany(Math.max(1, wait)));
    }
    const done = await turnOf(`${cls}:${who}`);
    // Gone while it waited: its turn passes on at once.
    if (res.closed) return done();
    res.once('close', done);
    next();
  };
}
