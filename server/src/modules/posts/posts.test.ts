import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FEED_MSG, MSG, POINT_RULES } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';
import { MP4, PDF, PNG, TEXT } from '../../../test/fixtures';

const h = await createHarness();
beforeEach(() => h.reset());

const stored = () => readdir(path.join(h.dir, 'uploads', 'posts')).catch(() => [] as string[]);
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const post = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/post');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/post', () => {
  it('when a learner posts text with a YouTube link, then 201 with the embed address and the points earned', async () => {
    const u = await h.user();
    const res = await post(h.bearer(u), { postText: '  Watch this on data careers  ', link: YOUTUBE }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: FEED_MSG.postCreated,
      pointsEarned: POINT_RULES.POST.points,
      pointsTotal: POINT_RULES.POST.points,
      data: {
        type: 'post',
        postText: 'Watch this on data careers',
        link: YOUTUBE,
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        attachment: null,
        status: 'active',
        can: { delete: true, moderate: false },
        likes: 0,
        comments: 0,
        likedByMe: false,
        author: { _id: u.id, firstname: u.firstname },
      },
    });
    expect(res.body.data.target).toEqual({ kind: 'post', id: res.body.data._id });
  });

  it('when a user posts more than the daily cap, then the post is saved but earns no points', async () => {
    const u = await h.user();
    const earned: number[] = [];
    for (let i = 0; i <= POINT_RULES.POST.dailyCap; i += 1) {
      earned.push((await post(h.bearer(u), { postText: `post ${i}` }).expect(201)).body.pointsEarned);
    }
    expect(earned.slice(0, -1).every((p) => p === POINT_RULES.POST.points)).toBe(true);
    expect(earned.at(-1)).toBe(0);
    const points = await request(h.app).get(`/api/user/points/${u.id}`).set('Authorization', h.bearer(u)).expect(200);
    expect(points.body.total).toBe(POINT_RULES.POST.points * POINT_RULES.POST.dailyCap);
  });

  it('when posts race for the last point slot, then the cap still holds', async () => {
    const u = await h.user();
    const all = await Promise.all(
      Array.from({ length: POINT_RULES.POST.dailyCap + 3 }, (_, i) => post(h.bearer(u), { postText: `p${i}` })),
    );
    expect(all.every((r) => r.status === 201)).toBe(true);
    expect(all.filter((r) => r.body.pointsEarned > 0)).toHaveLength(POINT_RULES.POST.dailyCap);
  });

  it('when the text is empty, too long, or the link is not embeddable, then 400 with the message', async () => {
    const u = await h.user();
    expectError(await post(h.bearer(u), { postText: '   ' }), 400, FEED_MSG.postTextRequired);
    expectError(await post(h.bearer(u), {}), 400, FEED_MSG.postTextRequired);
    expectError(await post(h.bearer(u), { postText: 'x'.repeat(281) }), 400, 'Post text must be at most 280 characters');
    await post(h.bearer(u), { postText: 'x'.repeat(280) }).expect(201);
    expectError(await post(h.bearer(u), { postText: 'hi', link: 'https://example.com/video' }), 400, FEED_MSG.linkNotEmbeddable);
    expectError(await post(h.bearer(u), { postText: { a: 1 } }), 400, 'postText must be text');
  });

  it('when a guest posts, then 401; a bad token, then 401 session ended', async () => {
    expectError(await post(null, { postText: 'hi' }), 401, MSG.notSignedIn);
    expectError(await post('Bearer nonsense', { postText: 'hi' }), 401, MSG.sessionExpired);
  });

  it('when an image, a PDF or an MP4 is attached, then it is stored and typed from its bytes', async () => {
    const u = await h.user();
    for (const [file, name, mime] of [
      [PNG, 'My Photo!.png', 'image/png'],
      [PDF, 'cv.pdf', 'application/pdf'],
      [MP4, 'clip.mp4', 'video/mp4'],
    ] as const) {
      const res = await request(h.app)
        .post('/api/post')
        .set('Authorization', h.bearer(u))
        .field('postText', 'With a file')
        .attach('attachment', file, name)
        .expect(201);
      expect(res.body.data.attachment).toMatchObject({ mimeType: mime, size: file.length, name });
      expect(res.body.data.attachment.publicUrl).toMatch(/^\/files\/posts\/[0-9a-f-]{36}\/[a-z0-9-]+\.(png|pdf|mp4)$/);
    }
    expect((await stored()).length).toBeGreaterThanOrEqual(3);
  });

  it('when the attachment is not an image, PDF or MP4 (whatever its name), then 415 and nothing is stored', async () => {
    const u = await h.user();
    const before = await stored();
    const res = await request(h.app)
      .post('/api/post')
      .set('Authorization', h.bearer(u))
      .field('postText', 'x')
      .attach('attachment', TEXT, 'fake.png');
    expectError(res, 415, FEED_MSG.postFileType);
    expect(await stored()).toEqual(before);
  });

  it('when the attachment is larger than 20 MB, then 413 with the spec message', async () => {
    const u = await h.user();
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await request(h.app)
      .post('/api/post')
      .set('Authorization', h.bearer(u))
      .field('postText', 'big')
      .attach('attachment', big, 'big.png');
    expectError(res, 413, FEED_MSG.postFileTooLarge);
  });

  it('when a file and a link come together, or two files, then 400', async () => {
    const u = await h.user();
    expectError(
      await request(h.app)
        .post('/api/post')
        .set('Authorization', h.bearer(u))
        .field('postText', 'x')
        .field('link', YOUTUBE)
        .attach('attachment', PNG, 'a.png'),
      400,
      FEED_MSG.fileOrLink,
    );
    expectError(
      await request(h.app)
        .post('/api/post')
        .set('Authorization', h.bearer(u))
        .field('postText', 'x')
        .attach('attachment', PNG, 'a.png')
        .attach('attachment', PNG, 'b.png'),
      400,
      MSG.oneFileOnly,
    );
  });
});

