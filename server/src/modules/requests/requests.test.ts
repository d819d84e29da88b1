import { GROUP_MSG, MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';
import { eventOf, liveChannel } from '../../../test/sse';

const h = await createHarness();
beforeEach(() => h.reset());

type Who = { id: string };

const groupOf = async (owner: Who, body: Record<string, unknown> = {}): Promise<string> =>
  (
    await request(h.app)
      .post('/api/discussiongroup')
      .set('Authorization', h.bearer(owner))
      .send({ groupName: 'Data careers', privacy: 'Private', ...body })
      .expect(201)
  ).body.data._id;

const ask = (who: Who | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/user/requesttojoin/new');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send({ whatToJoin: 'group', ...body });
};
/** A pending request of `who` to join the private group: its id. */
const requestOf = async (who: Who, groupId: string): Promise<string> =>
  (await ask(who, { idOfWhatToJoin: groupId }).expect(201)).body.data.request._id;

const decide = (who: Who | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/joinrequests/updateRequestStatus');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send(body);
};
const get = (who: Who | null, url: string) => {
  const req = request(h.app).get(url);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};
const inbox = async (admin: Who) => (await get(admin, `/api/joinrequests/getAllJoinRequests/${admin.id}`).expect(200)).body;
const standing = async (who: Who, groupId: string) => (await get(who, `/api/discussiongroup/${groupId}`).expect(200)).body.data;

describe('POST /api/user/requesttojoin/new', () => {
  it('when someone asks to join a public group, then they join at once with the spec message', async () => {
    const [owner, me] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Public' });
    const res = await ask(me, { idOfWhatToJoin: id }).expect(201);
    expect(res.body).toEqual({ success: true, message: GROUP_MSG.joined, data: { joined: true, request: null } });
    expect(await standing(me, id)).toMatchObject({ isMember: true, isAdmin: false, memberCount: 2 });
    expect((await get(me, '/api/user/requeststojoin/view').expect(200)).body.count).toBe(0);
  });

  it('when someone asks to join a private group, then a pending request goes to its admin', async () => {
    const owner = await h.user();
    const me = await h.user({ firstname: 'Bea', lastname: 'Kato' });
    const id = await groupOf(owner, { groupName: 'Quiet room' });
    const res = await ask(me, { idOfWhatToJoin: id, title: 'I work in data' }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: GROUP_MSG.joinSubmitted,
      data: {
        joined: false,
        request: {
          userId: me.id,
          fullName: 'Bea Kato',
          whatToJoin: 'group',
          idOfWhatToJoin: id,
          nameOfWhatToJoin: 'Quiet room',
          groupId: id,
          toJoinAs: 'member',
          status: 'pending',
          requestStatus: 'pending',
          reason: '',
          title: 'I work in data',
          decidedAt: null,
        },
      },
    });
    expect(await standing(me, id)).toMatchObject({ isMember: false, requested: true, memberCount: 1 });
    expect((await inbox(owner)).data).toMatchObject([{ _id: res.body.data.request._id, userId: me.id }]);
  });

  it('when someone asks again while their request is pending, then 409; a member who asks, then 409', async () => {
    const [owner, me] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    await requestOf(me, id);
    expectError(await ask(me, { idOfWhatToJoin: id }), 409, GROUP_MSG.alreadyRequested);
    expectError(await ask(owner, { idOfWhatToJoin: id }), 409, GROUP_MSG.alreadyMember);
    const open = await groupOf(owner, { privacy: 'Public' });
    await ask(me, { idOfWhatToJoin: open }).expect(201);
    expectError(await ask(me, { idOfWhatToJoin: open }), 409, GROUP_MSG.alreadyMember);
    expect((await inbox(owner)).count).toBe(1);
  });

  it('when a rejected person asks again, then a new pending request is filed', async () => {
    const [owner, me] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    await decide(owner, { requestId: await requestOf(me, id), requestStatus: 'rejected' }).expect(200);
    const again = await requestOf(me, id);
    expect((await inbox(owner)).data.map((r: { _id: string }) => r._id)).toEqual([again]);
  });

  it('when the group is unknown, the account an institution, or the input wrong, then 404, 403 or 400; a guest, then 401', async () => {
    const [owner, me] = [await h.user(), await h.user()];
    const inst = await h.user({ usercategory: ['institution'] });
    const id = await groupOf(owner);
    expectError(await ask(me, { idOfWhatToJoin: '00000000-0000-4000-8000-000000000000' }), 404, GROUP_MSG.groupNotFound);
    expectError(await ask(me, { idOfWhatToJoin: 'nope' }), 404, GROUP_MSG.groupNotFound);
    expectError(await ask(inst, { idOfWhatToJoin: id }), 403, GROUP_MSG.institutionsCannotJoin);
    expectError(await ask(me, { whatToJoin: 'club', idOfWhatToJoin: id }), 400, GROUP_MSG.whatToJoinInvalid);
    expectError(await ask(me, { idOfWhatToJoin: id, toJoinAs: 'boss' }), 400, 'toJoinAs must be member or staff');
    expectError(await ask(null, { idOfWhatToJoin: id }), 401, MSG.notSignedIn);
    expect((await inbox(owner)).count).toBe(0);
  });

  it('when everyone has left a private group, then asking is refused: the group is closed and nobody becomes its admin', async () => {
    const [owner, me] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    await request(h.app).post(`/api/discussiongroup/${id}/leave`).set('Authorization', h.bearer(owner)).expect(200);
    expectError(await ask(me, { idOfWhatToJoin: id }), 409, GROUP_MSG.groupClosed);
    expect(await standing(me, id)).toMatchObject({ isMember: false, isAdmin: false, memberCount: 0, closed: true });
  });
});

