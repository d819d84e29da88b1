import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GROUP_MSG, INSTITUTION_MSG, MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutions } from '../../db/schema';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';
import { PDF, PNG, TEXT } from '../../../test/fixtures';

const h = await createHarness();
beforeEach(() => h.reset());

type Who = { id: string };

const storedPictures = () => readdir(path.join(h.dir, 'uploads', 'groups')).catch(() => [] as string[]);

const createGroup = (owner: Who | null, body: Record<string, unknown> = {}) => {
  const req = request(h.app).post('/api/discussiongroup');
  return (owner ? req.set('Authorization', h.bearer(owner)) : req).send({ groupName: 'Data careers', privacy: 'Public', ...body });
};
/** A group made by `owner`: its id. */
const groupOf = async (owner: Who, body: Record<string, unknown> = {}): Promise<string> =>
  (await createGroup(owner, body).expect(201)).body.data._id;

const get = (who: Who | null, url: string) => {
  const req = request(h.app).get(url);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};
const addMembers = (who: Who | null, groupId: string, groupMembers: unknown) => {
  const req = request(h.app).post('/api/discussiongroup/addmembers');
  return (who ? req.set('Authorization', h.bearer(who)) : req).send({ groupId, groupMembers });
};
const leave = (who: Who | null, groupId: string) => {
  const req = request(h.app).post(`/api/discussiongroup/${groupId}/leave`);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};
const askToJoin = (who: Who, groupId: string) =>
  request(h.app)
    .post('/api/user/requesttojoin/new')
    .set('Authorization', h.bearer(who))
    .send({ whatToJoin: 'group', idOfWhatToJoin: groupId });
const members = async (who: Who, groupId: string) =>
  (await get(who, `/api/discussiongroup/${groupId}/members`).expect(200)).body as {
    data: { _id: string; isAdmin: boolean }[];
    count: number;
  };