describe('GET /api/post, /api/post/current-user, /api/post/:id', () => {
  it('when listing, then active posts newest first with the total; mine include pulled-down ones', async () => {
    const a = await h.user();
    const b = await h.user();
    const mod = await h.user({ roles: ['claimReviewer'] });
    const first = (await post(h.bearer(a), { postText: 'first' })).body.data;
    await post(h.bearer(b), { postText: 'second' }).expect(201);
    await request(h.app)
      .post('/api/post/update_post')
      .set('Authorization', h.bearer(mod))
      .send({ postId: first._id, status: 'rejected' })
      .expect(200);

    const all = await request(h.app).get('/api/post/?limit=10').set('Authorization', h.bearer(b)).expect(200);
    expect(all.body.count).toBe(1);
    expect(all.body.data.map((p: { postText: string }) => p.postText)).toEqual(['second']);

    const mine = await request(h.app).get('/api/post/current-user').set('Authorization', h.bearer(a)).expect(200);
    expect(mine.body).toMatchObject({
      count: 1,
      data: [{ postText: 'first', status: 'rejected', can: { delete: true, moderate: false } }],
    });

    const rejected = await request(h.app).get('/api/post?status=rejected').set('Authorization', h.bearer(mod)).expect(200);
    expect(rejected.body).toMatchObject({ count: 1, data: [{ _id: first._id, can: { moderate: true } }] });
    expectError(await request(h.app).get('/api/post?status=all').set('Authorization', h.bearer(b)), 403, MSG.forbidden);
    expectError(await request(h.app).get('/api/post?status=old').set('Authorization', h.bearer(b)), 400, FEED_MSG.postStatusFilterInvalid);
    expectError(await request(h.app).get('/api/post?limit=101').set('Authorization', h.bearer(b)), 400, 'limit must be at most 100');
    expectError(await request(h.app).get('/api/post'), 401, MSG.notSignedIn);
  });

  it('when one post is asked for, then it; a pulled-down one only for its author and moderators', async () => {
    const a = await h.user();
    const b = await h.user();
    const mod = await h.user({ roles: ['admin'] });
    const p = (await post(h.bearer(a), { postText: 'hello' })).body.data;
    expect((await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(b)).expect(200)).body.data.postText).toBe('hello');
    await request(h.app)
      .post('/api/post/update_post')
      .set('Authorization', h.bearer(mod))
      .send({ postId: p._id, status: 'rejected' })
      .expect(200);
    expectError(await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(b)), 404, FEED_MSG.postNotFound);
    await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(a)).expect(200);
    await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(mod)).expect(200);
    expectError(await request(h.app).get('/api/post/not-a-uuid').set('Authorization', h.bearer(a)), 404, FEED_MSG.postNotFound);
  });
});

