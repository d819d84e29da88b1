import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { CONTENT_MSG, INPUT_LIMITS, INPUT_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from './lib/errors';
import { captureLog } from './lib/log';
import { errorHandler } from './middleware/errors';
import { createHarness, expectError, request } from '../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

// A built client for the SPA tests.
const dist = h.config.clientDist;
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), `console.log("${'x'.repeat(4000)}");`);
const BIG_JS = `console.log("${'y'.repeat(4000)}");`;
writeFileSync(path.join(dist, 'assets', 'pre-abc123.js'), BIG_JS);
writeFileSync(path.join(dist, 'assets', 'pre-abc123.js.br'), brotliCompressSync(BIG_JS));
// A words file (client/scripts/pageWords.ts): assets/words/<version>/<lang>/<name>.json, with its brotli copy.
const WORDS = JSON.stringify({ feed: { card: { 'card.like': `Penda ${'z'.repeat(2000)}` } } });
mkdirSync(path.join(dist, 'assets', 'words', 'v1', 'sw'), { recursive: true });
writeFileSync(path.join(dist, 'assets', 'words', 'v1', 'sw', 'p-abc.json'), WORDS);
// The copy says which file was sent: the build's brotli copy, not the JSON compressed on the way.
const WORDS_BR = WORDS.replace('Penda', 'Penda (br)');
writeFileSync(path.join(dist, 'assets', 'words', 'v1', 'sw', 'p-abc.json.br'), brotliCompressSync(WORDS_BR));

