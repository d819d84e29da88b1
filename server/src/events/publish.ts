/**
 * Publishing a domain event: a row in the outbox (domain_events), written in the transaction of
 * the change, and a NOTIFY that PostgreSQL sends only if that transaction commits. A rolled-back
 * change therefore never reports itself; a committed one always does (the row stays even if the
 * NOTIFY is missed, and readers catch up from the table).
 */
import { sql } from 'drizzle-orm';
import { UUID_RE, type DomainEvent, type DomainEventType } from '@delv/shared';
import { executeNamed, type Db } from '../db/client';
import { domainEvents } from '../db/schema';

/** The channel every API process LISTENs on (events/transport.ts). */
export const EVENTS_CHANNEL = 'delv_events';

/** An event's place in commit order: the writing transaction's id, then the row's id. */
export interface Position {
  tx: number;
  id: number;
}

export const isAfter = (a: Position, b: Position) => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);

/**
 * Every transaction that publishes holds this shared advisory lock from its first statement (before
 * it has a transaction id), so readers can tell which running transactions may still add events:
 * only those hold it (transport.ts). Shared: publishers never wait for each other.
 */
export const PUBLISHER_LOCK = { classid: 1147497590, objid: 1 } as const;

/**
 * A change and its event written by ONE statement, its own transaction (a hot path: no BEGIN, lock
 * and COMMIT round trips; chat messages). Its first CTE is PUBLISHER_LOCK_CTE, and every write of
 * the statement reads from it (`from publisher_lock`, or from a CTE that does), so the lock is held
 * before the statement's first write gives its transaction an id, as inTransaction holds it.
 * `outboxInsert` writes the event rows its `select` makes (type, actor_id, audience, data), and
 * the statement answers `outboxNotify(<that CTE>)` for each; after it, `published()` waits as
 * inTransaction does. No beforeCommit work runs there: a type that has some must use publish().
 */
export const PUBLISHER_LOCK_CTE = `publisher_lock as materialized (select pg_advisory_xact_lock_shared(${PUBLISHER_LOCK.classid}, ${PUBLISHER_LOCK.objid}))`;
export const outboxInsert = (select: string) => `insert into domain_events (type, actor_id, audience, data) ${select} returning id, tx`;
export const outboxNotify = (cte: string) => `pg_notify('${EVENTS_CHANNEL}', ${cte}.tx::text || ':' || ${cte}.id::text)`;

/** Refuses a type with beforeCommit work in a single-statement publish (it would be skipped). */
export function assertNoBeforeCommit(type: DomainEventType): void {
  if (beforeCommitHandlers.get(type)?.size) throw new Error(`'${type}' has beforeCommit work: publish it with publish()`);
}

/** After a commit that published up to `last`: this process's readers have delivered it (read-your-writes). */
export async function published(db: Db, last: Position): Promise<void> {
  await Promise.all([...(readersOf.get(db) ?? [])].map((r) => r.caughtUp(last)));
}

/** Positions of what each open transaction published (read by inTransaction after its commit). */
const publishedIn = new WeakMap<Db, Position[]>();

/** Processes' readers of this database, waited on after a commit (registered by EventBus.start). */
const readersOf = new WeakMap<Db, Set<{ caughtUp(position: Position): Promise<void> }>>();

export function registerReader(db: Db, reader: { caughtUp(position: Position): Promise<void> }): () => void {
  let readers = readersOf.get(db);
  if (!readers) readersOf.set(db, (readers = new Set()));
  readers.add(reader);
  return () => readers.delete(reader);
}

type TransactionHandler<T extends DomainEventType> = (tx: Db, event: DomainEvent<T>) => Promise<void>;
const beforeCommitHandlers = new Map<DomainEventType, Map<string, TransactionHandler<never>>>();

/**
 * Work an area must do in the SAME transaction as an event, before it commits: when an account is
 * deleted, each area removes its own data that the database cannot cascade (likes and comments on
 * its items, averages its ratings counted in) and enqueues the removal of its stored files. Every
 * other reaction subscribes to the delivered event instead (events/bus.ts). `area` names the
 * handler: registering again replaces it.
 */
export function beforeCommit<T extends DomainEventType>(type: T, area: string, handler: TransactionHandler<T>): void {
  let handlers = beforeCommitHandlers.get(type);
  if (!handlers) beforeCommitHandlers.set(type, (handlers = new Map()));
  handlers.set(area, handler as TransactionHandler<never>);
}

/**
 * Writes `events` in the transaction `tx` (one opened by inTransaction); they are delivered once it
 * commits. Given anything else (a database handle), it opens such a transaction of its own.
 */
export async function publish(tx: Db, ...events: DomainEvent[]): Promise<void> {
  if (!events.length) return;
  if (!publishedIn.has(tx)) return inTransaction(tx, (own) => publish(own, ...events));
  for (const event of events) {
    for (const handler of beforeCommitHandlers.get(event.type)?.values() ?? [])
      await (handler as TransactionHandler<DomainEventType>)(tx, event);
  }
  // The rows and their NOTIFY in one statement; the NOTIFY names the last row's position, so a
  // process that has already read that far reads nothing more for it (transport.ts).
  const values = events.map(
    (e) =>
      sql`(${e.type}, ${e.actorId}::uuid, ${e.audience === 'public' ? null : uuidArray(e.audience)}::uuid[], ${JSON.stringify(e.data)}::jsonb)`,
  );
  const statement = sql`with e as (
      insert into ${domainEvents} (type, actor_id, audience, data) values ${sql.join(values, sql`, `)} returning id, tx)
    select e.id, e.tx, pg_notify(${EVENTS_CHANNEL}, (select max(tx)::text || ':' || max(id)::text from e)) from e`;
  // Every publishing transaction runs it: named for the usual few events, parsed once per connection.
  type Published = { id: string | number; tx: string | number };
  const rows =
    events.length <= 3
      ? await executeNamed<Published>(tx, `domain_events_insert_${events.length}`, statement)
      : ((r: unknown) => (r as { rows?: Published[] }).rows ?? (r as Published[]))(await tx.execute(statement));
  publishedIn.get(tx)?.push(...rows.map((r) => ({ id: Number(r.id), tx: Number(r.tx) })));
}

/** An audience as a PostgreSQL array literal: its ids are uuids (anything else could not be one of them). */
function uuidArray(ids: readonly string[]): string {
  return `{${[...new Set(ids)].filter((id) => UUID_RE.test(id)).join(',')}}`;
}

/** The position a NOTIFY of the events channel names ('tx:id'), or null. */
export function notifiedPosition(payload: string): Position | null {
  const m = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
  return m ? { tx: Number(m[1]), id: Number(m[2]) } : null;
}

/**
 * Runs `work` in a transaction of `db`; the events it publishes commit with it. Resolves after the
 * commit AND after this process has delivered those events to its subscribers, so the caller's next
 * request to this process already sees caches dropped by them (read-your-writes).
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const positions: Position[] = [];
  const result = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Every writing request takes it: named, parsed once per connection.
    await executeNamed(
      tx,
      'publisher_lock',
      sql`select pg_advisory_xact_lock_shared(${PUBLISHER_LOCK.classid}::int, ${PUBLISHER_LOCK.objid}::int)`,
    );
    publishedIn.set(tx, positions);
    return work(tx);
  });
  if (positions.length)
    await published(
      db,
      positions.reduce((a, b) => (isAfter(b, a) ? b : a)),
    );
  return result;
}
