import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { log } from '../../lib/log';
import { sessionRegistrations, sessions } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { reminderMail } from './sessions.mail';

export const REMINDER_LEAD_MS = 60 * 60 * 1000;

export interface ReminderJob {
  /** One pass at `now`: claims and mails every due reminder; resolves to the number sent. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

/** Mails registered attendees one hour before a session starts. Each registration is claimed with
 * `UPDATE ... SET reminded_at WHERE reminded_at IS NULL ... RETURNING` before its mail goes out,
 * so two server processes, overlapping passes or a restart never send the same reminder twice.
 * State lives in the database: a restart simply picks up whatever is still due. */
export function createReminderJob(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  opts: { intervalMs?: number; leadMs?: number; log?: boolean } = {},
): ReminderJob {
  const intervalMs = opts.intervalMs ?? 60_000;
  const leadMs = opts.leadMs ?? REMINDER_LEAD_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function pass(now: Date): Promise<number> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leadMs).toISOString();
    // Due: the session starts within the next hour and is not cancelled. People who registered
    // inside that hour just got the confirmation mail, so they are not reminded again.
    const claimed = await deps.db
      .update(sessionRegistrations)
      .set({ remindedAt: now })
      .where(
        sql`"session_registrations"."reminded_at" is null and exists(
          select 1 from sessions s
          where s.id = "session_registrations"."session_id" and s.cancelled = false
            and s.starts_at > ${at}::timestamptz and s.starts_at <= ${until}::timestamptz
            and "session_registrations"."created_at" <= s.starts_at - ${`${leadMs} milliseconds`}::interval
        )`,
      )
      .returning();
    if (!claimed.length) return 0;

    const ids = [...new Set(claimed.map((r) => r.sessionId))];
    const rows = await deps.db.select().from(sessions).where(inArray(sessions.id, ids));
    const byId = new Map(rows.map((s) => [s.id, s]));
    let sent = 0;
    for (const reg of claimed) {
      const session = byId.get(reg.sessionId);
      if (!session) continue;
      try {
        await deps.mailer.send(reminderMail(deps.publicUrl, session, reg));
        sent++;
      } catch (err) {
        // Give the claim back so the next pass retries (still before the start).
        await deps.db
          .update(sessionRegistrations)
          .set({ remindedAt: null })
          .where(eq(sessionRegistrations.id, reg.id));
        if (opts.log !== false) log.warn({ err, registration: reg.id }, 'reminder mail failed');
      }
    }
    if (opts.log !== false && sent) log.info({ sent }, 'reminders sent');
    return sent;
  }

  async function runOnce(now = new Date()): Promise<number> {
    // Passes of one process never overlap; other processes are kept apart by the claim.
    while (running) await running.catch(() => 0);
    running = pass(now);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((err: Error) => log.error({ err }, 'reminder pass failed'));
      }, intervalMs);
      // The job never keeps the process alive on its own.
      timer.unref();
      // Catch up at once after a (re)start rather than one interval later.
      setTimeout(() => void runOnce().catch((err: Error) => log.error({ err }, 'reminder pass failed')), 0).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
