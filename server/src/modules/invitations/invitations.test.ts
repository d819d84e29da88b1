import { FEED_MSG, GROUP_MSG, MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

const invite = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/invitation/');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/invitation', () => {
  it('when a user invites a friend, then the friend gets a mail with the link, and a repeat reuses the invitation', async () => {
    const u = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const first = await invite(h.bearer(u), { email: 'kato@example.com', category: 'general' }).expect(201);
    const again = await invite(h.bearer(u), { email: 'KATO@example.com' }).expect(201);
    expect(again.body.data._id).toBe(first.body.data._id);
    const mails = (await h.mails()).filter((m) => m.to === 'kato@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Amina Nakato invites you to Delv');
    expect(mails[0].body).toContain(first.body.data.link);
  });

  it('when the e-mail is missing, wrong, the own address, an unknown category or a group category without its group, then 400; a guest 401', async () => {
    const u = await h.user();
    expectError(await invite(h.bearer(u), {}), 400, MSG.emailRequired);
    expectError(await invite(h.bearer(u), { email: 'nope' }), 400, MSG.emailInvalid);
    expectError(await invite(h.bearer(u), { email: u.email }), 400, FEED_MSG.cannotInviteSelf);
    expectError(await invite(h.bearer(u), { email: 'a@example.com', category: 'party' }), 400, FEED_MSG.invitationCategoryInvalid);
    expectError(await invite(h.bearer(u), { email: 'a@example.com', category: 'group' }), 400, FEED_MSG.invitationGroupRequired);
    expectError(await invite(null, { email: 'a@example.com' }), 401, MSG.notSignedIn);
  });
});

describe('GET /api/invitation/:id', () => {
  const keyIn = (body: string) => /invitation\/[0-9a-f-]+\?key=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  it('when the invitee lands with the mailed link, then who invited, the address and whether it has an account', async () => {
    const u = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const existing = await h.user();
    const fresh = (await invite(h.bearer(u), { email: 'new@example.com' })).body.data;
    const known = (await invite(h.bearer(u), { email: existing.email })).body.data;
    const mails = await h.mails();
    const freshKey = keyIn(mails.find((m) => m.to === 'new@example.com')!.body);
    const knownKey = keyIn(mails.find((m) => m.to === existing.email)!.body);
    expect(freshKey).toHaveLength(43);
    const a = await request(h.app).get(`/api/invitation/${fresh._id}?key=${freshKey}`).expect(200);
    expect(a.body.data).toEqual({
      _id: fresh._id,
      email: 'new@example.com',
      category: 'general',
      inviter: { _id: u.id, firstname: 'Amina', lastname: 'Nakato' },
      userExist: 0,
    });
    expect((await request(h.app).get(`/api/invitation/${known._id}/?key=${knownKey}`).expect(200)).body.data.userExist).toBe(1);
    expectError(await request(h.app).get('/api/invitation/00000000-0000-4000-8000-000000000000'), 404, FEED_MSG.invitationNotFound);
    expectError(await request(h.app).get('/api/invitation/nope'), 404, FEED_MSG.invitationNotFound);
  });

  it('when anyone else lands (the copyable link, a signed-in stranger, a wrong or another invitation key), then only who invited', async () => {
    const u = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const existing = await h.user();
    const known = (await invite(h.bearer(u), { email: existing.email })).body.data;
    const other = (await invite(h.bearer(u), { email: 'other@example.com' })).body.data;
    const otherKey = keyIn((await h.mails()).find((m) => m.to === 'other@example.com')!.body);
    expect(known.link).toBe(`http://delv.test/invitation/${known._id}`);
    const stranger = await h.user();
    const only = { _id: known._id, category: 'general', inviter: { _id: u.id, firstname: 'Amina', lastname: 'Nakato' } };
    for (const [path, bearer] of [
      [`/api/invitation/${known._id}`, null],
      [`/api/invitation/${known._id}`, h.bearer(stranger)],
      [`/api/invitation/${known._id}?key=${otherKey}`, null],
      [`/api/invitation/${known._id}?key=${'A'.repeat(43)}`, null],
      [`/api/invitation/${known._id}?key=short`, null],
    ] as const) {
      const req = request(h.app).get(path);
      const res = await (bearer ? req.set('Authorization', bearer) : req).expect(200);
      expect(res.body.data, path).toEqual(only);
    }
    expect(other._id).not.toBe(known._id);
  });
});

