import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPglite, pgliteExtensions } from './client';

describe('the embedded database (PGlite)', () => {
  it('when many statements are queued, then the event loop still gets a turn between them (a request that arrives meanwhile is read)', async () => {
    const { db, close } = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    try {
      await db.execute(sql`create table burst (id serial primary key, v text)`);
      let finished = 0;
      // A timer stands for a socket with a request waiting to be read: both need a macrotask.
      const seenAfter = new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => db.execute(sql`insert into burst (v) values (${`m${i}`})`).then(() => finished++)),
      );
      // Without a turn between statements the timer ran only after all 200.
      expect(await seenAfter).toBeLessThan(200);
    } finally {
      await close();
    }
  });
});