describe('POST /api/discussiongroup', () => {
  it('when a learner creates a group, then 201 with the spec message; they are its admin and only member', async () => {
    const me = await h.user({ firstname: 'Ada' });
    const res = await createGroup(me, {
      groupName: '  Data careers  ',
      hashTag: ['#Data', 'Careers', 'data'],
      description: 'Jobs in data',
    }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: GROUP_MSG.created,
      data: {
        groupName: 'Data careers',
        hashTag: ['data', 'careers'],
        description: 'Jobs in data',
        privacy: 'Public',
        profilePicture: null,
        memberCount: 1,
        isMember: true,
        isAdmin: true,
        requested: false,
        unread: 0,
        can: { edit: true, delete: true, addMembers: true, createChat: true },
      },
    });
    expect(res.body.data.avatars).toEqual([
      { _id: me.id, firstname: 'Ada', lastname: me.lastname, usercategory: ['student'], profilePicture: null },
    ]);
    const list = await members(me, res.body.data._id);
    expect(list.count).toBe(1);
    expect(list.data).toMatchObject([{ _id: me.id, isAdmin: true }]);
  });

  it('when a mentor creates a group with members, then those members join it (not as admins)', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const [b, c] = [await h.user(), await h.user()];
    const res = await createGroup(mentor, { privacy: 'Private', members: [b.id, c.id, mentor.id, b.id] }).expect(201);
    expect(res.body.data).toMatchObject({ memberCount: 3, privacy: 'Private', isAdmin: true });
    const list = await members(mentor, res.body.data._id);
    expect(list.count).toBe(3);
    expect(list.data[0]).toMatchObject({ _id: mentor.id, isAdmin: true });
    expect(
      list.data
        .slice(1)
        .map((m) => [m._id, m.isAdmin])
        .sort(),
    ).toEqual(
      [
        [b.id, false],
        [c.id, false],
      ].sort(),
    );
    const seen = await get(b, `/api/discussiongroup/${res.body.data._id}`).expect(200);
    expect(seen.body.data).toMatchObject({
      isMember: true,
      isAdmin: false,
      can: { edit: false, delete: false, addMembers: false, createChat: true },
    });
  });

  it('when the name or the privacy is missing or wrong, then 400 with the spec messages', async () => {
    const me = await h.user();
    const e = expectError(await createGroup(me, { groupName: '   ' }), 400, GROUP_MSG.groupNameRequired);
    expect(e.fields).toMatchObject({ groupName: GROUP_MSG.groupNameRequired });
    expectError(await createGroup(me, { privacy: undefined }), 400, GROUP_MSG.privacyRequired);
    expectError(await createGroup(me, { privacy: 'Secret' }), 400, GROUP_MSG.privacyRequired);
    expectError(await createGroup(me, { groupName: 'x'.repeat(81) }), 400, GROUP_MSG.groupNameTooLong);
    expect((await get(me, '/api/discussiongroup').expect(200)).body.count).toBe(0);
  });

  it('when an institution account creates a group, then 403 institutionsCannotJoin', async () => {
    const inst = await h.user({ usercategory: ['institution'] });
    expectError(await createGroup(inst), 403, GROUP_MSG.institutionsCannotJoin);
  });

  it('when an institution account, an unconfirmed or an unknown person is among the members, then 400 and no group is made', async () => {
    const me = await h.user();
    const inst = await h.user({ usercategory: ['institution'] });
    const hidden = await h.user({ confirmed: false });
    const e = expectError(await createGroup(me, { members: [inst.id] }), 400, GROUP_MSG.institutionsCannotJoin);
    expect(e.fields).toEqual({ members: GROUP_MSG.institutionsCannotJoin });
    expectError(await createGroup(me, { members: [hidden.id] }), 400, GROUP_MSG.memberAddFailed);
    expectError(await createGroup(me, { members: ['00000000-0000-4000-8000-000000000000'] }), 400, GROUP_MSG.memberAddFailed);
    expect((await createGroup(me, { members: ['not-an-id'] })).status).toBe(400);
    expect((await get(me, '/api/discussiongroup').expect(200)).body.count).toBe(0);
  });

  it('when a guest creates a group, then 401', async () => {
    expectError(await createGroup(null), 401, MSG.notSignedIn);
  });

  it('when a PNG picture comes with the form (members comma-joined), then it is stored and shown on the card', async () => {
    const me = await h.user();
    const [b, c] = [await h.user(), await h.user()];
    const res = await request(h.app)
      .post('/api/discussiongroup')
      .set('Authorization', h.bearer(me))
      .field('groupName', 'With a picture')
      .field('privacy', 'Private')
      .field('hashTag', 'python, ML')
      .field('members', `${b.id},${c.id}`)
      .attach('picture', PNG, 'group.png')
      .expect(201);
    expect(res.body.data).toMatchObject({ groupName: 'With a picture', hashTag: ['python', 'ml'], memberCount: 3 });
    const url: string = res.body.data.profilePicture.publicUrl;
    expect(url).toMatch(/^\/files\/groups\/[0-9a-f-]{36}\.png$/);
    expect(await storedPictures()).toContain(path.basename(url));
  });

  it('when the picture is not an image, then 415 and neither a group nor a file is kept', async () => {
    const me = await h.user();
    const before = await storedPictures();
    const res = await request(h.app)
      .post('/api/discussiongroup')
      .set('Authorization', h.bearer(me))
      .field('groupName', 'Text picture')
      .field('privacy', 'Public')
      .attach('picture', TEXT, 'fake.png');
    expect(res.status).toBe(415);
    expect((await get(me, '/api/discussiongroup').expect(200)).body.count).toBe(0);
    expect(await storedPictures()).toEqual(before);
  });

  it('when a PDF is sent as the group picture, then 415 says only images are allowed (not "or a PDF")', async () => {
    const me = await h.user();
    const res = await request(h.app)
      .post('/api/discussiongroup')
      .set('Authorization', h.bearer(me))
      .field('groupName', 'PDF picture')
      .field('privacy', 'Public')
      .attach('picture', PDF, 'picture.pdf');
    expectError(res, 415, MSG.imageOnly);
  });
});