describe('GET /api/user/requeststojoin/view', () => {
  it('when I list my requests, then mine only, newest first, with their status, paged', async () => {
    const [a, b, me, other] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const first = await groupOf(a, { groupName: 'First' });
    const second = await groupOf(b, { groupName: 'Second' });
    const firstReq = await requestOf(me, first);
    const secondReq = await requestOf(me, second);
    await requestOf(other, first);
    await decide(a, { requestId: firstReq, requestStatus: 'accepted' }).expect(200);
    const res = await get(me, '/api/user/requeststojoin/view').expect(200);
    expect(res.body.count).toBe(2);
    expect(
      res.body.data.map((r: { _id: string; nameOfWhatToJoin: string; status: string }) => [r._id, r.nameOfWhatToJoin, r.status]),
    ).toEqual([
      [secondReq, 'Second', 'pending'],
      [firstReq, 'First', 'accepted'],
    ]);
    const page = await get(me, '/api/user/requeststojoin/view?skip=1&limit=1').expect(200);
    expect(page.body).toMatchObject({ count: 2, data: [{ _id: firstReq }] });
    expectError(await get(me, '/api/user/requeststojoin/view?limit=0'), 400, 'limit must be at least 1');
    expectError(await get(null, '/api/user/requeststojoin/view'), 401, MSG.notSignedIn);
  });
});

describe('GET /api/joinrequests/getAllJoinRequests/:adminID', () => {
  it("when an admin opens their inbox, then the pending requests they decide, newest first, with the askers' names", async () => {
    const [owner, otherOwner] = [await h.user(), await h.user()];
    const ann = await h.user({ firstname: 'Ann', lastname: 'One' });
    const ben = await h.user({ firstname: 'Ben', lastname: 'Two' });
    const id = await groupOf(owner);
    const elsewhere = await groupOf(otherOwner);
    const annReq = await requestOf(ann, id);
    const benReq = await requestOf(ben, id);
    await requestOf(ann, elsewhere);
    const res = await inbox(owner);
    expect(res.count).toBe(2);
    expect(res.data.map((r: { _id: string; fullName: string }) => [r._id, r.fullName])).toEqual([
      [benReq, 'Ben Two'],
      [annReq, 'Ann One'],
    ]);
    await decide(owner, { requestId: annReq, requestStatus: 'accepted' }).expect(200);
    expect((await inbox(owner)).data.map((r: { _id: string }) => r._id)).toEqual([benReq]);
    const page = await get(owner, `/api/joinrequests/getAllJoinRequests/${owner.id}?skip=1`).expect(200);
    expect(page.body).toMatchObject({ data: [], count: 1 });
  });

  it("when someone opens another person's inbox, then 403 (a site admin may); a guest, then 401", async () => {
    const [owner, other, asker] = [await h.user(), await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    await requestOf(asker, await groupOf(owner));
    expectError(await get(other, `/api/joinrequests/getAllJoinRequests/${owner.id}`), 403, MSG.forbidden);
    expectError(await get(asker, `/api/joinrequests/getAllJoinRequests/${owner.id}`), 403, MSG.forbidden);
    expect((await get(siteAdmin, `/api/joinrequests/getAllJoinRequests/${owner.id}`).expect(200)).body.count).toBe(1);
    expectError(await get(null, `/api/joinrequests/getAllJoinRequests/${owner.id}`), 401, MSG.notSignedIn);
  });

  it('when a site admin opens an inbox by an id that is not a uuid, then the same empty answer as an unknown id (not a 500)', async () => {
    const siteAdmin = await h.user({ roles: ['admin'] });
    const unknown = await get(siteAdmin, '/api/joinrequests/getAllJoinRequests/00000000-0000-4000-8000-000000000000').expect(200);
    expect(unknown.body).toMatchObject({ data: [], count: 0 });
    const res = await get(siteAdmin, '/api/joinrequests/getAllJoinRequests/not-a-uuid');
    expect([res.status, res.body.data, res.body.count]).toEqual([200, [], 0]);
  });

  it('when the last admin leaves and a member takes over, then the new admin sees the pending requests they now decide', async () => {
    const [owner, member, asker] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [member.id] });
    const requestId = await requestOf(asker, id);
    await request(h.app).post(`/api/discussiongroup/${id}/leave`).set('Authorization', h.bearer(owner)).expect(200);
    expect(await standing(member, id)).toMatchObject({ isAdmin: true });
    // The new admin may decide it...
    expectError(await decide(owner, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);
    // ...so it is in their inbox.
    expect((await inbox(member)).data.map((r: { _id: string }) => r._id)).toEqual([requestId]);
  });
});

