/**
 * Sessions' jobs: the reminder one hour before a session starts (one scheduled job per
 * registration and start time) and the notices to attendees after an edit or a cancellation, both
 * only enqueueing mail (jobs/queue.ts 'mail.send'), which the queue sends and retries; and every
 * quarter hour, the bell's reminders of the sessions starting within the hour (notifications' notify).
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionRegistrations, sessions } from '../../db/schema';
import { enqueue, queueMail, type JobHandlers } from '../../jobs/queue';
import { notify, wantMailNow } from '../notifications';
import { cancelNotice, reminderMail, updateNotice } from './sessions.mail';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** Due an hour before `startsAt`; does nothing if the session moved, was cancelled or already reminded them. */
    'session.reminder': { registrationId: string; startsAt: string };
    /** Mails every attendee the session's current details (`version`: its modifiedAt, so each change is mailed once). */
    'session.notices': { sessionId: string; change: 'updated' | 'cancelled'; version: string };
    /** Every quarter hour: the bell reminds the registered accounts of sessions starting within the hour. */
    'session.bellReminders': Record<string, never>;
  }
}

export const REMINDER_LEAD_MS = 60 * 60 * 1000;
const BELL_EVERY_MS = 15 * 60 * 1000;

/** Sessions not cancelled that start in (from, to], with their registered accounts: the bell's reminders, and phones' SMS reminders. */
export async function sessionsStartingBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ id: string; title: string; startsAt: Date; userIds: string[] }[]> {
  const rows = await db
    .select({
      id: sessions.id,
      title: sessions.sessionTitle,
      startsAt: sessions.startsAt,
      userIds: sql<string[]>`array_agg(distinct ${sessionRegistrations.userId}::text)`,
    })
    .from(sessions)
    .innerJoin(sessionRegistrations, eq(sessionRegistrations.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.cancelled, false),
        gt(sessions.startsAt, from),
        lte(sessions.startsAt, to),
        sql`${sessionRegistrations.userId} is not null`,
      ),
    )
    .groupBy(sessions.id);
  return rows;
}

/** Enqueues the next pass of the bell's reminders (once, whichever process asks). */
export async function scheduleBellReminders(db: Db, now = new Date()): Promise<void> {
  const next = new Date(Math.floor(now.getTime() / BELL_EVERY_MS) * BELL_EVERY_MS + BELL_EVERY_MS);
  await enqueue(db, 'session.bellReminders', {}, { runAt: next, key: `session.bellReminders:${next.toISOString()}` });
}

type SessionRow = typeof sessions.$inferSelect;
type RegistrationRow = typeof sessionRegistrations.$inferSelect;

/** Schedules the reminder of one registration; people who register inside the last hour just got
 * the confirmation, so they get none. */
export async function scheduleReminder(
  db: Db,
  session: Pick<SessionRow, 'startsAt'>,
  reg: Pick<RegistrationRow, 'id' | 'createdAt'>,
): Promise<void> {
  const runAt = new Date(session.startsAt.getTime() - REMINDER_LEAD_MS);
  if (reg.createdAt.getTime() > runAt.getTime()) return;
  const startsAt = session.startsAt.toISOString();
  await enqueue(db, 'session.reminder', { registrationId: reg.id, startsAt }, { runAt, key: `session.reminder:${reg.id}:${startsAt}` });
}

/** The notices of an edit or cancellation, mailed from the queue after the change commits. */
export async function scheduleNotices(
  db: Db,
  session: Pick<SessionRow, 'id' | 'modifiedAt'>,
  change: 'updated' | 'cancelled',
): Promise<void> {
  const version = session.modifiedAt.toISOString();
  await enqueue(
    db,
    'session.notices',
    { sessionId: session.id, change, version },
    { key: `session.notices:${session.id}:${change}:${version}` },
  );
}

export function sessionJobs(deps: { publicUrl: string }): JobHandlers {
  return {
    'session.bellReminders': async (_payload, { db, now }) => {
      for (const s of await sessionsStartingBetween(db, now, new Date(now.getTime() + REMINDER_LEAD_MS))) {
        // Keyed by start time: a session moved later reminds again.
        await notify(
          db,
          `reminder:${s.id}:${s.startsAt.toISOString()}`,
          [
            {
              recipients: s.userIds,
              kind: 'reminder',
              subject: { kind: 'session', id: s.id, title: s.title },
              link: `/session/${s.id}`,
              actorId: null,
              actorKey: null,
            },
          ],
          now,
          now,
        );
      }
      await scheduleBellReminders(db, now);
    },
    'session.reminder': async ({ registrationId, startsAt }, { db, now }) => {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        // Claimed once: the mark and the mail's job commit together.
        const [reg] = await tx
          .update(sessionRegistrations)
          .set({ remindedAt: now })
          .where(
            and(
              eq(sessionRegistrations.id, registrationId),
              sql`"session_registrations"."reminded_at" is null and exists(
            select 1 from sessions s where s.id = "session_registrations"."session_id" and s.cancelled = false
              and s.starts_at = ${startsAt}::timestamptz and s.starts_at > ${now.toISOString()}::timestamptz)`,
            ),
          )
          .returning();
        if (!reg) return;
        const [session] = await tx.select().from(sessions).where(eq(sessions.id, reg.sessionId));
        await queueMail(tx, reminderMail(deps.publicUrl, session, reg));
      });
    },
    'session.notices': async ({ sessionId, change, version }, { db }) => {
      const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      if (!session) return;
      const all = await db.select().from(sessionRegistrations).where(eq(sessionRegistrations.sessionId, sessionId));
      // A guest's registration is mailed always; an account's as its 'session' choice says.
      const wanted = await wantMailNow(
        db,
        all.flatMap((r) => (r.userId ? [r.userId] : [])),
        'session',
      );
      const regs = all.filter((r) => !r.userId || wanted.has(r.userId));
      const build = change === 'cancelled' ? cancelNotice : updateNotice;
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        for (const reg of regs) {
          await enqueue(tx, 'mail.send', build(deps.publicUrl, session, reg), {
            key: `session.${change}:${sessionId}:${version}:${reg.id}`,
          });
        }
      });
    },
  };
}