describe('GET /api/discussiongroup', () => {
  it('when listing, then newest first, paged by skip and limit, with the total count', async () => {
    const me = await h.user();
    for (const name of ['Alpha', 'Beta', 'Gamma']) await groupOf(me, { groupName: name });
    const first = await get(me, '/api/discussiongroup?limit=2').expect(200);
    expect(first.body.count).toBe(3);
    expect(first.body.data.map((g: { groupName: string }) => g.groupName)).toEqual(['Gamma', 'Beta']);
    const second = await get(me, '/api/discussiongroup?skip=2&limit=2').expect(200);
    expect(second.body).toMatchObject({ count: 3, data: [{ groupName: 'Alpha' }] });
    expectError(await get(me, '/api/discussiongroup?limit=101'), 400, 'limit must be at most 100');
    expectError(await get(me, '/api/discussiongroup?skip=-1'), 400, 'skip must be 0 or more');
  });

  it('when searching, then a word of the name (any case) or a whole tag (with or without #) finds the group', async () => {
    const me = await h.user();
    await groupOf(me, { groupName: 'Data Careers in Uganda', hashTag: ['jobs'] });
    await groupOf(me, { groupName: 'Learners circle', hashTag: ['Python', 'ml'] });
    await groupOf(me, { groupName: 'Cooking', hashTag: [] });
    const names = async (search: string) => {
      const res = await get(me, `/api/discussiongroup?search=${encodeURIComponent(search)}`).expect(200);
      expect(res.body.count).toBe(res.body.data.length);
      return res.body.data.map((g: { groupName: string }) => g.groupName);
    };
    expect(await names('careers')).toEqual(['Data Careers in Uganda']);
    expect(await names('UGANDA')).toEqual(['Data Careers in Uganda']);
    expect(await names('python')).toEqual(['Learners circle']);
    expect(await names('#ML')).toEqual(['Learners circle']);
    expect(await names('jobs')).toEqual(['Data Careers in Uganda']);
    expect(await names('nothing like it')).toEqual([]);
    expect(await names('100%_')).toEqual([]);
  });

  it('when mine=true, then only the groups I am in, each with my standing', async () => {
    const [me, other] = [await h.user(), await h.user()];
    const mine = await groupOf(me, { groupName: 'Mine' });
    const joined = await groupOf(other, { groupName: 'Joined', members: [me.id] });
    await groupOf(other, { groupName: 'Not mine' });
    const res = await get(me, '/api/discussiongroup?mine=true').expect(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((g: { _id: string; isAdmin: boolean; isMember: boolean }) => [g._id, g.isMember, g.isAdmin])).toEqual([
      [joined, true, false],
      [mine, true, true],
    ]);
    const all = await get(me, '/api/discussiongroup?mine=false').expect(200);
    expect(all.body.count).toBe(3);
    expect(all.body.data.find((g: { groupName: string }) => g.groupName === 'Not mine')).toMatchObject({ isMember: false, isAdmin: false });
    expectError(await get(me, '/api/discussiongroup?mine=maybe'), 400, 'mine must be true or false');
  });

  it('when a guest lists groups, then 401', async () => {
    expectError(await get(null, '/api/discussiongroup'), 401, MSG.notSignedIn);
    expectError(await get(null, '/api/discussiongroup/suggested'), 401, MSG.notSignedIn);
  });
});

describe('GET /api/discussiongroup/suggested', () => {
  it('when a user asks for suggestions, then groups they are not in, those matching their interests first', async () => {
    const me = await h.user({ interests: ['Python'] });
    const other = await h.user();
    await groupOf(me, { groupName: 'Mine', hashTag: ['python'] });
    await groupOf(other, { groupName: 'Python club', hashTag: ['python'] });
    await groupOf(other, { groupName: 'Big group', members: [(await h.user()).id, (await h.user()).id] });
    const res = await get(me, '/api/discussiongroup/suggested').expect(200);
    expect(res.body.data.map((g: { groupName: string }) => g.groupName)).toEqual(['Python club', 'Big group']);
  });
});

describe('GET /api/discussiongroup/:id', () => {
  it('when any signed-in person opens a private group, then its card with their standing (no rights)', async () => {
    const [owner, other] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private', groupName: 'Quiet room' });
    const res = await get(other, `/api/discussiongroup/${id}`).expect(200);
    expect(res.body.data).toMatchObject({
      _id: id,
      groupName: 'Quiet room',
      privacy: 'Private',
      memberCount: 1,
      isMember: false,
      isAdmin: false,
      requested: false,
      can: { edit: false, delete: false, addMembers: false, createChat: false },
    });
  });

  it('when the group is unknown or the id not a uuid, then 404; a guest, then 401', async () => {
    const me = await h.user();
    const id = await groupOf(me);
    expectError(await get(me, '/api/discussiongroup/00000000-0000-4000-8000-000000000000'), 404, GROUP_MSG.groupNotFound);
    expectError(await get(me, '/api/discussiongroup/nope'), 404, GROUP_MSG.groupNotFound);
    expectError(await get(null, `/api/discussiongroup/${id}`), 401, MSG.notSignedIn);
  });
});

