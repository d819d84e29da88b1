import { FEED_MSG, MSG, POINT_RULES } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { points } from '../../db/schema';
import type { UserRow } from '../users/users.service';
import { recordVerifiedPhone } from '../phones/phones.service';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

const signup = (email: string) =>
  request(h.app)
    .post('/api/user')
    .send({ firstname: 'Amina', lastname: 'Nakato', email, country: 'Uganda', usercategory: 'student', password: 'longenough1' })
    .expect(201);
const login = async (email: string) =>
  (await request(h.app).post('/api/auth/login').send({ email, password: 'longenough1' }).expect(200)).body as {
    token: string;
    user: { _id: string };
  };
const pointsOf = (bearer: string, userId: string) => request(h.app).get(`/api/user/points/${userId}`).set('Authorization', bearer);

describe('points for signing up', () => {
  it('when a person confirms the e-mail, then the sign-up points arrive once, however often the link is opened', async () => {
    await signup('amina@example.com');
    const token = await h.mailedToken('amina@example.com', 'confirm/login');
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    const me = await login('amina@example.com');
    const res = await pointsOf(`Bearer ${me.token}`, me.user._id).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      count: 1,
      total: POINT_RULES.SIGN_UP.points,
      data: [
        {
          point: POINT_RULES.SIGN_UP.points,
          activity: 'signup',
          activityPointId: 'signup',
          label: POINT_RULES.SIGN_UP.label,
          postId: null,
        },
      ],
    });
  });

  it('when a person confirms by resetting the password instead, then the sign-up points arrive too', async () => {
    await signup('reset@example.com');
    await h.settle();
    await request(h.app).post('/api/auth/forgot-password').send({ email: 'reset@example.com' }).expect(200);
    const token = await h.mailedToken('reset@example.com', 'reset-password');
    await request(h.app).post('/api/auth/resetpassword').send({ token, newPassword: 'longenough1' }).expect(200);
    const me = await login('reset@example.com');
    expect((await pointsOf(`Bearer ${me.token}`, me.user._id)).body.total).toBe(POINT_RULES.SIGN_UP.points);
  });
});

describe('points for inviting a friend', () => {
  it('when an invited friend signs up with the invited address and confirms, then the first inviter earns the points once', async () => {
    const inviter = await h.user();
    const second = await h.user();
    const sent = await request(h.app)
      .post('/api/invitation')
      .set('Authorization', h.bearer(inviter))
      .send({ email: 'Friend@Example.com', sentBy: second.id })
      .expect(201);
    expect(sent.body).toMatchObject({
      success: true,
      message: FEED_MSG.invitationSent,
      data: { email: 'friend@example.com', category: 'general' },
    });
    expect(sent.body.data.link).toBe(`http://delv.test/invitation/${sent.body.data._id}`);
    await request(h.app).post('/api/invitation').set('Authorization', h.bearer(second)).send({ email: 'friend@example.com' }).expect(201);
    expect((await pointsOf(h.bearer(inviter), inviter.id)).body.total).toBe(0);

    await signup('friend@example.com');
    const token = await h.mailedToken('friend@example.com', 'confirm/login');
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    const list = (await pointsOf(h.bearer(inviter), inviter.id)).body;
    expect(list).toMatchObject({
      total: POINT_RULES.INVITE_FRIEND.points,
      data: [{ activity: 'invite', label: POINT_RULES.INVITE_FRIEND.label }],
    });
    expect((await pointsOf(h.bearer(second), second.id)).body.total).toBe(0);
    // The friend's own sign-up points.
    const friend = await login('friend@example.com');
    expect((await pointsOf(`Bearer ${friend.token}`, friend.user._id)).body.total).toBe(POINT_RULES.SIGN_UP.points);
  });
});

