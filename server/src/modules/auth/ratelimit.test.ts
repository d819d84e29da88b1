import { MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness({ RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_MAX: '2' });
beforeEach(() => h.reset());

describe('rate limits', () => {
  it("when one IP keeps guessing one account's password, then the 4th attempt is 429 tooManyRequests", async () => {
    const u = await h.user();
    for (let i = 0; i < 3; i++) {
      expectError(await request(h.app).post('/api/auth/login').send({ email: u.email, password: 'wrong' }), 401, MSG.loginIncorrect);
    }
    const res = await request(h.app).post('/api/auth/login').send({ email: u.email, password: PASSWORD });
    expectError(res, 429, MSG.tooManyRequests, 'RATE_LIMITED');
    expect(res.headers).toHaveProperty('ratelimit');
    // Another account from the same IP is not locked out by the first one's limit.
    const v = await h.user();
    expect((await request(h.app).post('/api/auth/login').send({ email: v.email, password: PASSWORD })).status).toBe(200);
  });

  const sensitive: [string, string, Record<string, unknown>][] = [
    ['sign-up', '/api/user', { email: 'x@example.com' }],
    ['institution sign-up', '/api/user/institution', {}],
    ['forgot-password', '/api/auth/forgot-password', { email: 'x@example.com' }],
    ['resetpassword', '/api/auth/resetpassword', { token: 'x', newPassword: 'longenough' }],
    ['google-login', '/api/auth/google-login', { googleUserToken: 'x' }],
  ];
  for (const [name, path, body] of sensitive) {
    it(`when one IP floods ${name}, then it gets 429`, async () => {
      let last = 0;
      for (let i = 0; i < 16; i++) {
        last = (await request(h.app).post(path).send(body)).status;
        if (last === 429) break;
      }
      expect(last).toBe(429);
    });
  }

  it('when one IP floods change-password, then it gets 429', async () => {
    const u = await h.user();
    let last = 0;
    for (let i = 0; i < 4; i++) {
      last = (
        await request(h.app)
          .post('/api/auth/change-password')
          .set('Authorization', h.bearer(u))
          .send({ password: 'wrong', newPassword: 'longenough' })
      ).status;
    }
    expect(last).toBe(429);
  });
});
