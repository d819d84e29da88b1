import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionRegistrations, sessions } from '../../db/schema';
import type { Mailer, MailMessage } from '../../lib/mail';
import { createHarness } from '../../test/harness';
import { createReminderJob } from './reminders';

const h = await createHarness();
beforeEach(() => h.reset());

const HOUR = 3600_000;
const MIN = 60_000;
/** A fixed clock: every pass gets an explicit `now`. */
const T0 = new Date('2030-05-01T08:00:00.000Z');

/** Records what would be sent; can be told to fail. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(m) {
      if (failing) throw new Error('smtp down');
      sent.push(m);
    },
  };
  return { mailer, sent, fail: (v: boolean) => (failing = v) };
}

async function sessionAt(startsAt: Date, opts: { cancelled?: boolean; addressLink?: string } = {}) {
  const m = await h.user({ usercategory: ['mentor'] });
  const [row] = await h.deps.db
    .insert(sessions)
    .values({
      ownerId: m.id, presenterId: m.id, presenterName: 'David Otieno', sessionTitle: 'Data careers', description: 'd',
      organiser: 'Delv', startsAt, endsAt: new Date(startsAt.getTime() + HOUR), durationMinutes: 60,
      addressLink: opts.addressLink ?? 'https://meet.google.com/abc-defg-hij', cancelled: opts.cancelled ?? false,
      createdAt: new Date(T0.getTime() - 48 * HOUR),
    })
    .returning();
  return row;
}

async function registerAt(sessionId: string, email: string, createdAt = new Date(T0.getTime() - 24 * HOUR)) {
  await h.deps.db.insert(sessionRegistrations).values({ sessionId, firstname: 'Amina', lastname: 'Nakato', email, createdAt });
}

const job = (mailer: Mailer) => createReminderJob({ db: h.deps.db, mailer, publicUrl: 'http://delv.test' }, { log: false });

describe('session reminder job', () => {
  it('when a session starts within the hour, then each registered attendee gets one reminder', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 50 * MIN));
    await registerAt(s.id, 'a@example.com');
    await registerAt(s.id, 'b@example.com');
    const { mailer, sent } = recordingMailer();
    expect(await job(mailer).runOnce(T0)).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0].subject).toBe('Starting in one hour: Data careers');
    expect(sent[0].link).toBe('https://meet.google.com/abc-defg-hij');
    const regs = await h.deps.db.select().from(sessionRegistrations);
    expect(regs.every((r) => r.remindedAt?.getTime() === T0.getTime())).toBe(true);
  });

  it('when the start is more than an hour away, then nothing yet; once inside the hour, then sent', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 61 * MIN));
    await registerAt(s.id, 'a@example.com');
    const { mailer, sent } = recordingMailer();
    const j = job(mailer);
    expect(await j.runOnce(T0)).toBe(0);
    expect(await j.runOnce(new Date(T0.getTime() + 1 * MIN))).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('when the job runs again, then nothing is re-sent; nor after the job is re-created (a restart)', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s.id, 'a@example.com');
    const first = recordingMailer();
    expect(await job(first.mailer).runOnce(T0)).toBe(1);
    expect(await job(first.mailer).runOnce(new Date(T0.getTime() + 1 * MIN))).toBe(0);
    // Restart: a new job object with a new mailer, later in the same hour.
    const afterRestart = recordingMailer();
    const restarted = job(afterRestart.mailer);
    expect(await restarted.runOnce(new Date(T0.getTime() + 10 * MIN))).toBe(0);
    expect(afterRestart.sent).toHaveLength(0);
    expect(first.sent).toHaveLength(1);
  });

  it('when two job instances (two processes) run at the same moment, then each reminder goes out once', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    for (let i = 0; i < 5; i++) await registerAt(s.id, `p${i}@example.com`);
    const a = recordingMailer();
    const b = recordingMailer();
    const [na, nb] = await Promise.all([job(a.mailer).runOnce(T0), job(b.mailer).runOnce(T0)]);
    expect(na + nb).toBe(5);
    expect([...a.sent, ...b.sent].map((m) => m.to).sort()).toEqual(['p0@example.com', 'p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com']);
  });

  it('when the session is cancelled or already started/past, then no reminder', async () => {
    const cancelled = await sessionAt(new Date(T0.getTime() + 30 * MIN), { cancelled: true });
    const started = await sessionAt(new Date(T0.getTime() - 10 * MIN));
    const past = await sessionAt(new Date(T0.getTime() - 5 * HOUR));
    for (const s of [cancelled, started, past]) await registerAt(s.id, 'a@example.com');
    const { mailer, sent } = recordingMailer();
    expect(await job(mailer).runOnce(T0)).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('when someone registers inside the last hour, then the confirmation suffices and no reminder follows', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s.id, 'late@example.com', new Date(T0.getTime() - 5 * MIN));
    const { mailer, sent } = recordingMailer();
    expect(await job(mailer).runOnce(T0)).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('when the mail server fails, then the claim is released and the next pass retries', async () => {
    const s = await sessionAt(new Date(T0.getTime() + 30 * MIN));
    await registerAt(s.id, 'a@example.com');
    const r = recordingMailer();
    r.fail(true);
    const j = job(r.mailer);
    expect(await j.runOnce(T0)).toBe(0);
    const [reg] = await h.deps.db.select().from(sessionRegistrations).where(eq(sessionRegistrations.sessionId, s.id));
    expect(reg.remindedAt).toBeNull();
    r.fail(false);
    expect(await j.runOnce(new Date(T0.getTime() + MIN))).toBe(1);
    expect(await j.runOnce(new Date(T0.getTime() + 2 * MIN))).toBe(0);
  });

  it('when started, then the interval timer is unref\'d and stop() clears it', async () => {
    const { mailer } = recordingMailer();
    const j = createReminderJob({ db: h.deps.db, mailer, publicUrl: 'http://delv.test' }, { intervalMs: 10, log: false });
    j.start();
    await new Promise((r) => setTimeout(r, 40));
    j.stop();
    // Nothing due: the passes ran without sending or throwing.
    expect(await j.runOnce(T0)).toBe(0);
  });
});
