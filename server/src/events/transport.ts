/**
 * How committed events reach every API process. The transport here reads the outbox table in commit
 * order, woken by NOTIFY (LISTEN/NOTIFY on PostgreSQL; in-process on PGlite). Another transport
 * (Redis streams, NATS) would implement the same interface, fed from the same outbox.
 */
import { sql } from 'drizzle-orm';
import type { DeliveredEvent, DomainEvent } from '@delv/shared';
import { executeNamed, type Db, type Listen } from '../db/client';
import { EVENTS_CHANNEL, PUBLISHER_LOCK, isAfter, notifiedPosition, type Position } from './publish';
import { log } from '../lib/log';

export interface StreamEvent {
  event: DeliveredEvent;
  position: Position;
}

export interface EventTransport {
  /** Starts handing this process every event committed from now on, in commit order, each once. */
  start(deliver: (events: StreamEvent[]) => void): Promise<void>;
  /** Resolves once events up to `position` were handed over here (or after a short wait at most). */
  caughtUp(position: Position): Promise<void>;
  /** How far this process has delivered. */
  current(): Position;
  /**
   * Events after the one with id `afterId`, up to `upTo`, that `userId` may receive: null when that
   * event is no longer kept (pruned) or more than `max` are missing (the client then starts afresh).
   */
  since(afterId: string, upTo: Position, userId: string, max: number): Promise<{ from: Position; events: StreamEvent[] } | null>;
  stop(): Promise<void>;
}

interface Row {
  id: string | number;
  tx: string | number;
  type: string;
  actor_id: string | null;
  audience: string[] | string | null;
  data: unknown;
  created_at: string | Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Read as text ('{a,b}': uuids need no quoting); an array is taken as it is. */
const audienceOf = (value: Row['audience']): DomainEvent['audience'] =>
  value === null
    ? 'public'
    : Array.isArray(value)
      ? value
      : value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);

function toStreamEvent(row: Row): StreamEvent {
  const at = row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString();
  return {
    event: {
      id: String(row.id),
      type: row.type,
      actorId: row.actor_id,
      audience: audienceOf(row.audience),
      data: row.data,
      at,
    } as DeliveredEvent,
    position: { tx: Number(row.tx), id: Number(row.id) },
  };
}

// The audience as text ('{a,b}', split by audienceOf): node-postgres's array parser took longer for 200 ids.
const COLUMNS = sql.raw('e.id, e.tx, e.type, e.actor_id, e.audience::text as audience, e.data, e.created_at');

/**
 * The transaction id below which every event row is final. A publisher holds PUBLISHER_LOCK from
 * before it gets its id, so the transactions that may still add rows are: the lock's holders (from
 * their id on) and those not started yet (ids from the snapshot's xmax on). Unrelated transactions,
 * however long (a batch job, another database of the server), hold nothing back. It must be read in
 * a statement BEFORE the rows are read: a publisher that commits in between shows its rows then.
 */
const HORIZON = sql`select least(
  (pg_snapshot_xmax(pg_current_snapshot())::text)::bigint,
  (select min((a.backend_xid::text)::bigint) from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.classid = ${PUBLISHER_LOCK.classid}::oid and l.objid = ${PUBLISHER_LOCK.objid}::oid and l.objsubid = 2)
) as horizon`;

export interface OutboxOptions {
  /** Rows read per statement. */
  batch?: number;
  /** A caller of caughtUp() waits at most this long (a reader held back by a long transaction). */
  waitMaxMs?: number;
  /** A read even when no NOTIFY came (a lost notice, a row held back behind a long transaction). */
  safetyPollMs?: number;
}

