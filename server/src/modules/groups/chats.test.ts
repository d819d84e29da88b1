import { randomUUID } from 'node:crypto';
import { GROUP_MSG, MSG, type ChatMessage } from '@delv/shared';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHER_LOCK } from '../../events/publish';
import { createHarness, expectError, request } from '../../../test/harness';
import { eventOf, liveChannel } from '../../../test/sse';
import { PDF, PNG, TEXT } from '../../../test/fixtures';
import { until } from '../../../test/until';

const h = await createHarness();
beforeEach(() => h.reset());

type Who = { id: string };

const groupOf = async (owner: Who, members: Who[] = [], privacy = 'Private'): Promise<string> =>
  (
    await request(h.app)
      .post('/api/discussiongroup')
      .set('Authorization', h.bearer(owner))
      .send({ groupName: 'Data careers', privacy, members: members.map((m) => m.id) })
      .expect(201)
  ).body.data._id;

const createChat = (who: Who | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/chat');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send({ title: 'Interview tips', ...body });
};
const chatOf = async (owner: Who, groupId: string, members: Who[] = [], title = 'Interview tips'): Promise<string> =>
  (await createChat(owner, { groupId, title, members: members.map((m) => m.id) }).expect(201)).body.data._id;

const send = (who: Who | null, groupId: string, chatId: string, body: Record<string, unknown> = {}) => {
  const req = request(h.app).post('/api/chat/submitchat');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send({ groupId, chatId, ...body });
};
const say = async (who: Who, groupId: string, chatId: string, content: string): Promise<ChatMessage> =>
  (await send(who, groupId, chatId, { content }).expect(201)).body.data;

const get = (who: Who | null, url: string) => {
  const req = request(h.app).get(url);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};
const page = (who: Who | null, groupId: string, chatId: string, query = '') =>
  get(who, `/api/chat/getAllChatDiscusions/${groupId}/${chatId}${query}`);
const chats = async (who: Who, groupId: string) => (await get(who, `/api/chat/${groupId}`).expect(200)).body;
const chatIn = async (who: Who, groupId: string, chatId: string) =>
  (
    (await chats(who, groupId)).data as {
      _id: string;
      unread: number;
      isMember: boolean;
      isAdmin: boolean;
      requested: boolean;
      memberCount: number;
    }[]
  ).find((c) => c._id === chatId)!;
const markRead = (who: Who | null, chatId: string, seq: unknown) => {
  const req = request(h.app).post('/api/chat/read');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send({ chatId, seq });
};
const deleteMessage = (who: Who | null, id: string) => {
  const req = request(h.app).delete(`/api/chat/message/${id}`);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};
const askForChat = (who: Who, chatId: string) =>
  request(h.app)
    .post('/api/user/requesttojoin/new')
    .set('Authorization', h.bearer(who))
    .send({ whatToJoin: 'chat', idOfWhatToJoin: chatId });
const decideChat = (who: Who, body: Record<string, unknown>) =>
  request(h.app).post('/api/chat/submitChatRequestStatus').set('Authorization', h.bearer(who)).send(body);
const contents = (res: { body: { data: ChatMessage[] } }) => res.body.data.map((m) => m.content);

