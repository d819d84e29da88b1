import { MODERATION_MSG, MSG, type BlockedPerson, type FeedItem } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';
import type { UserRow } from '../users';

const h = await createHarness();
beforeEach(() => h.reset());

const as = (who: UserRow | null) => {
  const auth = <T extends { set(k: string, v: string): T }>(req: T) => (who ? req.set('Authorization', h.bearer(who)) : req);
  return {
    get: (url: string) => auth(request(h.app).get(url)),
    post: (url: string, body: object = {}) => auth(request(h.app).post(url)).send(body),
    delete: (url: string) => auth(request(h.app).delete(url)),
  };
};

const block = (who: UserRow | null, userId: unknown) => as(who).post('/api/blocks', { userId });
const postBy = async (author: UserRow, postText: string): Promise<string> =>
  (await as(author).post('/api/post', { postText }).expect(201)).body.data._id;
const feedOf = async (who: UserRow): Promise<FeedItem[]> => (await as(who).get('/api/home/feed').expect(200)).body.data;
const comment = (who: UserRow, postId: string, commentText = 'Nice') =>
  as(who).post('/api/comment', { commentAbout: 'post', idOfCommentedAbout: postId, commentText });

async function pair() {
  const [amina, baraka] = await Promise.all([h.user({ firstname: 'Amina' }), h.user({ firstname: 'Baraka' })]);
  return { amina, baraka };
}

