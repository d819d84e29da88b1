/**
 * This process's side of the domain events: subscribers register here and are called with every
 * committed event of their types, in commit order, once (whichever process published it).
 *
 *   service --publish(tx, event)--> outbox row + NOTIFY --commit--> every process's transport
 *     --> EventBus --> subscribers: caches (events/cache.ts), search answers, the live channel
 *                      (live/), jobs enqueued on events
 *
 * A subscriber must be quick and must not throw (an error is logged and the others still run);
 * slow work belongs in a job (jobs/queue.ts).
 */
import type { DeliveredEvent, DomainEventType } from '@delv/shared';
import type { Db } from '../db/client';
import { registerReader } from './publish';
import type { EventTransport, StreamEvent } from './transport';
import { log } from '../lib/log';

export type EventHandler<T extends DomainEventType = DomainEventType> = (event: DeliveredEvent<T>, stream: StreamEvent) => void;

export class EventBus {
  private readonly handlers = new Map<DomainEventType | '*', Set<EventHandler<never>>>();
  private unregister: (() => void) | null = null;

  constructor(readonly transport: EventTransport) {}

  /** Calls `handler` with every event of these types ('*': all). Returns the unsubscribe. */
  subscribe<T extends DomainEventType>(types: T | T[] | '*', handler: EventHandler<T>): () => void {
    const keys = types === '*' ? ['*' as const] : Array.isArray(types) ? types : [types];
    for (const key of keys) {
      let set = this.handlers.get(key);
      if (!set) this.handlers.set(key, (set = new Set()));
      set.add(handler as EventHandler<never>);
    }
    return () => keys.forEach((key) => this.handlers.get(key)?.delete(handler as EventHandler<never>));
  }

  /** Starts delivery; with `db`, inTransaction() on it then waits for its events to reach this process. */
  async start(db?: Db): Promise<void> {
    await this.transport.start((events) => events.forEach((e) => this.dispatch(e)));
    if (db) this.unregister = registerReader(db, this.transport);
  }

  async stop(): Promise<void> {
    this.unregister?.();
    await this.transport.stop();
  }

  private dispatch(stream: StreamEvent) {
    for (const key of [stream.event.type, '*'] as const) {
      for (const handler of this.handlers.get(key) ?? []) {
        try {
          (handler as EventHandler)(stream.event, stream);
        } catch (err) {
          log.error({ err }, `events: a subscriber of ${stream.event.type} failed`);
        }
      }
    }
  }
}
