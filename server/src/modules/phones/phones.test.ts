/*
 * Phone numbers verified by SMS (issue 33), against the local stand-in of Africa's Talking's SMS
 * API (server/test/smsStandIn.ts; the real service is not reachable from here): codes, their limits, one
 * verified holder per number, SMS kinds, STOP replies, the admins' figures.
 */
import { PHONE_MSG, MSG } from '@delv/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { phones, smsMessages } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import { startSmsStandIn } from '../../../test/smsStandIn';

const sms = await startSmsStandIn();
afterAll(() => sms.close());
const h = await createHarness({ ...sms.env(), SMS_DAILY_BUDGET: '50' });

beforeEach(async () => {
  await h.reset();
  sms.messages.length = 0;
  sms.script.refuse.clear();
  sms.script.failNext = 0;
});

type Who = { id: string };
const as = (who: Who | null, req: request.Test) => (who ? req.set('Authorization', h.bearer(who)) : req);
const post = (who: Who | null, url: string, body: object = {}) => as(who, request(h.app).post(url)).send(body);
const NUMBER = '+256772123456';

/** Adds a number and runs the sender: the code the stand-in received. */
async function addAndReadCode(who: Who, typed = '+256 772 123 456'): Promise<{ phoneId: string; code: string }> {
  const res = await post(who, '/api/phones', { number: typed }).expect(201);
  expect(res.body).toMatchObject({ message: PHONE_MSG.added, data: { number: NUMBER, verified: false } });
  await h.runJobs();
  const code = sms.lastCode(NUMBER);
  expect(code).toMatch(/^\d{6}$/);
  return { phoneId: res.body.data._id as string, code: code! };
}