describe('GET /api/discussiongroup/:id/members', () => {
  it('when the group is private, then only its members (and site admins) see the members', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner, { privacy: 'Private', members: [member.id] });
    expectError(await get(outsider, `/api/discussiongroup/${id}/members`), 403, GROUP_MSG.notGroupMember);
    const list = await members(member, id);
    expect(list.count).toBe(2);
    expect(list.data.map((m) => m._id)).toEqual([owner.id, member.id]);
    expect(Object.keys(list.data[0]).sort()).toEqual([
      '_id',
      'firstname',
      'isAdmin',
      'joinedAt',
      'lastname',
      'profilePicture',
      'usercategory',
    ]);
    expect((await members(siteAdmin, id)).count).toBe(2);
  });

  it('when the group is public, then everyone signed in sees its members, paged', async () => {
    const owner = await h.user();
    const people = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Public' });
    for (const p of people) await addMembers(owner, id, [p.id]).expect(200);
    const outsider = await h.user();
    const all = await members(outsider, id);
    expect(all.count).toBe(4);
    expect(all.data.map((m) => m._id)).toEqual([owner.id, ...people.map((p) => p.id)]);
    const page = await get(outsider, `/api/discussiongroup/${id}/members?skip=1&limit=2`).expect(200);
    expect(page.body).toMatchObject({ count: 4, data: [{ _id: people[0].id }, { _id: people[1].id }] });
    expectError(await get(null, `/api/discussiongroup/${id}/members`), 401, MSG.notSignedIn);
    expectError(await get(outsider, '/api/discussiongroup/00000000-0000-4000-8000-000000000000/members'), 404, GROUP_MSG.groupNotFound);
  });
});

describe('GET /api/discussiongroup/:id/checkmember/:userId', () => {
  it('when a person checks themself, then whether they are a member, an admin, or asked to join', async () => {
    const [owner, member, asker] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private', members: [member.id] });
    await askToJoin(asker, id).expect(201);
    const check = async (who: Who) => (await get(who, `/api/discussiongroup/${id}/checkmember/${who.id}`).expect(200)).body.data;
    expect(await check(owner)).toEqual({ isMember: true, isAdmin: true, requested: false });
    expect(await check(member)).toEqual({ isMember: true, isAdmin: false, requested: false });
    expect(await check(asker)).toEqual({ isMember: false, isAdmin: false, requested: true });
  });

  it('when someone checks another person, then 403 (a site admin may); a guest, then 401; an unknown group, then 404', async () => {
    const [owner, other] = [await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner);
    expectError(await get(other, `/api/discussiongroup/${id}/checkmember/${owner.id}`), 403, MSG.forbidden);
    expect((await get(siteAdmin, `/api/discussiongroup/${id}/checkmember/${owner.id}`).expect(200)).body.data).toMatchObject({
      isAdmin: true,
    });
    expectError(await get(null, `/api/discussiongroup/${id}/checkmember/${owner.id}`), 401, MSG.notSignedIn);
    expectError(
      await get(other, `/api/discussiongroup/00000000-0000-4000-8000-000000000000/checkmember/${other.id}`),
      404,
      GROUP_MSG.groupNotFound,
    );
  });
  it('when a site admin checks an id that is not a uuid, then the same answer as for an unknown person (not a 500)', async () => {
    const owner = await h.user();
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner);
    const unknown = await get(siteAdmin, `/api/discussiongroup/${id}/checkmember/00000000-0000-4000-8000-000000000000`).expect(200);
    expect(unknown.body.data).toEqual({ isMember: false, isAdmin: false, requested: false });
    const res = await get(siteAdmin, `/api/discussiongroup/${id}/checkmember/nope`);
    expect([res.status, res.body.data]).toEqual([200, unknown.body.data]);
  });
});

describe('POST /api/discussiongroup/addmembers', () => {
  it('when the admin adds people, then 200 with the spec message, they are members and the count follows', async () => {
    const [owner, b, c] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private' });
    const res = await addMembers(owner, id, [b.id, c.id]).expect(200);
    expect(res.body).toMatchObject({ success: true, message: GROUP_MSG.memberAdded, data: { _id: id, memberCount: 3 } });
    expect((await members(b, id)).data.map((m) => m._id).sort()).toEqual([owner.id, b.id, c.id].sort());
    // Adding a member again changes nothing.
    expect((await addMembers(owner, id, [b.id]).expect(200)).body.data.memberCount).toBe(3);
  });

  it('when a member who is not an admin, or an outsider, adds people, then 403 notGroupAdmin; a guest, then 401', async () => {
    const [owner, member, outsider, d] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [member.id] });
    expectError(await addMembers(member, id, [d.id]), 403, GROUP_MSG.notGroupAdmin);
    expectError(await addMembers(outsider, id, [d.id]), 403, GROUP_MSG.notGroupAdmin);
    expectError(await addMembers(null, id, [d.id]), 401, MSG.notSignedIn);
    expectError(await addMembers(owner, '00000000-0000-4000-8000-000000000000', [d.id]), 404, GROUP_MSG.groupNotFound);
    expect((await members(owner, id)).count).toBe(2);
  });

  it('when an institution account or an unknown person is added, or nobody, then 400', async () => {
    const owner = await h.user();
    const inst = await h.user({ usercategory: ['institution'] });
    const b = await h.user();
    const id = await groupOf(owner);
    const e = expectError(await addMembers(owner, id, [b.id, inst.id]), 400, GROUP_MSG.institutionsCannotJoin);
    expect(e.fields).toEqual({ members: GROUP_MSG.institutionsCannotJoin });
    expectError(await addMembers(owner, id, ['00000000-0000-4000-8000-000000000000']), 400, GROUP_MSG.memberAddFailed);
    expectError(await addMembers(owner, id, []), 400, GROUP_MSG.membersRequired);
    expect((await members(owner, id)).count).toBe(1);
  });

  it("when the admin adds someone who asked to join, then that person's pending request is settled as accepted", async () => {
    const [owner, asker] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private' });
    const requestId = (await askToJoin(asker, id).expect(201)).body.data.request._id;
    await addMembers(owner, id, [asker.id]).expect(200);
    const mine = await get(asker, '/api/user/requeststojoin/view').expect(200);
    expect(mine.body.data).toMatchObject([{ _id: requestId, status: 'accepted', requestStatus: 'accepted' }]);
    expect(mine.body.data[0].decidedAt).not.toBeNull();
    expect((await get(owner, `/api/joinrequests/getAllJoinRequests/${owner.id}`).expect(200)).body.count).toBe(0);
    expect((await get(asker, `/api/discussiongroup/${id}/checkmember/${asker.id}`).expect(200)).body.data).toEqual({
      isMember: true,
      isAdmin: false,
      requested: false,
    });
  });
});

