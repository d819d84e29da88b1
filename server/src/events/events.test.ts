import type { DeliveredEvent } from '@delv/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createHarness } from '../../test/harness';
import { inTransaction, publish } from './publish';

const h = await createHarness();
beforeEach(() => h.reset());

const userChanged = (userId: string) => ({ type: 'user.changed' as const, actorId: userId, audience: [userId], data: { userId } });
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every event this process delivers from now on. */
function collect() {
  const got: DeliveredEvent[] = [];
  const stop = h.deps.events.subscribe('*', (e) => void got.push(e));
  return { got, stop, ids: () => got.map((e) => (e.data as { userId: string }).userId) };
}

describe('domain events', () => {
  it('when a transaction publishes and commits, then its events are delivered here once, in order, before inTransaction returns', async () => {
    const seen = collect();
    await inTransaction(h.deps.db, async (tx) => {
      await publish(tx, userChanged(ID(1)));
      await publish(tx, userChanged(ID(2)), userChanged(ID(3)));
    });
    expect(seen.ids()).toEqual([ID(1), ID(2), ID(3)]);
    expect(seen.got[0]).toMatchObject({ type: 'user.changed', actorId: ID(1), audience: [ID(1)] });
    expect(Number(seen.got[1].id)).toBeGreaterThan(Number(seen.got[0].id));
    seen.stop();
  });

  it('when a transaction publishes and then rolls back, then its events are never delivered', async () => {
    const seen = collect();
    await expect(
      inTransaction(h.deps.db, async (tx) => {
        await publish(tx, userChanged(ID(1)));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A later committed event is delivered, and the rolled-back one never was: delivery is in commit
    // order and inTransaction returns once this process delivered, so anything of ID(1) would be first.
    await inTransaction(h.deps.db, (tx) => publish(tx, userChanged(ID(2))));
    expect(seen.ids()).toEqual([ID(2)]);
    seen.stop();
  });

  // Two transactions at once need two connections: PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'when a later transaction commits before an earlier one that also published, then both are delivered once, none skipped',
    async () => {
      const seen = collect();
      let releaseFirst!: () => void;
      let firstWrote!: () => void;
      const wrote = new Promise<void>((r) => (firstWrote = r));
      const first = h.deps.db.transaction(async (tx) => {
        await publish(tx as unknown as Db, userChanged(ID(1)));
        firstWrote();
        await new Promise<void>((r) => (releaseFirst = r));
      });
      await wrote;
      // The second takes a later row id and commits first: a reader going by row id alone would move
      // past the first's row before it commits, and never deliver it.
      await inTransaction(h.deps.db, (tx) => publish(tx, userChanged(ID(2))));
      releaseFirst();
      await first;
      // A third transaction, committed after both: once it is delivered (inTransaction waits for
      // that), everything committed before it was delivered too, so a duplicate would show now.
      await inTransaction(h.deps.db, (tx) => publish(tx, userChanged(ID(3))));
      expect(seen.ids().sort()).toEqual([ID(1), ID(2), ID(3)]);
      seen.stop();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'when an unrelated transaction stays open with writes, then events are still delivered at once',
    async () => {
      const seen = collect();
      let release!: () => void;
      let wrote!: () => void;
      const written = new Promise<void>((r) => (wrote = r));
      const unrelated = h.deps.db.transaction(async (tx) => {
        await tx.execute(sql`insert into mailing_list (email, name) values ('long@example.com', 'Long transaction')`);
        wrote();
        await new Promise<void>((r) => (release = r));
      });
      await written;
      const started = Date.now();
      await inTransaction(h.deps.db, (tx) => publish(tx, userChanged(ID(1))));
      expect(seen.ids()).toEqual([ID(1)]);
      expect(Date.now() - started).toBeLessThan(1000);
      release();
      await unrelated;
      seen.stop();
    },
  );

  it('when a subscriber throws, then the others still get the event', async () => {
    const stopBad = h.deps.events.subscribe('user.changed', () => {
      throw new Error('broken subscriber');
    });
    const seen = collect();
    const errors = console.error;
    console.error = () => undefined;
    try {
      await inTransaction(h.deps.db, (tx) => publish(tx, userChanged(ID(1))));
    } finally {
      console.error = errors;
    }
    expect(seen.ids()).toEqual([ID(1)]);
    stopBad();
    seen.stop();
  });
});
