/*
 * The SMS outbox and SMS session reminders (issue 33), through the stand-in of Africa's Talking:
 * the day's budget, the person's hours (08:00-20:00 where their number is), opted-out and stopped
 * numbers, expiry, a provider that does not answer; the texts in one SMS in both languages.
 */
import { smsSegments } from '@delv/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { smsMessages } from '../../db/schema';
import { createHarness, request } from '../../../test/harness';
import { queueSessionReminders } from './phones.jobs';
import { recordVerifiedPhone } from './phones.service';
import { queueSms, sendDueSms } from './phones.sms';
import { codeText, reminderText } from './phones.texts';
import { smsProvider } from './sms';
import { startSmsStandIn } from '../../../test/smsStandIn';

const sms = await startSmsStandIn();
afterAll(() => sms.close());
const h = await createHarness(sms.env());
const provider = smsProvider(loadConfig({ DATA_DIR: h.dir, JWT_SECRET: 'x'.repeat(40), ...sms.env() }).sms);

beforeEach(async () => {
  await h.reset();
  sms.messages.length = 0;
  sms.requests.length = 0;
  sms.script.refuse.clear();
  sms.script.failNext = 0;
});

type Who = { id: string };
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const as = (who: Who, req: request.Test) => req.set('Authorization', h.bearer(who));
const db = () => h.deps.db;

/** A person with a verified number who wants reminders by SMS. */
async function subscriber(number: string, language: 'en' | 'sw' = 'en') {
  const who = await h.user({ language });
  await recordVerifiedPhone(db(), who.id, number);
  await as(who, request(h.app).put('/api/sms/preferences'))
    .send({ preferences: [{ kind: 'reminder', sms: true }] })
    .expect(200);
  return who;
}

const reminder = (who: Who, phone: string, timeZone = 'Africa/Kampala', n = 1) => ({
  userId: who.id,
  phone,
  kind: 'reminder',
  body: `Reminder ${n}`,
  timeZone,
  expiresAt: new Date('2026-12-01T20:00:00Z'),
  dedupeKey: `test:${who.id}:${n}`,
});
const statuses = async () =>
  (await db().select({ phone: smsMessages.phone, status: smsMessages.status }).from(smsMessages).orderBy(smsMessages.id)).map(
    (r) => `${r.phone} ${r.status}`,
  );