describe('GET /api/user/points/:userId', () => {
  it('when another user asks, then 403; an admin or claim reviewer may; a guest 401; unknown user 404 for admins', async () => {
    const u = await h.user();
    const other = await h.user();
    const admin = await h.user({ roles: ['admin'] });
    const reviewer = await h.user({ roles: ['claimReviewer'] });
    await request(h.app).post('/api/post').set('Authorization', h.bearer(u)).send({ postText: 'hello' }).expect(201);
    expectError(await pointsOf(h.bearer(other), u.id), 403, MSG.forbidden);
    expect((await pointsOf(h.bearer(admin), u.id).expect(200)).body).toMatchObject({
      total: POINT_RULES.POST.points,
      data: [{ activity: 'post' }],
    });
    expect((await pointsOf(h.bearer(reviewer), u.id).expect(200)).body.data[0].postId).toMatch(/^[0-9a-f-]{36}$/);
    expectError(await request(h.app).get(`/api/user/points/${u.id}`), 401, MSG.notSignedIn);
    expectError(await pointsOf(h.bearer(admin), '00000000-0000-4000-8000-000000000000'), 404, MSG.userNotFound);
    expectError(await pointsOf(h.bearer(u), `${u.id}?limit=500`.replace('?', '/?')), 400, 'limit must be at most 100');
  });

  it('when paged, then count and total cover everything while data is one page', async () => {
    const u = await h.user();
    for (let i = 0; i < 3; i += 1)
      await request(h.app)
        .post('/api/post')
        .set('Authorization', h.bearer(u))
        .send({ postText: `p${i}` })
        .expect(201);
    const res = await pointsOf(h.bearer(u), `${u.id}/?skip=1&limit=1`).expect(200);
    expect(res.body).toMatchObject({ count: 3, total: 3 * POINT_RULES.POST.points });
    expect(res.body.data).toHaveLength(1);
  });
});

describe('taking points back (issue 26): the balance is never negative', () => {
  const claimForm = { institution: 'Makerere University', phone: '+256 772 123 456', redeemableAs: 'Airtime' };

  /** A person with 1990 points, who then posts (+10) and redeems all 2000. */
  async function postedAndRedeemed() {
    const me = await h.user();
    await h.deps.db.insert(points).values({ userId: me.id, activity: 'signup', points: 1990, refId: 'earned-before' });
    phones.set(me.id, `+2567720${String(phones.size).padStart(5, '0')}`);
    await recordVerifiedPhone(h.deps.db, me.id, phones.get(me.id)!);
    const posted = await request(h.app).post('/api/post').set('Authorization', h.bearer(me)).send({ postText: 'My notes' }).expect(201);
    expect(posted.body.pointsTotal).toBe(2000);
    return { me, postId: posted.body.data._id as string };
  }
  /** Each person's own verified number (one account holds a verified number). */
  const phones = new Map<string, string>();
  const claimAll = (me: UserRow) =>
    request(h.app)
      .post('/api/claim')
      .set('Authorization', h.bearer(me))
      .send({ ...claimForm, phone: phones.get(me.id), amount: 2000 });
  const deletePost = (me: UserRow, postId: string) => request(h.app).delete(`/api/post/${postId}`).set('Authorization', h.bearer(me));
  const ledgerSum = async (userId: string) =>
    (await h.deps.db.select({ p: points.points }).from(points).where(eq(points.userId, userId))).reduce((a, r) => a + r.p, 0);

  it('when a person posts, redeems everything and deletes the post, then the balance is 0 with a debt of 10 that the next points pay', async () => {
    const { me, postId } = await postedAndRedeemed();
    await claimAll(me).expect(201);
    await deletePost(me, postId).expect(200);
    expect((await pointsOf(h.bearer(me), me.id).expect(200)).body).toMatchObject({ total: 0, debt: 10 });
    // The next post's 10 points pay the debt first.
    const next = await request(h.app).post('/api/post').set('Authorization', h.bearer(me)).send({ postText: 'More notes' }).expect(201);
    expect(next.body).toMatchObject({ pointsEarned: 10, pointsTotal: 0 });
    expect((await pointsOf(h.bearer(me), me.id)).body).toMatchObject({ total: 0, debt: 0 });
  });

  it('when the claim holding the points is rejected after the post was deleted, then the refund pays the debt first', async () => {
    const { me, postId } = await postedAndRedeemed();
    const claim = (await claimAll(me).expect(201)).body.data._id as string;
    await deletePost(me, postId).expect(200);
    const reviewer = await h.user({ roles: ['claimReviewer'] });
    await request(h.app)
      .post('/api/claim/update_status')
      .set('Authorization', h.bearer(reviewer))
      .send({ claimId: claim, status: 'rejected', feedback: 'Not this time' })
      .expect(200);
    expect((await pointsOf(h.bearer(me), me.id)).body).toMatchObject({ total: 1990, debt: 0 });
  });

  it('when the claim and the deletion race, then the balance is never below zero and balance - debt is the ledger', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { me, postId } = await postedAndRedeemed();
      const [claimed] = await Promise.all([claimAll(me), deletePost(me, postId).expect(200)]);
      expect([201, 400]).toContain(claimed.status);
      const { total, debt } = (await pointsOf(h.bearer(me), me.id).expect(200)).body;
      expect(total).toBeGreaterThanOrEqual(0);
      expect(total - debt).toBe(await ledgerSum(me.id));
      expect({ total, debt }).toEqual(claimed.status === 201 ? { total: 0, debt: 10 } : { total: 1990, debt: 0 });
    }
  });
});