describe('POST /api/discussiongroup/:id/leave', () => {
  it('when a member leaves, then 200 with the spec message and they are out; a non-member, then 403', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [member.id] });
    expect((await leave(member, id).expect(200)).body).toMatchObject({ success: true, message: GROUP_MSG.left });
    expect((await get(member, `/api/discussiongroup/${id}`).expect(200)).body.data).toMatchObject({ isMember: false, memberCount: 1 });
    expectError(await leave(member, id), 403, GROUP_MSG.notGroupMember);
    expectError(await leave(outsider, id), 403, GROUP_MSG.notGroupMember);
    expectError(await leave(null, id), 401, MSG.notSignedIn);
  });

  it('when the last admin leaves, then the longest member becomes the admin', async () => {
    const [owner, first, second] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private' });
    await addMembers(owner, id, [first.id]).expect(200);
    await addMembers(owner, id, [second.id]).expect(200);
    await leave(owner, id).expect(200);
    const list = await members(first, id);
    expect(list.count).toBe(2);
    expect(list.data.map((m) => [m._id, m.isAdmin])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await get(first, `/api/discussiongroup/${id}`).expect(200)).body.data.can).toMatchObject({ edit: true, addMembers: true });
    const third = await h.user();
    await addMembers(first, id, [third.id]).expect(200);
  });
});

describe('PUT /api/discussiongroup/:id', () => {
  it('when the admin edits the group, then 200 with the new name, tags, privacy and picture', async () => {
    const owner = await h.user();
    const id = await groupOf(owner, { groupName: 'Old', privacy: 'Public' });
    const res = await request(h.app)
      .put(`/api/discussiongroup/${id}`)
      .set('Authorization', h.bearer(owner))
      .send({ groupName: 'New name', privacy: 'Private', hashTag: ['#AI'], description: 'Now private' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: GROUP_MSG.updated,
      data: { _id: id, groupName: 'New name', privacy: 'Private', hashTag: ['ai'], description: 'Now private', memberCount: 1 },
    });
    const withPicture = await request(h.app)
      .put(`/api/discussiongroup/${id}`)
      .set('Authorization', h.bearer(owner))
      .field('groupName', 'New name')
      .field('privacy', 'Private')
      .attach('picture', PNG, 'new.png')
      .expect(200);
    expect(withPicture.body.data.profilePicture.publicUrl).toMatch(/^\/files\/groups\//);
    expectError(
      await request(h.app).put(`/api/discussiongroup/${id}`).set('Authorization', h.bearer(owner)).send({ privacy: 'Public' }),
      400,
      GROUP_MSG.groupNameRequired,
    );
  });

  it('when a member who is not an admin or an outsider edits, then 403 (a site admin may); a guest, then 401', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner, { groupName: 'Kept', members: [member.id] });
    const edit = (who: Who | null) => {
      const req = request(h.app).put(`/api/discussiongroup/${id}`);
      return (who ? req.set('Authorization', h.bearer(who)) : req).send({ groupName: 'Taken over', privacy: 'Public' });
    };
    expectError(await edit(member), 403, GROUP_MSG.notGroupAdmin);
    expectError(await edit(outsider), 403, GROUP_MSG.notGroupAdmin);
    expectError(await edit(null), 401, MSG.notSignedIn);
    expect((await get(owner, `/api/discussiongroup/${id}`).expect(200)).body.data.groupName).toBe('Kept');
    expect((await edit(siteAdmin).expect(200)).body.data.groupName).toBe('Taken over');
  });
});