describe('POST /api/post/update_post (Pull Down)', () => {
  it('when a moderator pulls a post down, then it is rejected, its points are taken back, and others no longer see it', async () => {
    const a = await h.user();
    const b = await h.user();
    const mod = await h.user({ roles: ['claimReviewer'] });
    const p = (await post(h.bearer(a), { postText: 'spam' })).body.data;
    const res = await request(h.app)
      .post('/api/post/update_post/')
      .set('Authorization', h.bearer(mod))
      .send({ postId: p._id, status: 'rejected', userId: b.id, statusBy: b.id })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, message: FEED_MSG.postPulledDown, data: { _id: p._id, status: 'rejected' } });
    expect((await request(h.app).get(`/api/user/points/${a.id}`).set('Authorization', h.bearer(a))).body.total).toBe(0);
    // Likes and comments on it: 404 for others, fine for the author.
    expectError(
      await request(h.app).post('/api/like').set('Authorization', h.bearer(b)).send({ likedAbout: 'post', idOfLikedAbout: p._id }),
      404,
      MSG.notFound,
    );
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(a))
      .send({ commentAbout: 'post', idOfCommentedAbout: p._id, commentText: 'why?' })
      .expect(201);
    expectError(await request(h.app).get(`/api/comment/${p._id}?about=post`).set('Authorization', h.bearer(b)), 404, MSG.notFound);
  });

  it('when a plain user pulls down, then 403; bad input 400; unknown post 404; guest 401', async () => {
    const a = await h.user();
    const mod = await h.user({ roles: ['admin'] });
    const p = (await post(h.bearer(a), { postText: 'mine' })).body.data;
    expectError(
      await request(h.app).post('/api/post/update_post').set('Authorization', h.bearer(a)).send({ postId: p._id, status: 'rejected' }),
      403,
      MSG.forbidden,
    );
    expectError(
      await request(h.app).post('/api/post/update_post').set('Authorization', h.bearer(mod)).send({ status: 'rejected' }),
      400,
      FEED_MSG.postIdRequired,
    );
    expectError(
      await request(h.app).post('/api/post/update_post').set('Authorization', h.bearer(mod)).send({ postId: p._id, status: 'approved' }),
      400,
      FEED_MSG.statusInvalid,
    );
    expectError(
      await request(h.app)
        .post('/api/post/update_post')
        .set('Authorization', h.bearer(mod))
        .send({ postId: '00000000-0000-4000-8000-000000000000', status: 'rejected' }),
      404,
      FEED_MSG.postNotFound,
    );
    expectError(await request(h.app).post('/api/post/update_post').send({ postId: p._id, status: 'rejected' }), 401, MSG.notSignedIn);
  });
});

describe('likes and comments on posts', () => {
  it("when a learner likes and comments on a mentor's post, then the post shows the counts", async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const learner = await h.user();
    const p = (await post(h.bearer(mentor), { postText: 'Ask me about data science' })).body.data;
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(learner))
      .send({ likedAbout: 'post', idOfLikedAbout: p._id })
      .expect(200);
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(learner))
      .send({ commentAbout: 'post', idOfCommentedAbout: p._id, commentText: 'Thank you!' })
      .expect(201);
    const seen = await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(learner)).expect(200);
    expect(seen.body.data).toMatchObject({ likes: 1, comments: 1, likedByMe: true });
    const byMentor = await request(h.app).get(`/api/post/${p._id}`).set('Authorization', h.bearer(mentor)).expect(200);
    expect(byMentor.body.data).toMatchObject({ likes: 1, comments: 1, likedByMe: false });
    // Posts are for members: a guest cannot read their comments, and the public list leaves them out.
    expectError(await request(h.app).get(`/api/comment/${p._id}?about=post`), 404, MSG.notFound);
    expect((await request(h.app).get('/api/comment/')).body.count).toBe(0);
    expect((await request(h.app).get('/api/comment/').set('Authorization', h.bearer(mentor))).body.count).toBe(1);
  });
});

