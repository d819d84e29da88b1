/**
 * Answers kept in memory, keyed by a string, at most `maxEntries` of them (the oldest goes first).
 * An answer is given for `ttlMs` after it was computed. From a random point in the second half of
 * that time the next caller still gets it at once while ONE new computation runs behind it, so a
 * popular key is refreshed without any caller waiting; after `ttlMs` callers wait for a new one.
 * The random point spreads the refreshes of keys computed together (after a start, say), and at
 * most `backgroundMax` refreshes run at a time, so they never crowd out the callers. Callers
 * asking for a missing key at the same time share one computation. A failed one is not kept.
 */
export interface ResultCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

interface Entry<T> {
  value: Promise<T>;
  computedAt: number;
  /** Age from which a caller starts a refresh behind the answer. */
  refreshAfter: number;
  refreshing: boolean;
}

export function createResultCache<T>(ttlMs: number, maxEntries: number, backgroundMax = 1): ResultCache<T> {
  const entries = new Map<string, Entry<T>>();
  let background = 0;

  function start(key: string, compute: () => Promise<T>): Promise<T> {
    const value = compute();
    const entry: Entry<T> = { value, computedAt: Date.now(), refreshAfter: ttlMs * (0.5 + 0.4 * Math.random()), refreshing: false };
    value.then(
      () => {
        // Only now does it replace what callers were given meanwhile.
        entries.delete(key);
        entries.set(key, entry);
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  const pending = new Map<string, Promise<T>>();
  function computeOnce(key: string, compute: () => Promise<T>): Promise<T> {
    let value = pending.get(key);
    if (!value) {
      value = start(key, compute).finally(() => pending.delete(key));
      pending.set(key, value);
    }
    return value;
  }

  return {
    get(key, compute) {
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.computedAt : Infinity;
      if (entry && age < ttlMs) {
        if (age >= entry.refreshAfter && !entry.refreshing && background < backgroundMax) {
          entry.refreshing = true;
          background++;
          computeOnce(key, compute)
            .catch(() => (entry.refreshing = false))
            .finally(() => background--);
        }
        return entry.value;
      }
      return computeOnce(key, compute);
    },
    get size() {
      return entries.size;
    },
  };
}
