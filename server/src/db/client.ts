import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { log } from '../lib/log';
import * as schema from './schema';

/** Both drivers share drizzle's PgDatabase surface; services only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on `channel` (see Notices); stops on close(). */
  listen: Listen;
  close(): Promise<void>;
}

/** What a LISTEN reports: each payload, and when it starts or stops hearing (notices between are lost). */
export interface NoticeHandlers {
  notice(payload: string): void;
  up(): void;
  down(): void;
}
export type Listen = (channel: string, handlers: NoticeHandlers) => Promise<void>;

/** pg_trgm must be handed to PGlite on every open, not only when the extension is created. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite runs a statement synchronously and settles its promise in a microtask, so statements
 * queued one after another ran back to back without the event loop ever reading a socket: while
 * one person's 30 chat messages were written, nobody else's request was even read (issue 26, the
 * burst bench). A macrotask before each statement and each transaction lets the requests that
 * arrived meanwhile get in line. (Inside a transaction its statements still follow each other.)
 */
function yieldingBetweenStatements(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const { query, exec, transaction } = client;
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query.apply(client, args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await turn();
    return exec.apply(client, args);
  };
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await turn();
    return transaction.apply(client, args);
  }) as PGlite['transaction'];
  return client;
}

/** Wraps an open PGlite (file-backed or in-memory). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client: yieldingBetweenStatements(client), schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One connection: a notice is handled before the statement that caused it returns.
    async listen(channel, handlers) {
      await client.listen(channel, handlers.notice);
      handlers.up();
    },
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // Named statements (executeNamed) run on connections that keep ONE generic plan per statement:
  // left to choose, PostgreSQL re-planned the feed's statements on every run (1 ms of planning
  // for 0.2 ms of execution). Only the hot statements run there, each checked with EXPLAIN
  // (bench/results/feed.md); everything else is planned with its parameters as usual.
  // No parallel workers there: a generic plan reckons from average selectivities, and for a
  // search's walk it started two workers (35 ms) to read 150 index entries. Each connection keeps
  // its plans (a search's answer: about 0.85 MB in the backend), so it is replaced after 10 minutes
  // and sheds the plans of statements no longer run.
  const plannedOnce = new pg.Pool({
    connectionString: url,
    max,
    maxLifetimeSeconds: 600,
    options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its connection must not crash the process.
  for (const p of [pool, plannedOnce]) p.on('error', (err) => log.error({ err }, 'postgres pool error'));
  const db = drizzlePg({ client: pool, schema });
  namedStatementDb.set(db as unknown as Db, drizzlePg({ client: plannedOnce, schema }) as unknown as Db);
  const listeners: Array<() => Promise<void>> = [];
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // API servers on several hosts start at once: each migrates on one connection of its own that
    // holds an advisory lock, so the first applies the migrations and the others, waiting, then find
    // nothing left to apply (drizzle's migrator takes no lock; two at once failed on a duplicate).
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext('delv:migrate'))");
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.end(); // ending the session releases the lock
      }
    },
    async listen(channel, handlers) {
      listeners.push(await listenOnPostgres(url, channel, handlers));
    },
    close: async () => {
      await Promise.all([pool.end(), plannedOnce.end(), ...listeners.map((stop) => stop())]);
    },
  };
}

/**
 * A connection of its own that LISTENs, and connects again (after 1 s) whenever it is lost or
 * cannot connect: meanwhile the handlers were told down(), so nothing is kept on its word.
 */
async function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.down();
      next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err, channel }, 'LISTEN connection lost; connecting again in 1 s');
      retry = setTimeout(() => void connect(), 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (n) => handlers.notice(n.payload ?? ''));
    return next
      .connect()
      .then(() => next.query(`LISTEN ${channel}`))
      .then(() => (client === next ? handlers.up() : undefined), lost);
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/db. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; databasePoolMax?: number }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl, opts.databasePoolMax);
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return fromPglite(client);
}

/** PostgreSQL: the database handle whose connections keep generic plans (see fromPostgres). */
const namedStatementDb = new WeakMap<Db, Db>();

/** Where a hot statement runs: the plan-once connections on PostgreSQL, `db` itself elsewhere. */
export const forNamedStatements = (db: Db): Db => namedStatementDb.get(db) ?? db;

/**
 * Runs a hot statement as a NAMED prepared statement on the plan-once connections: PostgreSQL
 * parses and plans it once per connection instead of on every request. `name` must always stand
 * for the same SQL text, so a statement whose shape varies needs one name per shape, and its
 * generic plan must be checked with EXPLAIN. PGlite ignores the name. (drizzle's query builder
 * has .prepare(name); this is the same for sql`` statements.)
 */
export async function executeNamed<T>(db: Db, name: string | ((sqlText: string) => string), query: SQL): Promise<T[]> {
  const rendered = (forNamedStatements(db) as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  // A name may be derived from the SQL text (one name per shape, whatever builds the shapes).
  return executeNamedQuery<T>(db, typeof name === 'string' ? name : name(rendered.sql), rendered);
}

/**
 * executeNamed for a statement already written out as text and parameters (kept by its caller).
 * Without a name it runs as any statement does, planned for its parameters on the usual connections.
 */
export async function executeNamedQuery<T>(db: Db, name: string | null, query: { sql: string; params: unknown[] }): Promise<T[]> {
  const internals = (name ? forNamedStatements(db) : db) as unknown as { session: PgSession };
  const prepared = internals.session.prepareQuery(query, undefined, name ?? undefined, false);
  const result = (await prepared.execute()) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
