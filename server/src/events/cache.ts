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

/** What an event drops: one key, every key, or every key kept under a group (e.g. one user's). */
export type Dropped = string | typeof ALL | { group: string };

export type DropRule = { [T in DomainEventType]?: (event: DeliveredEvent<T>) => Dropped };

export interface EventCache<V> {
  /** The kept value of `key`, or `compute`'s (kept under `group` too, if given). */
  get(key: string, compute: () => Promise<V>, group?: string): Promise<V>;
  readonly size: number;
}

export function eventCache<V extends NonNullable<unknown> | null>(
  bus: EventBus,
  opts: { max: number; ttlMs: number; dropOn: DropRule },
): EventCache<V> {
  const groups = new Map<string, Set<string>>();
  const groupOfKey = new Map<string, string>();
  // lru-cache refuses null values: each value is boxed.
  const kept = new LRUCache<string, { value: V }>({
    max: opts.max,
    ttl: opts.ttlMs,
    ttlAutopurge: false,
    dispose: (_value, key) => {
      const group = groupOfKey.get(key);
      if (group === undefined) return;
      groupOfKey.delete(key);
      groups.get(group)?.delete(key);
      if (groups.get(group)?.size === 0) groups.delete(group);
    },
  });
  const pending = new Map<string, Promise<V>>();
  /** The group of each computation running (a group drop must also spoil those). */
  const pendingGroup = new Map<string, string>();
  /** Bumped by each drop: a computation that began before a drop of its key is not kept. */
  let generation = 0;
  const droppedAt = new Map<string, number>();
  let allDroppedAt = 0;
  const drop = (key: string) => {
    kept.delete(key);
    if (pending.has(key)) droppedAt.set(key, generation);
  };

  for (const [type, keyOf] of Object.entries(opts.dropOn) as [DomainEventType, (e: DeliveredEvent) => Dropped][]) {
    bus.subscribe(type, (event) => {
      const dropped = keyOf(event);
      generation++;
      if (dropped === ALL) {
        kept.clear();
        droppedAt.clear();
        allDroppedAt = generation;
      } else if (typeof dropped === 'string') {
        drop(dropped);
      } else {
        for (const key of [...(groups.get(dropped.group) ?? [])]) drop(key);
        for (const [key, group] of pendingGroup) if (group === dropped.group) droppedAt.set(key, generation);
      }
    });
  }

  return {
    async get(key, compute, group) {
      const hit = kept.get(key);
      if (hit) return hit.value;
      let running = pending.get(key);
      if (!running) {
        const startedAt = generation;
        if (group !== undefined) pendingGroup.set(key, group);
        running = compute()
          .then((value) => {
            if (allDroppedAt <= startedAt && (droppedAt.get(key) ?? 0) <= startedAt) {
              kept.set(key, { value });
              if (group !== undefined) {
                groupOfKey.set(key, group);
                let keys = groups.get(group);
                if (!keys) groups.set(group, (keys = new Set()));
                keys.add(key);
              }
            }
            return value;
          })
          .finally(() => {
            pending.delete(key);
            pendingGroup.delete(key);
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
