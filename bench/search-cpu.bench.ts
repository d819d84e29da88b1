/**
 * CPU per computed search by program, without HTTP (`npx tsx bench/search-cpu.bench.ts`): the search
 * service called in this process (api) against the benchmark database over the product's
 * connections (one of each pool), whose PostgreSQL backends' CPU is read from /proc (postgres), for
 * the MIX, the long tail and the typos of bench/search.bench.ts (signed out). For comparing two
 * designs on a machine shared with others: run each in turn, several times (A, B, A, B), and compare
 * the pairs. Needs the data of `npm run bench:search`. Env: BENCH_DATABASE_URL, BENCH_ROUNDS (2),
 * BENCH_TAIL (400 searches).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { searchSchema, type SearchRequestInput } from '@delv/shared';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import { search } from '../server/src/modules/search/search.service';
import { MIX, tailSearches, typoSearches } from './search-mix';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** /proc counts CPU in ticks of 10 ms: a few hundred searches make a figure to a tenth of a millisecond. */
const TAIL = Number(process.env.BENCH_TAIL ?? 400);
const APP = 'delv-search-cpu';

async function main() {
  // The product's connections (one of each kind: planned per statement, and planned once), marked
  // so that their PostgreSQL backends can be found.
  const database = fromPostgres(`${DB_URL}${DB_URL.includes('?') ? '&' : '?'}application_name=${APP}`, 1);
  const db = database.db;
  const watcher = new pg.Client({ connectionString: DB_URL });
  await watcher.connect();
  const backendCpuMs = async () => {
    const { rows } = await watcher.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [APP]);
    let ms = 0;
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
    }
    return ms;
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
    // Warm-up: caches, and the plans, which the plan-once connection makes once per statement shape.
    for (const r of requests) await search(db, r, null);
    const api0 = process.cpuUsage();
    const postgres0 = await backendCpuMs();
    for (let round = 0; round < ROUNDS; round++) for (const r of requests) await search(db, r, null);
    const n = ROUNDS * requests.length;
    const api = process.cpuUsage(api0);
    const apiMs = (api.user + api.system) / 1000 / n;
    const postgresMs = ((await backendCpuMs()) - postgres0) / n;
    console.log(
      `${name.padEnd(10)} api ${apiMs.toFixed(2)} ms  postgres ${postgresMs.toFixed(2)} ms  in all ${(apiMs + postgresMs).toFixed(2)} ms  (${n} searches)`,
    );
  }
  await watcher.end();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
