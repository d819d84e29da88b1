/**
 * Insights benchmark (`npm run bench:insights`, issue 34), on PostgreSQL:
 *   1. seeds BENCH_INSIGHTS_DAYS (30) days before today: BENCH_INSIGHTS_USERS (100,000) people, one
 *      institution with a fifth of them as members, sessions, a library of 200 items, and
 *      ~1,000,000 activity rows; the busiest day (yesterday) holds 100,000 events: 50,000 people
 *      active, 30,000 item views, 10,000 session registrations, 5,000 posts, 3,000 reviews and
 *      2,000 sign-ups;
 *   2. rolls every day up through the job's own function (rollupDay): the busiest day's time is the
 *      figure (target < 30 s);
 *   3. copies the month of figures back over a year (so a year's dashboard reads a year of rows),
 *      starts the bundled server on the database and asks, one request at a time, for the
 *      institution's dashboard over 30 and 366 days and the platform's over 30 and 366 days:
 *      p50/p95/p99 (target p95 < 100 ms).
 * Its people and rows are removed at the start and the end. Writes bench/results/insights.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench), BENCH_INSIGHTS_USERS,
 * BENCH_INSIGHTS_DAYS, BENCH_INSIGHTS_REQUESTS (200 per kind).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
import type {} from '../server/src/jobs/handlers';
import { rollupDay } from '../server/src/modules/insights/insights.rollup';
import { startBenchServer } from './server';
import { serialLoad, type Stats } from './load';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const USERS = Number(process.env.BENCH_INSIGHTS_USERS ?? 100_000);
const DAYS = Number(process.env.BENCH_INSIGHTS_DAYS ?? 30);
const REQUESTS = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 200);
const EMAIL = 'bench-insights';
const DAY = 86_400_000;
const SECRET = 'bench-insights-secret-long-enough-for-hs256';
const log = (s: string) => console.log(s);
const n = (x: number) => x.toLocaleString('en-US');
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function removeAll(pool: pg.Pool) {
  // Activity, memberships, sessions, items, posts, comments and points go with their people.
  await pool.query(`delete from institutions where institution_name = 'Bench Insights University'`);
  await pool.query(`delete from users where email like '${EMAIL}-%'`);
  // The benchmark database's figures are all the benchmark's.
  await pool.query(`delete from insight_figures`);
  await pool.query(`delete from insight_runs`);
}

async function seed(pool: pg.Pool, days: string[]) {
  const busy = days[days.length - 1];
  const first = days[0];
  // People: 2,000 sign up on the busy day, the rest spread over the month.
  await pool.query(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed, created_at)
     select '${EMAIL}-' || i || '@example.com', 'x', 'Person', i::text,
       (array['Uganda','Kenya','Tanzania','Rwanda','Burundi'])[1 + i % 5], array[(array['student','graduate','employee','mentor','trainer'])[1 + i % 5]], true,
       case when i <= 2000 then $1::timestamptz + (i % 86000) * interval '1 second'
            else $2::timestamptz + (i % ($3::int - 1)) * interval '1 day' + (i % 86000) * interval '1 second' end
     from generate_series(1, $4::int) i`,
    [busy, first, DAYS, USERS],
  );
  const {
    rows: [admin],
  } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed) values ('${EMAIL}-admin@example.com', 'x', 'Bench', 'Admin', 'Uganda', array['institution'], true) returning id`,
  );
  const {
    rows: [sys],
  } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, roles, confirmed) values ('${EMAIL}-sys@example.com', 'x', 'Bench', 'Sys', 'Uganda', array['student'], array['admin'], true) returning id`,
  );
  const {
    rows: [inst],
  } = await pool.query<{ id: string }>(
    `insert into institutions (institution_name, institution_type, country, admins) values ('Bench Insights University', 'University', 'Uganda', array[$1::uuid]) returning id`,
    [admin.id],
  );
  const people = `(select id, row_number() over (order by id) as k from users where email like '${EMAIL}-%@example.com' and email not like '${EMAIL}-admin%' and email not like '${EMAIL}-sys%')`;
  await pool.query(
    `insert into institution_learners (institution_id, learner_id, joined_at) select $1, id, $2::timestamptz + (k % $3) * interval '1 day' from ${people} p where k % 5 = 0`,
    [inst.id, first, DAYS],
  );
  // Activity: 50,000 people on the busy day, the rest of a million over the other days.
  const perDay = Math.ceil((1_000_000 - 50_000) / (DAYS - 1));
  await pool.query(`insert into activity_days (day, user_id) select $1::date, id from ${people} p where k <= 50000`, [busy]);
  for (const day of days.slice(0, -1)) {
    const offset = Math.floor(Math.random() * Math.max(1, USERS - perDay));
    await pool.query(`insert into activity_days (day, user_id) select $1::date, id from ${people} p where k > $2 and k <= $2 + $3`, [
      day,
      offset,
      perDay,
    ]);
  }
  // The library: 200 items; 30,000 views and 3,000 reviews on the busy day.
  await pool.query(
    `insert into contents (owner_id, title, category) select $1, 'Bench item ' || i, 'Video' from generate_series(1, 200) i`,
    [admin.id],
  );
  const items = `(select id, row_number() over (order by id) - 1 as j from contents where owner_id = '${admin.id}')`;
  await pool.query(
    `insert into content_views (content_id, viewer, day) select c.id, p.id::text, $1::date from ${people} p join ${items} c on c.j = p.k % 200 where p.k <= 30000`,
    [busy],
  );
  await pool.query(
    `insert into comments (kind, item_id, user_id, text, created_at) select 'content', c.id::text, p.id, 'Useful', $1::timestamptz + (p.k % 86000) * interval '1 second'
     from ${people} p join ${items} c on c.j = p.k % 200 where p.k <= 3000`,
    [busy],
  );
  // The other days: 3,000 views (every item viewed), 100 reviews and 300 registrations each, so a
  // year of the institution's figures has a row per item (and session) and day.
  for (const [i, day] of days.slice(0, -1).entries()) {
    await pool.query(
      `insert into content_views (content_id, viewer, day) select c.id, p.id::text, $1::date from ${people} p join ${items} c on c.j = p.k % 200 where p.k > $2 and p.k <= $2 + 3000`,
      [day, 30000 + i * 3000],
    );
    await pool.query(
      `insert into comments (kind, item_id, user_id, text, created_at) select 'content', c.id::text, p.id, 'Useful', $1::timestamptz + (p.k % 86000) * interval '1 second'
       from ${people} p join ${items} c on c.j = p.k % 200 where p.k > $2 and p.k <= $2 + 100`,
      [day, 30000 + i * 100],
    );
  }
  // Sessions: 50 of the institution's, ending on the busy day; 10,000 registrations made that day.
  await pool.query(
    `insert into sessions (owner_id, presenter_id, presenter_name, institution_id, session_title, description, organiser, starts_at, ends_at, duration_minutes)
     select $1, $1, 'Bench', $2, 'Bench session ' || i, 'Bench', 'Bench', $3::timestamptz + (8 + i % 12) * interval '1 hour', $3::timestamptz + (9 + i % 12) * interval '1 hour', 60
     from generate_series(1, 50) i`,
    [admin.id, inst.id, busy],
  );
  const sessions = `(select id, row_number() over (order by id) - 1 as j from sessions where owner_id = '${admin.id}')`;
  await pool.query(
    `insert into session_registrations (session_id, user_id, firstname, lastname, email, created_at)
     select s.id, p.id, 'Person', p.k::text, '${EMAIL}-r' || p.k || '@example.com', $1::timestamptz + (p.k % 30000) * interval '1 second'
     from ${people} p join ${sessions} s on s.j = p.k % 50 where p.k <= 10000`,
    [busy],
  );
  for (const [i, day] of days.slice(0, -1).entries()) {
    await pool.query(
      `insert into session_registrations (session_id, user_id, firstname, lastname, email, created_at)
       select s.id, p.id, 'Person', p.k::text, '${EMAIL}-r' || p.k || '@example.com', $1::timestamptz + (p.k % 30000) * interval '1 second'
       from ${people} p join ${sessions} s on s.j = p.k % 50 where p.k > $2 and p.k <= $2 + 300`,
      [day, 10000 + i * 300],
    );
  }
  // 5,000 posts with their points.
  await pool.query(
    `insert into posts (user_id, text, created_at) select id, 'Bench post', $1::timestamptz + (k % 86000) * interval '1 second' from ${people} p where k <= 5000`,
    [busy],
  );
  await pool.query(
    `insert into points (user_id, activity, points, ref_id, created_at) select user_id, 'post', 10, id::text, created_at from posts where text = 'Bench post'`,
  );
  for (const table of [
    'users',
    'activity_days',
    'institution_learners',
    'contents',
    'content_views',
    'comments',
    'sessions',
    'session_registrations',
    'posts',
    'points',
  ])
    await pool.query(`analyze ${table}`);
  return { adminId: admin.id, sysId: sys.id, institutionId: inst.id };
}

function row(label: string, s: Stats) {
  return `| ${label} | ${s.n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} | ${s.errors} |`;
}

async function main() {
  const started = Date.now();
  const migrate = fromPostgres(DB_URL, 1);
  await migrate.migrate();
  await migrate.close();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  const database = fromPostgres(DB_URL, 4);
  const today = new Date(Math.floor(Date.now() / DAY) * DAY);
  const days = Array.from({ length: DAYS }, (_, i) => dayOf(new Date(today.getTime() - (DAYS - i) * DAY)));
  const busy = days[days.length - 1];
  const lines: string[] = [];
  try {
    await removeAll(pool);
    log(`seeding ${n(USERS)} people and ${DAYS} days of activity…`);
    const seedStart = Date.now();
    const world = await seed(pool, days);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const {
      rows: [{ activity }],
    } = await pool.query<{ activity: string }>('select count(*) as activity from activity_days');
    log(`seeded in ${seedSeconds.toFixed(0)} s: ${n(Number(activity))} activity rows`);

    // 2. Rollups, as the job runs them just after each day.
    const rollTimes: number[] = [];
    let busySeconds = 0;
    for (const day of days) {
      const t0 = performance.now();
      await rollupDay(database.db, day, new Date(Date.parse(`${day}T00:00:00Z`) + DAY + 60_000));
      const s = (performance.now() - t0) / 1000;
      if (day === busy) busySeconds = s;
      else rollTimes.push(s);
    }
    const others = rollTimes.reduce((a, b) => a + b, 0) / Math.max(1, rollTimes.length);
    log(`rollup: busiest day ${busySeconds.toFixed(2)} s, other days ${others.toFixed(2)} s on average`);
    // What the busiest day's rollup counted (each should be the number seeded).
    const { rows: counted } = await pool.query<{ scope: string; metric: string; total: string }>(
      `select case when scope = 'platform' then 'platform' else 'institution' end as scope, metric, sum(value) as total from insight_figures
       where day = $1 and metric in ('signups', 'posts', 'views', 'reviews', 'registrations', 'active_day') and (scope = 'platform' or scope = $2)
       group by 1, 2 order by 1 desc, 2`,
      [busy, world.institutionId],
    );
    const countedLine = counted.map((c) => `${c.scope} ${c.metric} ${n(Number(c.total))}`).join(', ');
    log(`counted on the busiest day: ${countedLine}`);
    // Rolled up again (idempotent): the same rows.
    const t1 = performance.now();
    await rollupDay(database.db, busy, new Date(Date.parse(`${busy}T00:00:00Z`) + DAY + 120_000));
    const againSeconds = (performance.now() - t1) / 1000;

    // 3. A year of figures: the month copied back eleven times more.
    await pool.query(
      `insert into insight_figures (scope, metric, day, dim, value)
       select scope, metric, day - (k * ${DAYS}), dim, value from insight_figures, generate_series(1, ${Math.ceil(366 / DAYS)}) k
       where day - (k * ${DAYS}) >= $1::date - 366 on conflict do nothing`,
      [busy],
    );
    await pool.query(
      `insert into insight_runs (day, rolled_at, complete) select d::date, now(), true from generate_series($1::date - 366, $1::date, interval '1 day') d on conflict do nothing`,
      [busy],
    );
    await pool.query('analyze insight_figures; analyze insight_runs');
    const {
      rows: [{ figures }],
    } = await pool.query<{ figures: string }>('select count(*) as figures from insight_figures');
    const {
      rows: [{ institutionRows }],
    } = await pool.query<{ institutionRows: string }>(
      `select count(*) as "institutionRows" from insight_figures where scope = $1 and day > $2::date - 366`,
      [world.institutionId, busy],
    );

    const server = await startBenchServer({ dbUrl: DB_URL, jwtSecret: SECRET, extraEnv: { JOB_CONCURRENCY: '0' } });
    try {
      const [adminToken, sysToken] = await signInTokens(pool, SECRET, [world.adminId, world.sysId]);
      const from = (span: number) => dayOf(new Date(Date.parse(`${busy}T00:00:00Z`) - (span - 1) * DAY));
      const kinds = [
        {
          key: 'institution, 30 days',
          token: adminToken,
          path: `/api/insights/institution/${world.institutionId}?from=${from(30)}&to=${busy}`,
        },
        {
          key: 'institution, 366 days',
          token: adminToken,
          path: `/api/insights/institution/${world.institutionId}?from=${from(366)}&to=${busy}`,
        },
        { key: 'platform, 30 days', token: sysToken, path: `/api/insights/platform?from=${from(30)}&to=${busy}` },
        { key: 'platform, 366 days', token: sysToken, path: `/api/insights/platform?from=${from(366)}&to=${busy}` },
      ];
      // Warm up (connections, plans) before measuring.
      for (const k of kinds)
        for (let i = 0; i < 5; i++) await fetch(server.base + k.path, { headers: { Authorization: `Bearer ${k.token}` } });
      let i = 0;
      const { all, byKey } = await serialLoad(
        server.base,
        () => {
          const k = kinds[i++ % kinds.length];
          return { path: k.path, headers: { Authorization: `Bearer ${k.token}` }, key: k.key };
        },
        REQUESTS * kinds.length,
      );
      const load = os.loadavg().map((l) => l.toFixed(2));
      const {
        rows: [{ server_version: version }],
      } = await pool.query<{ server_version: string }>('show server_version');
      const cpu = os.cpus();
      lines.push(
        '# Insights benchmark',
        '',
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:insights\` (bench/insights.bench.ts) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
        `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${n(Math.round(os.totalmem() / 2 ** 20))} MB RAM, load average at the end ${load.join(' / ')}, Node ${process.version}, PostgreSQL ${version}.`,
        `The benchmark, the server and PostgreSQL share the machine over loopback TCP. Seeding took ${seedSeconds.toFixed(0)} s.`,
        '',
        '## Data',
        '',
        `${n(USERS)} people, ${n(Number(activity))} activity rows over ${DAYS} days, one institution with ${n(USERS / 5)} members, a library of 200 items, 50 sessions.`,
        `Every other day: 3,000 item views (each item viewed), 100 reviews and 300 registrations, so the institution has figures per item and session every day.`,
        `The busiest day (${busy}) holds 100,000 events: 50,000 people active, 30,000 item views, 10,000 session registrations, 5,000 posts (with their points), 3,000 reviews and 2,000 sign-ups.`,
        '',
        '## A day rolled up (target < 30 s for the day with 100,000 events)',
        '',
        '| day | seconds |',
        '|---|---:|',
        `| the busiest day (100,000 events) | ${busySeconds.toFixed(2)} |`,
        `| the same day rolled up again (its rows replaced) | ${againSeconds.toFixed(2)} |`,
        `| the other ${DAYS - 1} days (about ${n(perDayOf(Number(activity)))} active people each), average | ${others.toFixed(2)} |`,
        '',
        `What the busiest day's rollup counted (platform and the institution): ${countedLine}.`,
        '',
        `Target: ${busySeconds < 30 ? 'met' : 'NOT met'}.`,
        '',
        '## Dashboards (target p95 < 100 ms)',
        '',
        `The month's figures copied back over a year: ${n(Number(figures))} rows in insight_figures, ${n(Number(institutionRows))} of them the institution's last 366 days.`,
        `${n(REQUESTS)} requests of each kind, one at a time, over HTTP to the bundled server (one process), from the request to the last byte, with the sign-in check:`,
        '',
        '| dashboard | requests | p50 ms | p95 ms | p99 ms | max ms | errors |',
        '|---|---:|---:|---:|---:|---:|---:|',
        ...kinds.map((k) => row(k.key, byKey.get(k.key)!)),
        row('all', all),
        '',
        `Target: ${Math.max(...kinds.map((k) => byKey.get(k.key)!.p95)) < 100 && all.errors === 0 ? 'met' : 'NOT met'}.`,
        '',
      );
      for (const l of lines) if (l.startsWith('|')) log(l);
    } finally {
      await server.stop();
    }
  } finally {
    await removeAll(pool);
    await pool.end();
    await database.close();
  }
  writeFileSync(path.join(root, 'bench', 'results', 'insights.md'), lines.join('\n'));
  log('wrote bench/results/insights.md');
}

const perDayOf = (activity: number) => Math.round((activity - 50_000) / (DAYS - 1));

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