describe('POST /api/joinrequests/updateRequestStatus', () => {
  it('when the admin accepts, then 200 with the spec message and the person is a member at once', async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    const requestId = await requestOf(asker, id);
    const res = await decide(owner, { requestId, requestStatus: 'accepted' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: GROUP_MSG.statusUpdated,
      data: [{ _id: requestId, userId: asker.id, status: 'accepted', requestStatus: 'accepted', reason: '' }],
    });
    expect(res.body.data[0].decidedAt).not.toBeNull();
    expect(await standing(asker, id)).toMatchObject({ isMember: true, isAdmin: false, requested: false, memberCount: 2 });
    expect((await get(asker, '/api/user/requeststojoin/view').expect(200)).body.data).toMatchObject([{ status: 'accepted' }]);
    expect((await inbox(owner)).count).toBe(0);
  });

  it("when the admin rejects without a reason, then 'No reason appended' is stored; with one, that reason", async () => {
    const [owner, a, b] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner);
    const [ra, rb] = [await requestOf(a, id), await requestOf(b, id)];
    const plain = await decide(owner, { requestId: ra, requestStatus: 'rejected' }).expect(200);
    expect(plain.body.data).toMatchObject([{ status: 'rejected', reason: GROUP_MSG.noReason }]);
    const why = await decide(owner, { requestId: rb, requestStatus: 'rejected', reason: '  Members only from Kampala  ' }).expect(200);
    expect(why.body.data).toMatchObject([{ status: 'rejected', reason: 'Members only from Kampala' }]);
    expect(await standing(a, id)).toMatchObject({ isMember: false, requested: false, memberCount: 1 });
    expect((await get(a, '/api/user/requeststojoin/view').expect(200)).body.data).toMatchObject([
      { status: 'rejected', reason: GROUP_MSG.noReason },
    ]);
  });

  it('when several requests are decided at once (requestIds), then all of them are', async () => {
    const owner = await h.user();
    const people = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner);
    const ids: string[] = [];
    for (const p of people) ids.push(await requestOf(p, id));
    const res = await decide(owner, { requestIds: ids, requestStatus: 'accepted' }).expect(200);
    expect(res.body.data.map((r: { _id: string; status: string }) => [r._id, r.status])).toEqual(ids.map((r) => [r, 'accepted']));
    expect(await standing(owner, id)).toMatchObject({ memberCount: 4 });
    expect((await inbox(owner)).count).toBe(0);
  });

  it('when someone who is not its decider decides, then 403 and the request stays pending', async () => {
    const [owner, member, outsider, asker] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner, { members: [member.id] });
    const requestId = await requestOf(asker, id);
    expectError(await decide(member, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);
    expectError(await decide(outsider, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);
    expectError(await decide(asker, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.cannotDecideOwn);
    expectError(await decide(siteAdmin, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.notDecider);
    expectError(await decide(null, { requestId, requestStatus: 'accepted' }), 401, MSG.notSignedIn);
    expect(await standing(asker, id)).toMatchObject({ isMember: false, requested: true });
  });

  it('when a request is decided twice, then the second is 409 and changes nothing', async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    const requestId = await requestOf(asker, id);
    await decide(owner, { requestId, requestStatus: 'accepted' }).expect(200);
    expectError(await decide(owner, { requestId, requestStatus: 'rejected' }), 409, GROUP_MSG.alreadyDecided);
    expectError(await decide(owner, { requestId, requestStatus: 'accepted' }), 409, GROUP_MSG.alreadyDecided);
    expect((await get(asker, '/api/user/requeststojoin/view').expect(200)).body.data).toMatchObject([{ status: 'accepted' }]);
    expect(await standing(asker, id)).toMatchObject({ isMember: true, memberCount: 2 });
  });

  it('when the input is wrong or the request unknown, then 400 or 404', async () => {
    const owner = await h.user();
    const requestId = await requestOf(await h.user(), await groupOf(owner));
    expectError(await decide(owner, { requestStatus: 'accepted' }), 400, GROUP_MSG.requestIdsRequired);
    expectError(await decide(owner, { requestId, requestStatus: 'maybe' }), 400, GROUP_MSG.requestStatusInvalid);
    expectError(await decide(owner, { requestId }), 400, GROUP_MSG.requestStatusInvalid);
    expectError(await decide(owner, { requestId, requestStatus: 'rejected', reason: 'x'.repeat(301) }), 400, GROUP_MSG.reasonTooLong);
    expectError(
      await decide(owner, { requestId: '00000000-0000-4000-8000-000000000000', requestStatus: 'accepted' }),
      404,
      GROUP_MSG.requestNotFound,
    );
    expectError(await decide(owner, { requestId: 'nope', requestStatus: 'accepted' }), 404, GROUP_MSG.requestNotFound);
    expect((await inbox(owner)).count).toBe(1);
  });

  it('when the group is deleted, then its pending requests go with it', async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    await requestOf(asker, id);
    await request(h.app).delete(`/api/discussiongroup/${id}`).set('Authorization', h.bearer(owner)).expect(200);
    expect((await inbox(owner)).count).toBe(0);
    const mine = (await get(asker, '/api/user/requeststojoin/view').expect(200)).body.data as { status: string }[];
    expect(mine.filter((r) => r.status === 'pending')).toEqual([]);
  });
});

