import { MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

type Item = {
  _id: string;
  type: string;
  target: { kind: string; id: string };
  likes: number;
  comments: number;
  likedByMe: boolean;
  createdAt: string;
} & Record<string, unknown>;

const feed = async (bearer: string, query = '') => {
  const res = await request(h.app).get(`/api/home/feed/${query}`).set('Authorization', bearer).expect(200);
  return res.body as { success: true; data: Item[]; hasMore: boolean };
};
const post = async (bearer: string, postText: string, link = '') =>
  (await request(h.app).post('/api/post').set('Authorization', bearer).send({ postText, link }).expect(201)).body.data as Item;
const article = async (bearer: string, over: Record<string, unknown> = {}) =>
  (
    await request(h.app)
      .post('/api/contents')
      .set('Authorization', bearer)
      .send({
        title: 'Getting into data science',
        category: 'Article',
        sourceLink: 'https://example.com/a',
        description: 'd'.repeat(400),
        ...over,
      })
      .expect(201)
  ).body.data as { _id: string };
const share = (bearer: string, body: Record<string, unknown>) =>
  request(h.app).post('/api/share/content').set('Authorization', bearer).send(body);

/** Spreads rows in time so the order is certain (rows created in one test share a clock tick at most). */
async function age(table: 'posts' | 'shares' | 'contents', id: string, minutesAgo: number) {
  await h.database.db.execute(sql.raw(`update ${table} set created_at = now() - interval '${minutesAgo} minutes' where id = '${id}'`));
  if (table === 'shares')
    await h.database.db.execute(
      sql.raw(`update share_recipients set created_at = now() - interval '${minutesAgo} minutes' where share_id = '${id}'`),
    );
}

describe('GET /api/home/feed', () => {
  it('when posts, shares and new content exist, then one page has them newest first with author, counts and likedByMe', async () => {
    const mentor = await h.user({ usercategory: ['mentor'], firstname: 'David' });
    const learner = await h.user({ firstname: 'Amina' });
    const item = await article(h.bearer(mentor));
    await age('contents', item._id, 30);
    const p = await post(h.bearer(mentor), 'Ask me anything', 'https://youtu.be/dQw4w9WgXcQ');
    await age('posts', p._id, 20);
    const s = (
      await share(h.bearer(learner), {
        shareText: 'Read this',
        sharedModel: 'Content',
        shared: { _id: item._id, title: 'x' },
        shareWith: 'everyone',
      }).expect(201)
    ).body.data as Item;
    await age('shares', s._id, 10);
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(learner))
      .send({ likedAbout: 'post', idOfLikedAbout: p._id })
      .expect(200);
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(mentor))
      .send({ likedAbout: 'content', idOfLikedAbout: item._id })
      .expect(200);
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(learner))
      .send({ commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Great' })
      .expect(201);

    const page = await feed(h.bearer(learner));
    expect(page.hasMore).toBe(false);
    expect(page.data.map((i) => i.type)).toEqual(['share', 'post', 'content']);
    const [sh, po, co] = page.data;
    expect(po).toMatchObject({
      _id: p._id,
      postText: 'Ask me anything',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      author: { _id: mentor.id, firstname: 'David', usercategory: ['mentor'] },
      likes: 1,
      comments: 0,
      likedByMe: true,
      can: { delete: false, moderate: false },
    });
    // A share's likes and comments are those of the shared item.
    expect(sh).toMatchObject({
      type: 'share',
      shareText: 'Read this',
      sharedModel: 'Content',
      audience: 'everyone',
      recipients: 0,
      sharedBy: { _id: learner.id },
      author: { _id: learner.id },
      target: { kind: 'content', id: item._id },
      likes: 1,
      comments: 1,
      likedByMe: false,
      shared: { _id: item._id, title: 'Getting into data science', category: 'Article', owner: { _id: mentor.id } },
    });
    expect(sh.sharedAt).toBe(sh.createdAt);
    expect((sh.shared as { description: string }).description).toHaveLength(300);
    expect(co).toMatchObject({
      type: 'content',
      _id: item._id,
      target: { kind: 'content', id: item._id },
      content: { title: 'Getting into data science' },
      likes: 1,
      comments: 1,
    });
    expect(Date.parse(sh.createdAt)).toBeGreaterThan(Date.parse(po.createdAt));
  });

  it('when an article is shared with one user, then that user and the sharer see it, a third does not', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const sharer = await h.user();
    const friend = await h.user();
    const third = await h.user();
    const item = await article(h.bearer(mentor));
    const s = (
      await share(h.bearer(sharer), {
        shareText: 'For you',
        sharedModel: 'Content',
        shared: item._id,
        shareWith: 'users',
        to: [friend.id, sharer.id],
      }).expect(201)
    ).body.data as Item;
    expect(s).toMatchObject({ audience: 'users', recipients: 1 });
    const shareIds = async (bearer: string) => (await feed(bearer)).data.filter((i) => i.type === 'share').map((i) => i._id);
    expect(await shareIds(h.bearer(friend))).toEqual([s._id]);
    expect(await shareIds(h.bearer(sharer))).toEqual([s._id]);
    expect(await shareIds(h.bearer(third))).toEqual([]);
    expect(await shareIds(h.bearer(mentor))).toEqual([]);
  });

  it('when a post is pulled down, then only its author and moderators see it in the feed', async () => {
    const author = await h.user();
    const other = await h.user();
    const mod = await h.user({ roles: ['admin'] });
    const p = await post(h.bearer(author), 'against the rules');
    await request(h.app)
      .post('/api/post/update_post')
      .set('Authorization', h.bearer(mod))
      .send({ postId: p._id, status: 'rejected' })
      .expect(200);
    const ids = async (bearer: string) => (await feed(bearer)).data.map((i) => [i._id, i.status]);
    expect(await ids(h.bearer(author))).toEqual([[p._id, 'rejected']]);
    expect(await ids(h.bearer(mod))).toEqual([[p._id, 'rejected']]);
    expect(await ids(h.bearer(other))).toEqual([]);
  });

  it('when shared content turns private, then the share leaves the feed of everyone but its owner', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const sharer = await h.user();
    const item = await article(h.bearer(mentor));
    await share(h.bearer(sharer), { shareText: 'Look', sharedModel: 'Content', shared: item._id, shareWith: 'everyone' }).expect(201);
    await request(h.app)
      .put(`/api/contents/publish?id=${item._id}`)
      .set('Authorization', h.bearer(mentor))
      .send({ visible: false })
      .expect(200);
    expect((await feed(h.bearer(sharer))).data).toEqual([]);
    expect((await feed(h.bearer(mentor))).data.map((i) => i.type)).toEqual(['share']);
  });

  it('when there are more items than a page, then skip/limit page through them without repeats and hasMore says when to stop', async () => {
    const u = await h.user();
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const p = await post(h.bearer(u), `post ${i}`);
      await age('posts', p._id, 100 - i);
      made.unshift(p._id);
    }
    const item = await article(h.bearer(u));
    await age('contents', item._id, 96.5);
    const first = await feed(h.bearer(u), '?skip=0&limit=3');
    const second = await feed(h.bearer(u), '?skip=3&limit=3');
    const third = await feed(h.bearer(u), '?skip=6&limit=3');
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    const seen = [...first.data, ...second.data, ...third.data].map((i) => i._id);
    expect(seen).toEqual([made[0], made[1], made[2], item._id, made[3], made[4], made[5], made[6]]);
    // SHOW MORE FEEDS raises the limit: the same items, in the same order.
    expect((await feed(h.bearer(u), '?limit=6')).data.map((i) => i._id)).toEqual(seen.slice(0, 6));
  });

  it('when the query is bad, then 400 with the message; without a token, then 401', async () => {
    const u = await h.user();
    const bad = (q: string) => request(h.app).get(`/api/home/feed?${q}`).set('Authorization', h.bearer(u));
    expectError(await bad('limit=101'), 400, 'limit must be at most 100');
    expectError(await bad('limit=0'), 400, 'limit must be at least 1');
    expectError(await bad('skip=-1'), 400, 'skip must be 0 or more');
    expectError(await bad('skip=abc'), 400, 'skip must be a number');
    expectError(await request(h.app).get('/api/home/feed'), 401, MSG.notSignedIn);
    expectError(await request(h.app).get('/api/home/feed').set('Authorization', 'Bearer x.y.z'), 401, MSG.sessionExpired);
  });

  it('when the default page is asked for, then 30 items at most', async () => {
    const u = await h.user();
    await h.database.db.execute(
      sql`insert into posts (user_id, text, created_at) select ${u.id}, 'p' || g, now() - g * interval '1 minute' from generate_series(1, 35) g`,
    );
    const page = await feed(h.bearer(u));
    expect(page.data).toHaveLength(30);
    expect(page.hasMore).toBe(true);
    expect(page.data[0].postText).toBe('p1');
  });
});
