import { CONTENT_MSG, MSG } from '@delv/shared';
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
const like = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/like/');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/like', () => {
  it('when a user likes and likes again, then it toggles and the item shows the count and likedByMe', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    const on = await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id });
    expect(on.body).toEqual({ success: true, message: CONTENT_MSG.likeAdded, data: { liked: true, likes: 1 } });
    expect((await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(a))).body.data).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expect((await request(h.app).get('/api/contents/videos').set('Authorization', h.bearer(a))).body.data[0]).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expect((await request(h.app).get('/api/contents/videos')).body.data[0]).toMatchObject({ likes: 1, likedByMe: false });
    const off = await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id });
    expect(off.body).toEqual({ success: true, message: CONTENT_MSG.likeRemoved, data: { liked: false, likes: 0 } });
  });

  it('when the same like arrives twice at once, then at most one like and no error', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    const [x, y] = await Promise.all([
      like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id }),
      like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data.likes).toBeLessThanOrEqual(1);
  });

  it('when a guest likes, then 401; an unknown or private item, then 404; a bad kind, then 400', async () => {
    const owner = await h.user();
    const a = await h.user();
    const hidden = await content(h.bearer(owner), { visible: false });
    expectError(await like(null, { likedAbout: 'content', idOfLikedAbout: hidden._id }), 401, MSG.notSignedIn);
    expectError(await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: hidden._id }), 404, MSG.notFound);
    expectError(
      await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: '00000000-0000-4000-8000-000000000000' }),
      404,
      MSG.notFound,
    );
    expectError(await like(h.bearer(a), { likedAbout: 'stuff', idOfLikedAbout: hidden._id }), 400, CONTENT_MSG.kindInvalid);
  });

  it('when a user (a mentor profile) is liked, then it counts like any item', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const a = await h.user();
    expect((await like(h.bearer(a), { likedAbout: 'user', idOfLikedAbout: mentor.id })).body.data).toEqual({ liked: true, likes: 1 });
  });
});

describe('GET /api/like', () => {
  it("when asked for an item's likes, then who liked it, the total and likedByMe", async () => {
    const owner = await h.user();
    const a = await h.user({ firstname: 'Amina' });
    const b = await h.user();
    const item = await content(h.bearer(owner));
    await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id }).expect(200);
    await like(h.bearer(b), { likedAbout: 'content', idOfLikedAbout: item._id }).expect(200);
    const res = await request(h.app)
      .get(`/api/like/?likedAbout=content&idOfLikedAbout=${item._id}&limit=1`)
      .set('Authorization', h.bearer(a));
    expect(res.body).toMatchObject({ success: true, count: 2, likedByMe: true });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].likedBy._id).toBe(b.id);
    expect((await request(h.app).get(`/api/like?likedAbout=content&idOfLikedAbout=${item._id}`)).body.likedByMe).toBe(false);
  });

  it('when signed in without an item, then my own likes; as a guest, then 401', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    await like(h.bearer(a), { likedAbout: 'content', idOfLikedAbout: item._id }).expect(200);
    await like(h.bearer(a), { likedAbout: 'user', idOfLikedAbout: owner.id }).expect(200);
    expect((await request(h.app).get('/api/like').set('Authorization', h.bearer(a))).body.count).toBe(2);
    expect((await request(h.app).get('/api/like?likedAbout=user').set('Authorization', h.bearer(a))).body.data[0].idOfLikedAbout).toBe(
      owner.id,
    );
    expectError(await request(h.app).get('/api/like'), 401, MSG.notSignedIn);
  });
});