describe('group invitations', () => {
  const groupOf = async (owner: Awaited<ReturnType<typeof h.user>>, privacy = 'Private') =>
    (
      await request(h.app)
        .post('/api/discussiongroup')
        .set('Authorization', h.bearer(owner))
        .send({ groupName: 'Night owls', privacy })
        .expect(201)
    ).body.data._id as string;
  const accept = (bearer: string, groupId: string) =>
    request(h.app).post(`/api/invitation/group/${groupId}/accept`).set('Authorization', bearer);
  const isMember = async (who: Awaited<ReturnType<typeof h.user>>, groupId: string) =>
    (await request(h.app).get(`/api/discussiongroup/${groupId}`).set('Authorization', h.bearer(who)).expect(200)).body.data
      .isMember as boolean;

  it('when a member invites to a private group, then the mail names the group, the landing says where to go, and the invitee who signs in is a member', async () => {
    const owner = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const friend = await h.user({ email: 'friend@example.com' });
    const groupId = await groupOf(owner);
    const sent = await invite(h.bearer(owner), { email: 'friend@example.com', category: 'group', categoryID: groupId }).expect(201);
    expect(sent.body.data).toMatchObject({ category: 'group', categoryID: groupId });
    // A general invitation to the same address is another invitation.
    const general = await invite(h.bearer(owner), { email: 'friend@example.com' }).expect(201);
    expect(general.body.data._id).not.toBe(sent.body.data._id);
    const mail = (await h.mails()).find((m) => m.subject === 'Amina Nakato invites you to the group Night owls on Delv')!;
    expect(mail.to).toBe('friend@example.com');
    const landing = await request(h.app).get(`/api/invitation/${sent.body.data._id}`).expect(200);
    expect(landing.body.data).toMatchObject({ category: 'group', categoryID: groupId, groupName: 'Night owls' });

    expect(await isMember(friend, groupId)).toBe(false);
    const res = await accept(h.bearer(friend), groupId).expect(200);
    expect(res.body.message).toBe(GROUP_MSG.joined);
    expect(await isMember(friend, groupId)).toBe(true);
  });

  it('when the invitee had asked to join, then the invitation approves the request', async () => {
    const owner = await h.user();
    const friend = await h.user({ email: 'asker@example.com' });
    const groupId = await groupOf(owner);
    await request(h.app)
      .post('/api/user/requesttojoin/new')
      .set('Authorization', h.bearer(friend))
      .send({ whatToJoin: 'group', idOfWhatToJoin: groupId })
      .expect(201);
    await invite(h.bearer(owner), { email: 'asker@example.com', category: 'group', categoryID: groupId }).expect(201);
    await accept(h.bearer(friend), groupId).expect(200);
    const mine = await request(h.app).get('/api/user/requeststojoin/view').set('Authorization', h.bearer(friend)).expect(200);
    expect(mine.body.data[0]).toMatchObject({ idOfWhatToJoin: groupId, status: 'accepted' });
  });

  it('when someone not invited follows the link, or a non-member invites, then they do not get in', async () => {
    const owner = await h.user();
    const stranger = await h.user();
    const groupId = await groupOf(owner);
    await invite(h.bearer(owner), { email: 'someone.else@example.com', category: 'group', categoryID: groupId }).expect(201);
    expectError(await accept(h.bearer(stranger), groupId), 404, FEED_MSG.invitationNotFound);
    expectError(await accept(h.bearer(stranger), 'nope'), 404, FEED_MSG.invitationNotFound);
    expect(await isMember(stranger, groupId)).toBe(false);
    expectError(
      await invite(h.bearer(stranger), { email: 'x@example.com', category: 'group', categoryID: groupId }),
      403,
      GROUP_MSG.notGroupMember,
    );
    expectError(await request(h.app).post(`/api/invitation/group/${groupId}/accept`), 401, MSG.notSignedIn);
  });

  const leave = (who: { id: string }, groupId: string) =>
    request(h.app).post(`/api/discussiongroup/${groupId}/leave`).set('Authorization', h.bearer(who)).expect(200);
  const addMember = (admin: { id: string }, groupId: string, member: { id: string }) =>
    request(h.app)
      .post('/api/discussiongroup/addmembers')
      .set('Authorization', h.bearer(admin))
      .send({ groupId, groupMembers: [member.id] })
      .expect(200);
  const revoke = (who: { id: string } | null, id: string) => {
    const req = request(h.app).delete(`/api/invitation/${id}`);
    return who ? req.set('Authorization', h.bearer(who)) : req;
  };

  it('when 14 days have passed since it was sent, then it admits nobody (409 expired); sending it again renews it (issue 26 #4)', async () => {
    const owner = await h.user();
    const friend = await h.user({ email: 'late@example.com' });
    const groupId = await groupOf(owner);
    const sent = await invite(h.bearer(owner), { email: 'late@example.com', category: 'group', categoryID: groupId }).expect(201);
    const days = (Date.parse(sent.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    await h.deps.db.execute(
      sql`update invitations set created_at = now() - interval '15 days', modified_at = now() - interval '15 days', expires_at = now() - interval '1 day'`,
    );
    expectError(await accept(h.bearer(friend), groupId), 409, GROUP_MSG.invitationExpired);
    expect(await isMember(friend, groupId)).toBe(false);
    await invite(h.bearer(owner), { email: 'late@example.com', category: 'group', categoryID: groupId }).expect(201);
    await accept(h.bearer(friend), groupId).expect(200);
    expect(await isMember(friend, groupId)).toBe(true);
  });

  it('when the invitee has left and the inviter too, then the old invitation does not let them back in (it admits once, while its sender is in)', async () => {
    const [owner, keeper] = [await h.user(), await h.user()];
    const friend = await h.user({ email: 'back@example.com' });
    const groupId = await groupOf(owner);
    await addMember(owner, groupId, keeper);
    await invite(h.bearer(owner), { email: 'back@example.com', category: 'group', categoryID: groupId }).expect(201);
    await accept(h.bearer(friend), groupId).expect(200);
    await leave(friend, groupId);
    await leave(owner, groupId);
    expectError(await accept(h.bearer(friend), groupId), 404, FEED_MSG.invitationNotFound);
    expect(await isMember(friend, groupId)).toBe(false);
  });

  it('when the inviter left before the invitee came, then the invitation admits nobody', async () => {
    const [owner, keeper] = [await h.user(), await h.user()];
    const friend = await h.user({ email: 'after@example.com' });
    const groupId = await groupOf(owner);
    await addMember(owner, groupId, keeper);
    await invite(h.bearer(owner), { email: 'after@example.com', category: 'group', categoryID: groupId }).expect(201);
    await leave(owner, groupId);
    expectError(await accept(h.bearer(friend), groupId), 404, FEED_MSG.invitationNotFound);
    expect(await isMember(friend, groupId)).toBe(false);
  });

  it('when its sender or a group admin revokes it, then it admits nobody and its landing is gone; others may not revoke it', async () => {
    const [owner, member, stranger] = [await h.user(), await h.user(), await h.user()];
    const friend = await h.user({ email: 'revoked@example.com' });
    const groupId = await groupOf(owner, 'Public');
    await addMember(owner, groupId, member);
    const byOwner = (await invite(h.bearer(owner), { email: 'revoked@example.com', category: 'group', categoryID: groupId }).expect(201))
      .body.data._id as string;
    const byMember = (await invite(h.bearer(member), { email: 'revoked@example.com', category: 'group', categoryID: groupId }).expect(201))
      .body.data._id as string;
    expectError(await revoke(stranger, byOwner), 403, GROUP_MSG.notInviter);
    expectError(await revoke(member, byOwner), 403, GROUP_MSG.notInviter);
    expectError(await revoke(friend, byOwner), 403, GROUP_MSG.notInviter);
    expectError(await revoke(null, byOwner), 401, MSG.notSignedIn);
    expectError(await revoke(owner, 'nope'), 404, FEED_MSG.invitationNotFound);
    expect((await revoke(owner, byOwner).expect(200)).body.message).toBe(GROUP_MSG.invitationRevoked);
    // The group's admin may withdraw a member's invitation to their group.
    await revoke(owner, byMember).expect(200);
    expectError(await revoke(owner, byOwner), 404, FEED_MSG.invitationNotFound);
    expectError(await request(h.app).get(`/api/invitation/${byOwner}`), 404, FEED_MSG.invitationNotFound);
    expectError(await accept(h.bearer(friend), groupId), 404, FEED_MSG.invitationNotFound);
    expect(await isMember(friend, groupId)).toBe(false);
  });

  it('when a member (not an admin) invites to a private group, then the invitation becomes a join request the admins decide', async () => {
    const [owner, member] = [await h.user(), await h.user()];
    const friend = await h.user({ email: 'vouched@example.com' });
    const groupId = await groupOf(owner);
    await addMember(owner, groupId, member);
    await invite(h.bearer(member), { email: 'vouched@example.com', category: 'group', categoryID: groupId }).expect(201);
    const mail = (await h.mails()).find((m) => m.to === 'vouched@example.com')!;
    expect(mail.body).toContain('an admin of the group lets you in. The link works for 14 days.');
    const res = await accept(h.bearer(friend), groupId).expect(200);
    expect(res.body).toMatchObject({ message: GROUP_MSG.joinSubmitted, data: { joined: false } });
    expect(await isMember(friend, groupId)).toBe(false);
    const inbox = await request(h.app)
      .get(`/api/joinrequests/getAllJoinRequests/${owner.id}`)
      .set('Authorization', h.bearer(owner))
      .expect(200);
    expect(inbox.body.data).toMatchObject([{ userId: friend.id, idOfWhatToJoin: groupId, status: 'pending' }]);
    await request(h.app)
      .post('/api/joinrequests/updateRequestStatus')
      .set('Authorization', h.bearer(owner))
      .send({ requestId: inbox.body.data[0]._id, requestStatus: 'accepted' })
      .expect(200);
    expect(await isMember(friend, groupId)).toBe(true);
  });
});