describe('POST /api/chat', () => {
  it('when a group member opens a discussion with members of the group, then 201 and it is listed for them', async () => {
    const [owner, member, other] = [await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member, other]);
    const res = await createChat(member, { groupId, title: '  Interview tips  ', members: [owner.id] }).expect(201);
    expect(res.body).toMatchObject({ success: true, message: GROUP_MSG.chatCreated, data: { _id: expect.any(String) } });
    const list = await chats(member, groupId);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      _id: res.body.data._id,
      groupId,
      title: 'Interview tips',
      adminId: member.id,
      memberCount: 2,
      isMember: true,
      isAdmin: true,
      requested: false,
      unread: 0,
      lastSeq: 0,
      lastMessageAt: null,
    });
    expect(await chatIn(owner, groupId, res.body.data._id)).toMatchObject({ isMember: true, isAdmin: false });
    expect(await chatIn(other, groupId, res.body.data._id)).toMatchObject({ isMember: false, isAdmin: false, unread: 0 });
  });

  it('when a non-member opens one, or names people outside the group, then 403 or 400; a guest, then 401', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member]);
    expectError(await createChat(outsider, { groupId }), 403, GROUP_MSG.notGroupMember);
    const e = expectError(await createChat(owner, { groupId, members: [member.id, outsider.id] }), 400, GROUP_MSG.notGroupMember);
    expect(e.fields).toEqual({ members: GROUP_MSG.notGroupMember });
    expectError(await createChat(owner, { groupId, title: ' ' }), 400, GROUP_MSG.chatTitleRequired);
    expectError(await createChat(owner, { groupId, title: 'x'.repeat(81) }), 400, GROUP_MSG.chatTitleTooLong);
    expectError(await createChat(owner, { groupId: '00000000-0000-4000-8000-000000000000' }), 404, GROUP_MSG.groupNotFound);
    expectError(await createChat(null, { groupId }), 401, MSG.notSignedIn);
    expect((await chats(owner, groupId)).count).toBe(0);
  });
});

describe('GET /api/chat/:groupId', () => {
  it("when a member lists the group's discussions, then each with its unread count (others' messages only), latest activity first", async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member]);
    const quiet = await chatOf(owner, groupId, [member], 'Quiet');
    const busy = await chatOf(owner, groupId, [member], 'Busy');
    await say(owner, groupId, busy, 'one');
    await say(owner, groupId, busy, 'two');
    await say(member, groupId, busy, 'mine');
    await say(owner, groupId, busy, 'three');
    const list = await chats(member, groupId);
    expect(list.data.map((c: { title: string; unread: number }) => [c.title, c.unread])).toEqual([
      ['Busy', 1],
      ['Quiet', 0],
    ]);
    expect((await chatIn(owner, groupId, busy)).unread).toBe(0);
    expect(quiet).toBeTruthy();
    expect((await get(member, `/api/discussiongroup/${groupId}`).expect(200)).body.data.unread).toBe(1);
  });

  it('when someone outside the group lists its discussions, then 403; a guest, then 401; an unknown group, then 404', async () => {
    const [owner, outsider] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [], 'Public');
    await chatOf(owner, groupId);
    expectError(await get(outsider, `/api/chat/${groupId}`), 403, GROUP_MSG.notGroupMember);
    expectError(await get(null, `/api/chat/${groupId}`), 401, MSG.notSignedIn);
    expectError(await get(owner, '/api/chat/00000000-0000-4000-8000-000000000000'), 404, GROUP_MSG.groupNotFound);
    expectError(await get(owner, '/api/chat/nope'), 404, GROUP_MSG.groupNotFound);
  });
});

describe('GET /api/chat/getAllChatDiscusions/:groupId/:chatId', () => {
  it('when only the discussion members may read it, then a group member outside it and an outsider get 403', async () => {
    const [owner, member, bystander, outsider] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member, bystander]);
    const chatId = await chatOf(owner, groupId, [member]);
    await say(owner, groupId, chatId, 'for members');
    expect(contents(await page(member, groupId, chatId).expect(200))).toEqual(['for members']);
    expectError(await page(bystander, groupId, chatId), 403, GROUP_MSG.notChatMember);
    expectError(await page(outsider, groupId, chatId), 403, GROUP_MSG.notChatMember);
    expectError(await page(null, groupId, chatId), 401, MSG.notSignedIn);
    expectError(await page(owner, groupId, '00000000-0000-4000-8000-000000000000'), 404, GROUP_MSG.chatNotFound);
    expectError(await page(owner, '00000000-0000-4000-8000-000000000000', chatId), 404, GROUP_MSG.chatNotFound);
    expectError(await page(owner, groupId, 'nope'), 404, GROUP_MSG.chatNotFound);
  });

  it('when reading, then the newest page first (oldest to newest within it), then older pages through `before`', async () => {
    const owner = await h.user();
    const groupId = await groupOf(owner);
    const chatId = await chatOf(owner, groupId);
    const sent: ChatMessage[] = [];
    for (const text of ['m1', 'm2', 'm3', 'm4', 'm5']) sent.push(await say(owner, groupId, chatId, text));
    const newest = await page(owner, groupId, chatId, '?limit=2').expect(200);
    expect(contents(newest)).toEqual(['m4', 'm5']);
    expect(newest.body.before).toBe(sent[3].seq);
    expect(newest.body.readSeq).toBe(sent[4].seq);
    const older = await page(owner, groupId, chatId, `?limit=2&before=${newest.body.before}`).expect(200);
    expect(contents(older)).toEqual(['m2', 'm3']);
    const oldest = await page(owner, groupId, chatId, `?limit=2&before=${older.body.before}`).expect(200);
    expect(contents(oldest)).toEqual(['m1']);
    expect(oldest.body.before).toBeNull();
    const all = await page(owner, groupId, chatId).expect(200);
    expect(contents(all)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(all.body.before).toBeNull();
    expectError(await page(owner, groupId, chatId, '?before=abc'), 400, GROUP_MSG.cursorInvalid);
  });
});

