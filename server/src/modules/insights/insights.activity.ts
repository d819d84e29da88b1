import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityDays } from '../../db/schema';
import { errorCode } from '../../jobs/queue';
import { log } from '../../lib/log';
import { dayOf } from './insights.days';

/** People this process remembers having written for today; past it, it starts again (a few writes more, no harm). */
const MAX_REMEMBERED = 200_000;

/** Marks a person active on a day (once: a second write for the same day changes nothing). */
export async function recordActive(db: Db, userId: string, day: string): Promise<void> {
  await db.insert(activityDays).values({ day, userId }).onConflictDoNothing();
}

/**
 * "Active" = made a signed-in request that UTC day. After each API answer whose request was signed
 * in (the route's authenticate set req.user), the person's day is written once per process and day:
 * most requests cost a Set lookup, not a write. The write happens after the answer went out and
 * never fails the request.
 */
export function activityRecorder(db: Db, clock: () => Date = () => new Date()): RequestHandler {
  let today = '';
  let written = new Set<string>();
  const note = (userId: string) => {
    const day = dayOf(clock());
    if (day !== today || written.size >= MAX_REMEMBERED) {
      today = day;
      written = new Set();
    }
    if (written.has(userId)) return;
    written.add(userId);
    recordActive(db, userId, day).catch((err: unknown) => {
      written.delete(userId);
      log.warn({ code: errorCode(err) }, 'insights: activity not recorded');
    });
  };
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => {
      if (req.user) note(req.user.id);
    });
    next();
  };
}

/** Distinct people active on the days [from, to] (both included). */
export const activeBetween = (from: string, to: string) =>
  sql`select ${activityDays.userId} from ${activityDays} where ${activityDays.day} >= ${from}::date and ${activityDays.day} <= ${to}::date`;
