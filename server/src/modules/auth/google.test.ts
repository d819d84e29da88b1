import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG, POINT_RULES } from '@delv/shared';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

// A local stand-in for Google's JWKS endpoint, serving a key generated for this run.
const { publicKey, privateKey } = await generateKeyPair('RS256');
const other = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
const jwks = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const certsUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

const CLIENT_ID = 'delv-test.apps.googleusercontent.com';
const h = await createHarness({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CERTS_URL: certsUrl });
const unconfigured = await createHarness();
beforeEach(() => h.reset());

interface Claims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  aud?: string;
  iss?: string;
  exp?: number;
}

async function googleToken(claims: Claims = {}, key = privateKey) {
  const c = {
    email: 'wanjiru@gmail.com',
    email_verified: true,
    given_name: 'Wanjiru',
    family_name: 'Kamau',
    aud: CLIENT_ID,
    iss: 'https://accounts.google.com',
    ...claims,
  };
  const { aud, iss, exp, ...payload } = c;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuedAt()
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject('1234567890')
    .setExpirationTime(exp ?? '10m')
    .sign(key);
}

const google = (googleUserToken: unknown, app = h.app) => request(app).post('/api/auth/google-login').send({ googleUserToken });

describe('POST /api/auth/google-login', () => {
  it('when GOOGLE_CLIENT_ID is not set, then 501 googleNotConfigured', async () => {
    expectError(await google(await googleToken(), unconfigured.app), 501, MSG.googleNotConfigured, 'NOT_IMPLEMENTED');
  });

  it('when the token is missing, then 400', async () => {
    const error = expectError(await request(h.app).post('/api/auth/google-login').send({}), 400, 'googleUserToken is required');
    expect(error.fields).toEqual({ googleUserToken: 'googleUserToken is required' });
  });

  it('when a new Google user signs in, then the account is created confirmed, and the next sign-in logs in', async () => {
    const first = await google(await googleToken());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: MSG.googleUserCreated,
      user: { email: 'wanjiru@gmail.com', firstname: 'Wanjiru', lastname: 'Kamau', confirmed: true, usercategory: ['student'] },
    });
    const profile = await request(h.app).get('/api/user/profile').set('Authorization', `Bearer ${first.body.token}`);
    expect(profile.body.data.email).toBe('wanjiru@gmail.com');

    const second = await google(await googleToken({ iss: 'accounts.google.com' }));
    expect(second.body.message).toBe(MSG.userLoggedIn);
    expect(second.body.user._id).toBe(first.body.user._id);
    // Signing up through Google earns the sign-up points, once.
    const points = await request(h.app).get(`/api/user/points/${first.body.user._id}`).set('Authorization', `Bearer ${first.body.token}`);
    expect(points.body).toMatchObject({ count: 1, total: POINT_RULES.SIGN_UP.points });
  });

  it('when the address belongs to an unconfirmed password account, then Google confirms it and logs in', async () => {
    const u = await h.user({ email: 'wanjiru@gmail.com', confirmed: false });
    const res = await google(await googleToken());
    expect(res.body).toMatchObject({ message: MSG.userLoggedIn, user: { _id: u.id, confirmed: true } });
  });

  const bad: [string, () => Promise<string>][] = [
    ['is for another audience', () => googleToken({ aud: 'someone-else' })],
    ['has another issuer', () => googleToken({ iss: 'https://evil.example.com' })],
    ['has an unverified e-mail', () => googleToken({ email_verified: false })],
    ['has expired', () => googleToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['is signed by another key', () => googleToken({}, other.privateKey)],
    ['is not a JWT at all', async () => 'garbage.token.value'],
  ];
  for (const [what, make] of bad) {
    it(`when the Google token ${what}, then 401 googleTokenInvalid and no account`, async () => {
      expectError(await google(await make()), 401, MSG.googleTokenInvalid, 'UNAUTHENTICATED');
      const list = await request(h.app).get('/api/user');
      expect(list.body.count).toBe(0);
    });
  }
});