describe('POST /api/chat/submitchat', () => {
  it('when a member sends a message, then 201 with the whole message and its author', async () => {
    const owner = await h.user({ firstname: 'Ada' });
    const groupId = await groupOf(owner);
    const chatId = await chatOf(owner, groupId);
    const res = await send(owner, groupId, chatId, { content: '  Hello all  ' }).expect(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      chatId,
      groupId,
      userId: owner.id,
      author: { _id: owner.id, firstname: 'Ada', lastname: owner.lastname, usercategory: ['student'], profilePicture: null },
      content: 'Hello all',
      attachment: null,
      clientId: null,
      deleted: false,
    });
    expect(res.body.data.seq).toBeGreaterThan(0);
    expect((await chatIn(owner, groupId, chatId)).isMember).toBe(true);
    expect((await chats(owner, groupId)).data[0]).toMatchObject({ lastSeq: res.body.data.seq, lastMessageAt: res.body.data.createdAt });
  });

  it('when the message is empty or too long, then 400 with the spec messages', async () => {
    const owner = await h.user();
    const groupId = await groupOf(owner);
    const chatId = await chatOf(owner, groupId);
    const e = expectError(await send(owner, groupId, chatId, { content: '   ' }), 400, GROUP_MSG.messageEmpty);
    expect(e.fields).toEqual({ content: GROUP_MSG.messageEmpty });
    expectError(await send(owner, groupId, chatId, {}), 400, GROUP_MSG.messageEmpty);
    expectError(await send(owner, groupId, chatId, { content: 'x'.repeat(2001) }), 400, GROUP_MSG.messageTooLong);
    await send(owner, groupId, chatId, { content: 'x'.repeat(2000) }).expect(201);
    expectError(await send(owner, groupId, chatId, { content: 'hi', clientId: 'abc' }), 400, 'clientId must be a UUID');
    expect(contents(await page(owner, groupId, chatId).expect(200))).toHaveLength(1);
  });

  it('when a PNG or a PDF is attached, then it is stored privately and described; other bytes, then 415', async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member]);
    const chatId = await chatOf(owner, groupId, [member]);
    const attach = (file: Buffer, name: string, content?: string) => {
      const req = request(h.app)
        .post('/api/chat/submitchat')
        .set('Authorization', h.bearer(owner))
        .field('groupId', groupId)
        .field('chatId', chatId);
      return (content ? req.field('content', content) : req).attach('attachment', file, name);
    };
    const png = await attach(PNG, 'photo.png').expect(201);
    expect(png.body.data).toMatchObject({ content: '', attachment: { name: 'photo.png', mimeType: 'image/png', size: PNG.length } });
    expect(png.body.data.attachment.url).toMatch(/^\/files\/private\/chats\/.+\.png\?expires=\d+&signature=/);
    expect(png.body.data.attachment.image).not.toBeNull();
    const pdf = await attach(PDF, 'cv.pdf', 'My CV').expect(201);
    expect(pdf.body.data).toMatchObject({
      content: 'My CV',
      attachment: { name: 'cv.pdf', mimeType: 'application/pdf', size: PDF.length, image: null },
    });
    // A member fetches the file through its signed address.
    const file = await request(h.app).get(pdf.body.data.attachment.url).expect(200);
    expect(
      Buffer.from(file.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expectError(await attach(TEXT, 'fake.png'), 415, GROUP_MSG.attachmentType);
    expect(contents(await page(member, groupId, chatId).expect(200))).toEqual(['', 'My CV']);
  });

  it('when the same clientId is sent twice (even at once), then one message is stored and both answers carry it', async () => {
    const owner = await h.user();
    const groupId = await groupOf(owner);
    const chatId = await chatOf(owner, groupId);
    const clientId = randomUUID();
    const first = await send(owner, groupId, chatId, { content: 'once', clientId }).expect(201);
    const again = await send(owner, groupId, chatId, { content: 'once', clientId }).expect(201);
    expect(first.body.data).toMatchObject({ clientId, content: 'once' });
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.data.seq).toBe(first.body.data.seq);

    const racing = randomUUID();
    const [a, b] = await Promise.all([
      send(owner, groupId, chatId, { content: 'raced', clientId: racing }),
      send(owner, groupId, chatId, { content: 'raced', clientId: racing }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data._id).toBe(b.body.data._id);
    expect(contents(await page(owner, groupId, chatId).expect(200))).toEqual(['once', 'raced']);
  });

  it('when the same clientId is sent to two discussions, then each stores its own message (issue 26 #8: per person and discussion)', async () => {
    const owner = await h.user();
    const groupId = await groupOf(owner);
    const [first, second] = [await chatOf(owner, groupId, [], 'First'), await chatOf(owner, groupId, [], 'Second')];
    const clientId = randomUUID();
    const a = await send(owner, groupId, first, { content: 'to the first', clientId }).expect(201);
    const b = await send(owner, groupId, second, { content: 'to the second', clientId }).expect(201);
    expect(b.body.data).toMatchObject({ chatId: second, content: 'to the second', clientId });
    expect(b.body.data._id).not.toBe(a.body.data._id);
    expect(contents(await page(owner, groupId, first).expect(200))).toEqual(['to the first']);
    expect(contents(await page(owner, groupId, second).expect(200))).toEqual(['to the second']);
    // Sent again to the second (a lost answer): still one there.
    expect((await send(owner, groupId, second, { content: 'to the second', clientId }).expect(201)).body.data._id).toBe(b.body.data._id);
    expect(contents(await page(owner, groupId, second).expect(200))).toEqual(['to the second']);
  });

  it('when someone not in the discussion sends, then 403; a guest, then 401', async () => {
    const [owner, bystander] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [bystander]);
    const chatId = await chatOf(owner, groupId);
    expectError(await send(bystander, groupId, chatId, { content: 'let me in' }), 403, GROUP_MSG.notChatMember);
    expectError(await send(null, groupId, chatId, { content: 'hi' }), 401, MSG.notSignedIn);
    expect(contents(await page(owner, groupId, chatId).expect(200))).toEqual([]);
  });
});

