/**
 * Phones' jobs (issue 33):
 *   sms.send          hands due SMS to the provider (phones.sms.ts)
 *   phones.reminders  every 5 minutes: the people registered for a session that starts within the
 *                     hour who want reminders by SMS get one (once per session, start time and person)
 * Every process asks for the next reminders' pass at start; its key keeps one.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueue, type JobHandlers } from '../../jobs/queue';
import { sessionsStartingBetween } from '../sessions';
import { findUsersByIds } from '../users';
import { queueSms, sendDueSms, type QueuedSms } from './phones.sms';
import { localTime, reminderText } from './phones.texts';
import { smsProvider } from './sms';

declare module '../../jobs/queue' {
  interface JobPayloads {
    'phones.reminders': Record<string, never>;
  }
}

const MINUTE = 60_000;
const REMINDERS_EVERY_MS = 5 * MINUTE;
/** A session's SMS reminder goes within the hour before it starts. */
export const SMS_REMINDER_LEAD_MS = 60 * MINUTE;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export async function schedulePhones(db: Db, now = new Date()): Promise<void> {
  const next = new Date(Math.floor(now.getTime() / REMINDERS_EVERY_MS) * REMINDERS_EVERY_MS + REMINDERS_EVERY_MS);
  await enqueue(db, 'phones.reminders', {}, { runAt: next, key: `phones.reminders:${next.toISOString()}` });
}

/**
 * Queues the SMS reminders of sessions starting in (now, now + 1 hour]: to each registered person
 * who wants them, at their latest verified number that has not replied STOP, in their language and
 * their number's time zone. Returns how many were queued.
 */
export async function queueSessionReminders(db: Db, now: Date): Promise<number> {
  const soon = await sessionsStartingBetween(db, now, new Date(now.getTime() + SMS_REMINDER_LEAD_MS));
  let queued = 0;
  for (const session of soon) {
    for (let i = 0; i < session.userIds.length; i += 5000) {
      const ids = session.userIds.slice(i, i + 5000);
      const targets = rowsOf<{ user_id: string; number: string; time_zone: string }>(
        await db.execute(sql`select distinct on (p.user_id) p.user_id, p.number, p.time_zone
          from phones p join sms_preferences s on s.user_id = p.user_id and s.kind = 'reminder'
          where p.user_id = any(${`{${ids.join(',')}}`}::uuid[]) and p.verified_at is not null and p.sms_stopped_at is null
          order by p.user_id, p.verified_at desc`),
      );
      if (!targets.length) continue;
      const people = await findUsersByIds(
        db,
        targets.map((t) => t.user_id),
      );
      const list: QueuedSms[] = targets.map((t) => ({
        userId: t.user_id,
        phone: t.number,
        kind: 'reminder',
        body: reminderText(people.get(t.user_id)?.language ?? 'en', session.title, localTime(session.startsAt, t.time_zone)),
        timeZone: t.time_zone,
        expiresAt: session.startsAt,
        // A session moved to another time reminds again.
        dedupeKey: `reminder:${session.id}:${session.startsAt.toISOString()}:${t.user_id}`,
      }));
      queued += await queueSms(db, list);
    }
  }
  return queued;
}

export function phonesJobs(deps: { config: Config }): JobHandlers {
  const provider = smsProvider(deps.config.sms);
  return {
    'sms.send': async (_payload, { db, now }) => {
      await sendDueSms(db, provider, deps.config.sms.dailyBudget, now);
    },
    'phones.reminders': async (_payload, { db, now }) => {
      await queueSessionReminders(db, now);
      await schedulePhones(db, now);
    },
  };
}