describe('DELETE /api/discussiongroup/:id', () => {
  it('when the admin deletes the group, then 200 with the spec message and it is gone with its discussions', async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [member.id] });
    const chat = (
      await request(h.app)
        .post('/api/chat')
        .set('Authorization', h.bearer(owner))
        .send({ groupId: id, title: 'Talk', members: [member.id] })
        .expect(201)
    ).body.data._id;
    await request(h.app)
      .post('/api/chat/submitchat')
      .set('Authorization', h.bearer(owner))
      .field('groupId', id)
      .field('chatId', chat)
      .attach('attachment', PNG, 'p.png')
      .expect(201);
    const chatFiles = () => readdir(path.join(h.dir, 'uploads', 'private', 'chats', chat)).catch(() => [] as string[]);
    expect(await chatFiles()).toHaveLength(1);

    const res = await request(h.app).delete(`/api/discussiongroup/${id}`).set('Authorization', h.bearer(owner)).expect(200);
    expect(res.body).toMatchObject({ success: true, message: GROUP_MSG.deleted });
    expectError(await get(member, `/api/discussiongroup/${id}`), 404, GROUP_MSG.groupNotFound);
    expectError(await get(member, `/api/chat/getAllChatDiscusions/${id}/${chat}`), 404, GROUP_MSG.chatNotFound);
    expect((await get(member, '/api/discussiongroup?mine=true').expect(200)).body.count).toBe(0);
    expect(await chatFiles()).toEqual([]);
  });

  it('when a member who is not an admin or an outsider deletes, then 403; a guest, then 401; a site admin may', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const siteAdmin = await h.user({ roles: ['admin'] });
    const id = await groupOf(owner, { members: [member.id] });
    const del = (who: Who | null) => {
      const req = request(h.app).delete(`/api/discussiongroup/${id}`);
      return who ? req.set('Authorization', h.bearer(who)) : req;
    };
    expectError(await del(member), 403, GROUP_MSG.notGroupAdmin);
    expectError(await del(outsider), 403, GROUP_MSG.notGroupAdmin);
    expectError(await del(null), 401, MSG.notSignedIn);
    await get(owner, `/api/discussiongroup/${id}`).expect(200);
    await del(siteAdmin).expect(200);
    expectError(await del(owner), 404, GROUP_MSG.groupNotFound);
  });
});

describe('when an account is deleted', () => {
  it('then its groups count one member less, a group it looked after gets a new admin, and its discussions count it out', async () => {
    const [owner, first, second] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private' });
    await addMembers(owner, id, [first.id]).expect(200);
    await addMembers(owner, id, [second.id]).expect(200);
    const chat = (
      await request(h.app)
        .post('/api/chat')
        .set('Authorization', h.bearer(owner))
        .send({ groupId: id, title: 'Talk', members: [first.id, second.id] })
        .expect(201)
    ).body.data._id;
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(owner)).send({ password: PASSWORD }).expect(200);
    const list = await members(first, id);
    expect(list.count).toBe(2);
    expect(list.data.map((m) => [m._id, m.isAdmin])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const talk = (await get(first, `/api/chat/${id}`).expect(200)).body.data.find((c: { _id: string }) => c._id === chat);
    expect(talk).toMatchObject({ memberCount: 2, adminId: '' });
  });
});

