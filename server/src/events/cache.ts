/**
 * The one way this server keeps answers in memory: an LRU (lru-cache) whose ONE invalidation rule
 * is a list of domain events, each naming the key it drops (or every key). A change made through
 * any process drops the answers of every process once its event is delivered; the publishing
 * process drops them before the change's request is answered (inTransaction waits for it).
 *
 * Callers asking for a missing key at the same time share one computation; a computation that was
 * running when one of its events came is not kept (it may have read the old data).
 */
import { LRUCache } from 'lru-cache';
import type { DeliveredEvent, DomainEventType } from '@delv/shared';
import type { EventBus } from './bus';

/** Drop every key. */
export const ALL = Symbol('all keys');

export type DropRule = { [T in DomainEventType]?: (event: DeliveredEvent<T>) => string | typeof ALL };

export interface EventCache<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
  readonly size: number;
}

export function eventCache<V extends NonNullable<unknown> | null>(
  bus: EventBus,
  opts: { max: number; ttlMs: number; dropOn: DropRule },
): EventCache<V> {
  // lru-cache refuses null values: each value is boxed.
  const kept = new LRUCache<string, { value: V }>({ max: opts.max, ttl: opts.ttlMs, ttlAutopurge: false });
  const pending = new Map<string, Promise<V>>();
  /** Bumped by each drop: a computation that began before a drop of its key is not kept. */
  let generation = 0;
  const droppedAt = new Map<string, number>();
  let allDroppedAt = 0;

  for (const [type, keyOf] of Object.entries(opts.dropOn) as [DomainEventType, (e: DeliveredEvent) => string | typeof ALL][]) {
    bus.subscribe(type, (event) => {
      const key = keyOf(event);
      generation++;
      if (key === ALL) {
        kept.clear();
        droppedAt.clear();
        allDroppedAt = generation;
      } else {
        kept.delete(key);
        if (pending.has(key)) droppedAt.set(key, generation);
      }
    });
  }

  return {
    async get(key, compute) {
      const hit = kept.get(key);
      if (hit) return hit.value;
      let running = pending.get(key);
      if (!running) {
        const startedAt = generation;
        running = compute()
          .then((value) => {
            if (allDroppedAt <= startedAt && (droppedAt.get(key) ?? 0) <= startedAt) kept.set(key, { value });
            return value;
          })
          .finally(() => {
            pending.delete(key);
            droppedAt.delete(key);
          });
        pending.set(key, running);
      }
      return running;
    },
    get size() {
      return kept.size;
    },
  };
}