describe('verifying a phone number', () => {
  it('when I add a number, then a six-digit code goes to it by SMS, stored only as a hash, and the right code verifies it', async () => {
    const me = await h.user({ language: 'sw' });
    const { phoneId, code } = await addAndReadCode(me);
    expect(sms.messages.at(-1)).toMatchObject({ to: NUMBER, from: 'DELV' });
    expect(sms.messages.at(-1)!.message).toBe(`Msimbo wako wa Delv ni ${code}. Unaisha baada ya dakika 10. Usimpe mtu yeyote.`);
    const [row] = await h.deps.db.select().from(phones).where(eq(phones.id, phoneId));
    expect(row.codeHash).toBeTruthy();
    expect(row.codeHash).not.toContain(code);
    // The outbox keeps no code once it was handed over.
    const sent = await h.deps.db.select().from(smsMessages);
    expect(sent).toMatchObject([{ kind: 'code', status: 'sent', body: '', providerRef: expect.stringMatching(/^ATXid_/) }]);

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code: wrong }), 400, PHONE_MSG.codeWrong);
    const ok = await post(me, `/api/phones/${phoneId}/verify`, { code }).expect(200);
    expect(ok.body).toMatchObject({ message: PHONE_MSG.verified, data: { verified: true, number: NUMBER } });
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code }), 409, PHONE_MSG.alreadyVerified);
    const mine = await as(me, request(h.app).get('/api/phones')).expect(200);
    expect(mine.body.data).toMatchObject([{ _id: phoneId, verified: true, codeExpiresAt: null }]);
  });

  it('when the number or the code is malformed, or nobody is signed in, then 400 or 401', async () => {
    const me = await h.user();
    expectError(await post(me, '/api/phones', { number: '+1 202 555 0143' }), 400, PHONE_MSG.numberInvalid);
    expectError(await post(me, '/api/phones', { number: '0772 123456' }), 400, PHONE_MSG.numberInvalid);
    expectError(await post(me, '/api/phones', {}), 400, PHONE_MSG.numberRequired);
    expectError(await post(null, '/api/phones', { number: NUMBER }), 401, MSG.notSignedIn);
    const { phoneId } = await addAndReadCode(me);
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code: '12345' }), 400, PHONE_MSG.codeInvalid);
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code: 'abcdef' }), 400, PHONE_MSG.codeInvalid);
    // Someone else's number is not found.
    const other = await h.user();
    expectError(await post(other, `/api/phones/${phoneId}/verify`, { code: '123456' }), 404, PHONE_MSG.notFound);
    expectError(await as(other, request(h.app).delete(`/api/phones/${phoneId}`)), 404, PHONE_MSG.notFound);
  });

  it('when five wrong codes were tried, then even the right one is refused until a new code is sent', async () => {
    const me = await h.user();
    const { phoneId, code } = await addAndReadCode(me);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i += 1) expectError(await post(me, `/api/phones/${phoneId}/verify`, { code: wrong }), 400, PHONE_MSG.codeWrong);
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code: wrong }), 429, PHONE_MSG.codeTooManyTries);
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code }), 429, PHONE_MSG.codeTooManyTries);
    // A new code (a minute later) starts the count again.
    await h.deps.db
      .update(phones)
      .set({ codeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(phones.id, phoneId));
    await post(me, `/api/phones/${phoneId}/resend`).expect(200);
    await h.runJobs();
    await post(me, `/api/phones/${phoneId}/verify`, { code: sms.lastCode(NUMBER) }).expect(200);
  });

  it('when the code has expired, then it is refused', async () => {
    const me = await h.user();
    const { phoneId, code } = await addAndReadCode(me);
    await h.deps.db
      .update(phones)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(phones.id, phoneId));
    expectError(await post(me, `/api/phones/${phoneId}/verify`, { code }), 400, PHONE_MSG.codeExpired);
  });

  it('when I ask again within the minute, then 429; past five codes a day, then 429 until tomorrow', async () => {
    const me = await h.user();
    const { phoneId } = await addAndReadCode(me);
    expectError(await post(me, `/api/phones/${phoneId}/resend`), 429, PHONE_MSG.resendTooSoon);
    // Adding the same number again is a resend, with the same limit.
    expectError(await post(me, '/api/phones', { number: NUMBER }), 429, PHONE_MSG.resendTooSoon);
    for (let sends = 2; sends <= 5; sends += 1) {
      await h.deps.db
        .update(phones)
        .set({ codeSentAt: new Date(Date.now() - 61_000) })
        .where(eq(phones.id, phoneId));
      await post(me, `/api/phones/${phoneId}/resend`).expect(200);
    }
    await h.deps.db
      .update(phones)
      .set({ codeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(phones.id, phoneId));
    expectError(await post(me, `/api/phones/${phoneId}/resend`), 429, PHONE_MSG.resendTooMany);
    await h.runJobs();
    expect(sms.messages.filter((m) => m.to === NUMBER)).toHaveLength(5);
    // The next UTC day counts again.
    await h.deps.db.update(phones).set({ codeSendsDay: '2000-01-01' }).where(eq(phones.id, phoneId));
    await post(me, `/api/phones/${phoneId}/resend`).expect(200);
  });

  it('when a number is verified by one account, then another cannot add it until the first removes it', async () => {
    const [first, second] = [await h.user(), await h.user()];
    const { phoneId, code } = await addAndReadCode(first);
    // Both may have it waiting; the first to verify holds it.
    sms.messages.length = 0;
    const { phoneId: secondsId, code: secondsCode } = await addAndReadCode(second);
    await post(first, `/api/phones/${phoneId}/verify`, { code }).expect(200);
    expectError(await post(second, `/api/phones/${secondsId}/verify`, { code: secondsCode }), 409, PHONE_MSG.takenByAnother);
    await h.deps.db
      .update(phones)
      .set({ codeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(phones.id, secondsId));
    expectError(await post(second, `/api/phones/${secondsId}/resend`), 409, PHONE_MSG.takenByAnother);
    expectError(await post(second, '/api/phones', { number: NUMBER }), 409, PHONE_MSG.takenByAnother);
    // Released, it can be verified by the other account.
    await as(first, request(h.app).delete(`/api/phones/${phoneId}`)).expect(200);
    await post(second, `/api/phones/${secondsId}/resend`).expect(200);
    await h.runJobs();
    await post(second, `/api/phones/${secondsId}/verify`, { code: sms.lastCode(NUMBER) }).expect(200);
  });

  it('when the day’s SMS budget is spent, then no code is sent and the person is told', async () => {
    const me = await h.user();
    await h.deps.db.execute(sql`insert into sms_days (day, sent) values (${new Date().toISOString().slice(0, 10)}::date, 50)`);
    expectError(await post(me, '/api/phones', { number: NUMBER }), 429, PHONE_MSG.budgetSpent);
    await h.runJobs();
    expect(sms.messages).toEqual([]);
  });
});