describe('a private group without members (issue 26 #3)', () => {
  it('when the last member leaves and a stranger asks to join, then the group is closed: no member, no admin, no history', async () => {
    const [owner, stranger] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private' });
    const chat = (
      await request(h.app)
        .post('/api/chat')
        .set('Authorization', h.bearer(owner))
        .send({ groupId: id, title: 'Secrets', members: [] })
        .expect(201)
    ).body.data._id as string;
    await request(h.app)
      .post('/api/chat/submitchat')
      .set('Authorization', h.bearer(owner))
      .send({ groupId: id, chatId: chat, content: 'the old history' })
      .expect(201);
    await leave(owner, id).expect(200);

    expectError(await askToJoin(stranger, id), 409, GROUP_MSG.groupClosed);
    const card = (await get(stranger, `/api/discussiongroup/${id}`).expect(200)).body.data;
    expect(card).toMatchObject({ isMember: false, isAdmin: false, memberCount: 0, closed: true });
    expect(card.can).toMatchObject({ join: false, read: false, edit: false, addMembers: false });
    expectError(await get(stranger, `/api/chat/${id}`), 403, GROUP_MSG.notGroupMember);
    expectError(await get(stranger, `/api/chat/getAllChatDiscusions/${id}/${chat}`), 403, GROUP_MSG.notChatMember);
    // The stranger's chat request cannot be filed, let alone accepted by themself.
    expectError(
      await request(h.app)
        .post('/api/user/requesttojoin/new')
        .set('Authorization', h.bearer(stranger))
        .send({ whatToJoin: 'chat', idOfWhatToJoin: chat }),
      403,
      GROUP_MSG.notGroupMember,
    );
    // A site admin may still remove it.
    const siteAdmin = await h.user({ roles: ['admin'] });
    await request(h.app).delete(`/api/discussiongroup/${id}`).set('Authorization', h.bearer(siteAdmin)).expect(200);
  });

  it('when the last member of a public group leaves, then nobody joins it either (asking never makes an admin)', async () => {
    const [owner, stranger] = [await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Public' });
    await leave(owner, id).expect(200);
    expectError(await askToJoin(stranger, id), 409, GROUP_MSG.groupClosed);
    expect((await get(stranger, `/api/discussiongroup/${id}`).expect(200)).body.data).toMatchObject({ isMember: false, isAdmin: false });
  });
});

describe('a private group seen from outside (issue 26 #5)', () => {
  it('when an outsider lists, opens or is suggested a private group, then only its name, description, privacy and count: no members', async () => {
    const [owner, member, outsider] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { privacy: 'Private', members: [member.id], description: 'Quiet', hashTag: ['data'] });
    const one = (await get(outsider, `/api/discussiongroup/${id}`).expect(200)).body.data;
    expect(one).toMatchObject({ groupName: 'Data careers', description: 'Quiet', privacy: 'Private', memberCount: 2, avatars: [] });
    expect(one.can).toMatchObject({ read: false, join: true });
    const listed = (await get(outsider, '/api/discussiongroup').expect(200)).body.data.find((g: { _id: string }) => g._id === id);
    expect(listed.avatars).toEqual([]);
    const suggested = (await get(outsider, '/api/discussiongroup/suggested').expect(200)).body.data.find(
      (g: { _id: string }) => g._id === id,
    );
    expect(suggested.avatars).toEqual([]);
    // Its members still see who is in it.
    expect((await get(member, `/api/discussiongroup/${id}`).expect(200)).body.data.avatars).toHaveLength(2);
    expect((await get(member, `/api/discussiongroup/${id}`).expect(200)).body.data.can).toMatchObject({ read: true, join: false });
  });
});

describe('member counts under parallel calls (issue 26 #6)', () => {
  const rowsOf = async (groupId: string) => {
    const result = await h.deps.db.execute(sql`select count(*)::int as n from group_members where group_id = ${groupId}`);
    return ((result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]))[0].n;
  };
  const countOf = async (who: Who, groupId: string) =>
    (await get(who, `/api/discussiongroup/${groupId}`).expect(200)).body.data.memberCount;

  it('when one member sends 20 parallel leaves, then one succeeds, the others are refused, and the count equals the rows', async () => {
    const [owner, a, b] = [await h.user(), await h.user(), await h.user()];
    const id = await groupOf(owner, { members: [a.id, b.id] });
    const chat = (
      await request(h.app)
        .post('/api/chat')
        .set('Authorization', h.bearer(owner))
        .send({ groupId: id, title: 'All', members: [a.id, b.id] })
        .expect(201)
    ).body.data._id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => leave(a, id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(19);
    expect(await rowsOf(id)).toBe(2);
    expect(await countOf(owner, id)).toBe(2);
    // The discussion it was in counts the same way.
    const talk = (await get(owner, `/api/chat/${id}`).expect(200)).body.data.find((c: { _id: string }) => c._id === chat);
    expect(talk.memberCount).toBe(2);
  });

  it('when one person sends 20 parallel joins of a public group, and 10 people join at once, then the count equals the rows', async () => {
    const owner = await h.user();
    const me = await h.user();
    const id = await groupOf(owner, { privacy: 'Public' });
    const mine = await Promise.all(Array.from({ length: 20 }, () => askToJoin(me, id)));
    expect(mine.filter((r) => r.status === 201)).toHaveLength(1);
    const people = await Promise.all(Array.from({ length: 10 }, () => h.user()));
    await Promise.all(people.map((p) => askToJoin(p, id).expect(201)));
    expect(await rowsOf(id)).toBe(12);
    expect(await countOf(owner, id)).toBe(12);
  });

  it('when members leave while others join, all at once, then the count equals the rows', async () => {
    const owner = await h.user();
    const leavers = await Promise.all(Array.from({ length: 8 }, () => h.user()));
    const joiners = await Promise.all(Array.from({ length: 8 }, () => h.user()));
    const id = await groupOf(owner, { privacy: 'Public', members: leavers.map((p) => p.id) });
    await Promise.all([
      ...leavers.flatMap((p) => [leave(p, id), leave(p, id)]),
      ...joiners.flatMap((p) => [askToJoin(p, id), askToJoin(p, id)]),
    ]);
    expect(await rowsOf(id)).toBe(9);
    expect(await countOf(owner, id)).toBe(9);
  });
});