describe('the SMS outbox', () => {
  it('when more is due than the day’s budget, then the budget is sent, the rest waits for the next day, and the count is kept', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => subscriber(`+25677212345${i}`)));
    await queueSms(
      db(),
      people.map((p, i) => reminder(p, `+25677212345${i + 1}`)),
    );
    const noon = new Date('2026-12-01T09:00:00Z'); // 12:00 in Kampala
    expect(await sendDueSms(db(), provider, 3, noon)).toBe(3);
    expect(await sendDueSms(db(), provider, 3, noon)).toBe(0);
    expect(sms.messages).toHaveLength(3);
    const [{ sent }] = rowsOf<{ sent: number }>(await db().execute(sql`select sent from sms_days where day = '2026-12-01'`));
    expect(Number(sent)).toBe(3);
    // One text to many numbers is one request.
    expect(sms.requests.filter((r) => r === 'POST /version1/messaging').length).toBeLessThanOrEqual(3);
    // The sender asked to run again at the next UTC midnight.
    const next = rowsOf<{ run_at: string }>(
      await db().execute(sql`select run_at from jobs where kind = 'sms.send' and idempotency_key like 'sms.send:at:%'`),
    );
    const runAts = next.map((r) => new Date(r.run_at).toISOString());
    expect(runAts).toContain('2026-12-02T00:00:00.000Z');
    expect(await sendDueSms(db(), provider, 3, new Date('2026-12-02T09:00:00Z'))).toBe(0); // expired at 20:00 on the 1st
    expect((await statuses()).filter((s) => s.endsWith('expired'))).toHaveLength(2);
  });

  it('when it is night where a number is, then its reminder waits for 08:00 there; a code goes at once', async () => {
    const kampala = await subscriber('+256772123451');
    const kigali = await subscriber('+250788123452');
    await queueSms(db(), [
      { ...reminder(kampala, '+256772123451', 'Africa/Kampala', 1), expiresAt: null },
      { ...reminder(kigali, '+250788123452', 'Africa/Kigali', 2), expiresAt: null },
      { userId: kampala.id, phone: '+256772123451', kind: 'code', body: codeText('en', '123456'), timeZone: 'Africa/Kampala' },
    ]);
    // 04:30 UTC: 07:30 in Kampala (UTC+3), 06:30 in Kigali (UTC+2).
    await sendDueSms(db(), provider, 100, new Date('2026-12-01T04:30:00Z'));
    expect(sms.messages.map((m) => m.message)).toEqual([codeText('en', '123456')]);
    const waiting = await db()
      .select({ phone: smsMessages.phone, notBefore: smsMessages.notBefore })
      .from(smsMessages)
      .where(eq(smsMessages.status, 'queued'));
    expect(Object.fromEntries(waiting.map((w) => [w.phone, w.notBefore.toISOString()]))).toEqual({
      '+256772123451': '2026-12-01T05:00:00.000Z',
      '+250788123452': '2026-12-01T06:00:00.000Z',
    });
    // At 05:00 UTC only Kampala's is due; at 06:00 Kigali's.
    await sendDueSms(db(), provider, 100, new Date('2026-12-01T05:00:00Z'));
    expect(sms.messages.map((m) => m.to)).toEqual(['+256772123451', '+256772123451']);
    await sendDueSms(db(), provider, 100, new Date('2026-12-01T06:00:00Z'));
    expect(sms.messages.map((m) => m.to)).toEqual(['+256772123451', '+256772123451', '+250788123452']);
    // 20:00 in Kampala is past the hours: tomorrow at 08:00.
    await queueSms(db(), [{ ...reminder(kampala, '+256772123451', 'Africa/Kampala', 3), expiresAt: null }]);
    await sendDueSms(db(), provider, 100, new Date('2026-12-01T17:00:00Z'));
    const [late] = await db()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.dedupeKey, `test:${kampala.id}:3`));
    expect(late).toMatchObject({ status: 'queued', notBefore: new Date('2026-12-02T05:00:00Z') });
  });

  it('when a person turned reminders off, their number replied STOP or was removed, then nothing goes to it', async () => {
    const [off, stopped, removed, on] = [
      await subscriber('+256772123451'),
      await subscriber('+256772123452'),
      await subscriber('+256772123453'),
      await subscriber('+256772123454'),
    ];
    await as(off, request(h.app).put('/api/sms/preferences'))
      .send({ preferences: [{ kind: 'reminder', sms: false }] })
      .expect(200);
    const phoneOf = async (who: Who) => (await as(who, request(h.app).get('/api/phones')).expect(200)).body.data[0]._id as string;
    await as(removed, request(h.app).delete(`/api/phones/${await phoneOf(removed)}`)).expect(200);
    await queueSms(db(), [
      reminder(off, '+256772123451', 'Africa/Kampala', 1),
      reminder(stopped, '+256772123452', 'Africa/Kampala', 2),
      reminder(removed, '+256772123453', 'Africa/Kampala', 3),
      reminder(on, '+256772123454', 'Africa/Kampala', 4),
    ]);
    await request(h.app).post('/api/sms/inbound').type('form').send({ from: '+256772123452', text: 'TOKA', id: 'in-1' }).expect(200);
    await sendDueSms(db(), provider, 100, new Date('2026-12-01T09:00:00Z'));
    expect(sms.messages.map((m) => m.to)).toEqual(['+256772123454']);
    expect(await statuses()).toEqual(['+256772123451 skipped', '+256772123452 skipped', '+256772123453 skipped', '+256772123454 sent']);
  });

  it('when the provider does not answer, then the messages wait and go later, once; a refused number is failed with its reason', async () => {
    const [a, b] = [await subscriber('+256772123451'), await subscriber('+256772123452')];
    await queueSms(db(), [reminder(a, '+256772123451', 'Africa/Kampala', 1), reminder(b, '+256772123452', 'Africa/Kampala', 2)]);
    sms.script.failNext = 1;
    sms.script.refuse.add('+256772123452');
    const at = new Date('2026-12-01T09:00:00Z');
    expect(await sendDueSms(db(), provider, 100, at)).toBe(0);
    expect(await statuses()).toEqual(['+256772123451 queued', '+256772123452 queued']);
    expect(await sendDueSms(db(), provider, 100, new Date(at.getTime() + 30_000))).toBe(2);
    expect(sms.messages.map((m) => m.to)).toEqual(['+256772123451']);
    const rows = await db().select().from(smsMessages).orderBy(smsMessages.id);
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      ['sent', ''],
      ['failed', 'InvalidPhoneNumber'],
    ]);
    expect(rows[0].cost).toBe('KES 0.8000');
  });
});

