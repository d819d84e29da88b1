import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, sessionRegistrations, sessions } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { areas } from '../../areas';
import { JobWorker } from '../../jobs/queue';
import type { Mailer, MailMessage } from '../../lib/mail';
import { createHarness } from '../../../test/harness';
import { scheduleReminder } from './sessions.jobs';

const h = await createHarness();
beforeEach(() => h.reset());

const HOUR = 3600_000;
const MIN = 60_000;
/** A fixed clock: every run of the queue gets an explicit `now`. */
const T0 = new Date('2030-05-01T08:00:00.000Z');

/** A worker of the real handlers whose mailer records what would be sent; can be told to fail. */
function recordingWorker() {
  const sent: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(m) {
      if (failing) throw Object.assign(new Error('smtp down'), { code: 'ECONNECTION' });
      sent.push(m);
    },
  };
  const worker = new JobWorker(h.deps.db, jobHandlers({ ...h.deps, mailer }, areas), { log: false, backoffMs: MIN });
  const run = async (now: Date) => {
    const before = sent.length;
    await worker.runDue(now);
    return sent.length - before;
  };
  return { run, sent, fail: (v: boolean) => (failing = v) };
}

async function sessionAt(startsAt: Date, opts: { cancelled?: boolean } = {}) {
  const m = await h.user({ usercategory: ['mentor'] });
  const [row] = await h.deps.db
    .insert(sessions)
    .values({
      ownerId: m.id,
      presenterId: m.id,
      presenterName: 'David Otieno',
      sessionTitle: 'Data careers',
      description: 'd',
      organiser: 'Delv',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      durationMinutes: 60,
      addressLink: 'https://meet.google.com/abc-defg-hij',
      cancelled: opts.cancelled ?? false,
      createdAt: new Date(T0.getTime() - 48 * HOUR),
    })
    .returning();
  return row;
}

/** A registration as register() makes it: the row, and its reminder scheduled. */
async function registerAt(session: typeof sessions.$inferSelect, email: string, createdAt = new Date(T0.getTime() - 24 * HOUR)) {
  const [reg] = await h.deps.db
    .insert(sessionRegistrations)
    .values({ sessionId: session.id, firstname: 'Amina', lastname: 'Nakato', email, createdAt })
    .returning();
  await scheduleReminder(h.deps.db, session, reg);
}

describe('session reminders (scheduled jobs)', () => {
  it('when a session starts within the hour, then each registered attendee gets one reminder', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 50 * MIN));
    await registerAt(s, 'a@example.com');
    await registerAt(s, 'b@example.com');
    const w = recordingWorker();
    expect(await w.run(T0)).toBe(2);
    expect(w.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(w.sent[0].subject).toBe('Starting in one hour: Data careers');
    expect(w.sent[0].link).toBe('https://meet.google.com/abc-defg-hij');
    const regs = await h.deps.db.select().from(sessionRegistrations);
    expect(regs.every((r) => r.remindedAt?.getTime() === T0.getTime())).toBe(true);
  });

  it('when the start is more than an hour away, then nothing yet; once inside the hour, then sent', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 61 * MIN));
    await registerAt(s, 'a@example.com');
    const w = recordingWorker();
    expect(await w.run(T0)).toBe(0);
    expect(await w.run(new Date(T0.getTime() + 1 * MIN))).toBe(1);
  });

  it('when the queue runs again, or another worker starts (a restart), then nothing is re-sent', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s, 'a@example.com');
    const first = recordingWorker();
    expect(await first.run(T0)).toBe(1);
    expect(await first.run(new Date(T0.getTime() + 1 * MIN))).toBe(0);
    expect(await recordingWorker().run(new Date(T0.getTime() + 10 * MIN))).toBe(0);
    // A second schedule of the same reminder is refused by its key.
    await scheduleReminder(h.deps.db, s, (await h.deps.db.select().from(sessionRegistrations))[0]);
    expect(await recordingWorker().run(new Date(T0.getTime() + 11 * MIN))).toBe(0);
  });

  it('when two workers (two processes) run at the same moment, then each reminder goes out once', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    for (let i = 0; i < 5; i++) await registerAt(s, `p${i}@example.com`);
    const [a, b] = [recordingWorker(), recordingWorker()];
    const [na, nb] = await Promise.all([a.run(T0), b.run(T0)]);
    expect(na + nb).toBe(5);
    expect([...a.sent, ...b.sent].map((m) => m.to).sort()).toEqual([
      'p0@example.com',
      'p1@example.com',
      'p2@example.com',
      'p3@example.com',
      'p4@example.com',
    ]);
  });

  it('when the session is cancelled, moved or already started, then no reminder for the old time', async () => {
    const cancelled = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    const moved = await sessionAt(new Date(T0.getTime() + 40 * MIN));
    for (const s of [cancelled, moved]) await registerAt(s, 'a@example.com');
    await h.deps.db.update(sessions).set({ cancelled: true }).where(eq(sessions.id, cancelled.id));
    await h.deps.db
      .update(sessions)
      .set({ startsAt: new Date(T0.getTime() + 5 * HOUR) })
      .where(eq(sessions.id, moved.id));
    const w = recordingWorker();
    expect(await w.run(T0)).toBe(0);
    // Run late, after the start: nothing either.
    const started = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(started, 'b@example.com');
    expect(await w.run(new Date(T0.getTime() + 45 * MIN))).toBe(0);
  });

  it('when someone registers inside the last hour, then the confirmation suffices and no reminder is scheduled', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s, 'late@example.com', new Date(T0.getTime() - 5 * MIN));
    expect(await h.deps.db.select().from(jobs)).toHaveLength(0);
  });

  it('when the mail server fails, then the mail is retried later and goes out once', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s, 'a@example.com');
    const w = recordingWorker();
    w.fail(true);
    expect(await w.run(T0)).toBe(0);
    const failed = (await h.deps.db.select().from(jobs).where(eq(jobs.kind, 'mail.send')))[0];
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'ECONNECTION' });
    w.fail(false);
    expect(await w.run(new Date(failed.runAt.getTime() + 1))).toBe(1);
    expect(await w.run(new Date(failed.runAt.getTime() + 2 * MIN))).toBe(0);
  });
});
