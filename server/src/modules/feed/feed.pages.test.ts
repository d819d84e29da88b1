import { MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../test/harness';
import { until } from '../../test/until';
import type { UserRow } from '../users/users.service';

// Window, pages and signed-in users kept for a minute: within a test only a change can drop them.
const h = await createHarness({ FEED_CACHE_MS: '60000', FEED_PAGE_MS: '60000' });
beforeEach(async () => {
  // Emptying the tables tells every process to drop what it kept (a notice, on PostgreSQL a moment later).
  const mark = h.deps.changes!.now();
  await h.reset();
  while (!h.deps.changes!.everythingChangedSince(mark)) await new Promise((r) => setTimeout(r, 5));
});

type Card = { _id: string; type: string; likes: number; comments: number; likedByMe: boolean };
const feed = async (user: UserRow) =>
  (await request(h.app).get('/api/home/feed/').set('Authorization', h.bearer(user)).expect(200)).body.data as Card[];
const post = async (user: UserRow, postText: string) =>
  (await request(h.app).post('/api/post').set('Authorization', h.bearer(user)).send({ postText }).expect(201)).body.data as Card;

/** Changes made by others reach this process as database notices: on PostgreSQL a moment after their commit. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/home/feed with pages kept', () => {
  it('when only what the page does not track changed, then the kept page is served again (until FEED_PAGE_MS)', async () => {
    const [me, owner, third] = [await h.user(), await h.user(), await h.user()];
    const item = (await request(h.app).post('/api/contents').set('Authorization', h.bearer(owner))
      .send({ title: 'Data science', category: 'Article', sourceLink: 'https://example.com/a' }).expect(201)).body.data as { _id: string };
    await request(h.app).post('/api/share/content').set('Authorization', h.bearer(me))
      .send({ shareText: 'Read this', sharedModel: 'Content', shared: item._id, shareWith: 'everyone' }).expect(201);
    expect((await feed(me)).map((c) => [c.type, c.likes])).toEqual([['share', 0], ['content', 0]]);
    // A like on the item I shared: a notice about the liker and the item's owner, not me (and the
    // window keeps its minute here).
    const before = h.deps.changes!.now();
    await h.database.db.execute(sql`insert into likes (kind, item_id, user_id) values ('content', ${item._id}, ${third.id})`);
    // The notice about the liker has arrived (any about me would have come with it).
    await until(() => !h.deps.changes!.unchangedSince(before, third.id), 'the notice about the like');
    expect((await feed(me)).map((c) => [c.type, c.likes])).toEqual([['share', 0], ['content', 0]]);
  });

  it('when someone comments on the viewer\'s post, then their kept page is dropped and the count is right', async () => {
    const [me, other] = [await h.user(), await h.user()];
    const mine = await post(me, 'mine');
    expect((await feed(me)).map((c) => c.comments)).toEqual([0]);
    await h.database.db.execute(sql`insert into comments (kind, item_id, user_id, text) values ('post', ${mine._id}, ${other.id}, 'x')`);
    expect((await eventually(() => feed(me), (cards) => cards[0].comments === 1)).map((c) => c.comments)).toEqual([1]);
  });

  it('when the viewer posts or likes, then their very next page shows it', async () => {
    const [me, other] = [await h.user(), await h.user()];
    const theirs = await post(other, 'theirs');
    expect((await feed(me)).map((c) => c._id)).toEqual([theirs._id]);
    await request(h.app).post('/api/like').set('Authorization', h.bearer(me)).send({ likedAbout: 'post', idOfLikedAbout: theirs._id }).expect(200);
    expect((await feed(me)).map((c) => c.likedByMe)).toEqual([true]);
    const mine = await post(me, 'mine');
    expect((await feed(me)).map((c) => c._id)).toEqual([mine._id, theirs._id]);
  });

  it('when someone shares an item with the viewer, then the viewer\'s kept page is dropped and the share shows', async () => {
    const [me, sharer] = [await h.user(), await h.user()];
    const item = (await request(h.app).post('/api/contents').set('Authorization', h.bearer(sharer))
      .send({ title: 'Data science', category: 'Article', sourceLink: 'https://example.com/a' }).expect(201)).body.data as { _id: string };
    const before = await feed(me);
    await request(h.app).post('/api/share/content').set('Authorization', h.bearer(sharer))
      .send({ shareText: 'For you', sharedModel: 'Content', shared: item._id, shareWith: 'users', to: [me.id] }).expect(201);
    const after = await eventually(() => feed(me), (cards) => cards.length > before.length);
    expect(after.map((c) => c.type)).toEqual(['share', ...before.map((c) => c.type)]);
  });

  it('when a moderator pulls a post down, then another moderator\'s kept page shows it pulled down', async () => {
    const [author, mod, otherMod] = [await h.user(), await h.user({ roles: ['admin'] }), await h.user({ roles: ['claimReviewer'] })];
    const p = await post(author, 'spam');
    const status = async () => ((await feed(otherMod))[0] as Card & { status: string }).status;
    expect(await status()).toBe('active');
    await request(h.app).post('/api/post/update_post').set('Authorization', h.bearer(mod)).send({ postId: p._id, status: 'rejected' }).expect(200);
    expect(await eventually(status, (s) => s === 'rejected')).toBe('rejected');
  });
});

describe('signed-in users kept in memory', () => {
  it('when a user logs out, then their old token is refused at once', async () => {
    const me = await h.user();
    await feed(me);
    await request(h.app).get('/api/auth/logout').set('Authorization', h.bearer(me)).expect(200);
    expectError(await request(h.app).get('/api/home/feed/').set('Authorization', h.bearer(me)), 401, MSG.sessionExpired);
  });

  it('when a user\'s roles change in the database, then the kept row is dropped and the new roles apply', async () => {
    const [me, other] = [await h.user(), await h.user()];
    const points = () => request(h.app).get(`/api/user/points/${other.id}`).set('Authorization', h.bearer(me));
    expectError(await points(), 403, MSG.forbidden);
    await h.database.db.execute(sql`update users set roles = '{admin}' where id = ${me.id}`);
    expect((await eventually(points, (res) => res.status === 200)).status).toBe(200);
  });
});
