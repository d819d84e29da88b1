/**
 * CPU per computed search by program, without HTTP (`npx tsx bench/search-cpu.bench.ts`): the search
 * service called in this process (api) against delv_bench over one connection, whose PostgreSQL
 * backend's CPU is read from /proc (postgres), for the MIX, the long tail and the typos of
 * bench/search.bench.ts (signed out). For comparing two designs on a machine shared with others:
 * run it on each design in turn, several times (A, B, A, B), and compare the pairs; the full
 * benchmark's rows move with everyone else's load (bench/results/search.md). Needs the data of
 * `npm run bench:search`. Env: BENCH_DATABASE_URL, BENCH_ROUNDS (2), BENCH_TAIL (400 searches).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { searchSchema, type SearchRequestInput } from '@delv/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { search } from '../server/src/modules/search/search.service';
import { MIX, tailSearches, typoSearches } from './search-mix';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** /proc counts CPU in ticks of 10 ms: a few hundred searches make a figure to a tenth of a millisecond. */
const TAIL = Number(process.env.BENCH_TAIL ?? 400);

async function main() {
  const pool = new pg.Pool({ connectionString: DB_URL, max: 1 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const { pid } = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
  const backendCpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  };
  const sets: Record<string, SearchRequestInput[]> = {
    MIX: MIX.map((m) => m.body),
    'long tail': tailSearches(TAIL),
    typos: typoSearches().map((t) => t.body),
  };
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  for (const [name, bodies] of Object.entries(sets)) {
    const requests = bodies.map((b) => searchSchema.validateSync(b));
    for (const r of requests.slice(0, 10)) await search(db, r, null); // warm-up: plans, caches
    const api0 = process.cpuUsage();
    const postgres0 = backendCpuMs();
    for (let round = 0; round < ROUNDS; round++) for (const r of requests) await search(db, r, null);
    const n = ROUNDS * requests.length;
    const api = process.cpuUsage(api0);
    const apiMs = (api.user + api.system) / 1000 / n;
    const postgresMs = (backendCpuMs() - postgres0) / n;
    console.log(
      `${name.padEnd(10)} api ${apiMs.toFixed(2)} ms  postgres ${postgresMs.toFixed(2)} ms  in all ${(apiMs + postgresMs).toFixed(2)} ms  (${n} searches)`,
    );
  }
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