describe('POST /api/blocks, DELETE /api/blocks/:id, GET /api/blocks', () => {
  it('when a learner blocks two people, then her list shows them newest first, paged, and unblocking takes one off', async () => {
    const { amina, baraka } = await pair();
    const chausiku = await h.user({ firstname: 'Chausiku' });
    const res = await block(amina, baraka.id).expect(201);
    expect(res.body).toEqual({ success: true, message: MODERATION_MSG.personBlocked });
    await block(amina, chausiku.id).expect(201);
    await block(amina, chausiku.id).expect(201); // again: nothing changes
    const list = (await as(amina).get('/api/blocks').expect(200)).body;
    expect(list.count).toBe(2);
    expect((list.data as BlockedPerson[]).map((p) => p.firstname)).toEqual(['Chausiku', 'Baraka']);
    expect(list.data[0]).toEqual({
      _id: chausiku.id,
      firstname: 'Chausiku',
      lastname: chausiku.lastname,
      profilePicture: null,
      blockedAt: expect.any(String),
    });
    const second = (await as(amina).get('/api/blocks?skip=1&limit=1').expect(200)).body;
    expect(second).toMatchObject({ count: 2, data: [{ _id: baraka.id }] });
    // Baraka's list is his own: empty.
    expect((await as(baraka).get('/api/blocks').expect(200)).body).toMatchObject({ data: [], count: 0 });

    const un = await as(amina).delete(`/api/blocks/${chausiku.id}`).expect(200);
    expect(un.body.message).toBe(MODERATION_MSG.personUnblocked);
    expect((await as(amina).get('/api/blocks').expect(200)).body).toMatchObject({ count: 1, data: [{ _id: baraka.id }] });
  });

  it('when a learner blocks herself, then 400; an unknown person, then 404; no userId or a bad page, then 400; a guest, then 401', async () => {
    const { amina } = await pair();
    expectError(await block(amina, amina.id), 400, MODERATION_MSG.cannotBlockSelf);
    expectError(await block(amina, '00000000-0000-4000-8000-000000000000'), 404, MODERATION_MSG.userNotFound);
    expectError(await block(amina, 'abc'), 404, MODERATION_MSG.userNotFound);
    expectError(await block(amina, undefined), 400, MODERATION_MSG.userNotFound);
    expectError(await as(amina).get('/api/blocks?limit=500'), 400, 'limit must be a whole number');
    expectError(await block(null, amina.id), 401, MSG.notSignedIn);
    expectError(await as(null).get('/api/blocks'), 401, MSG.notSignedIn);
  });

  it('when the blocked person unblocks, then nothing changes: only the blocker lifts her block', async () => {
    const { amina, baraka } = await pair();
    await block(amina, baraka.id).expect(201);
    await as(baraka).delete(`/api/blocks/${amina.id}`).expect(200);
    expectError(await as(baraka).post('/api/user/follow', { userId: amina.id }), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
  });
});

describe('once either blocked the other', () => {
  it("then neither sees the other's posts in the feed or by link, and both see them again after an unblock", async () => {
    const { amina, baraka } = await pair();
    const chausiku = await h.user({ firstname: 'Chausiku' });
    const hers = await postBy(amina, 'Amina on careers');
    const his = await postBy(baraka, 'Baraka on careers');
    await postBy(chausiku, 'Chausiku on careers');
    await block(amina, baraka.id).expect(201);

    const texts = async (who: UserRow) => (await feedOf(who)).map((c) => (c.type === 'post' ? c.postText : c.type));
    expect(await texts(amina)).toEqual(['Chausiku on careers', 'Amina on careers']);
    expect(await texts(baraka)).toEqual(['Chausiku on careers', 'Baraka on careers']);
    expect((await texts(chausiku)).length).toBe(3);
    expectError(await as(amina).get(`/api/post/${his}`), 404, 'Post not found');
    expectError(await as(baraka).get(`/api/post/${hers}`), 404, 'Post not found');
    expect((await as(amina).get('/api/post').expect(200)).body.count).toBe(2);

    await as(amina).delete(`/api/blocks/${baraka.id}`).expect(200);
    expect((await texts(amina)).length).toBe(3);
    await as(amina).get(`/api/post/${his}`).expect(200);
  });

  it("then neither may comment on the other's posts, and neither sees the other's comments", async () => {
    const { amina, baraka } = await pair();
    const chausiku = await h.user({ firstname: 'Chausiku' });
    const hers = await postBy(amina, 'Amina asks');
    const theirs = await postBy(chausiku, 'Chausiku asks');
    await comment(baraka, theirs, 'Baraka answers').expect(201);
    await comment(amina, theirs, 'Amina answers').expect(201);
    await block(baraka, amina.id).expect(201);

    expectError(await comment(baraka, hers), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
    const cleared = await postBy(baraka, 'Baraka asks');
    expectError(await comment(amina, cleared), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
    const seen = async (who: UserRow) =>
      ((await as(who).get(`/api/comment/${theirs}`).expect(200)).body.data as { commentText: string }[]).map((c) => c.commentText);
    expect(await seen(amina)).toEqual(['Amina answers']);
    expect(await seen(baraka)).toEqual(['Baraka answers']);
    expect((await seen(chausiku)).sort()).toEqual(['Amina answers', 'Baraka answers']);
  });

  it('then neither may follow the other, and a block ends their follows both ways', async () => {
    const { amina, baraka } = await pair();
    await as(amina).post('/api/user/follow', { userId: baraka.id }).expect(200);
    await as(baraka).post('/api/user/follow', { userId: amina.id }).expect(200);
    await block(amina, baraka.id).expect(201);
    const counts = (await as(amina).get(`/api/user/follow/${amina.id}`).expect(200)).body.data;
    expect(counts).toMatchObject({ followingCount: 0, followersCount: 0 });
    expectError(await as(amina).post('/api/user/follow', { userId: baraka.id }), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
    expectError(await as(baraka).post('/api/user/follow', { userId: amina.id }), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
  });

  it('then neither may start a discussion with the other or write in a discussion of the two, nor add the other to a group', async () => {
    const { amina, baraka } = await pair();
    const chausiku = await h.user({ firstname: 'Chausiku' });
    const groupId = (
      await as(amina)
        .post('/api/discussiongroup', { groupName: 'Data careers', privacy: 'Private', members: [baraka.id, chausiku.id] })
        .expect(201)
    ).body.data._id;
    const chatId = (
      await as(amina)
        .post('/api/chat', { groupId, title: 'Just us', members: [baraka.id] })
        .expect(201)
    ).body.data._id;
    const three = (
      await as(amina)
        .post('/api/chat', { groupId, title: 'All of us', members: [baraka.id, chausiku.id] })
        .expect(201)
    ).body.data._id;
    await as(baraka).post('/api/chat/submitchat', { groupId, chatId, content: 'Hi Amina' }).expect(201);
    await block(amina, baraka.id).expect(201);

    const say = (who: UserRow, id: string) => as(who).post('/api/chat/submitchat', { groupId, chatId: id, content: 'Hello' });
    expectError(await say(baraka, chatId), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
    expectError(await say(amina, chatId), 403, MODERATION_MSG.blockedBetween, 'BLOCKED');
    // A discussion of more people goes on.
    await say(baraka, three).expect(201);
    expectError(
      await as(baraka).post('/api/chat', { groupId, title: 'Again', members: [amina.id] }),
      403,
      MODERATION_MSG.blockedBetween,
      'BLOCKED',
    );
    expectError(
      await as(amina).post('/api/chat', { groupId, title: 'Again', members: [chausiku.id, baraka.id] }),
      403,
      MODERATION_MSG.blockedBetween,
      'BLOCKED',
    );

    const other = (await as(amina).post('/api/discussiongroup', { groupName: 'Night owls', privacy: 'Private' }).expect(201)).body.data._id;
    expectError(
      await as(amina).post('/api/discussiongroup/addmembers', { groupId: other, groupMembers: [baraka.id] }),
      403,
      MODERATION_MSG.blockedBetween,
      'BLOCKED',
    );
  });

  it('then neither may invite the other by e-mail (to the platform or a group)', async () => {
    const { amina, baraka } = await pair();
    await block(baraka, amina.id).expect(201);
    expectError(
      await as(amina).post('/api/invitation', { email: baraka.email, category: 'general' }),
      403,
      MODERATION_MSG.blockedBetween,
      'BLOCKED',
    );
    expectError(
      await as(baraka).post('/api/invitation', { email: amina.email, category: 'general' }),
      403,
      MODERATION_MSG.blockedBetween,
      'BLOCKED',
    );
    await as(amina).post('/api/invitation', { email: 'friend@example.com', category: 'general' }).expect(201);
  });
});
