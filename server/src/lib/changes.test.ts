import { describe, expect, it } from 'vitest';
import type { NoticeHandlers } from '../db/client';
import { ChangeTracker, KeptByChanges } from './changes';

/** A tracker with a hand-driven LISTEN connection. */
async function tracker() {
  let handlers!: NoticeHandlers;
  const changes = new ChangeTracker();
  await changes.listen(async (_channel, h) => {
    handlers = h;
    h.up();
  });
  return { changes, handlers };
}

describe('ChangeTracker', () => {
  it('when a user changes after a stamp, then only that user is no longer unchanged since it', async () => {
    const { changes, handlers } = await tracker();
    const stamp = changes.stamp('u1')!;
    expect(changes.unchangedSince(stamp, 'u1', 'u2')).toBe(true);
    handlers.notice('u1');
    expect(changes.unchangedSince(stamp, 'u1')).toBe(false);
    expect(changes.unchangedSince(stamp, 'u2')).toBe(true);
    handlers.notice('*');
    expect(changes.unchangedSince(stamp, 'u2')).toBe(false);
    expect(changes.unchangedSince(changes.stamp('u2')!, 'u2')).toBe(true);
  });

  it('when a write of the user is running, then nothing of theirs is kept until it ends, and older stamps stay invalid', async () => {
    const { changes } = await tracker();
    const before = changes.stamp('u1')!;
    changes.writeStarted('u1');
    expect(changes.stamp('u1')).toBeNull();
    changes.writeStarted('u1');
    changes.writeEnded('u1');
    expect(changes.stamp('u1')).toBeNull();
    changes.writeEnded('u1');
    const after = changes.stamp('u1')!;
    expect(changes.unchangedSince(before, 'u1')).toBe(false);
    expect(changes.unchangedSince(after, 'u1')).toBe(true);
  });

  it('when the LISTEN connection is down, then nothing is kept; once it is back, stamps from before stay invalid', async () => {
    const { changes, handlers } = await tracker();
    const before = changes.stamp('u1')!;
    handlers.down();
    expect(changes.stamp('u1')).toBeNull();
    expect(changes.unchangedSince(before, 'u1')).toBe(false);
    handlers.up();
    expect(changes.unchangedSince(before, 'u1')).toBe(false);
    expect(changes.stamp('u1')).not.toBeNull();
  });
});

describe('KeptByChanges', () => {
  it('when nothing changed, then the kept value is served; when the key changes or the value ages, then it is read again', async () => {
    const { changes, handlers } = await tracker();
    const kept = new KeptByChanges<number>(changes, 60, 10);
    let reads = 0;
    const read = () => kept.get('a') ?? kept.load('a', ['u1', 'moderators'], async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    handlers.notice('moderators');
    expect(await read()).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(await read()).toBe(3);
  });

  it('when the key changes while the value is being read, then it is not kept', async () => {
    const { changes, handlers } = await tracker();
    const kept = new KeptByChanges<number>(changes, 60_000, 10);
    await kept.load('a', ['u1'], async () => {
      handlers.notice('u1');
      return 1;
    });
    expect(kept.get('a')).toBeUndefined();
  });

  it('when it is full, then it starts again empty rather than growing', async () => {
    const { changes } = await tracker();
    const kept = new KeptByChanges<number>(changes, 60_000, 2);
    for (const id of ['a', 'b', 'c']) await kept.load(id, ['u1'], async () => 1);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, undefined, 1]);
  });
});