describe("an institution's groups (issue 27 #16)", () => {
  async function institutionAdmin() {
    const admin = await h.user({ usercategory: ['institution'] });
    const [row] = await h.deps.db
      .insert(institutions)
      .values({ institutionName: 'Gulu Nursing Institute', institutionType: 'Health', country: 'Uganda', admins: [admin.id] })
      .returning();
    return { admin, institutionId: row.id };
  }

  it("when an institution's admin creates a group for it, then its admins run it without being members; nobody else may", async () => {
    const { admin, institutionId } = await institutionAdmin();
    const [learner, stranger] = [await h.user(), await h.user()];
    const made = await createGroup(admin, {
      groupName: 'Midwifery year 1',
      privacy: 'Private',
      institutionId,
      members: [learner.id],
    }).expect(201);
    expect(made.body.data).toMatchObject({
      institutionId,
      isMember: false,
      isAdmin: true,
      memberCount: 1,
      closed: false,
      can: { read: true, join: false, leave: false, edit: true, addMembers: true, decide: true, createChat: false },
    });
    const id = made.body.data._id as string;
    expect((await members(admin, id)).data.map((m) => [m._id, m.isAdmin])).toEqual([[learner.id, false]]);
    expectError(await createGroup(stranger, { institutionId }), 403, INSTITUTION_MSG.adminsOnly);
    expectError(await createGroup(stranger, { institutionId: 'nope' }), 403, INSTITUTION_MSG.adminsOnly);
    // Its Groups page lists its groups.
    const listed = await get(admin, `/api/discussiongroup?institution=${institutionId}`).expect(200);
    expect(listed.body).toMatchObject({ count: 1, data: [{ _id: id, isAdmin: true }] });
    expect((await get(admin, '/api/discussiongroup?institution=nope').expect(200)).body.count).toBe(0);
  });

  it("when someone asks to join an institution's private group, then its admins see and decide the request, and the asker is a plain member", async () => {
    const { admin, institutionId } = await institutionAdmin();
    const [asker, member] = [await h.user(), await h.user()];
    const id = (await createGroup(admin, { privacy: 'Private', institutionId, members: [member.id] }).expect(201)).body.data._id as string;
    const requestId = (await askToJoin(asker, id).expect(201)).body.data.request._id as string;
    expect((await get(admin, `/api/discussiongroup?institution=${institutionId}`).expect(200)).body.data[0].pendingRequests).toBe(1);
    expect((await get(member, `/api/discussiongroup/${id}`).expect(200)).body.data.pendingRequests).toBe(0);
    const pending = await get(admin, `/api/discussiongroup/${id}/requests`).expect(200);
    expect(pending.body).toMatchObject({ count: 1, data: [{ _id: requestId, userId: asker.id, status: 'pending' }] });
    expectError(await get(member, `/api/discussiongroup/${id}/requests`), 403, GROUP_MSG.notGroupAdmin);
    expectError(await get(asker, `/api/discussiongroup/${id}/requests`), 403, GROUP_MSG.notGroupAdmin);
    await request(h.app)
      .post('/api/joinrequests/updateRequestStatus')
      .set('Authorization', h.bearer(admin))
      .send({ requestId, requestStatus: 'accepted' })
      .expect(200);
    expect((await get(asker, `/api/discussiongroup/${id}`).expect(200)).body.data).toMatchObject({ isMember: true, isAdmin: false });
  });

  it("when every member leaves an institution's group, then it stays open: the institution's admins still decide who comes in", async () => {
    const { admin, institutionId } = await institutionAdmin();
    const [member, next] = [await h.user(), await h.user()];
    const id = (await createGroup(admin, { privacy: 'Private', institutionId, members: [member.id] }).expect(201)).body.data._id as string;
    await leave(member, id).expect(200);
    expect((await get(next, `/api/discussiongroup/${id}`).expect(200)).body.data).toMatchObject({ closed: false, memberCount: 0 });
    expect((await askToJoin(next, id).expect(201)).body.data.joined).toBe(false);
    expect((await get(admin, `/api/discussiongroup/${id}/requests`).expect(200)).body.count).toBe(1);
    expect((await get(next, `/api/discussiongroup/${id}`).expect(200)).body.data.isAdmin).toBe(false);
  });
});