export class OutboxTransport implements EventTransport {
  private cursor: Position = { tx: 0, id: 0 };
  private deliver: ((events: StreamEvent[]) => void) | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  /** A caller of caughtUp() came while a read ran. */
  private waitedMeanwhile = false;
  private retry: NodeJS.Timeout | null = null;
  private safety: NodeJS.Timeout | null = null;
  private stopped = false;
  private waiters: { position: Position; resolve(): void }[] = [];
  private readonly batch: number;
  private readonly waitMaxMs: number;
  private readonly safetyPollMs: number;

  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    opts: OutboxOptions = {},
  ) {
    this.batch = opts.batch ?? 500;
    this.waitMaxMs = opts.waitMaxMs ?? 2000;
    this.safetyPollMs = opts.safetyPollMs ?? 15_000;
  }

  async start(deliver: (events: StreamEvent[]) => void): Promise<void> {
    this.deliver = deliver;
    // From the newest final event on: a process delivers what is committed after it starts.
    const horizon = await this.horizon();
    const [last] = rowsOf<{ tx: string; id: string }>(
      await this.db.execute(
        sql`select e.tx, e.id from domain_events e where e.tx < ${horizon}::bigint order by e.tx desc, e.id desc limit 1`,
      ),
    );
    if (last) this.cursor = { tx: Number(last.tx), id: Number(last.id) };
    await this.listen(EVENTS_CHANNEL, {
      // A commit this process has already read (its own, read for caughtUp) needs no read.
      notice: (payload) => {
        const at = notifiedPosition(payload);
        if (!at || isAfter(at, this.cursor)) this.poll();
      },
      up: () => this.poll(),
      down: () => undefined,
    });
    this.safety = setInterval(() => this.poll(), this.safetyPollMs);
    this.safety.unref();
  }

  current(): Position {
    return this.cursor;
  }

  caughtUp(position: Position): Promise<void> {
    if (!isAfter(position, this.cursor) || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      const timer = setTimeout(() => this.release(waiter), this.waitMaxMs);
      waiter.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
      // A read already running may bring it (the commit's NOTIFY asks for one anyway); if it does
      // not, it runs once more for this waiter (below): one read per commit, not two.
      if (this.reading) this.waitedMeanwhile = true;
      else this.poll();
    });
  }

  /** Reads new events now; polls asked for meanwhile run once more after it. */
  poll(): void {
    if (this.stopped || !this.deliver) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.read()
      .catch((err: Error) => {
        log.error({ err }, 'events: reading the outbox failed');
        this.later(1000);
      })
      .finally(() => {
        this.reading = null;
        const waiting = this.waitedMeanwhile && this.waiters.some((w) => isAfter(w.position, this.cursor));
        this.waitedMeanwhile = false;
        if (this.again || waiting) {
          this.again = false;
          this.poll();
        }
      });
  }

  private later(ms: number) {
    if (this.retry || this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.poll();
    }, ms);
    this.retry.unref();
  }

  private async horizon(): Promise<number> {
    return Number((await executeNamed<{ horizon: string }>(this.db, 'events_horizon', HORIZON))[0].horizon);
  }

  private async read(): Promise<void> {
    for (;;) {
      const { tx, id } = this.cursor;
      const horizon = await this.horizon();
      // Rows after the cursor below the horizon, plus whether a committed row waits behind a
      // running publisher (then read again shortly).
      // Both run once per commit in every process: named, planned once per connection.
      const rows = await executeNamed<Row & { held: boolean }>(
        this.db,
        'events_read',
        sql`
        select ${COLUMNS}, exists(select 1 from domain_events w where w.tx >= ${horizon}::bigint and (w.tx, w.id) > (${tx}::bigint, ${id}::bigint)) as held
        from (select 1) one left join lateral (
          select * from domain_events d where (d.tx, d.id) > (${tx}::bigint, ${id}::bigint) and d.tx < ${horizon}::bigint
          order by d.tx, d.id limit ${this.batch}
        ) e on true`,
      );
      const held = rows.some((r) => r.held);
      const found = rows.filter((r) => r.id !== null).map(toStreamEvent);
      if (found.length) {
        this.cursor = found[found.length - 1].position;
        try {
          this.deliver!(found);
        } finally {
          this.releaseUpTo(this.cursor);
        }
      }
      if (found.length === this.batch) continue;
      if (held) this.later(20);
      return;
    }
  }

  private releaseUpTo(cursor: Position) {
    const ready = this.waiters.filter((w) => !isAfter(w.position, cursor));
    for (const w of ready) this.release(w);
  }

  private release(waiter: { resolve(): void }) {
    const i = this.waiters.indexOf(waiter as (typeof this.waiters)[number]);
    if (i >= 0) this.waiters.splice(i, 1);
    waiter.resolve();
  }

  async since(afterId: string, upTo: Position, userId: string, max: number): Promise<{ from: Position; events: StreamEvent[] } | null> {
    if (!/^\d{1,18}$/.test(afterId)) return null;
    const [from] = rowsOf<{ tx: string; id: string }>(
      await this.db.execute(sql`select e.tx, e.id from domain_events e where e.id = ${afterId}::bigint`),
    );
    if (!from) return null;
    const rows = rowsOf<Row>(
      await this.db.execute(sql`
      select ${COLUMNS} from domain_events e
      where (e.tx, e.id) > (${from.tx}::bigint, ${from.id}::bigint) and (e.tx, e.id) <= (${upTo.tx}::bigint, ${upTo.id}::bigint)
        and (e.audience is null or ${userId}::uuid = any(e.audience))
      order by e.tx, e.id limit ${max + 1}`),
    );
    return rows.length > max ? null : { from: { tx: Number(from.tx), id: Number(from.id) }, events: rows.map(toStreamEvent) };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.safety) clearInterval(this.safety);
    for (const w of [...this.waiters]) this.release(w);
    await this.reading;
  }
}