describe('SMS session reminders', () => {
  it('when a session starts within the hour, then each registrant who wants SMS reminders gets one, in their language and local time, once', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const [amina, juma, quiet] = [await subscriber('+254712345671', 'sw'), await subscriber('+250788123452'), await h.user()];
    const day = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 10);
    const created = await as(mentor, request(h.app).post('/api/sessions'))
      .send({
        sessionTitle: 'CV clinic: your first job',
        description: 'Portfolios and CVs.',
        organiser: 'Delv Mentors',
        presenter: 'Dr. David Otieno',
        price: 0,
        sessionDate: day,
        startTime: '10:00',
        durationMinutes: 60,
        timeZone: 'UTC',
        sessionAddressLink: '',
        tags: [],
      })
      .expect(201);
    for (const who of [amina, juma, quiet]) {
      await as(who, request(h.app).post('/api/user/event/register')).send({ eventId: created.body.data._id }).expect(201);
    }
    const startsAt = new Date(`${day}T10:00:00Z`);
    const now = new Date(startsAt.getTime() - 40 * 60_000);
    expect(await queueSessionReminders(db(), now)).toBe(2);
    expect(await queueSessionReminders(db(), new Date(now.getTime() + 5 * 60_000))).toBe(0);
    await sendDueSms(db(), provider, 100, now);
    const byNumber = Object.fromEntries(sms.messages.map((m) => [m.to, m.message]));
    expect(byNumber).toEqual({
      '+254712345671': 'Delv: "CV clinic: your first job" inaanza saa 13:00. Jibu TOKA kusitisha vikumbusho vya SMS.',
      '+250788123452': 'Delv: "CV clinic: your first job" starts at 12:00. Reply STOP to end SMS reminders.',
    });
  });
});

describe('SMS texts', () => {
  it('when a code or a reminder is written, then it is GSM-7 in one SMS in both languages, a long title cut to fit', () => {
    for (const language of ['en', 'sw']) {
      expect(smsSegments(codeText(language, '123456'))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      const long = reminderText(language, `Career fair ${'and networking '.repeat(20)}`, '14:00');
      expect(smsSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(long).toMatch(/\.\.\."/);
      // Typographic quotes and dashes become their GSM-7 look-alikes instead of making it UCS-2.
      expect(smsSegments(reminderText(language, 'Women’s “tech” day – Kigali', '09:30'))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      // A title in another script is UCS-2, cut to 70.
      const ucs = reminderText(language, 'ሥራ ፍለጋ ምክር ለወጣቶች በአዲስ አበባ ከተማ ውስጥ የሚካሄድ ስልጠና', '09:30');
      expect(smsSegments(ucs).encoding).toBe('UCS-2');
    }
    expect(reminderText('en', 'Data 101', '14:00')).toBe('Delv: "Data 101" starts at 14:00. Reply STOP to end SMS reminders.');
  });
});
