/*
 * The write limit (issue 26), with small limits so each class fills in a few requests (the other
 * tests run with WRITE_LIMITS=off). A write counts before its input is validated, so empty bodies
 * (400s) fill a class as well as real writes do.
 */
import { MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { WRITE_CLASSES, writeLimitsOf, type WriteClass } from '../config';
import type { UserRow } from '../modules/users/users.service';
import { createHarness, request } from '../../test/harness';
import { routeTable } from '../../test/routeTable';
import { turns, writeClassOf } from './writeLimit';

const LIMITS = 'chat=3/10s,5/1h;post=2/1m;react=2/1m;upload=2/1m;invite=2/1m;claim=2/1m;contact=2/1m;live=2/1m;other=2/1m';
const h = await createHarness({ WRITE_LIMITS: LIMITS });
beforeEach(() => h.reset());

/** One write route of each class (method, path). */
const SAMPLE: Record<WriteClass, [string, string]> = {
  chat: ['post', '/api/chat/submitchat'],
  post: ['post', '/api/comment'],
  react: ['post', '/api/like'],
  upload: ['put', '/api/user/image'],
  invite: ['post', '/api/invitation'],
  claim: ['post', '/api/claim'],
  contact: ['post', '/api/contact'],
  live: ['post', '/api/live/ticket'],
  other: ['put', '/api/user'],
};

const write = (cls: WriteClass, who: UserRow | null, app = h.app) => {
  const [method, path] = SAMPLE[cls];
  const req = (request(app) as unknown as Record<string, (p: string) => request.Test>)[method](path);
  return who ? req.set('Authorization', h.bearer(who)) : req;
};

/** The class's first window: writes up to its max pass (whatever their answer), the next is 429. */
async function fill(cls: WriteClass, who: UserRow | null, max = 2) {
  for (let i = 0; i < max; i++) expect((await write(cls, who)).status, `${cls} write ${i + 1}`).not.toBe(429);
  return write(cls, who);
}

function expectLimited(res: request.Response, windowSeconds: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(res.body).toMatchObject({
    success: false,
    err: MSG.tooManyWrites(wait),
    error: { code: 'RATE_LIMITED', messageKey: 'MSG.tooManyWrites', messageParams: { seconds: wait } },
  });
}

describe('the write limit', () => {
  it('when one person fills a class, then 429 with Retry-After and the message by its code, in every class', async () => {
    for (const cls of WRITE_CLASSES.filter((c) => c !== 'contact' && c !== 'chat')) {
      const me = await h.user();
      expectLimited(await fill(cls, me), 60);
    }
    const me = await h.user();
    expectLimited(await fill('chat', me, 3), 10);
    // A guest's contact message counts per IP.
    expectLimited(await fill('contact', null), 60);
  });

  it('when one person is limited, then another person, another class and reads are not', async () => {
    const [me, other] = [await h.user(), await h.user()];
    expectLimited(await fill('chat', me, 3), 10);
    expect((await write('chat', other)).status).not.toBe(429);
    expect((await write('post', me)).status).not.toBe(429);
    for (let i = 0; i < 10; i++) await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(me)).expect(200);
  });

  it('when a short window starts again, then the longer one still counts (chat: 3 in 10 s, 5 in an hour)', async () => {
    const me = await h.user();
    expectLimited(await fill('chat', me, 3), 10);
    // The 10-second slot ends (moved back in the database, whose clock decides); another process
    // (which has not seen this person's writes) takes the next ones.
    await h.deps.db.execute(
      sql`update rate_limit_counters set window_start = window_start - interval '10 seconds' where limiter = 'write:chat:10000'`,
    );
    const second = createApp(h.deps);
    expect((await write('chat', me, second)).status).not.toBe(429);
    expect((await write('chat', me, second)).status).not.toBe(429);
    expectLimited(await write('chat', me, second), 3600);
  });

  it('when one person writes through two API processes, then both count against one limit (the counters are in the database)', async () => {
    const me = await h.user();
    const second = createApp(h.deps);
    expect((await write('post', me)).status).not.toBe(429);
    expect((await write('post', me, second)).status).not.toBe(429);
    expectLimited(await write('post', me, second), 60);
    expectLimited(await write('post', me), 60);
  });

  it('when a burst of parallel writes comes at once, through one process or two, then exactly the limit passes', async () => {
    const me = await h.user();
    const answers = await Promise.all(Array.from({ length: 12 }, () => write('chat', me)));
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(3);
    const [you, second] = [await h.user(), createApp(h.deps)];
    const both = await Promise.all(Array.from({ length: 12 }, (_, i) => write('chat', you, i % 2 ? second : h.app)));
    expect(both.filter((r) => r.status !== 429)).toHaveLength(3);
  });
});

describe('the classes', () => {
  it('every write route of the app is counted, in the class its kind says; the sign-in routes keep their own limits', () => {
    const writes = routeTable(h.app).filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(60);
    const of = (r: { method: string; path: string }) => writeClassOf(r.method, r.path.replace(/^\/api/, ''));
    for (const r of writes) {
      if (r.path.startsWith('/api/auth/')) expect(of(r), `${r.method} ${r.path}`).toBeNull();
      else expect(WRITE_CLASSES, `${r.method} ${r.path}`).toContain(of(r));
    }
    for (const [cls, [method, path]] of Object.entries(SAMPLE)) expect(of({ method: method.toUpperCase(), path })).toBe(cls);
    expect(of({ method: 'POST', path: '/api/post' })).toBe('post');
    expect(of({ method: 'POST', path: '/api/share/content' })).toBe('post');
    expect(of({ method: 'POST', path: '/api/rating/mentor' })).toBe('post');
    expect(of({ method: 'POST', path: '/api/user/requesttojoin/new' })).toBe('invite');
    expect(of({ method: 'POST', path: '/api/contents' })).toBe('upload');
    expect(of({ method: 'GET', path: '/api/chat' })).toBeNull();
  });

  it('WRITE_LIMITS overrides some classes over the defaults, or is off; a malformed entry fails the start', () => {
    const limits = writeLimitsOf('chat=1/5s')!;
    expect(limits.chat).toEqual([{ max: 1, windowMs: 5000 }]);
    expect(limits.post).toEqual([
      { max: 10, windowMs: 60_000 },
      { max: 200, windowMs: 3_600_000 },
    ]);
    expect(writeLimitsOf('off')).toBeNull();
    expect(() => writeLimitsOf('chats=1/5s')).toThrow(/unknown entry/);
    expect(() => writeLimitsOf('chat=1/5y')).toThrow(/max\/window/);
  });
});

describe('turns: a person’s writes of one class, two at a time in a process', () => {
  it('when a third write of the same person and class comes, then it waits for one of the two; others do not wait', async () => {
    const turnOf = turns();
    const [a, b] = [await turnOf('chat:u:1'), await turnOf('chat:u:1')];
    let third = false;
    const waiting = turnOf('chat:u:1').then((done) => {
      third = true;
      return done;
    });
    // Someone else, or the same person in another class, goes at once.
    (await turnOf('chat:u:2'))();
    (await turnOf('upload:u:1'))();
    await Promise.resolve();
    expect(third).toBe(false);
    a();
    a(); // twice changes nothing
    const c = await waiting;
    expect(third).toBe(true);
    b();
    c();
    // All given back: two go at once again.
    await Promise.all([turnOf('chat:u:1'), turnOf('chat:u:1')]);
  });
});
