import { FEED_MSG, MSG, POINT_RULES } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

const share = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/share/content/');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};
const article = async (bearer: string, visible = true) =>
  (
    await request(h.app)
      .post('/api/contents')
      .set('Authorization', bearer)
      .send({ title: 'CV tips', category: 'Article', sourceLink: 'https://example.com/cv', visible })
      .expect(201)
  ).body.data as { _id: string };

describe('POST /api/share/content', () => {
  it('when an article is shared with everyone, then 201 with the share card and the points earned', async () => {
    const owner = await h.user();
    const u = await h.user();
    const item = await article(h.bearer(owner));
    const res = await share(h.bearer(u), {
      shareText: 'Hey, come check out this post.',
      sharedModel: 'Content',
      shared: item._id,
      shareWith: 'everyone',
      to: ['ignored'],
    }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: FEED_MSG.shareSuccess,
      pointsEarned: POINT_RULES.SHARE.points,
      pointsTotal: POINT_RULES.SHARE.points,
      data: {
        type: 'share',
        sharedModel: 'Content',
        audience: 'everyone',
        recipients: 0,
        shared: { _id: item._id, title: 'CV tips' },
        target: { kind: 'content', id: item._id },
      },
    });
  });

  it('when a session is shared with chosen people, then the card shows the session and how many got it', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const u = await h.user();
    const friend = await h.user();
    const created = await request(h.app)
      .post('/api/sessions')
      .set('Authorization', h.bearer(mentor))
      .send({
        sessionTitle: 'Breaking into data',
        description: 'Q&A',
        organiser: 'Delv',
        presenter: 'David',
        price: 0,
        sessionDate: '2099-01-10',
        startTime: '10:00',
        durationMinutes: 60,
        timeZone: 'Africa/Kampala',
      })
      .expect(201);
    const id = created.body.data._id;
    const res = await share(h.bearer(u), {
      shareText: 'Join me',
      sharedModel: 'Session',
      shared: { _id: id },
      shareWith: 'users',
      to: `${friend.id}`,
    }).expect(201);
    expect(res.body.data).toMatchObject({
      sharedModel: 'Session',
      audience: 'users',
      recipients: 1,
      target: { kind: 'session', id },
      shared: { _id: id, sessionTitle: 'Breaking into data', price: 0, cancelled: false },
    });
    const feed = await request(h.app).get('/api/home/feed').set('Authorization', h.bearer(friend)).expect(200);
    expect(feed.body.data.map((i: { _id: string }) => i._id)).toEqual([res.body.data._id]);
  });

  it('when a field is missing or wrong, then 400 with the spec message', async () => {
    const owner = await h.user();
    const u = await h.user();
    const item = await article(h.bearer(owner));
    const ok = { shareText: 'Look', sharedModel: 'Content', shared: item._id, shareWith: 'everyone' };
    expectError(await share(h.bearer(u), { ...ok, shareText: ' ' }), 400, FEED_MSG.shareTextRequired);
    expectError(await share(h.bearer(u), { ...ok, shareText: 'x'.repeat(501) }), 400, FEED_MSG.shareTextTooLong);
    expectError(await share(h.bearer(u), { ...ok, shareWith: undefined }), 400, FEED_MSG.shareWithRequired);
    expectError(await share(h.bearer(u), { ...ok, shareWith: 'users', to: [] }), 400, FEED_MSG.shareWithRequired);
    expectError(await share(h.bearer(u), { ...ok, shareWith: 'users', to: [u.id] }), 400, FEED_MSG.shareWithRequired);
    expectError(await share(h.bearer(u), { ...ok, sharedModel: 'Post' }), 400, FEED_MSG.sharedModelInvalid);
    expectError(await share(h.bearer(u), { ...ok, shared: undefined }), 400, FEED_MSG.sharedRequired);
    expectError(
      await share(h.bearer(u), { ...ok, shareWith: 'users', to: Array.from({ length: 51 }, (_, i) => `id${i}`) }),
      400,
      FEED_MSG.shareTooMany,
    );
    expectError(
      await share(h.bearer(u), { ...ok, shareWith: 'users', to: ['00000000-0000-4000-8000-000000000000'] }),
      400,
      FEED_MSG.shareRecipientsUnknown,
    );
    expectError(await share(h.bearer(u), { ...ok, shareWith: 'users', to: ['not-an-id'] }), 400, FEED_MSG.shareRecipientsUnknown);
  });

  it("when the item is unknown or someone else's private content, then 404; a guest 401", async () => {
    const owner = await h.user();
    const u = await h.user();
    const hidden = await article(h.bearer(owner), false);
    expectError(
      await share(h.bearer(u), { shareText: 'x', sharedModel: 'Content', shared: hidden._id, shareWith: 'everyone' }),
      404,
      MSG.notFound,
    );
    expectError(
      await share(h.bearer(u), { shareText: 'x', sharedModel: 'Session', shared: hidden._id, shareWith: 'everyone' }),
      404,
      MSG.notFound,
    );
    expectError(
      await share(null, { shareText: 'x', sharedModel: 'Content', shared: hidden._id, shareWith: 'everyone' }),
      401,
      MSG.notSignedIn,
    );
  });

  it('when a user shares more than the daily cap, then the share is saved without points', async () => {
    const owner = await h.user();
    const u = await h.user();
    const item = await article(h.bearer(owner));
    let last = 0;
    for (let i = 0; i <= POINT_RULES.SHARE.dailyCap; i += 1) {
      last = (await share(h.bearer(u), { shareText: `s${i}`, sharedModel: 'Content', shared: item._id, shareWith: 'everyone' }).expect(201))
        .body.pointsEarned;
    }
    expect(last).toBe(0);
  });
});
