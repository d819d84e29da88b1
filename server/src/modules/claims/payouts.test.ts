/*
 * Provider payouts of approved claims, against a local stand-in of Africa's Talking and MTN MoMo
 * (server/test/payoutStandIn.ts): the real sandboxes are not reachable from here. The adapters alone, then
 * the job through the API: a lost answer, a lost callback, a duplicate request and a failure.
 */
import { randomUUID } from 'node:crypto';
import { CLAIM_MSG, MSG } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { claims, points } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import { recordVerifiedPhone } from '../phones/phones.service';
import { payoutProviders } from './payouts';
import { startStandIn } from '../../../test/payoutStandIn';
import type { PayoutRequest } from './payouts/types';

const standIn = await startStandIn();
afterAll(() => standIn.close());
const h = await createHarness(standIn.env());

beforeEach(async () => {
  await h.reset();
  standIn.payments.length = 0;
  standIn.requests.length = 0;
  Object.assign(standIn.script, { pendingPolls: 1, outcome: 'paid', failReason: 'PAYEE_NOT_FOUND', dropNextAnswer: false });
});

type Person = Awaited<ReturnType<typeof h.user>>;
const providerFor = payoutProviders(loadConfig({ DATA_DIR: h.dir, JWT_SECRET: 'x'.repeat(40), ...standIn.env() }).payouts);
const ask = (kind: PayoutRequest['redeemableAs']): PayoutRequest => ({
  key: randomUUID(),
  claimId: randomUUID(),
  phone: '+256772123456',
  points: 2000,
  redeemableAs: kind,
});

describe('the Africa’s Talking adapter', () => {
  it('when airtime is sent, then it is pending with its requestId until the status says Success; the same key again pays nothing', async () => {
    const at = providerFor('Airtime')!;
    const req = ask('Airtime');
    const sent = await at.send(req);
    expect(sent).toMatchObject({ state: 'pending', providerRef: expect.stringMatching(/^ATQid_/) });
    expect(standIn.payments).toMatchObject([{ provider: 'africastalking', key: req.key, phone: '+256772123456', amount: 'UGX 2000' }]);
    const ref = (sent as { providerRef: string }).providerRef;
    expect(await at.status(req, ref)).toEqual({ state: 'pending', providerRef: ref });
    expect(await at.status(req, ref)).toEqual({ state: 'paid', providerRef: ref });
    expect(await at.send(req)).toMatchObject({ state: 'unknown' });
    expect(standIn.payments).toHaveLength(1);
  });

  it('when a data bundle is sent, then the product and megabytes go out and a failure comes back with its reason', async () => {
    standIn.script.outcome = 'failed';
    standIn.script.failReason = 'Subscriber not on the network';
    const at = providerFor('Internet_Data')!;
    const req = ask('Internet_Data');
    const sent = (await at.send(req)) as { providerRef: string };
    expect(standIn.payments[0]).toMatchObject({ amount: '1000MB' });
    await at.status(req, sent.providerRef);
    expect(await at.status(req, sent.providerRef)).toEqual({ state: 'failed', reason: 'Subscriber not on the network' });
  });
});

describe('the MTN MoMo adapter', () => {
  it('when cash is sent, then a token is taken, the transfer is accepted and polled to SUCCESSFUL; the same X-Reference-Id again is a 409 that pays nothing', async () => {
    const mm = providerFor('Cash')!;
    const req = ask('Cash');
    expect(await mm.send(req)).toEqual({ state: 'pending', providerRef: req.key });
    expect(await mm.send(req)).toEqual({ state: 'pending', providerRef: req.key });
    expect(standIn.payments).toMatchObject([{ provider: 'momo', key: req.key, phone: '256772123456', amount: '2000' }]);
    expect(await mm.status(req, req.key)).toEqual({ state: 'pending', providerRef: req.key });
    expect(await mm.status(req, req.key)).toEqual({ state: 'paid', providerRef: standIn.payments[0].id });
    // One token for all of it.
    expect(standIn.requests.filter((r) => r === 'POST /disbursement/token/')).toHaveLength(1);
  });
});

const form = { institution: 'Makerere University', phone: '+256 772 123 456', redeemableAs: 'Airtime', amount: 2000 };

