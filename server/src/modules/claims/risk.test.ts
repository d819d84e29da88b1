/*
 * Claims that resist fraud (issue 33): paid only to a number the claimant verified, monthly caps
 * per account and per number, a second reviewer over a line, and the risk signals on the desk.
 */
import { CLAIM_MSG } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { claims, points } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import { recordVerifiedPhone } from '../phones/phones.service';

const h = await createHarness({ CLAIM_CAP_ACCOUNT_MONTH: '3000', CLAIM_CAP_PHONE_MONTH: '5000', CLAIM_SECOND_REVIEW_POINTS: '2500' });
beforeEach(() => h.reset());

type Person = Awaited<ReturnType<typeof h.user>>;
const DAY = 86_400_000;
const form = { institution: 'Makerere University', redeemableAs: 'Airtime', amount: 2000 };
const earn = (who: Person, n: number, at = new Date(Date.now() - 60 * DAY), refId = `earned-${at.getTime()}`) =>
  h.deps.db.insert(points).values({ userId: who.id, activity: 'post', points: n, refId, createdAt: at });
const claim = (who: Person, body: Record<string, unknown>) =>
  request(h.app)
    .post('/api/claim')
    .set('Authorization', h.bearer(who))
    .send({ ...form, ...body });
const decide = (who: Person, claimId: string, status: string, feedback = '') =>
  request(h.app).post('/api/claim/update_status').set('Authorization', h.bearer(who)).send({ claimId, status, feedback });
const desk = async (who: Person, status = 'all') =>
  (await request(h.app).get(`/api/claim?status=${status}`).set('Authorization', h.bearer(who)).expect(200)).body.data as Array<{
    _id: string;
    userId: string;
    status: string;
    risk: Record<string, unknown> & { flags: string[] };
    review: { approvals: number; needed: number };
    can: { approve: boolean };
  }>;

describe('claims pay only to a verified number of the claimant', () => {
  it('when the number is not verified by me (unverified, or verified by someone else), then 400 with the message in both languages; verified, 201', async () => {
    const [me, other] = [await h.user(), await h.user()];
    await earn(me, 2150);
    const res = await claim(me, { phone: '+256772123456' });
    const refused = expectError(res, 400, CLAIM_MSG.phoneNotVerified);
    // By its code too, so the app shows it in Kiswahili (shared/src/i18n/sw/CLAIM_MSG.json).
    expect(res.body.error.messageKey).toBe('CLAIM_MSG.phoneNotVerified');
    expect(refused.fields).toEqual({ phone: CLAIM_MSG.phoneNotVerified });
    await recordVerifiedPhone(h.deps.db, other.id, '+256772123456');
    expectError(await claim(me, { phone: '+256772123456' }), 400, CLAIM_MSG.phoneNotVerified);
    await recordVerifiedPhone(h.deps.db, me.id, '+256772000111');
    await claim(me, { phone: '+256 772 000 111' }).expect(201);
  });
});

describe('monthly caps', () => {
  it('when an account would pass its monthly points, then 400; a rejected claim does not count', async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 6000);
    await recordVerifiedPhone(h.deps.db, me.id, '+256772000111');
    const first = (await claim(me, { phone: '+256772000111' }).expect(201)).body.data;
    expectError(await claim(me, { phone: '+256772000111', amount: 2000 }), 400, CLAIM_MSG.capAccount);
    await decide(reviewer, first._id, 'rejected', 'Not yet').expect(200);
    await claim(me, { phone: '+256772000111', amount: 3000 }).expect(201);
  });

  it('when one number, released and verified again by other accounts, would pass its monthly points, then 400', async () => {
    const people = [await h.user(), await h.user(), await h.user()];
    for (const [i, who] of people.entries()) {
      await earn(who, 2100);
      await h.deps.db.execute(`delete from phones where number = '+256772000111'` as never);
      await recordVerifiedPhone(h.deps.db, who.id, '+256772000111');
      const res = await claim(who, { phone: '+256772000111' });
      if (i < 2) expect(res.status).toBe(201);
      else expectError(res, 400, CLAIM_MSG.capPhone);
    }
  });
});