describe('SMS kinds and STOP', () => {
  it('when I turn SMS reminders on without a verified number, then 400; with one, on; STOP, ONDOKA or TOKA from it turns them off', async () => {
    const me = await h.user();
    const put = (preferences: object[]) => as(me, request(h.app).put('/api/sms/preferences')).send({ preferences });
    expectError(await put([{ kind: 'reminder', sms: true }]), 400, PHONE_MSG.smsNeedsPhone);
    expectError(await put([{ kind: 'chat', sms: true }]), 400, PHONE_MSG.kindInvalid);
    const { phoneId, code } = await addAndReadCode(me);
    await post(me, `/api/phones/${phoneId}/verify`, { code }).expect(200);
    expect((await put([{ kind: 'reminder', sms: true }]).expect(200)).body.data).toEqual({
      preferences: [{ kind: 'reminder', sms: true }],
      hasVerifiedPhone: true,
    });

    for (const word of ['stop', ' Toka ', 'ONDOKA']) {
      const res = await request(h.app)
        .post('/api/sms/inbound')
        .type('form')
        .send({ from: NUMBER, to: 'DELV', text: word, date: '2026-11-27 10:00:00', id: `in-${word.trim()}`, linkId: '' })
        .expect(200);
      expect(res.body.data.action).toBe('stopped');
      const prefs = await as(me, request(h.app).get('/api/sms/preferences')).expect(200);
      expect(prefs.body.data.preferences).toEqual([{ kind: 'reminder', sms: false }]);
      expect((await as(me, request(h.app).get('/api/phones')).expect(200)).body.data[0].smsStopped).toBe(true);
      // Turning them on again lifts the stop.
      await put([{ kind: 'reminder', sms: true }]).expect(200);
      expect((await as(me, request(h.app).get('/api/phones')).expect(200)).body.data[0].smsStopped).toBe(false);
    }
    // The same inbound message again does nothing; other words are ignored; a broken form is a 400.
    const again = await request(h.app)
      .post('/api/sms/inbound')
      .type('form')
      .send({ from: NUMBER, text: 'STOP', id: 'in-stop' })
      .expect(200);
    expect(again.body.data.action).toBe('repeated');
    const hello = await request(h.app).post('/api/sms/inbound').type('form').send({ from: NUMBER, text: 'Habari', id: 'in-2' }).expect(200);
    expect(hello.body.data.action).toBe('ignored');
    expectError(await request(h.app).post('/api/sms/inbound').type('form').send({ text: 'STOP' }), 400, PHONE_MSG.inboundInvalid);
  });

  it('when the stand-in replies STOP to the callback as Africa’s Talking does, then it is acted on', async () => {
    const me = await h.user();
    const { phoneId, code } = await addAndReadCode(me);
    await post(me, `/api/phones/${phoneId}/verify`, { code }).expect(200);
    await as(me, request(h.app).put('/api/sms/preferences'))
      .send({ preferences: [{ kind: 'reminder', sms: true }] })
      .expect(200);
    const server = h.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      expect(await sms.reply(`http://127.0.0.1:${port}/api/sms/inbound`, NUMBER, 'STOP')).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect((await as(me, request(h.app).get('/api/sms/preferences')).expect(200)).body.data.preferences).toEqual([
      { kind: 'reminder', sms: false },
    ]);
  });

  it('when an admin asks, then today’s SMS, the budget and what waits; others 403', async () => {
    const [admin, me] = [await h.user({ roles: ['admin'] }), await h.user()];
    await addAndReadCode(me);
    const status = await as(admin, request(h.app).get('/api/sms/status')).expect(200);
    expect(status.body.data).toEqual({
      day: new Date().toISOString().slice(0, 10),
      sent: 1,
      budget: 50,
      queued: 0,
      provider: 'africastalking',
    });
    expectError(await as(me, request(h.app).get('/api/sms/status')), 403, MSG.forbidden);
  });
});