async function approvedClaim(as: 'Airtime' | 'Cash' | 'Internet_Data') {
  const [me, reviewer] = [await h.user({ firstname: 'Brian' }), await h.user({ roles: ['claimReviewer'] })];
  await h.deps.db.insert(points).values({ userId: me.id, activity: 'post', points: 2150, refId: 'earned' });
  await recordVerifiedPhone(h.deps.db, me.id, '+256772123456');
  const made = await request(h.app)
    .post('/api/claim')
    .set('Authorization', h.bearer(me))
    .send({ ...form, redeemableAs: as })
    .expect(201);
  const approved = await request(h.app)
    .post('/api/claim/update_status')
    .set('Authorization', h.bearer(reviewer))
    .send({ claimId: made.body.data._id, status: 'approved' })
    .expect(200);
  return { me, reviewer, claim: approved.body.data as { _id: string; payout: { status: string; provider: string } } };
}

const rowOf = async (id: string) => (await h.deps.db.select().from(claims).where(eq(claims.id, id)))[0];

/** Runs the payout's steps, each at the time it is due, until the answer is final. */
async function settle(id: string) {
  let at = Date.now();
  for (let i = 0; i < 12; i++) {
    await h.runJobs(new Date(at));
    const row = await rowOf(id);
    if (row.payoutStatus !== 'sending') return row;
    at += 3_600_000;
  }
  throw new Error('the payout never settled');
}

const desk = async (reviewer: Person, status = 'approved') =>
  (await request(h.app).get(`/api/claim?status=${status}`).set('Authorization', h.bearer(reviewer)).expect(200)).body.data;

