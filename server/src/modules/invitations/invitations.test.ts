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
  it('when the landing page loads, then who invited and whether the address has an account', async () => {
    const u = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const existing = await h.user();
    const fresh = (await invite(h.bearer(u), { email: 'new@example.com' })).body.data;
    const known = (await invite(h.bearer(u), { email: existing.email })).body.data;
    const a = await request(h.app).get(`/api/invitation/${fresh._id}`).expect(200);
    expect(a.body.data).toEqual({ _id: fresh._id, email: 'new@example.com', category: 'general', inviter: { _id: u.id, firstname: 'Amina', lastname: 'Nakato' }, userExist: 0 });
    expect((await request(h.app).get(`/api/invitation/${known._id}/`).expect(200)).body.data.userExist).toBe(1);
    expectError(await request(h.app).get('/api/invitation/00000000-0000-4000-8000-000000000000'), 404, FEED_MSG.invitationNotFound);
    expectError(await request(h.app).get('/api/invitation/nope'), 404, FEED_MSG.invitationNotFound);
  });
});
