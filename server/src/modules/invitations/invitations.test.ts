import { FEED_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../test/harness';

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

  it('when the e-mail is missing, wrong, the own address, or a group category, then 400; a guest 401', async () => {
    const u = await h.user();
    expectError(await invite(h.bearer(u), {}), 400, MSG.emailRequired);
    expectError(await invite(h.bearer(u), { email: 'nope' }), 400, MSG.emailInvalid);
    expectError(await invite(h.bearer(u), { email: u.email }), 400, FEED_MSG.cannotInviteSelf);
    expectError(await invite(h.bearer(u), { email: 'a@example.com', category: 'group' }), 400, FEED_MSG.invitationCategoryInvalid);
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