describe('the payout job', () => {
  it('when an Airtime claim is approved, then it is sent to Africa’s Talking, polled to Success, paid with its reference, and the claimant is told', async () => {
    const { me, reviewer, claim } = await approvedClaim('Airtime');
    expect(claim.payout).toMatchObject({ status: 'sending', provider: 'africastalking' });
    const key = (await rowOf(claim._id)).payoutKey;
    expect(key).toBeTruthy();
    // Not in the manual payout run while the provider sends it.
    const csv = await request(h.app).get('/api/claim/export').set('Authorization', h.bearer(reviewer)).expect(200);
    expect(csv.text).not.toContain(claim._id);
    const row = await settle(claim._id);
    expect(row).toMatchObject({ status: 'paid', payoutStatus: 'paid', reference: standIn.payments[0].id, payoutKey: key });
    expect(standIn.payments).toHaveLength(1);
    expect(standIn.payments[0].key).toBe(key);
    const mine = await request(h.app).get('/api/claim/mine').set('Authorization', h.bearer(me)).expect(200);
    expect(mine.body.data[0]).toMatchObject({ status: 'paid', reference: standIn.payments[0].id });
    expect((await desk(reviewer, 'paid'))[0]).toMatchObject({
      payout: { status: 'paid' },
      can: { markPaid: false, sendPayout: false, checkPayout: false },
    });
    const mails = (await h.mails()).filter((m) => m.to === me.email).map((m) => m.subject);
    expect(mails).toEqual(expect.arrayContaining(['Your Delv claim was approved', 'Your Delv claim was paid']));
  });

  it('when MoMo’s answer to the transfer is lost and its callback never comes, then the same X-Reference-Id is sent again (409, no second payment) and polling settles it', async () => {
    standIn.script.dropNextAnswer = true;
    standIn.script.pendingPolls = 2;
    const { claim } = await approvedClaim('Cash');
    expect(claim.payout).toMatchObject({ status: 'sending', provider: 'momo' });
    await h.runJobs();
    // No answer: still sending, with why, and the payment taken once.
    expect(await rowOf(claim._id)).toMatchObject({ payoutStatus: 'sending', payoutReason: 'MTN MoMo did not answer' });
    const row = await settle(claim._id);
    expect(row).toMatchObject({ status: 'paid', reference: standIn.payments[0].id });
    expect(standIn.payments).toHaveLength(1);
    expect(standIn.requests.filter((r) => r === 'POST /disbursement/v1_0/transfer')).toHaveLength(2);
  });

  it('when Africa’s Talking took the airtime but its answer was lost, then the resend is a duplicate: the fate is unknown, Retry and Mark paid are refused, and the transaction id from the dashboard settles it paid once (issue 26)', async () => {
    standIn.script.dropNextAnswer = true;
    const { me, reviewer, claim } = await approvedClaim('Airtime');
    const start = Date.now();
    await h.runJobs(new Date(start));
    // The next step, inside Africa's Talking's window for keys: the same key again is a duplicate.
    await h.runJobs(new Date(start + 2_000));
    const unknown = await rowOf(claim._id);
    expect(unknown).toMatchObject({ status: 'approved', payoutStatus: 'unknown' });
    expect(unknown.payoutReason).toMatch(/already received/);
    expect(standIn.payments).toHaveLength(1);
    expect(standIn.requests.filter((r) => r === 'POST /version1/airtime/send')).toHaveLength(2);
    // Nothing more happens by itself: no step is left, whatever time it is.
    expect(await h.runJobs(new Date(start + 86_400_000))).toBe(0);
    expect((await desk(reviewer))[0]).toMatchObject({
      payout: { status: 'unknown', attempts: 1 },
      can: { markPaid: false, sendPayout: false, checkPayout: true },
    });
    // Retry (a new key) and paying by hand are refused by the API, whatever the browser shows.
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({ claimId: claim._id }),
      409,
      CLAIM_MSG.payoutUnknown,
    );
    expectError(
      await request(h.app)
        .post('/api/claim/update_status')
        .set('Authorization', h.bearer(reviewer))
        .send({ claimId: claim._id, status: 'paid', reference: 'MP1' }),
      409,
      CLAIM_MSG.payoutUnknown,
    );
    const csv = await request(h.app).get('/api/claim/export').set('Authorization', h.bearer(reviewer)).expect(200);
    expect(csv.text).not.toContain(claim._id);

    // A mistyped transaction id: Africa's Talking does not know it, so the fate stays unknown.
    const checking = await request(h.app)
      .post('/api/claim/check_payout')
      .set('Authorization', h.bearer(reviewer))
      .send({ claimId: claim._id, providerRef: 'ATQid_typo' })
      .expect(200);
    expect(checking.body).toMatchObject({ message: CLAIM_MSG.payoutChecking, data: { payout: { status: 'sending' } } });
    expect(await settle(claim._id)).toMatchObject({ payoutStatus: 'unknown', payoutReason: 'Transaction not found' });

    // The id from the dashboard: asked about by Africa's Talking's transaction status, paid once.
    await request(h.app)
      .post('/api/claim/check_payout')
      .set('Authorization', h.bearer(reviewer))
      .send({ claimId: claim._id, providerRef: standIn.payments[0].id })
      .expect(200);
    const paid = await settle(claim._id);
    expect(paid).toMatchObject({ status: 'paid', payoutStatus: 'paid', reference: standIn.payments[0].id, payoutKey: unknown.payoutKey });
    expect(standIn.payments).toHaveLength(1);
    expect(standIn.requests.filter((r) => r === 'POST /version1/airtime/send')).toHaveLength(2);
    expect((await h.mails()).filter((m) => m.to === me.email).map((m) => m.subject)).toContain('Your Delv claim was paid');
    expectError(
      await request(h.app)
        .post('/api/claim/check_payout')
        .set('Authorization', h.bearer(reviewer))
        .send({ claimId: claim._id, providerRef: 'x' }),
      409,
      CLAIM_MSG.payoutNotUnknown,
    );
  });

  it('when Africa’s Talking gives no answer until its window for keys has passed, then the key is never sent again: the fate is unknown (issue 26)', async () => {
    standIn.script.dropNextAnswer = true;
    const { claim } = await approvedClaim('Airtime');
    const start = Date.now();
    await h.runJobs(new Date(start));
    await h.runJobs(new Date(start + 10 * 60_000));
    const row = await rowOf(claim._id);
    expect(row).toMatchObject({ status: 'approved', payoutStatus: 'unknown' });
    expect(row.payoutReason).toMatch(/did not answer/);
    expect(standIn.requests.filter((r) => r === 'POST /version1/airtime/send')).toHaveLength(1);
    expect(standIn.payments).toHaveLength(1);
  });

  it('when MoMo answers FAILED, then the claim is back on the desk with the reason; Retry sends a new attempt that pays once', async () => {
    standIn.script.outcome = 'failed';
    const { me, reviewer, claim } = await approvedClaim('Cash');
    const failed = await settle(claim._id);
    expect(failed).toMatchObject({ status: 'approved', payoutStatus: 'failed', payoutReason: 'PAYEE_NOT_FOUND' });
    const [shown] = await desk(reviewer);
    expect(shown).toMatchObject({
      status: 'approved',
      payout: { status: 'failed', reason: 'PAYEE_NOT_FOUND', provider: 'momo', attempts: 1 },
      can: { markPaid: true, sendPayout: true, checkPayout: false },
    });

    standIn.script.outcome = 'paid';
    const retried = await request(h.app)
      .post('/api/claim/send_payout')
      .set('Authorization', h.bearer(reviewer))
      .send({ claimId: claim._id })
      .expect(200);
    expect(retried.body).toMatchObject({ message: CLAIM_MSG.payoutSent, data: { payout: { status: 'sending', attempts: 2 } } });
    // While it is sending: no second send, no manual payment.
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({ claimId: claim._id }),
      409,
      CLAIM_MSG.payoutSending,
    );
    expectError(
      await request(h.app)
        .post('/api/claim/update_status')
        .set('Authorization', h.bearer(reviewer))
        .send({ claimId: claim._id, status: 'paid', reference: 'MP1' }),
      409,
      CLAIM_MSG.payoutSending,
    );
    const paid = await settle(claim._id);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid.payoutKey).not.toBe(failed.payoutKey);
    expect(standIn.payments.map((p) => p.status)).toEqual(['failed', 'paid']);
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({ claimId: claim._id }),
      409,
      CLAIM_MSG.payoutCannotSend,
    );
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(me)).send({ claimId: claim._id }),
      403,
      CLAIM_MSG.onlyReviewers,
    );
  });

  it('when the attempt’s provider is no longer configured, then nothing is sent and the desk sees why', async () => {
    const { claim } = await approvedClaim('Airtime');
    await h.deps.db.update(claims).set({ payoutProvider: 'momo' }).where(eq(claims.id, claim._id));
    const row = await settle(claim._id);
    expect(row).toMatchObject({ payoutStatus: 'failed', payoutReason: 'The payout provider is no longer configured' });
    expect(standIn.payments).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('when MoMo refuses the credentials, then the send fails as a settings problem and nothing is paid', async () => {
    const env = { ...standIn.env(), MOMO_API_KEY: 'wrong' };
    const mm = payoutProviders(loadConfig({ DATA_DIR: h.dir, JWT_SECRET: 'x'.repeat(40), ...env }).payouts)('Cash')!;
    await expect(mm.send(ask('Cash'))).rejects.toMatchObject({ code: 'PAYOUT_CONFIG', message: 'MTN MoMo refused the credentials (401)' });
    expect(standIn.payments).toHaveLength(0);
  });

  it('when Africa’s Talking refuses the request, then it is failed with the reason (nothing was sent)', async () => {
    const env = { ...standIn.env(), AT_USERNAME: 'someone-else' };
    const at = payoutProviders(loadConfig({ DATA_DIR: h.dir, JWT_SECRET: 'x'.repeat(40), ...env }).payouts)('Airtime')!;
    expect(await at.send(ask('Airtime'))).toEqual({ state: 'failed', reason: 'Invalid request' });
    expect(standIn.payments).toHaveLength(0);
  });
});

describe('POST /api/claim/send_payout', () => {
  it('when a guest calls, then 401; an unknown claim 404; no claimId 400', async () => {
    const reviewer = await h.user({ roles: ['admin'] });
    expectError(await request(h.app).post('/api/claim/send_payout').send({ claimId: randomUUID() }), 401, MSG.notSignedIn);
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({ claimId: randomUUID() }),
      404,
      CLAIM_MSG.notFound,
    );
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({}),
      400,
      'claimId is required',
    );
  });
});
