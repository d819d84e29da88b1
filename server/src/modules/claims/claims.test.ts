import { CLAIM_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { domainEvents, points } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import { recordVerifiedPhone } from '../phones/phones.service';

const h = await createHarness();
beforeEach(() => h.reset());

type Person = Awaited<ReturnType<typeof h.user>>;
const form = { institution: 'Makerere University', phone: '+256 772 123 456', redeemableAs: 'Airtime', amount: 2000 };
/** Points to redeem, earned long enough ago to be no burst; and the form's number, verified. */
const earn = async (who: Person, n: number, refId = 'earned', phone = '+256772123456') => {
  await h.deps.db.insert(points).values({ userId: who.id, activity: 'post', points: n, refId });
  await recordVerifiedPhone(h.deps.db, who.id, phone);
};
const claim = (who: Person, body: Record<string, unknown> = form) =>
  request(h.app).post('/api/claim').set('Authorization', h.bearer(who)).send(body);
const decide = (who: Person, body: Record<string, unknown>) =>
  request(h.app).post('/api/claim/update_status').set('Authorization', h.bearer(who)).send(body);
const balanceOf = async (who: Person) =>
  (await request(h.app).get(`/api/user/points/${who.id}`).set('Authorization', h.bearer(who)).expect(200)).body.total as number;

describe('POST /api/claim', () => {
  it("when a learner with 2,150 points redeems 2,000 as Airtime, then 'Success: Your claim has been submitted' and the points are held", async () => {
    const me = await h.user();
    await earn(me, 2150);
    const res = await claim(me).expect(201);
    expect(res.body).toMatchObject({
      message: CLAIM_MSG.submitted,
      balance: 150,
      data: { amount: 2000, redeemableAs: 'Airtime', phone: '+256772123456', status: 'pending', userId: me.id },
    });
    expect(await balanceOf(me)).toBe(150);
    // The same points cannot be claimed again.
    expectError(await claim(me), 400, CLAIM_MSG.tooFew);
    const mine = await request(h.app).get('/api/claim/mine').set('Authorization', h.bearer(me)).expect(200);
    expect(mine.body.data).toHaveLength(1);
  });

  it('when two claims for the same points arrive at once, then exactly one is accepted', async () => {
    const me = await h.user();
    await earn(me, 2150);
    const answers = await Promise.all([claim(me), claim(me), claim(me)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await balanceOf(me)).toBe(150);
  });

  it('when there are fewer than 2,000 points or fewer than asked, then 400 and nothing is held', async () => {
    const me = await h.user();
    await earn(me, 1999);
    expectError(await claim(me), 400, CLAIM_MSG.tooFew);
    await earn(me, 500, 'more');
    expectError(await claim(me, { ...form, amount: 3000 }), 400, CLAIM_MSG.notEnough);
    expect(await balanceOf(me)).toBe(2499);
  });

  it("when the form is incomplete or wrong, then 400 with the field's message; a guest 401; an institution 403", async () => {
    const me = await h.user();
    const e = expectError(await claim(me, {}), 400, CLAIM_MSG.institutionRequired);
    expect(e.fields).toMatchObject({
      institution: CLAIM_MSG.institutionRequired,
      phone: CLAIM_MSG.phoneRequired,
      redeemableAs: CLAIM_MSG.redeemableInvalid,
    });
    expectError(await claim(me, { ...form, phone: '0772123456' }), 400, CLAIM_MSG.phoneInvalid);
    expectError(await claim(me, { ...form, phone: '+1 202 555 0100' }), 400, CLAIM_MSG.phoneInvalid);
    expectError(await claim(me, { ...form, redeemableAs: 'Gold' }), 400, CLAIM_MSG.redeemableInvalid);
    expectError(await claim(me, { ...form, amount: 1500 }), 400, CLAIM_MSG.amountInvalid);
    expectError(await request(h.app).post('/api/claim').send(form), 401, MSG.notSignedIn);
    const institution = await h.user({ usercategory: ['institution'] });
    expectError(await claim(institution), 403, MSG.forbidden);
  });
});

describe("the reviewers' desk", () => {
  it('when a reviewer approves, then who and when are kept, a second decision is refused, and paid needs an approved claim', async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 4500);
    const first = (await claim(me).expect(201)).body.data;
    const queue = await request(h.app).get('/api/claim').set('Authorization', h.bearer(reviewer)).expect(200);
    expect(queue.body).toMatchObject({ count: 1, data: [{ _id: first._id, balance: 2500, claimsBefore: 0, claimant: { _id: me.id } }] });

    expectError(await decide(reviewer, { claimId: first._id, status: 'paid', reference: 'MP123' }), 409, CLAIM_MSG.notApproved);
    const approved = await decide(reviewer, { claimId: first._id, status: 'approved', feedback: 'Thank you' }).expect(200);
    expect(approved.body).toMatchObject({ message: CLAIM_MSG.updated, data: { status: 'approved', statusBy: reviewer.id } });
    expect(approved.body.data.decidedAt).toBeTruthy();
    expectError(await decide(reviewer, { claimId: first._id, status: 'rejected' }), 409, CLAIM_MSG.alreadyDecided);
    expect(approved.body.data).toMatchObject({ payout: { status: null, provider: null }, can: { markPaid: true, sendPayout: false } });
    // No provider is configured: the reviewer pays by hand and records the reference.
    expectError(await decide(reviewer, { claimId: first._id, status: 'paid', reference: '  ' }), 400, CLAIM_MSG.payoutReferenceRequired);
    expectError(
      await request(h.app).post('/api/claim/send_payout').set('Authorization', h.bearer(reviewer)).send({ claimId: first._id }),
      409,
      CLAIM_MSG.payoutNoProvider,
    );
    const paid = await decide(reviewer, { claimId: first._id, status: 'paid', reference: 'MP123' }).expect(200);
    expect(paid.body).toMatchObject({ message: CLAIM_MSG.updated, data: { status: 'paid', reference: 'MP123', can: { markPaid: false } } });
    expect(await balanceOf(me)).toBe(2500);
    const mine = await request(h.app).get('/api/claim/mine').set('Authorization', h.bearer(me)).expect(200);
    expect(mine.body.data[0]).toMatchObject({ status: 'paid', reference: 'MP123' });
    expectError(await decide(reviewer, { claimId: first._id, status: 'paid', reference: 'MP124' }), 409, CLAIM_MSG.notApproved);
  });

  it('when a claim is approved and paid, then the claimant is mailed each step in English; rejected, in Kiswahili with the feedback', async () => {
    const reviewer = await h.user({ roles: ['claimReviewer'] });
    const [en, sw] = [await h.user({ firstname: 'Brian' }), await h.user({ firstname: 'Neema', language: 'sw' })];
    await earn(en, 2150);
    await earn(sw, 2150, 'earned', '+256772123457');
    const a = (await claim(en).expect(201)).body.data;
    const b = (await claim(sw, { ...form, phone: '+256772123457', redeemableAs: 'Internet_Data' }).expect(201)).body.data;
    await decide(reviewer, { claimId: a._id, status: 'approved' }).expect(200);
    await decide(reviewer, { claimId: a._id, status: 'paid', reference: 'MP-77' }).expect(200);
    await decide(reviewer, { claimId: b._id, status: 'rejected', feedback: 'Machapisho yalinakiliwa' }).expect(200);
    const mails = await h.mails();
    const toEn = mails.filter((m) => m.to === en.email);
    // Mail files sent in the same moment have no order: each is found by its subject.
    expect(toEn.map((m) => m.subject).sort()).toEqual(['Your Delv claim was approved', 'Your Delv claim was paid']);
    const subject = (text: string) => toEn.find((m) => m.subject === text)!.body;
    expect(subject('Your Delv claim was approved')).toContain('Your claim of 2,000 points as airtime was approved');
    expect(subject('Your Delv claim was paid')).toContain('Payment reference: MP-77');
    const [toSw] = mails.filter((m) => m.to === sw.email);
    expect(toSw.subject).toBe('Dai lako la Delv halikukubaliwa');
    expect(toSw.body).toContain('pointi 2,000 kama bando la intaneti');
    expect(toSw.body).toContain('Mkaguzi aliandika: Machapisho yalinakiliwa');
    expect(toSw.body).toContain('<html lang="sw">');
  });

  it('when a claim is decided, then the claimant (and the deciding reviewer) hear of it on the live channel', async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 2150);
    const c = (await claim(me).expect(201)).body.data;
    await decide(reviewer, { claimId: c._id, status: 'approved' }).expect(200);
    const [event] = await h.deps.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.type} = 'claim.changed' and ${domainEvents.data}->>'status' = 'approved'`);
    expect(event.audience).toEqual([me.id, reviewer.id]);
  });

  it('when a reviewer rejects, then the held points come back', async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['admin'] })];
    await earn(me, 2150);
    const c = (await claim(me).expect(201)).body.data;
    expect(await balanceOf(me)).toBe(150);
    await decide(reviewer, { claimId: c._id, status: 'rejected', feedback: 'Posts were copied' }).expect(200);
    expect(await balanceOf(me)).toBe(2150);
    const mine = await request(h.app).get('/api/claim/mine').set('Authorization', h.bearer(me)).expect(200);
    expect(mine.body.data[0]).toMatchObject({ status: 'rejected', feedback: 'Posts were copied' });
  });

  it("when a reviewer rejects one post's points with a reason, then they are taken back once", async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 2150);
    await earn(me, 10, '6f1c1a64-0000-4000-8000-00000000aaaa');
    const body = { feedback: 'Spam post', postId: '6f1c1a64-0000-4000-8000-00000000aaaa', userId: me.id };
    const res = await request(h.app).post('/api/points/reject_post').set('Authorization', h.bearer(reviewer)).send(body).expect(200);
    expect(res.body).toMatchObject({ message: CLAIM_MSG.postRejected, data: { taken: 10, balance: 2150 } });
    expectError(
      await request(h.app).post('/api/points/reject_post').set('Authorization', h.bearer(reviewer)).send(body),
      400,
      CLAIM_MSG.postNotInClaim,
    );
  });

  it('when a reviewer exports, then the approved claims to pay as CSV, formulas neutralised; a learner 403', async () => {
    const [me, reviewer] = [await h.user({ firstname: '=cmd', lastname: 'Kato' }), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 2150);
    const c = (await claim(me).expect(201)).body.data;
    await decide(reviewer, { claimId: c._id, status: 'approved' }).expect(200);
    const res = await request(h.app).get('/api/claim/export').set('Authorization', h.bearer(reviewer)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('claim,claimant,phone,redeemable_as,points,institution,approved_at');
    // A leading + or = is kept as text (a spreadsheet would read +256... as a number or a formula).
    expect(lines[1]).toContain(`"${c._id}","'=cmd Kato","'+256772123456","Airtime","2000","Makerere University"`);
    expectError(await request(h.app).get('/api/claim/export').set('Authorization', h.bearer(me)), 403, CLAIM_MSG.onlyReviewers);
  });

  it('when a learner opens the desk or decides, then 403', async () => {
    const me = await h.user();
    expectError(await request(h.app).get('/api/claim').set('Authorization', h.bearer(me)), 403, CLAIM_MSG.onlyReviewers);
    expectError(await decide(me, { claimId: '6f1c1a64-0000-4000-8000-000000000000', status: 'approved' }), 403, CLAIM_MSG.onlyReviewers);
    expectError(await request(h.app).get('/api/points/claimed_points').set('Authorization', h.bearer(me)), 403, CLAIM_MSG.onlyReviewers);
    expectError(
      await request(h.app)
        .post('/api/claim/send_payout')
        .set('Authorization', h.bearer(me))
        .send({ claimId: '6f1c1a64-0000-4000-8000-000000000000' }),
      403,
      CLAIM_MSG.onlyReviewers,
    );
  });
});