describe('a second reviewer over the line', () => {
  it('when a claim is over the line, then the first approval keeps it pending, the same reviewer cannot give the second, another can', async () => {
    const [me, first, second] = [await h.user(), await h.user({ roles: ['claimReviewer'] }), await h.user({ roles: ['admin'] })];
    await earn(me, 2600);
    await recordVerifiedPhone(h.deps.db, me.id, '+256772000111');
    const c = (await claim(me, { phone: '+256772000111', amount: 2500 }).expect(201)).body.data;
    expect((await desk(first))[0]).toMatchObject({ review: { approvals: 0, needed: 2 }, can: { approve: true } });
    const once = await decide(first, c._id, 'approved').expect(200);
    expect(once.body).toMatchObject({
      message: CLAIM_MSG.secondReviewNeeded,
      data: { status: 'pending', review: { approvals: 1, needed: 2 } },
    });
    expect((await desk(first, 'pending'))[0]).toMatchObject({ can: { approve: false } });
    expectError(await decide(first, c._id, 'approved'), 409, CLAIM_MSG.secondReviewerSame);
    // Not paid by hand before the second approval either.
    expectError(
      await request(h.app)
        .post('/api/claim/update_status')
        .set('Authorization', h.bearer(first))
        .send({ claimId: c._id, status: 'paid', reference: 'X1' }),
      409,
      CLAIM_MSG.notApproved,
    );
    const twice = await decide(second, c._id, 'approved').expect(200);
    expect(twice.body).toMatchObject({ message: CLAIM_MSG.updated, data: { status: 'approved', review: { approvals: 2, needed: 2 } } });
    const [row] = await h.deps.db.select().from(claims).where(eq(claims.id, c._id));
    expect(row).toMatchObject({ firstApprovedBy: first.id, decidedBy: second.id, status: 'approved' });
  });

  it('when a claim is under the line, then one approval is enough; a rejection needs one', async () => {
    const [me, reviewer] = [await h.user(), await h.user({ roles: ['claimReviewer'] })];
    await earn(me, 2100);
    await recordVerifiedPhone(h.deps.db, me.id, '+256772000111');
    const c = (await claim(me, { phone: '+256772000111' }).expect(201)).body.data;
    const res = await decide(reviewer, c._id, 'approved').expect(200);
    expect(res.body.data).toMatchObject({ status: 'approved', review: { approvals: 1, needed: 1 } });
  });
});

describe('risk signals on the desk', () => {
  it('when a new account with a burst of points claims to a number other accounts hold, from a device others claimed from, after a rejection, then each signal shows', async () => {
    const reviewer = await h.user({ roles: ['claimReviewer'] });
    const old = await h.user({ createdAt: new Date(Date.now() - 200 * DAY) });
    const fresh = await h.user();
    const holder = await h.user();
    // The old account: points spread over two months, its own number, its own device.
    for (let d = 1; d <= 30; d += 1) await earn(old, 75, new Date(Date.now() - (d + 0.5) * DAY));
    await recordVerifiedPhone(h.deps.db, old.id, '+256772000111');
    const oldClaim = (await claim(old, { phone: '+256772000111', device: 'device-old' }).expect(201)).body.data;
    // The new account: 2,200 points in the last hours; a number another account also has in its list.
    await earn(fresh, 2200, new Date(Date.now() - 3_600_000));
    await earn(fresh, 2200, new Date(Date.now() - 1_800_000), 'more');
    await recordVerifiedPhone(h.deps.db, fresh.id, '+256772000222');
    await h.deps.db.execute(`insert into phones (user_id, number) values ('${holder.id}', '+256772000222')` as never);
    const rejected = (await claim(fresh, { phone: '+256772000222', device: 'device-shared' }).expect(201)).body.data;
    await decide(reviewer, rejected._id, 'rejected', 'Looks copied').expect(200);
    // A third account claims from the same device.
    await earn(holder, 2100);
    await recordVerifiedPhone(h.deps.db, holder.id, '+256772000333');
    await claim(holder, { phone: '+256772000333', device: 'device-shared' }).expect(201);
    const again = (await claim(fresh, { phone: '+256772000222', device: 'device-shared' }).expect(201)).body.data;

    const byId = new Map((await desk(reviewer)).map((c) => [c._id, c]));
    expect(byId.get(again._id)!.risk).toEqual({
      phoneAccounts: 1,
      accountAgeDays: 0,
      pointsLastDay: 4400,
      pointsUsualDay: 0,
      deviceClaims: 3,
      deviceAccounts: 2,
      addressClaims: 4,
      addressAccounts: 3,
      rejectedBefore: 1,
      flags: ['sharedPhone', 'newAccount', 'burst', 'sharedDevice', 'sharedAddress', 'rejectedBefore'],
    });
    // The old account's claim: nothing but the address the tests all come from (one machine).
    expect(byId.get(oldClaim._id)!.risk).toMatchObject({
      phoneAccounts: 0,
      accountAgeDays: 200,
      pointsLastDay: 0,
      pointsUsualDay: 75,
      deviceClaims: 1,
      deviceAccounts: 1,
      rejectedBefore: 0,
      flags: [],
    });
  });
});
