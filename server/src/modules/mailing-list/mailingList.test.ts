import { FEED_MSG, MSG } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
const limited = await createHarness({ RATE_LIMIT_MAX: '2' });
beforeEach(() => h.reset());

describe('POST /api/mailing-list', () => {
  it('when a guest signs up twice, then the same 201 answer both times (nobody learns who is subscribed), one row, the newer name kept', async () => {
    const first = await request(h.app).post('/api/mailing-list').send({ name: 'Amina', email: 'Amina@Example.com' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: FEED_MSG.mailingListThanks });
    const again = await request(h.app).post('/api/mailing-list/').send({ name: 'Amina N.', email: 'amina@example.com' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    const rows = await h.database.db.execute(sql`select email, name from mailing_list`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ email: 'amina@example.com', name: 'Amina N.' }]);
  });

  it('when the name or e-mail is missing or wrong, then 400 with the message', async () => {
    expectError(await request(h.app).post('/api/mailing-list').send({ email: 'a@example.com' }), 400, FEED_MSG.nameRequired);
    expectError(await request(h.app).post('/api/mailing-list').send({ name: 'A' }), 400, MSG.emailRequired);
    expectError(await request(h.app).post('/api/mailing-list').send({ name: 'A', email: 'a@b' }), 400, MSG.emailInvalid);
    expectError(
      await request(h.app)
        .post('/api/mailing-list')
        .send({ name: 'x'.repeat(81), email: 'a@example.com' }),
      400,
      'Name must be at most 80 characters',
    );
  });

  it('when one address sends too many sign-ups, then 429', async () => {
    for (let i = 0; i < 2; i += 1)
      await request(limited.app)
        .post('/api/mailing-list')
        .send({ name: 'A', email: `a${i}@example.com` })
        .expect(201);
    expectError(await request(limited.app).post('/api/mailing-list').send({ name: 'A', email: 'z@example.com' }), 429, MSG.tooManyRequests);
  });
});