describe('POST /api/chat/read', () => {
  it('when a member marks messages read, then the unread count drops (and never goes back up)', async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member]);
    const chatId = await chatOf(owner, groupId, [member]);
    const sent: ChatMessage[] = [];
    for (const text of ['a', 'b', 'c']) sent.push(await say(owner, groupId, chatId, text));
    expect((await chatIn(member, groupId, chatId)).unread).toBe(3);
    const res = await markRead(member, chatId, sent[1].seq).expect(200);
    expect(res.body.data).toEqual({ readSeq: sent[1].seq });
    expect((await chatIn(member, groupId, chatId)).unread).toBe(1);
    expect((await get(member, `/api/discussiongroup/${groupId}`).expect(200)).body.data.unread).toBe(1);
    // Backwards changes nothing; beyond the last message stops at it.
    expect((await markRead(member, chatId, sent[0].seq).expect(200)).body.data.readSeq).toBe(sent[1].seq);
    expect((await markRead(member, chatId, sent[2].seq + 1000).expect(200)).body.data.readSeq).toBe(sent[2].seq);
    expect((await chatIn(member, groupId, chatId)).unread).toBe(0);
    expect((await page(member, groupId, chatId).expect(200)).body.readSeq).toBe(sent[2].seq);
  });

  it('when someone not in the discussion marks it read, then 403; a guest, then 401; an unknown chat, then 404', async () => {
    const [owner, bystander] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [bystander]);
    const chatId = await chatOf(owner, groupId);
    expectError(await markRead(bystander, chatId, 1), 403, GROUP_MSG.notChatMember);
    expectError(await markRead(null, chatId, 1), 401, MSG.notSignedIn);
    expectError(await markRead(owner, '00000000-0000-4000-8000-000000000000', 1), 404, GROUP_MSG.chatNotFound);
    expectError(await markRead(owner, chatId, -1), 400, GROUP_MSG.cursorInvalid);
  });
});

