/**
 * Moderation benchmark (`npm run bench:moderation`, issue 31), on PostgreSQL: the review queue's
 * first page (GET /api/moderation/queue's work, through the service the route calls) with
 * BENCH_MOD_REPORTS (100,000) open reports about BENCH_MOD_REPORTS / 4 things by 5,000 people,
 * some of whom carry sanctions: BENCH_MOD_PAGES (2,000) pages asked one at a time, p50/p95/p99 in
 * ms, and the plans. Target p95 < 50 ms.
 * Writes its own people, reports, cases and sanctions straight to the database (and removes them
 * at the end). Writes bench/results/moderation.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench).
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import type {} from '../server/src/jobs/handlers';
import { queue } from '../server/src/modules/moderation/moderation.service';
import { statsOf } from './load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const REPORTS = Number(process.env.BENCH_MOD_REPORTS ?? 100_000);
const PER_THING = 4;
const THINGS = Math.ceil(REPORTS / PER_THING);
const PEOPLE = 5000;
const PAGES = Number(process.env.BENCH_MOD_PAGES ?? 2000);
const EMAIL = 'bench-mod';
const log = (s: string) => console.log(s);
const ms = (n: number) => n.toFixed(2);

async function removeAll(pool: pg.Pool) {
  await pool.query(`delete from moderation_cases where snapshot->>'title' = 'bench'`);
  // Reports and sanctions cascade with their people.
  await pool.query(`delete from users where email like '${EMAIL}-%'`);
}

async function seed(pool: pg.Pool) {
  await pool.query(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed)
     select '${EMAIL}-' || n || '@example.com', 'x', 'Person', n::text, 'Uganda', array['student'], true from generate_series(1, $1) n`,
    [PEOPLE],
  );
  // Things t = 1..THINGS, each reported by PER_THING distinct people, over the last 30 days; their
  // authors are people too (thing t by person t % PEOPLE).
  await pool.query(
    `create temporary table bench_people as select row_number() over (order by id) - 1 as i, id from users where email like '${EMAIL}-%'`,
  );
  await pool.query(
    `create temporary table bench_things as
     select t, ('00000000-0000-4000-8000-' || lpad(t::text, 12, '0'))::uuid::text as thing_id,
       now() - (random() * interval '30 days') as at
     from generate_series(1, $1) t`,
    [THINGS],
  );
  await pool.query(
    `insert into reports (kind, thing_id, reporter_id, author_id, reason, text, snapshot, created_at)
     select 'post', b.thing_id, r.id, a.id, (array['spam','harassment_hate','unsuitable_for_young','false_misleading','other'])[1 + (b.t + k) % 5],
       case when (b.t + k) % 5 = 4 then 'Looks like a scam to me' else '' end,
       jsonb_build_object('title', 'bench', 'text', 'A reported post ' || b.t, 'authorId', a.id, 'authorName', 'Person ' || a.i, 'link', '/post/' || b.thing_id),
       b.at + (k || ' minutes')::interval
     from bench_things b cross join generate_series(0, ${PER_THING - 1}) k
     join bench_people r on r.i = (b.t * 7 + k * 1013) % ${PEOPLE}
     join bench_people a on a.i = b.t % ${PEOPLE}`,
  );
  // Each thing's case row, as the report service keeps it.
  await pool.query(
    `insert into moderation_cases (kind, thing_id, open_reporters, first_reported_at, snapshot, author_id)
     select kind, thing_id, count(*), min(created_at), (array_agg(snapshot order by created_at))[1], (array_agg(author_id))[1]
     from reports where reporter_id in (select id from bench_people) group by kind, thing_id`,
  );
  // Some authors have a history: earlier reports closed, and sanctions.
  await pool.query(
    `insert into sanctions (user_id, kind, reason, ends_at, created_at)
     select id, (array['warn','silence','suspend'])[1 + i % 3], 'Earlier spam', now() - interval '1 day', now() - interval '10 days'
     from bench_people where i % 5 = 0`,
  );
  await pool.query('analyze users; analyze reports; analyze moderation_cases; analyze sanctions');
}

async function main() {
  const started = Date.now();
  const migrate = fromPostgres(DB_URL, 1);
  await migrate.migrate();
  await migrate.close();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 1 });
  const database = fromPostgres(DB_URL, 4);
  const moderator = { id: '00000000-0000-4000-8000-000000000000', roles: ['moderator'], usercategory: ['student'] };
  try {
    await removeAll(pool);
    log(`seeding ${REPORTS.toLocaleString('en-US')} reports about ${THINGS.toLocaleString('en-US')} things…`);
    const seedStart = Date.now();
    await seed(pool);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const {
      rows: [{ open }],
    } = await pool.query<{ open: string }>('select count(*) as open from reports where closed_at is null');

    const first = await queue(database.db, moderator, { skip: 0, limit: 20 });
    if (first.data.length !== 20 || first.count < THINGS) throw new Error(`unexpected first page: ${first.data.length} of ${first.count}`);
    for (let i = 0; i < 100; i++) await queue(database.db, moderator, { skip: 0, limit: 20 });
    const times: number[] = [];
    for (let i = 0; i < PAGES; i++) {
      const t0 = performance.now();
      await queue(database.db, moderator, { skip: 0, limit: 20 });
      times.push(performance.now() - t0);
    }
    const page = statsOf(times, 0, 1);
    // A page deep in the queue, for comparison (OFFSET walks the index).
    const deepTimes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await queue(database.db, moderator, { skip: 10_000, limit: 20 });
      deepTimes.push(performance.now() - t0);
    }
    const deep = statsOf(deepTimes, 0, 1);
    const { rows: plan } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) select kind, thing_id from moderation_cases where open_reporters > 0 order by first_reported_at, kind, thing_id limit 20`,
    );
    const { rows: countPlan } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze) select count(*)::int from moderation_cases where open_reporters > 0`,
    );
    log(`first page: p50 ${ms(page.p50)} ms, p95 ${ms(page.p95)} ms, p99 ${ms(page.p99)} ms; page 500: p95 ${ms(deep.p95)} ms`);

    const {
      rows: [{ server_version: version }],
    } = await pool.query<{ server_version: string }>('show server_version');
    const uptime = execSync('uptime').toString().trim();
    const cpus = os.cpus();
    const report = `# Moderation benchmark

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:moderation\` (bench/moderation.bench.ts) in ${Math.round((Date.now() - started) / 1000)} s.
Machine: ${cpus.length} × ${cpus[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(os.totalmem() / 2 ** 20)} MB RAM, Node ${process.version}, PostgreSQL ${version}.
\`uptime\` at the end: \`${uptime}\`. The machine is shared with other engineers' builds and tests (the load above), so
these figures are pessimistic. The benchmark and PostgreSQL share the machine over loopback TCP. Seeding took ${seedSeconds.toFixed(0)} s.

## The review queue's first page with ${Number(open).toLocaleString('en-US')} open reports

${THINGS.toLocaleString('en-US')} reported things, ${PER_THING} distinct reporters each, by ${PEOPLE.toLocaleString('en-US')} people (one in five authors
carries a sanction). ${PAGES.toLocaleString('en-US')} first pages (20 things) asked one at a time through the service the route calls
(\`queue\`: the page of \`moderation_cases\` on its partial index, the open count, then for the 20 things their reasons and notes, their
authors' earlier reports and sanctions), timed from the call to its answer (the database round trips included).

| page | asked | p50 ms | p95 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|---:|
| first (skip 0) | ${page.n.toLocaleString('en-US')} | ${ms(page.p50)} | ${ms(page.p95)} | ${ms(page.p99)} | ${ms(page.max)} |
| 501st (skip 10,000) | ${deep.n.toLocaleString('en-US')} | ${ms(deep.p50)} | ${ms(deep.p95)} | ${ms(deep.p99)} | ${ms(deep.max)} |

Target p95 < 50 ms for the first page: ${page.p95 < 50 ? 'met' : 'NOT met'}. The page's plan:

\`\`\`
${plan.map((r) => r['QUERY PLAN']).join('\n')}
\`\`\`

The open count's plan:

\`\`\`
${countPlan.map((r) => r['QUERY PLAN']).join('\n')}
\`\`\`
`;
    writeFileSync(path.join(root, 'bench', 'results', 'moderation.md'), report);
    log('wrote bench/results/moderation.md');
  } finally {
    await removeAll(pool);
    await pool.end();
    await database.close();
  }
}

await main();
