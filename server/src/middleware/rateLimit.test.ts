import { MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import { createHarness, expectError, request } from '../../test/harness';
import { DatabaseStore } from './rateLimit';

// Two apps on one database stand for two API processes (WEB_CONCURRENCY=2): each has its own
// limiters, as each process would; server.test.ts checks the same with real processes on PostgreSQL.
const first = await createHarness({ RATE_LIMIT_LOGIN_MAX: '3' });
const second = await createHarness({ RATE_LIMIT_LOGIN_MAX: '3' });
const db = first.database.db;
beforeEach(() => first.reset());

const login = (app: typeof first.app, email: string) => request(app).post('/api/auth/login').send({ email, password: 'wrong-password' });

async function counterRows() {
  return db.select().from(rateLimitCounters).orderBy(rateLimitCounters.limiter, rateLimitCounters.key);
}

describe('rate limits shared by API processes', () => {
  it('when attempts alternate between two processes, then the limit of 3 is not doubled: the 4th is 429 in either', async () => {
    const email = 'someone@example.com';
    expectError(await login(first.app, email), 401, MSG.loginIncorrect);
    const second1 = await login(second.app, email);
    expectError(second1, 401, MSG.loginIncorrect);
    // The second process's answer already counts the first one's attempt (the header is the
    // wider per-IP limit's: 3 x 5).
    expect(second1.headers.ratelimit).toMatch(/^limit=15, remaining=13,/);
    expectError(await login(first.app, email), 401, MSG.loginIncorrect);
    expectError(await login(second.app, email), 429, MSG.tooManyRequests, 'RATE_LIMITED');
    expectError(await login(first.app, email), 429, MSG.tooManyRequests, 'RATE_LIMITED');
    // One row per limiter and key, however many processes count (the per-IP limit is not reached once the per-e-mail one refuses).
    const rows = await counterRows();
    expect(rows.map((r) => [r.limiter, r.hits])).toEqual([
      ['login', 5],
      ['login-ip', 3],
    ]);
    expect(rows[0].key).toMatch(/\|someone@example\.com$/);
  });

  it('when the window has ended, then counting starts again from one', async () => {
    const email = 'again@example.com';
    for (let i = 0; i < 3; i++) await login(i % 2 ? second.app : first.app, email);
    expectError(await login(first.app, email), 429, MSG.tooManyRequests);
    // As if the 15 minutes had passed.
    await db.update(rateLimitCounters).set({ windowStart: sql`now() - interval '16 minutes'` });
    const res = await login(second.app, email);
    expectError(res, 401, MSG.loginIncorrect);
    expect(res.headers.ratelimit).toMatch(/^limit=15, remaining=14,/);
    expect((await counterRows()).map((r) => r.hits)).toEqual([1, 1]);
  });

  it('when a limiter counts for the first time in a window, then it deletes its rows of ended windows and no others', async () => {
    await db.insert(rateLimitCounters).values([
      { limiter: 'pruned', key: 'ended', windowStart: sql`now() - interval '2 minutes'`, hits: 7 },
      { limiter: 'pruned', key: 'running', windowStart: sql`now() - interval '30 seconds'`, hits: 2 },
      { limiter: 'other', key: 'ended', windowStart: sql`now() - interval '2 minutes'`, hits: 1 },
    ]);
    const store = new DatabaseStore(db, 'pruned');
    store.init({ windowMs: 60_000 } as never);
    expect(await store.increment('new')).toMatchObject({ totalHits: 1 });
    expect((await counterRows()).map((r) => `${r.limiter}/${r.key}:${r.hits}`)).toEqual([
      'other/ended:1',
      'pruned/new:1',
      'pruned/running:2',
    ]);
  });

  it('the store answers get, decrement and reset for one key of one limiter', async () => {
    const store = new DatabaseStore(db, 'store');
    const neighbour = new DatabaseStore(db, 'neighbour');
    for (const s of [store, neighbour]) s.init({ windowMs: 60_000 } as never);
    expect(await store.get('k')).toBeUndefined();
    const before = Date.now();
    await store.increment('k');
    const info = await store.increment('k');
    await neighbour.increment('k');
    expect(info.totalHits).toBe(2);
    // The window ends a minute after the first hit, by the database's clock (a second's leeway for clocks).
    expect(Math.abs(info.resetTime!.getTime() - (before + 60_000))).toBeLessThan(1_000);
    await store.decrement('k');
    expect((await store.get('k'))?.totalHits).toBe(1);
    await store.resetKey('k');
    expect(await store.get('k')).toBeUndefined();
    expect((await neighbour.get('k'))?.totalHits).toBe(1);
  });
});