describe('DELETE /api/chat/message/:id', () => {
  it('when the author deletes their message, then it shows as deleted, without its text', async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member]);
    const chatId = await chatOf(owner, groupId, [member]);
    const m = await say(member, groupId, chatId, 'oops');
    const res = await deleteMessage(member, m._id).expect(200);
    expect(res.body).toMatchObject({ success: true, message: GROUP_MSG.messageDeleted });
    const after = await page(owner, groupId, chatId).expect(200);
    expect(after.body.data).toMatchObject([{ _id: m._id, deleted: true, content: '', attachment: null }]);
    expectError(await deleteMessage(member, m._id), 404, GROUP_MSG.messageNotFound);
  });

  it("when a member deletes another's message, then 403; the group's admin may; an outsider gets 404; a guest 401", async () => {
    const [owner, author, other, outsider] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [author, other]);
    // The group's admin is not in this discussion.
    const chatId = await chatOf(author, groupId, [other]);
    const m = await say(author, groupId, chatId, 'mine');
    expectError(await deleteMessage(other, m._id), 403, GROUP_MSG.notMessageAuthor);
    expectError(await deleteMessage(outsider, m._id), 404, GROUP_MSG.messageNotFound);
    expectError(await deleteMessage(null, m._id), 401, MSG.notSignedIn);
    expectError(await deleteMessage(owner, 'nope'), 404, GROUP_MSG.messageNotFound);
    expect(contents(await page(other, groupId, chatId).expect(200))).toEqual(['mine']);
    await deleteMessage(owner, m._id).expect(200);
    expect((await page(other, groupId, chatId).expect(200)).body.data).toMatchObject([{ deleted: true }]);
  });
});

describe('GET /api/chat/checkChatMember/:groupId/:chatId/:userId', () => {
  it('when a person checks themself, then their standing in the discussion; another person, then 403; a guest, 401', async () => {
    const [owner, member, asker] = [await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [member, asker]);
    const chatId = await chatOf(owner, groupId, [member]);
    await askForChat(asker, chatId).expect(201);
    const check = async (who: Who) => (await get(who, `/api/chat/checkChatMember/${groupId}/${chatId}/${who.id}`).expect(200)).body.data;
    expect(await check(owner)).toEqual({ isMember: true, isAdmin: true, requested: false });
    expect(await check(member)).toEqual({ isMember: true, isAdmin: false, requested: false });
    expect(await check(asker)).toEqual({ isMember: false, isAdmin: false, requested: true });
    expectError(await get(member, `/api/chat/checkChatMember/${groupId}/${chatId}/${owner.id}`), 403, MSG.forbidden);
    expectError(await get(null, `/api/chat/checkChatMember/${groupId}/${chatId}/${owner.id}`), 401, MSG.notSignedIn);
  });
});