describe('DELETE /api/post/:id', () => {
  it('when the author deletes a post, then its file, likes, comments and points go; others get 403', async () => {
    const a = await h.user();
    const b = await h.user();
    const p = (
      await request(h.app).post('/api/post').set('Authorization', h.bearer(a)).field('postText', 'pic').attach('attachment', PNG, 'p.png')
    ).body.data;
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(b))
      .send({ likedAbout: 'post', idOfLikedAbout: p._id })
      .expect(200);
    expectError(await request(h.app).delete(`/api/post/${p._id}`).set('Authorization', h.bearer(b)), 403, MSG.forbidden);
    await request(h.app)
      .delete(`/api/post/${p._id}`)
      .set('Authorization', h.bearer(a))
      .expect(200, { success: true, message: FEED_MSG.postDeleted });
    // Its image job (running after the upload's answer) removes whatever it made for a deleted post.
    await h.runJobs();
    expect(await readdir(path.join(h.dir, 'uploads', 'posts', p.attachment.publicUrl.split('/')[3]))).toEqual([]);
    expect((await request(h.app).get(`/api/user/points/${a.id}`).set('Authorization', h.bearer(a))).body.total).toBe(0);
    expect((await request(h.app).get('/api/like').set('Authorization', h.bearer(b))).body.count).toBe(0);
    expectError(await request(h.app).delete(`/api/post/${p._id}`).set('Authorization', h.bearer(a)), 404, FEED_MSG.postNotFound);
  });
});

describe('POST /api/post and /api/comment sent twice by an outbox (clientId)', () => {
  const CLIENT_ID = '5b0f3a9e-8c1d-4e2f-9a3b-7c6d5e4f3a21';

  it('when the same post arrives twice, then it is stored once, points once, and the repeat answers with it', async () => {
    const u = await h.user();
    const first = await post(h.bearer(u), { postText: 'Written offline', clientId: CLIENT_ID }).expect(201);
    const again = await post(h.bearer(u), { postText: 'Written offline', clientId: CLIENT_ID }).expect(201);
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(first.body.pointsEarned).toBe(POINT_RULES.POST.points);
    expect(again.body).toMatchObject({ pointsEarned: 0, pointsTotal: POINT_RULES.POST.points });
    const mine = await request(h.app).get('/api/post/current-user').set('Authorization', h.bearer(u)).expect(200);
    expect(mine.body.count).toBe(1);
  });

  it('when two posts arrive at the same moment with one clientId, then one is stored', async () => {
    const u = await h.user();
    const [a, b] = await Promise.all([
      post(h.bearer(u), { postText: 'Twice at once', clientId: CLIENT_ID }),
      post(h.bearer(u), { postText: 'Twice at once', clientId: CLIENT_ID }),
    ]);
    expect(a.body.data._id).toBe(b.body.data._id);
    expect((await request(h.app).get('/api/post/current-user').set('Authorization', h.bearer(u))).body.count).toBe(1);
  });

  it('when another author uses the same clientId, then theirs is a post of its own', async () => {
    const [u, v] = [await h.user(), await h.user()];
    const a = await post(h.bearer(u), { postText: 'Mine', clientId: CLIENT_ID }).expect(201);
    const b = await post(h.bearer(v), { postText: 'Theirs', clientId: CLIENT_ID }).expect(201);
    expect(b.body.data._id).not.toBe(a.body.data._id);
    expect(b.body.data.postText).toBe('Theirs');
  });

  it('when the clientId is not a UUID, then 400', async () => {
    const u = await h.user();
    const res = await post(h.bearer(u), { postText: 'x', clientId: 'not-a-uuid' }).expect(400);
    expect(res.body.error.fields.clientId).toBe('clientId must be a UUID');
  });

  it('when the same comment arrives twice, then it is stored once and the repeat answers with it', async () => {
    const u = await h.user();
    const p = (await post(h.bearer(u), { postText: 'Comment on me' }).expect(201)).body.data;
    const send = () =>
      request(h.app)
        .post('/api/comment')
        .set('Authorization', h.bearer(u))
        .send({ commentAbout: 'post', idOfCommentedAbout: p._id, commentText: 'Sent from the outbox', clientId: CLIENT_ID });
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.body.data._id).toBe(first.body.data._id);
    const list = await request(h.app).get(`/api/comment/${p._id}`).set('Authorization', h.bearer(u)).expect(200);
    expect(list.body.count).toBe(1);
  });
});
