import { CONTENT_MSG, MSG } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutions, users } from '../../db/schema';
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
const comment = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/comment/');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/comment', () => {
  it('when a user reviews content with stars, then 201 "Comment added successfully" and the average and counts follow', async () => {
    const owner = await h.user();
    const a = await h.user({ firstname: 'Amina' });
    const b = await h.user();
    const item = await content(h.bearer(owner));
    const res = await comment(h.bearer(a), {
      commentAbout: 'content',
      idOfCommentedAbout: item._id,
      commentText: '  Very clear  ',
      rating: 4.5,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Comment added successfully');
    expect(res.body.data).toMatchObject({
      commentAbout: 'content',
      idOfCommentedAbout: item._id,
      commentText: 'Very clear',
      rating: 4.5,
      commentedBy: { _id: a.id, firstname: 'Amina', lastname: a.lastname, profilePicture: null },
    });
    expect(Object.keys(res.body.data.commentedBy).sort()).toEqual(['_id', 'firstname', 'lastname', 'profilePicture']);
    await comment(h.bearer(b), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Ok', rating: 3 }).expect(201);
    await comment(h.bearer(b), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'No stars this time' }).expect(201);
    const got = (await request(h.app).get(`/api/contents/content/${item._id}`)).body.data;
    expect(got).toMatchObject({ avgRating: 3.75, ratingCount: 2, reviewCount: 3 });
  });

  it('when the same user reviews again with new stars, then their rating is replaced, not added', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'First', rating: 1 }).expect(201);
    await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Changed my mind', rating: 5 }).expect(
      201,
    );
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data).toMatchObject({
      avgRating: 5,
      ratingCount: 1,
      reviewCount: 2,
    });
  });

  it('when the text is empty, then 400 "Review is required"; stars off the half steps, then the rating message', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    expectError(
      await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: '   ' }),
      400,
      'Review is required',
    );
    expectError(
      await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'x', rating: 4.2 }),
      400,
      CONTENT_MSG.ratingRange,
    );
    expectError(
      await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'x', rating: 6 }),
      400,
      CONTENT_MSG.ratingRange,
    );
    expectError(
      await comment(h.bearer(a), { commentAbout: 'car', idOfCommentedAbout: item._id, commentText: 'x' }),
      400,
      CONTENT_MSG.kindInvalid,
    );
  });

  it('when a guest comments, then 401', async () => {
    expectError(await comment(null, { commentAbout: 'content', idOfCommentedAbout: 'x', commentText: 'x' }), 401, MSG.notSignedIn);
  });

  it('when the item is unknown, private to someone else, or of a kind not served, then 404', async () => {
    const owner = await h.user();
    const a = await h.user();
    const hidden = await content(h.bearer(owner), { visible: false });
    expectError(
      await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: '00000000-0000-4000-8000-000000000000', commentText: 'x' }),
      404,
      MSG.notFound,
    );
    expectError(
      await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: hidden._id, commentText: 'x' }),
      404,
      MSG.notFound,
    );
    expectError(await comment(h.bearer(a), { commentAbout: 'post', idOfCommentedAbout: hidden._id, commentText: 'x' }), 404, MSG.notFound);
    // The owner may comment on their own private item.
    expect(
      (await comment(h.bearer(owner), { commentAbout: 'content', idOfCommentedAbout: hidden._id, commentText: 'note to self' })).status,
    ).toBe(201);
  });

  it('when owners rate their own item or themselves, then 403; a plain comment is fine', async () => {
    const owner = await h.user();
    const item = await content(h.bearer(owner));
    expectError(
      await comment(h.bearer(owner), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Mine is great', rating: 5 }),
      403,
      CONTENT_MSG.cannotRateOwn,
    );
    expectError(
      await comment(h.bearer(owner), { commentAbout: 'user', idOfCommentedAbout: owner.id, commentText: 'I am great', rating: 5 }),
      403,
      CONTENT_MSG.cannotRateOwn,
    );
    expect(
      (await comment(h.bearer(owner), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Thanks all' })).status,
    ).toBe(201);
  });

  it("when a mentor is reviewed with stars, then the user's avgRating is kept from the ratings", async () => {
    const mentor = await h.user({ usercategory: ['mentor'], avgRating: 0 });
    const a = await h.user();
    const b = await h.user();
    await comment(h.bearer(a), { commentAbout: 'user', idOfCommentedAbout: mentor.id, commentText: 'Helpful', rating: 4 }).expect(201);
    await comment(h.bearer(b), { commentAbout: 'user', idOfCommentedAbout: mentor.id, commentText: 'Great', rating: 5 }).expect(201);
    const [row] = await h.database.db.select({ avg: users.avgRating }).from(users).where(eq(users.id, mentor.id));
    expect(row.avg).toBe(4.5);
    expect((await request(h.app).get(`/api/user/${mentor.id}`)).body.data.avgRating).toBe(4.5);
  });

  it('when an institution is reviewed, then its avgRating follows; its admin may not rate it', async () => {
    const admin = await h.user({ usercategory: ['institution'] });
    const [inst] = await h.database.db
      .insert(institutions)
      .values({ institutionName: 'MIT Kampala', institutionType: 'Higher Education', country: 'Uganda', admins: [admin.id] })
      .returning();
    const a = await h.user();
    await comment(h.bearer(a), {
      commentAbout: 'institution',
      idOfCommentedAbout: inst.id,
      commentText: 'Good school',
      rating: 3.5,
    }).expect(201);
    const [row] = await h.database.db.select({ avg: institutions.avgRating }).from(institutions).where(eq(institutions.id, inst.id));
    expect(row.avg).toBe(3.5);
    expectError(
      await comment(h.bearer(admin), { commentAbout: 'institution', idOfCommentedAbout: inst.id, commentText: 'We rock', rating: 5 }),
      403,
      CONTENT_MSG.cannotRateOwn,
    );
  });

  it("when platform feedback is sent with 'delv-platform' (commentAbout 'content' like the old modal), then it is stored as platform feedback", async () => {
    const a = await h.user();
    const res = await comment(h.bearer(a), {
      commentAbout: 'content',
      idOfCommentedAbout: 'delv-platform',
      commentText: 'Love it',
      rating: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.commentAbout).toBe('platform');
    const list = await request(h.app).get('/api/comment/delv-platform');
    expect(list.body).toMatchObject({ count: 1, data: [{ commentText: 'Love it', rating: 5 }] });
    expect((await request(h.app).get('/api/rating/platform/delv-platform')).body.data).toEqual({
      avgRating: 5,
      ratingCount: 1,
      myRating: null,
    });
  });
});

describe('GET /api/comment/:itemID', () => {
  async function reviewed() {
    const owner = await h.user();
    const item = await content(h.bearer(owner));
    const ratings = [3, null, 5, 1, 4];
    for (const [i, rating] of ratings.entries()) {
      const u = await h.user();
      await comment(h.bearer(u), {
        commentAbout: 'content',
        idOfCommentedAbout: item._id,
        commentText: `Review ${i}`,
        ...(rating === null ? {} : { rating }),
      }).expect(201);
    }
    return { owner, item };
  }

  it('when sorted by time, then newest first, 5 a page by default, and count is the total', async () => {
    const { item } = await reviewed();
    const first = await request(h.app).get(`/api/comment/${item._id}`);
    expect(first.body.count).toBe(5);
    expect(first.body.data.map((c: { commentText: string }) => c.commentText)).toEqual([
      'Review 4',
      'Review 3',
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
    const more = await request(h.app).get(`/api/comment/${item._id}?skip=3&limit=4`);
    expect(more.body.data.map((c: { commentText: string }) => c.commentText)).toEqual(['Review 1', 'Review 0']);
  });

  it('when sorted by rating, then highest or lowest first and unrated comments last (the old select did nothing)', async () => {
    const { item } = await reviewed();
    const desc = await request(h.app).get(`/api/comment/${item._id}?sort=rating_desc`);
    expect(desc.body.data.map((c: { rating: number | null }) => c.rating)).toEqual([5, 4, 3, 1, null]);
    const asc = await request(h.app).get(`/api/comment/${item._id}/?sort=rating_asc&about=content`);
    expect(asc.body.data.map((c: { rating: number | null }) => c.rating)).toEqual([1, 3, 4, 5, null]);
    expectError(
      await request(h.app).get(`/api/comment/${item._id}?sort=best`),
      400,
      'sort must be one of the following values: time, rating_asc, rating_desc',
    );
  });

  it('when the item is private, then its reviews are for the owner only', async () => {
    const { owner, item } = await reviewed();
    await request(h.app)
      .put(`/api/contents/publish?id=${item._id}`)
      .set('Authorization', h.bearer(owner))
      .send({ visible: false })
      .expect(200);
    expectError(await request(h.app).get(`/api/comment/${item._id}`), 404, MSG.notFound);
    expect((await request(h.app).get(`/api/comment/${item._id}`).set('Authorization', h.bearer(owner))).body.count).toBe(5);
    // ...and they leave the all-comments list for everyone else.
    expect((await request(h.app).get('/api/comment?limit=100')).body.count).toBe(0);
    expect((await request(h.app).get('/api/comment?limit=100').set('Authorization', h.bearer(owner))).body.count).toBe(5);
  });

  it('when an item has no comments, then an empty list', async () => {
    expect((await request(h.app).get('/api/comment/00000000-0000-4000-8000-000000000000')).body).toEqual({
      success: true,
      data: [],
      count: 0,
    });
  });
});

describe('GET /api/comment and DELETE /api/comment/:id', () => {
  it('when filtered by about, then only that kind', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'c' }).expect(201);
    await comment(h.bearer(a), { commentAbout: 'platform', idOfCommentedAbout: 'delv-platform', commentText: 'p' }).expect(201);
    expect((await request(h.app).get('/api/comment/?about=platform')).body).toMatchObject({ count: 1, data: [{ commentText: 'p' }] });
    expect((await request(h.app).get('/api/comment')).body.count).toBe(2);
  });

  it('when the author deletes, then it is gone; someone else gets 403; unknown 404', async () => {
    const owner = await h.user();
    const a = await h.user();
    const item = await content(h.bearer(owner));
    const c = (await comment(h.bearer(a), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'c' })).body.data;
    expectError(await request(h.app).delete(`/api/comment/${c._id}`).set('Authorization', h.bearer(owner)), 403, MSG.forbidden);
    expect((await request(h.app).delete(`/api/comment/${c._id}`).set('Authorization', h.bearer(a))).body.message).toBe(
      CONTENT_MSG.commentDeleted,
    );
    expectError(await request(h.app).delete(`/api/comment/${c._id}`).set('Authorization', h.bearer(a)), 404, CONTENT_MSG.commentNotFound);
    expectError(await request(h.app).delete('/api/comment/xyz').set('Authorization', h.bearer(a)), 404, CONTENT_MSG.commentNotFound);
  });
});

describe('what a viewer may do with a comment (can)', () => {
  it('when the author, an admin, another user and a guest list the comments, then only the author and the admin may delete', async () => {
    const owner = await h.user();
    const author = await h.user();
    const other = await h.user();
    const admin = await h.user({ roles: ['admin'] });
    const item = await content(h.bearer(owner));
    expect(
      (await comment(h.bearer(author), { commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Mine' })).body.data.can,
    ).toEqual({ delete: true });
    const canDelete = async (bearer: string | null) => {
      const req = request(h.app).get(`/api/comment/${item._id}`);
      const res = await (bearer ? req.set('Authorization', bearer) : req);
      expect(res.status).toBe(200);
      return res.body.data.map((c: { can: { delete: boolean } }) => c.can.delete);
    };
    expect(await canDelete(h.bearer(author))).toEqual([true]);
    expect(await canDelete(h.bearer(admin))).toEqual([true]);
    expect(await canDelete(h.bearer(other))).toEqual([false]);
    expect(await canDelete(h.bearer(owner))).toEqual([false]);
    expect(await canDelete(null)).toEqual([false]);
  });
});