describe('joining a discussion by request', () => {
  it('when a group member asks to join a discussion, then its admin sees the request, approves it, and the person reads it', async () => {
    const [owner, chatAdmin, asker] = [await h.user(), await h.user(), await h.user({ firstname: 'Cleo' })];
    const groupId = await groupOf(owner, [chatAdmin, asker]);
    const chatId = await chatOf(chatAdmin, groupId, [], 'Side talk');
    await say(chatAdmin, groupId, chatId, 'welcome');
    expectError(await page(asker, groupId, chatId), 403, GROUP_MSG.notChatMember);

    const asked = await askForChat(asker, chatId).expect(201);
    expect(asked.body).toMatchObject({
      message: GROUP_MSG.chatJoinSubmitted,
      data: {
        joined: false,
        request: { whatToJoin: 'chat', idOfWhatToJoin: chatId, nameOfWhatToJoin: 'Side talk', groupId, status: 'pending' },
      },
    });
    const requestId = asked.body.data.request._id;
    expect(await chatIn(asker, groupId, chatId)).toMatchObject({ isMember: false, requested: true });
    expectError(await askForChat(asker, chatId), 409, GROUP_MSG.alreadyRequested);

    const pending = await get(chatAdmin, `/api/chat/getGroupChatRequests?chatId=${chatId}`).expect(200);
    expect(pending.body).toMatchObject({ count: 1, data: [{ _id: requestId, userId: asker.id, fullName: `Cleo ${asker.lastname}` }] });
    // The group's admin is not the discussion's: not theirs to see or decide.
    expect((await get(owner, `/api/chat/getGroupChatRequests?chatId=${chatId}`).expect(200)).body.count).toBe(0);
    expectError(await decideChat(owner, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);

    const res = await decideChat(chatAdmin, { requestId, requestStatus: 'accepted' }).expect(200);
    expect(res.body).toMatchObject({ message: GROUP_MSG.statusUpdated, data: [{ _id: requestId, status: 'accepted' }] });
    expect(contents(await page(asker, groupId, chatId).expect(200))).toEqual(['welcome']);
    expect(await chatIn(asker, groupId, chatId)).toMatchObject({ isMember: true, requested: false, unread: 1 });
    expect((await chatIn(chatAdmin, groupId, chatId)).memberCount).toBe(2);
    expect((await get(chatAdmin, `/api/chat/getGroupChatRequests?chatId=${chatId}`).expect(200)).body.count).toBe(0);
    expectError(await askForChat(asker, chatId), 409, GROUP_MSG.alreadyMember);
  });

  it('when someone outside the group asks to join a discussion, then 403; an unknown discussion, then 404', async () => {
    const [owner, outsider] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [], 'Public');
    const chatId = await chatOf(owner, groupId);
    expectError(await askForChat(outsider, chatId), 403, GROUP_MSG.notGroupMember);
    expectError(await askForChat(owner, '00000000-0000-4000-8000-000000000000'), 404, GROUP_MSG.chatNotFound);
    expectError(await get(null, `/api/chat/getGroupChatRequests?chatId=${chatId}`), 401, MSG.notSignedIn);
    expectError(await get(owner, '/api/chat/getGroupChatRequests'), 400, 'chatId is required');
  });

  it('when the chatId of the requests list is not a uuid, then the same empty answer as an unknown discussion (not a 500)', async () => {
    const owner = await h.user();
    const unknown = await get(owner, '/api/chat/getGroupChatRequests?chatId=00000000-0000-4000-8000-000000000000').expect(200);
    expect(unknown.body).toMatchObject({ data: [], count: 0 });
    const res = await get(owner, '/api/chat/getGroupChatRequests?chatId=nope');
    expect([res.status, res.body.data, res.body.count]).toEqual([200, [], 0]);
  });

  it('when the asker left the group before the decision, then accepting fails and nothing changes (one transaction)', async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const groupId = await groupOf(owner, [asker]);
    const chatId = await chatOf(owner, groupId);
    const requestId = (await askForChat(asker, chatId).expect(201)).body.data.request._id;
    await request(h.app).post(`/api/discussiongroup/${groupId}/leave`).set('Authorization', h.bearer(asker)).expect(200);
    expectError(await decideChat(owner, { requestId, requestStatus: 'accepted' }), 400, GROUP_MSG.notGroupMember);
    expect((await get(owner, `/api/chat/getGroupChatRequests?chatId=${chatId}`).expect(200)).body.data).toMatchObject([
      { _id: requestId, status: 'pending' },
    ]);
    expect((await chatIn(owner, groupId, chatId)).memberCount).toBe(1);
  });

  it("when a discussion's admin has left the group, then the group's admins decide its requests", async () => {
    const [owner, chatAdmin, asker] = [await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(owner, [chatAdmin, asker]);
    const chatId = await chatOf(chatAdmin, groupId);
    await request(h.app).post(`/api/discussiongroup/${groupId}/leave`).set('Authorization', h.bearer(chatAdmin)).expect(200);
    const requestId = (await askForChat(asker, chatId).expect(201)).body.data.request._id;
    // Someone outside the group no longer decides who joins its discussions.
    expectError(await decideChat(chatAdmin, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);
    await decideChat(owner, { requestId, requestStatus: 'accepted' }).expect(200);
  });
});

describe('the live channel', () => {
  const open = liveChannel(h.app);
  const live = (who: Who) => open(h.bearer(who));

  it("when a member sends a message, then another member's stream gets the whole message and non-members' streams do not", async () => {
    const [author, member, bystander, outsider] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const groupId = await groupOf(author, [member, bystander]);
    const chatId = await chatOf(author, groupId, [member]);
    const [memberLive, bystanderLive, outsiderLive] = [await live(member), await live(bystander), await live(outsider)];

    const sent = await say(author, groupId, chatId, 'a private word');
    const got = eventOf(await memberLive.next((m) => eventOf(m).type === 'chat.message'));
    expect(got).toMatchObject({ type: 'chat.message', actorId: author.id });
    expect(got.data.message).toEqual(sent);

    // A public event published after the message: once it has arrived, the message would have too.
    await groupOf(author, [], 'Public');
    for (const s of [bystanderLive, outsiderLive]) {
      await s.next((m) => eventOf(m).type === 'group.changed');
      expect(s.messages.map((m) => eventOf(m).type)).not.toContain('chat.message');
      expect(s.messages.some((m) => m.data.includes('a private word'))).toBe(false);
    }

    // Deleting and reading reach the members too.
    await deleteMessage(author, sent._id).expect(200);
    expect(eventOf(await memberLive.next((m) => eventOf(m).type === 'chat.message.deleted')).data).toEqual({
      groupId,
      chatId,
      messageId: sent._id,
    });
    await markRead(member, chatId, sent.seq).expect(200);
    expect(eventOf(await memberLive.next((m) => eventOf(m).type === 'chat.read')).data).toEqual({ groupId, chatId, seq: sent.seq });
  });

  // A message is stored and published by one statement (chats.service.ts SEND_STATEMENT): the outbox's
  // readers count on it holding the publishers' lock before its first write gives it a transaction id.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "when the publishers' lock is taken, then a message waits for it before writing anything, and is delivered once it is free",
    async () => {
      const [author, member] = [await h.user(), await h.user()];
      const groupId = await groupOf(author, [member]);
      const chatId = await chatOf(author, groupId, [member]);
      const memberLive = await live(member);
      const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1::int, $2::int)', [PUBLISHER_LOCK.classid, PUBLISHER_LOCK.objid]);
        const sending = send(author, groupId, chatId, { content: 'after the lock' }).then((res) => res);
        const waiting = async () =>
          (
            await holder.query<{ xid: string | null }>(
              `select backend_xid::text as xid from pg_stat_activity
               where datname = current_database() and wait_event = 'advisory' and query like '%insert into chat_messages%'`,
            )
          ).rows;
        await until(async () => (await waiting()).length === 1, 'the message waiting for the lock');
        expect(await waiting()).toEqual([{ xid: null }]);
        await holder.query('select pg_advisory_unlock($1::int, $2::int)', [PUBLISHER_LOCK.classid, PUBLISHER_LOCK.objid]);
        const sent = (await sending).body.data as ChatMessage;
        expect(sent.content).toBe('after the lock');
        expect(eventOf(await memberLive.next((m) => eventOf(m).type === 'chat.message')).data.message).toEqual(sent);
      } finally {
        await holder.end();
      }
    },
  );
});
