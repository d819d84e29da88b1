/**
 * Answers kept in memory for `ttlMs`, keyed by a string, at most `maxEntries` of them (the oldest
 * goes first). Callers asking for the same key at the same time share one computation, so a
 * popular search that just expired is run once, not once per waiting request. A failed
 * computation is not kept.
 */
export interface ResultCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createResultCache<T>(ttlMs: number, maxEntries: number): ResultCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);
      const value = compute();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
