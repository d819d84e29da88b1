import { CONTENT_MSG, MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

async function content(bearer: string, over: Record<string, unknown> = {}) {
  const res = await request(h.app)
    .post('/api/contents')
    .set('Authorization', bearer)
    .send({ title: 'Item', category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', ...over });
  return res.body.data as { _id: string };
}
const rate = (bearer: string | null, kind: string, idOfRated: string, ratingLevel: unknown) => {
  const req = request(h.app).post(`/api/rating/${kind}`);
  return (bearer ? req.set('Authorization', bearer) : req).send({ idOfRated, ratingLevel });
};

describe('POST /api/rating/:kind', () => {
  it('when content is rated in halves, then "Rating saved" with the average, count and my rating', async () => {
    const owner = await h.user();
    const a = await h.user();
    const b = await h.user();
    const item = await content(h.bearer(owner));
    const first = await rate(h.bearer(a), 'content', item._id, 2.5);
    expect(first.body).toEqual({
      success: true,
      message: CONTENT_MSG.ratingSaved,
      data: { avgRating: 2.5, ratingCount: 1, myRating: 2.5 },
    });
    expect((await rate(h.bearer(b), 'content', item._id, 0)).body.data).toEqual({ avgRating: 1.25, ratingCount: 2, myRating: 0 });
    // Re-rating replaces.
    expect((await rate(h.bearer(a), 'content', item._id, 5)).body.data).toEqual({ avgRating: 2.5, ratingCount: 2, myRating: 5 });
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data).toMatchObject({ avgRating: 2.5, ratingCount: 2 });
    expect((await request(h.app).get(`/api/rating/content/${item._id}`).set('Authorization', h.bearer(a))).body.data).toEqual({
      avgRating: 2.5,
      ratingCount: 2,
      myRating: 5,
    });
  });

  it('when many people rate the same item at once, then the stored average counts every rating', async () => {
    const owner = await h.user();
    const item = await content(h.bearer(owner));
    const raters = await Promise.all([1, 2, 3, 4, 5, 0.5, 1.5, 2.5].map(async (level) => ({ u: await h.user(), level })));
    await Promise.all(raters.map(({ u, level }) => rate(h.bearer(u), 'content', item._id, level).expect(200)));
    const got = (await request(h.app).get(`/api/contents/content/${item._id}`)).body.data;
    expect(got.ratingCount).toBe(8);
    expect(got.avgRating).toBeCloseTo(19.5 / 8, 2);
  });

  it('when the level is out of range, off the half steps or missing, then 400 with the message', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    for (const bad of [5.5, -0.5, 3.3, 'x']) expectError(await rate(h.bearer(a), 'content', item._id, bad), 400, CONTENT_MSG.ratingRange);
    expectError(await rate(h.bearer(a), 'content', item._id, undefined), 400, CONTENT_MSG.ratingRequired);
    expectError(await rate(h.bearer(a), 'gadget', item._id, 3), 400, CONTENT_MSG.kindInvalid);
  });

  it('when a guest rates, then 401; the owner, then 403; a private item of another or unknown kind target, then 404', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    const hidden = await content(h.bearer(owner), { visible: false });
    expectError(await rate(null, 'content', item._id, 3), 401, MSG.notSignedIn);
    expectError(await rate(h.bearer(owner), 'content', item._id, 5), 403, CONTENT_MSG.cannotRateOwn);
    expectError(await rate(h.bearer(a), 'content', hidden._id, 3), 404, MSG.notFound);
    expectError(await rate(h.bearer(a), 'content', 'nope', 3), 404, MSG.notFound);
    expectError(await request(h.app).get(`/api/rating/content/${hidden._id}`), 404, MSG.notFound);
  });

  it('when a mentor is rated through /rating/user, then the profile average follows', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const a = await h.user();
    await rate(h.bearer(a), 'user', mentor.id, 3.5).expect(200);
    expect((await request(h.app).get(`/api/user/${mentor.id}`)).body.data.avgRating).toBe(3.5);
  });

  it('when a rater deletes their account, then the averages they counted in are recomputed', async () => {
    const owner = await h.user();
    const a = await h.user();
    const b = await h.user();
    const item = await content(h.bearer(owner));
    await rate(h.bearer(a), 'content', item._id, 1).expect(200);
    await rate(h.bearer(b), 'content', item._id, 5).expect(200);
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(a)).send({ password: 'Sup3rSecret!' }).expect(200);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data).toMatchObject({ avgRating: 5, ratingCount: 1 });
  });
});

describe('rating counts under parallel calls (issue 26 #6)', () => {
  it('when one person re-rates 20 times at once while others rate, then the stored count and average equal the ratings rows', async () => {
    const owner = await h.user();
    const item = await content(h.bearer(owner));
    const me = await h.user();
    const others = await Promise.all(Array.from({ length: 5 }, () => h.user()));
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => rate(h.bearer(me), 'content', item._id, (i % 10) / 2).expect(200)),
      ...others.map((u) => rate(h.bearer(u), 'content', item._id, 4).expect(200)),
    ]);
    const result = await h.deps.db.execute(
      sql`select count(*)::int as n, avg(level)::float8 as avg from ratings where kind = 'content' and item_id = ${item._id}`,
    );
    const truth = (result as unknown as { rows: { n: number; avg: number }[] }).rows[0];
    const got = (await request(h.app).get(`/api/contents/content/${item._id}`)).body.data;
    expect(truth.n).toBe(6);
    expect(got.ratingCount).toBe(6);
    expect(got.avgRating).toBeCloseTo(truth.avg, 2);
  });
});