describe('nobody decides their own request (issue 26 #3)', () => {
  it('when a group admin asks to join a discussion whose admin left, then they cannot accept it themself; another admin can', async () => {
    const [owner, coAdmin, talker, other] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [talker.id, other.id, coAdmin.id] });
    // Two admins: the owner and (by the database, as an earlier admin handover would) the co-admin.
    await h.deps.db.execute(sql`update group_members set is_admin = true where group_id = ${id} and user_id = ${coAdmin.id}`);
    const chat = (
      await request(h.app)
        .post('/api/chat')
        .set('Authorization', h.bearer(talker))
        .send({ groupId: id, title: 'Side talk', members: [other.id] })
        .expect(201)
    ).body.data._id as string;
    await request(h.app).post(`/api/discussiongroup/${id}/leave`).set('Authorization', h.bearer(talker)).expect(200);
    const requestId = (await ask(owner, { whatToJoin: 'chat', idOfWhatToJoin: chat }).expect(201)).body.data.request._id as string;
    // Not in their own inbox, and refused when they try.
    expect((await inbox(owner)).data.map((r: { _id: string }) => r._id)).not.toContain(requestId);
    expectError(await decide(owner, { requestId, requestStatus: 'accepted' }), 403, GROUP_MSG.cannotDecideOwn);
    expectError(await get(owner, `/api/chat/getAllChatDiscusions/${id}/${chat}`), 403, GROUP_MSG.notChatMember);
    expect((await inbox(coAdmin)).data.map((r: { _id: string }) => r._id)).toContain(requestId);
    await decide(coAdmin, { requestId, requestStatus: 'accepted' }).expect(200);
    await get(owner, `/api/chat/getAllChatDiscusions/${id}/${chat}`).expect(200);
  });
});

describe('the live channel', () => {
  const open = liveChannel(h.app);
  const live = (who: Who) => open(h.bearer(who));

  it("when the admin decides a request, then the requester receives 'joinrequest.changed' with the decision", async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const id = await groupOf(owner);
    const adminLive = await live(owner);
    const requestId = await requestOf(asker, id);
    const filed = eventOf(await adminLive.next((m) => eventOf(m).type === 'joinrequest.changed'));
    expect(filed).toMatchObject({ actorId: asker.id, data: { requestId, status: 'pending' } });

    const askerLive = await live(asker);
    await decide(owner, { requestId, requestStatus: 'accepted' }).expect(200);
    const decided = eventOf(await askerLive.next((m) => eventOf(m).type === 'joinrequest.changed'));
    expect(decided).toMatchObject({
      actorId: owner.id,
      data: { requestId, userId: asker.id, whatToJoin: 'group', idOfWhatToJoin: id, groupId: id, status: 'accepted' },
    });
    const joined = eventOf(await askerLive.next((m) => eventOf(m).type === 'group.members.changed'));
    expect(joined.data).toMatchObject({ groupId: id, userIds: [asker.id], member: true, memberCount: 2 });
  });
});
