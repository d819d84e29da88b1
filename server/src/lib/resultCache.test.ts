import { describe, expect, it } from 'vitest';
import { createResultCache } from './resultCache';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createResultCache', () => {
  it('when a key is asked again within its time, then the first answer is reused without computing', async () => {
    const cache = createResultCache<number>(1000, 10);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('when callers ask for the same key at once, then it is computed once for all of them', async () => {
    const cache = createResultCache<string>(1000, 10);
    let runs = 0;
    const compute = async () => {
      runs++;
      await later(20);
      return 'x';
    };
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)])).toEqual(['x', 'x', 'x']);
    expect(runs).toBe(1);
  });

  it('when the time has passed, then the key is computed again and callers wait for it', async () => {
    const cache = createResultCache<number>(30, 10);
    let runs = 0;
    await cache.get('a', async () => ++runs);
    await later(50);
    expect(await cache.get('a', async () => ++runs)).toBe(2);
  });

  it('when an answer is in the second half of its time, then it is still given at once while one new computation runs', async () => {
    const cache = createResultCache<number>(1000, 10);
    let runs = 0;
    const compute = async () => {
      await later(20);
      return ++runs;
    };
    expect(await cache.get('a', compute)).toBe(1);
    await later(930);
    // Past its refresh point (between half and nine tenths of its time): the old answer, and a refresh behind it (only one, however many ask).
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    await later(40);
    expect(await cache.get('a', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('when a computation fails, then the failure reaches its callers and is not kept', async () => {
    const cache = createResultCache<number>(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('when more keys than the limit are kept, then the oldest go first', async () => {
    const cache = createResultCache<number>(1000, 2);
    let runs = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++runs);
    expect(cache.size).toBe(2);
    expect(await cache.get('c', async () => ++runs)).toBe(3);
    expect(await cache.get('a', async () => ++runs)).toBe(4);
  });
});
