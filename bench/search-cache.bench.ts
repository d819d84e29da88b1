/**
 * Does the answer cache (SEARCH_CACHE_MS) pay for itself at realistic traffic? (`npx tsx
 * bench/search-cache.bench.ts`, on the data of `npm run bench:search`.) Many different searches (the
 * long tail of 2,000) at fixed rates, while people write: a rating every WRITE_EVERY_MS through the
 * API (any such event drops every kept answer, in every process). The same rows with the cache on
 * (60 s) and off, in turn; CPU ms per search of the API and PostgreSQL as in bench/search.bench.ts.
 * Env: BENCH_DATABASE_URL, BENCH_SECONDS (20), BENCH_RATES (300,50), BENCH_WRITE_EVERY_MS (1000).
 */
import os from 'node:os';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import { generateSearch } from './generate-search';
import { cpuDuring, descendantsOf, pacedLoad, type BenchRequest } from './load';
import { tailSearches } from './search-mix';
import { startBenchServer } from './server';
import { signInTokens } from './signIn';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const DB_NAME = new URL(DB_URL).pathname.slice(1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATES = (process.env.BENCH_RATES ?? '300,50').split(',').map(Number);
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 1000);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-search-0123456789';

async function main() {
  const database = fromPostgres(DB_URL, 2);
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  await generateSearch(pool);
  const raters = (
    await pool.query<{ id: string }>("select id from users where (usercategory[1]) = 'student' order by md5(id::text) limit 50")
  ).rows;
  const tokens = await signInTokens(
    pool,
    JWT_SECRET,
    raters.map((r) => r.id),
  );
  const items = (await pool.query<{ id: string }>('select id from contents where visible order by md5(id::text) limit 500')).rows;
  const tail: BenchRequest[] = tailSearches(2000).map((body) => ({
    method: 'POST',
    path: '/api/search',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  }));
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}; a rating every ${WRITE_EVERY_MS} ms`,
  );
  for (const cacheMs of ['0', '60000', '0', '60000']) {
    const server = await startBenchServer({
      dbUrl: DB_URL,
      jwtSecret: JWT_SECRET,
      extraEnv: { SEARCH_CACHE_MS: cacheMs, RATE_LIMIT_MAX: '0' },
    });
    const pick = async () => {
      const backends = await pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
        [DB_NAME],
      );
      return new Map<string, string>([
        ...descendantsOf(server.proc.pid!, 'api'),
        ...backends.rows.map((r) => [String(r.pid), 'postgres'] as [string, string]),
      ]);
    };
    try {
      await pacedLoad(server.base, tail.slice(0, 200), { rate: 50, seconds: 4 });
      for (const rate of RATES) {
        let writes = 0;
        let k = 0;
        const writer = setInterval(() => {
          k++;
          void fetch(`${server.base}/api/rating/content`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[k % tokens.length]}` },
            body: JSON.stringify({ idOfRated: items[k % items.length].id, ratingLevel: 1 + (k % 5) }),
          }).then((r) => (r.ok ? writes++ : console.log(`rating: ${r.status}`)));
        }, WRITE_EVERY_MS);
        // Offset into the tail so the kept answers of an earlier row are not asked again.
        const requests = [...tail.slice((rate * 7) % tail.length), ...tail.slice(0, (rate * 7) % tail.length)];
        const { result, cpu } = await cpuDuring(() => pacedLoad(server.base, requests, { rate, seconds: SECONDS }), pick);
        clearInterval(writer);
        const per = (label: string) => ((cpu.get(label) ?? 0) * 1000) / Math.max(1, result.n);
        console.log(
          `SEARCH_CACHE_MS=${cacheMs.padEnd(5)} ${rate}/s: p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)}/s, errors ${result.errors}, ` +
            `${writes} ratings; CPU per search api ${per('api').toFixed(2)} + postgres ${per('postgres').toFixed(2)} = ${(per('api') + per('postgres')).toFixed(2)} ms`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
