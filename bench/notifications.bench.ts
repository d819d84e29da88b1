/**
 * Notifications benchmark (`npm run bench:notifications`, issue 17), on PostgreSQL:
 *   1. the bell's unread count (GET /api/notifications/unread-count's query, through the service)
 *      for BENCH_NOTIF_COUNTS (5,000) random people, one at a time, with BENCH_NOTIF_USERS × 10
 *      notices in the table (1,000,000): p50/p95/p99 in ms, and the plan. Target p95 < 5 ms.
 *   2. a daily digest run for BENCH_NOTIF_USERS (100,000) people who each chose the daily digest and
 *      have unseen notices from the day before: wall time until every digest mail is queued (the
 *      mail jobs then go out from the queue). Target < 5 minutes. Run again: nothing more queued.
 * Writes its own people, notices and choices straight to the database (and removes them, with the
 * queued mails, at the end). Writes bench/results/notifications.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromPostgres } from '../server/src/db/client';
// Every area's job kinds (declared in their own files) for the type checker: the services reached here enqueue them.
import type {} from '../server/src/jobs/handlers';
import { runDigest } from '../server/src/modules/notifications/notifications.jobs';
import { unreadCount } from '../server/src/modules/notifications/notifications.service';
import { statsOf } from './load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const USERS = Number(process.env.BENCH_NOTIF_USERS ?? 100_000);
const PER_USER = 10;
const COUNTS = Number(process.env.BENCH_NOTIF_COUNTS ?? 5000);
const EMAIL = 'bench-notif';
const DAY = 86_400_000;
const log = (s: string) => console.log(s);
const ms = (n: number) => n.toFixed(2);

async function removeAll(pool: pg.Pool) {
  await pool.query(`delete from jobs where idempotency_key like 'notifications.digest:daily:%'`);
  // Notices, actors and choices cascade with their people.
  await pool.query(`delete from users where email like '${EMAIL}-%'`);
}

/** People, ten notices each (two unread: a like changed yesterday and a comment), and a daily digest for likes. */
async function seed(pool: pg.Pool, yesterdayNoon: Date) {
  await pool.query(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed)
     select '${EMAIL}-' || n || '@example.com', 'x', 'Person', n::text, 'Uganda', array['student'], true from generate_series(1, $1) n`,
    [USERS],
  );
  await pool.query(
    `insert into notifications (recipient_id, kind, subject_kind, subject_id, subject_title, link, actor_ids, actor_count, read_at, created_at, updated_at)
     select u.id, (array['like','comment','follow','review','chat'])[1 + k % 5], 'post', gen_random_uuid()::text, 'A post about nursing jobs',
       '/post/x', array[u.id], 1 + k % 4,
       case when k < 2 then null else $2::timestamptz - (k || ' days')::interval end,
       $2::timestamptz - (k || ' days')::interval,
       case when k = 0 then $1::timestamptz else $2::timestamptz - (k || ' days')::interval end
     from users u cross join generate_series(0, ${PER_USER - 1}) k where u.email like '${EMAIL}-%'`,
    [yesterdayNoon.toISOString(), new Date(yesterdayNoon.getTime() - DAY).toISOString()],
  );
  await pool.query(
    `insert into notification_preferences (user_id, kind, in_app, email) select id, 'like', true, 'daily' from users where email like '${EMAIL}-%'`,
  );
  await pool.query('analyze users; analyze notifications; analyze notification_preferences');
}

async function main() {
  const started = Date.now();
  const migrate = fromPostgres(DB_URL, 1);
  await migrate.migrate();
  await migrate.close();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  const database = fromPostgres(DB_URL, 4);
  const today = new Date(Math.floor(Date.now() / DAY) * DAY);
  try {
    await removeAll(pool);
    log(`seeding ${USERS.toLocaleString('en-US')} people and ${(USERS * PER_USER).toLocaleString('en-US')} notices…`);
    const seedStart = Date.now();
    await seed(pool, new Date(today.getTime() - DAY / 2));
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const {
      rows: [{ total }],
    } = await pool.query<{ total: string }>('select count(*) as total from notifications');
    const { rows: people } = await pool.query<{ id: string }>(`select id from users where email like '${EMAIL}-%'`);

    // 1. The unread count, one person at a time (after a short warm-up).
    for (let i = 0; i < 200; i++) await unreadCount(database.db, people[i % people.length].id);
    const times: number[] = [];
    for (let i = 0; i < COUNTS; i++) {
      const who = people[Math.floor(Math.random() * people.length)].id;
      const t0 = performance.now();
      await unreadCount(database.db, who);
      times.push(performance.now() - t0);
    }
    const count = statsOf(times, 0, 1);
    const { rows: plan } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) select count(*)::int from notifications where recipient_id = $1 and read_at is null and in_app`,
      [people[0].id],
    );
    log(`unread count: p50 ${ms(count.p50)} ms, p95 ${ms(count.p95)} ms, p99 ${ms(count.p99)} ms`);

    // 2. The daily digest for everyone, then again (nothing more).
    const t0 = Date.now();
    const queued = await runDigest(
      { db: database.db, config: { publicUrl: 'https://delv.example', jwtSecret: 'bench-secret' } },
      'daily',
      today,
    );
    const digestSeconds = (Date.now() - t0) / 1000;
    const t1 = Date.now();
    const again = await runDigest(
      { db: database.db, config: { publicUrl: 'https://delv.example', jwtSecret: 'bench-secret' } },
      'daily',
      today,
    );
    const againSeconds = (Date.now() - t1) / 1000;
    log(`digest: ${queued} queued in ${digestSeconds.toFixed(1)} s; again: ${again} in ${againSeconds.toFixed(1)} s`);

    const {
      rows: [{ server_version: version }],
    } = await pool.query<{ server_version: string }>('show server_version');
    const load = os.loadavg().map((n) => n.toFixed(1));
    const cpus = os.cpus();
    const report = `# Notifications benchmark

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:notifications\` (bench/notifications.bench.ts) in ${Math.round((Date.now() - started) / 1000)} s.
Machine: ${cpus.length} × ${cpus[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(os.totalmem() / 2 ** 20)} MB RAM, load average at the end ${load.join(' / ')}, Node ${process.version}, PostgreSQL ${version}.
The benchmark and PostgreSQL share the machine over loopback TCP. Seeding ${USERS.toLocaleString('en-US')} people and their notices took ${seedSeconds.toFixed(0)} s.

## The bell's unread count with ${Number(total).toLocaleString('en-US')} notices in the table

${USERS.toLocaleString('en-US')} people with ${PER_USER} notices each (2 unread). ${COUNTS.toLocaleString('en-US')} counts of a random person's unread notices, one
at a time, through the service the route calls (\`unreadCount\`: one statement on the partial index \`notifications_unread_idx\`),
timed from the call to its answer (the database round trip included).

| counts | p50 ms | p95 ms | p99 ms | max ms |
|---:|---:|---:|---:|---:|
| ${count.n.toLocaleString('en-US')} | ${ms(count.p50)} | ${ms(count.p95)} | ${ms(count.p99)} | ${ms(count.max)} |

Target p95 < 5 ms: ${count.p95 < 5 ? 'met' : 'NOT met'}. The plan:

\`\`\`
${plan.map((r) => r['QUERY PLAN']).join('\n')}
\`\`\`

## A daily digest for ${USERS.toLocaleString('en-US')} people

Every one of them chose the daily digest for likes and has an unseen like from the day before. The run walks them by id,
${1000} at a time (one query for their notices, one for the names in them, one transaction that queues their mails, each
mail's job keyed by person and day).

| people | digests queued | wall time s | run again: queued | run again: s |
|---:|---:|---:|---:|---:|
| ${USERS.toLocaleString('en-US')} | ${queued.toLocaleString('en-US')} | ${digestSeconds.toFixed(1)} | ${again} | ${againSeconds.toFixed(1)} |

Target under 5 minutes: ${digestSeconds < 300 ? 'met' : 'NOT met'}. The mails then go out from the job queue (\`mail.send\`, retried
by the workers of every API process); how fast depends on the mail server.
`;
    writeFileSync(path.join(root, 'bench', 'results', 'notifications.md'), report);
    log('wrote bench/results/notifications.md');
  } finally {
    await removeAll(pool);
    await pool.end();
    await database.close();
  }
}

await main();