describe('API plumbing', () => {
  it('when /api/health is asked, then { ok: true }', async () => {
    expect((await request(h.app).get('/api/health')).body).toEqual({ ok: true });
    expect((await request(h.app).get('/api/health/')).body).toEqual({ ok: true });
  });

  it('when an unknown /api path is asked, then a JSON 404, not the SPA', async () => {
    const res = await request(h.app).get('/api/nothing/here');
    expectError(res, 404, MSG.notFound, 'NOT_FOUND');
    expect(res.headers['content-type']).toMatch(/json/);
    expectError(await request(h.app).post('/api/user/profile'), 404, MSG.notFound);
  });

  it('when the JSON body is malformed, then 400 malformedJson', async () => {
    const res = await request(h.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.co", ');
    expectError(res, 400, MSG.malformedJson);
  });

  it('when the JSON body is over 100 kB, then 413 bodyTooLarge', async () => {
    const res = await request(h.app)
      .post('/api/auth/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(110_000) });
    expectError(res, 413, MSG.bodyTooLarge, 'PAYLOAD_TOO_LARGE');
  });

  it('when the body is a JSON array or a string, then 400 rather than 500', async () => {
    expect((await request(h.app).post('/api/auth/login').set('Content-Type', 'application/json').send('[1,2]')).status).toBe(400);
    expect((await request(h.app).post('/api/auth/login').set('Content-Type', 'application/json').send('"text"')).status).toBe(400);
    expect(
      (
        await request(h.app)
          .post('/api/auth/login')
          .send({ email: { $ne: 1 }, password: ['x'] })
      ).status,
    ).toBe(400);
  });

  it('when a request arrives, then security headers are set (CSP allows Google sign-in and the video embeds)', async () => {
    const res = await request(h.app).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain('https://www.youtube.com');
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    // The booking page may ask whether the calendar service answers before framing it.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/calendly\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/calendly\.com/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });
});

describe('the built client', () => {
  it('when a client route is opened, then index.html, never cached', async () => {
    const res = await request(h.app).get('/users/profile/123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await request(h.app).get('/')).text).toContain('<div id="root">');
  });

  it('when the browser sends Save-Data: on, then the page is told (<html data-save-data>), and the answer varies by it', async () => {
    const index = path.join(dist, 'index.html');
    writeFileSync(index, '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    try {
      const saver = await request(h.app).get('/feeds').set('Save-Data', 'on');
      expect(saver.status).toBe(200);
      expect(saver.text).toContain('<html data-save-data="on" lang="en">');
      expect(saver.headers['content-type']).toMatch(/html/);
      expect(saver.headers['cache-control']).toBe('no-cache');
      expect(saver.headers.vary).toMatch(/Save-Data/);
      const plain = await request(h.app).get('/feeds');
      expect(plain.text).not.toContain('data-save-data');
      expect(plain.headers.vary).toMatch(/Save-Data/);
      expect((await request(h.app).get('/feeds').set('Save-Data', 'off')).text).not.toContain('data-save-data');
    } finally {
      writeFileSync(index, '<!doctype html><div id="root"></div>');
    }
  });

  it('when a hashed asset is asked, then it is cached for a year; a missing one is 404', async () => {
    const res = await request(h.app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(h.app).get('/assets/missing.js')).status).toBe(404);
  });

  it('when a script is asked by a browser that accepts gzip, then it comes compressed', async () => {
    const res = await request(h.app).get('/assets/big-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('x'.repeat(4000));
  });

  it('when a browser that accepts br asks for a built script, then the brotli copy made at build time is sent as is', async () => {
    const res = await request(h.app).get('/assets/pre-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(BIG_JS);
    const gz = await request(h.app).get('/assets/pre-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(BIG_JS);
  });

  it("when a browser that accepts br asks for a page's words file, then its brotli copy, as JSON, cached for good", async () => {
    const res = await request(h.app).get('/assets/words/v1/sw/p-abc.json').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toEqual(JSON.parse(WORDS_BR));
  });

  it('when a built file is sent, then without the page policy headers; the page keeps them', async () => {
    const asset = await request(h.app).get('/assets/app-abc123.js');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await request(h.app).get('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await request(h.app).get('/files/users/nothing.png')).headers['content-security-policy']).toBeDefined();
  });

  it('when a missing uploaded file is asked, then 404', async () => {
    expect((await request(h.app).get('/files/users/nothing.png')).status).toBe(404);
    expect((await request(h.app).get('/files/../jwt-secret')).status).not.toBe(200);
  });
});

describe('error handler', () => {
  const mini = () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    app.get('/teapot', () => {
      throw new HttpError(409, 'CONFLICT', 'taken', { email: 'taken' });
    });
    app.use(errorHandler);
    return app;
  };

  it('when a handler crashes, then 500 serverError without the stack or the message', async () => {
    const logged = captureLog('error');
    const res = await request(mini()).get('/boom');
    logged.stop();
    expectError(res, 500, MSG.serverError, 'INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(logged.lines).toHaveLength(1);
    expect(logged.lines[0]).toMatchObject({ msg: 'GET /boom failed', err: { type: 'Error' } });
  });

  it('when an HttpError is thrown, then its status, code and fields', async () => {
    const e = expectError(await request(mini()).get('/teapot'), 409, 'taken', 'CONFLICT');
    expect(e.fields).toEqual({ email: 'taken' });
  });
});

describe('the input boundary (issue 9: each was a 500)', () => {
  it('when a NUL or a broken surrogate is in the body, the query or the path, then 400 naming the field', async () => {
    const e1 = expectError(
      await request(h.app).post('/api/mailing-list').send({ name: 'a\u0000b', email: 'x@example.com' }),
      400,
      INPUT_MSG.badCharacter('name'),
    );
    expect(e1.fields).toEqual({ name: INPUT_MSG.badCharacter('name') });
    const e2 = expectError(
      await request(h.app).post('/api/search').send({ keywords: 'data \uD800' }),
      400,
      INPUT_MSG.badCharacter('keywords'),
    );
    expect(e2.fields).toEqual({ keywords: INPUT_MSG.badCharacter('keywords') });
    expectError(await request(h.app).get('/api/contents?q=a%00b'), 400, INPUT_MSG.badCharacter('q'));
    const e3 = expectError(await request(h.app).get('/api/user/a%00b'), 400, INPUT_MSG.badCharacter('The address'));
    expect(e3.fields).toEqual({ path: INPUT_MSG.badCharacter('The address') });
    expectError(await request(h.app).get('/api/contents/content/%ED%A0%80'), 400, INPUT_MSG.badCharacter('The address'));
  });

  it('when a key is named __proto__, constructor or toString, then 400 naming it', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const res = await request(h.app)
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .send(`{"${key}": 1, "email": "a@example.com", "password": "x"}`);
      expectError(res, 400, INPUT_MSG.badKey(key));
    }
    expectError(await request(h.app).get('/api/contents?constructor=1'), 400, INPUT_MSG.badKey('constructor'));
  });

  it('when the JSON nests 3,000 levels, then 400 before any schema runs', async () => {
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    expectError(await request(h.app).post('/api/auth/login').set('content-type', 'application/json').send(deep), 400, INPUT_MSG.tooDeep);
  });

  it('when skip is above bigint or a column is an integer, then 400 with a clear message', async () => {
    expectError(await request(h.app).get('/api/contents?skip=1e20'), 400, 'skip must be a number');
    expectError(await request(h.app).post('/api/search').send({ skip: 1e20 }), 400, `skip must be at most ${INPUT_LIMITS.MAX_INT}`);
    const u = await h.user();
    expectError(
      await request(h.app)
        .post('/api/contents')
        .set('Authorization', h.bearer(u))
        .send({ title: 'T', category: 'Video', sourceLink: 'https://www.youtube.com/watch?v=x', noOfStudents: 1.5 }),
      400,
      CONTENT_MSG.numberInvalid('Number of students'),
    );
  });

  it('when a wrong type arrives, then it is refused, not coerced: no array for a number, no boolean for text', async () => {
    const u = await h.user();
    expectError(
      await request(h.app)
        .post('/api/rating/content')
        .set('Authorization', h.bearer(u))
        .send({ idOfRated: 'x', ratingLevel: [1, 2] }),
      400,
      CONTENT_MSG.ratingRange,
    );
    expectError(await request(h.app).post('/api/mailing-list').send({ name: true, email: 'x@example.com' }), 400, 'name must be text');
  });

  it('when multipart text fields hold a NUL, then the same 400', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .post('/api/contents')
      .set('Authorization', h.bearer(u))
      .field('title', 'a\u0000b')
      .field('category', 'Video');
    expectError(res, 400, INPUT_MSG.badCharacter('title'));
  });
});

describe('bad input never yields a 500', () => {
  const weird: unknown[] = [null, 42, true, { $gt: '' }, ['a', 'b'], 'x'.repeat(5000), '\u0000'];
  const routes: [string, string, string[]][] = [
    ['post', '/api/user', ['firstname', 'lastname', 'email', 'country', 'usercategory', 'password']],
    [
      'post',
      '/api/user/institution',
      ['institutionName', 'institutionType', 'country', 'city', 'specialities', 'bio', 'email', 'password'],
    ],
    ['post', '/api/auth/login', ['email', 'password']],
    ['post', '/api/auth/google-login', ['googleUserToken']],
    ['post', '/api/auth/forgot-password', ['email']],
    ['post', '/api/auth/resetpassword', ['token', 'newPassword']],
    ['post', '/api/auth/change-password', ['password', 'newPassword']],
    ['put', '/api/user', ['firstname', 'email', 'country', 'category', 'linkedIn', 'about']],
    ['put', '/api/user/interests', ['interests']],
    ['post', '/api/user/follow', ['userId']],
    ['delete', '/api/user', ['password']],
  ];
  it('when every field of every body gets a wrong type, then the answer is 4xx (or 2xx), never a server error', async () => {
    const u = await h.user();
    const bearer = h.bearer(u);
    const statuses = new Set<number>();
    for (const [method, url, fields] of routes) {
      for (const field of fields) {
        for (const value of weird) {
          const req = (request(h.app) as unknown as Record<string, (u: string) => request.Test>)[method](url);
          const res = await req.set('Authorization', bearer).send({ [field]: value });
          statuses.add(res.status);
          // 501 is the documented answer of google-login when Google is not configured.
          if (res.status >= 500 && res.status !== 501)
            throw new Error(`${method} ${url} ${field}=${JSON.stringify(value)} gave ${res.status}`);
        }
      }
    }
    for (const q of ['skip[]=1', 'limit[a]=1', 'q[]=x&q[]=y', 'sort[]=latest', 'country[$ne]=x']) {
      const res = await request(h.app).get(`/api/user?${q}`);
      if (res.status >= 500) throw new Error(`GET /api/user?${q} gave ${res.status}`);
    }
    expect([...statuses].every((s) => s < 500 || s === 501)).toBe(true);
  });
});
