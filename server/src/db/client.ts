import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers share drizzle's PgDatabase surface; services only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** pg_trgm must be handed to PGlite on every open, not only when the extension is created. */
export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite (file-backed or in-memory). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/db. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return fromPglite(client);
}
