/**
 * Member CSV import benchmark (`npm run bench:member-import`, issue 14), on PostgreSQL, against the
 * bundled server. An institution with BENCH_IMPORT_MEMBERS (300) members and a few pending
 * invitations imports a file of BENCH_IMPORT_ROWS (1,000) rows: mostly new addresses, some of its
 * members, some already invited, some accounts that are not members, bad e-mails and repeated rows.
 *   1. the dry run (POST /members/import/check), BENCH_IMPORT_CHECKS (5) times: wall time and CPU.
 *      Target < 5 s.
 *   2. the import (POST /members/import) until its job has handed every invitation to the mail
 *      queue (the import's finished_at, read by GET /members/imports/:id): target < 60 s. Then until
 *      the server's own worker has written every mail file (no SMTP server: files).
 * Creates its own people and institution, and removes them. Writes bench/results/member-import.md.
 * Env: BENCH_DATABASE_URL (postgres://delv:delv@127.0.0.1:5432/delv_bench).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchScope, cpuDuring } from './load';
import { startBenchServer } from './server';
import { signInTokens } from './signIn';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://delv:delv@127.0.0.1:5432/delv_bench';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const MEMBERS = Number(process.env.BENCH_IMPORT_MEMBERS ?? 300);
const CHECKS = Number(process.env.BENCH_IMPORT_CHECKS ?? 5);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-import-0123456789';
const TAG = 'bench-import';
const log = (s: string) => console.log(s);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, d = 1) => Number(n.toFixed(d));

async function cleanUp(pool: pg.Pool) {
  await pool.query(`delete from institutions where institution_name = $1`, [`${TAG} institution`]);
  await pool.query(`delete from users where email like $1`, [`${TAG}-%`]);
  await pool.query(`delete from jobs where idempotency_key like 'member-invitation:%' or kind = 'affiliations.memberImport'`);
}

/** The admin, the institution, its members, a few people it already invited, and accounts that are not members. */
async function createInstitution(pool: pg.Pool) {
  const { rows: people } = await pool.query<{ id: string; email: string }>(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed)
     select '${TAG}-' || n || '@example.com', 'x', 'Person', n::text, 'Uganda',
            case when n = 0 then array['institution'] else array['student'] end, true
     from generate_series(0, $1) n returning id, email`,
    [MEMBERS + 100],
  );
  const admin = people.find((p) => p.email === `${TAG}-0@example.com`)!;
  const {
    rows: [{ id: institutionId }],
  } = await pool.query<{ id: string }>(
    `insert into institutions (institution_name, institution_type, country, admins, member_count)
     values ($1, 'Information Technology', 'Uganda', array[$2::uuid], $3) returning id`,
    [`${TAG} institution`, admin.id, MEMBERS],
  );
  const members = people.filter((p) => p.id !== admin.id).slice(0, MEMBERS);
  await pool.query(`insert into institution_learners (institution_id, learner_id) select $1, unnest($2::uuid[])`, [
    institutionId,
    members.map((m) => m.id),
  ]);
  await pool.query(
    `insert into member_invitations (institution_id, email, expires_at)
     select $1, '${TAG}-invited-' || n || '@example.com', now() + interval '14 days' from generate_series(1, 20) n`,
    [institutionId],
  );
  return { admin, institutionId };
}

/** ROWS rows: 5% members, 2% already invited, 5% accounts that are not members, 1% bad, 1% repeated, the rest new. */
function csvFile(): string {
  const lines = ['name,email,role'];
  const next = { member: 0, invited: 0, account: 0 };
  for (let i = 0; i < ROWS; i++) {
    const kind = i % 100;
    const email =
      kind < 5
        ? `${TAG}-${1 + (next.member++ % MEMBERS)}@example.com`
        : kind < 7
          ? `${TAG}-invited-${1 + (next.invited++ % 20)}@example.com`
          : kind < 12
            ? `${TAG}-${MEMBERS + 1 + (next.account++ % 100)}@example.com`
            : kind === 12
              ? `not-an-address-${i}`
              : kind === 13
                ? `${TAG}-new-${i < 20 ? i + 1 : i - 20}@example.com`
                : `${TAG}-new-${i}@example.com`;
    lines.push(`"Person ${i}, Jr",${email},${i % 10 === 0 ? 'mentor' : 'learner'}`);
  }
  return lines.join('\n') + '\n';
}

const upload = (base: string, token: string, url: string, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  return fetch(`${base}${url}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
};

const cpuText = (cpu: Map<string, number>) =>
  [...cpu]
    .sort()
    .map(([name, s]) => `${name} ${Math.round(s * 1000)} ms`)
    .join(', ');

async function main() {
  const started = Date.now();
  const pool = new pg.Pool({ connectionString: DB_URL, max: 4 });
  const server = await startBenchServer({ dbUrl: DB_URL, jwtSecret: JWT_SECRET, extraEnv: { WEB_CONCURRENCY: '1' } });
  try {
    await cleanUp(pool);
    const { admin, institutionId } = await createInstitution(pool);
    const [token] = await signInTokens(pool, JWT_SECRET, [admin.id]);
    const csv = csvFile();
    log(`file: ${ROWS} rows, ${Math.round(csv.length / 1024)} KB`);

    // 1. The dry run.
    const checkTimes: number[] = [];
    let counts: Record<string, number> = {};
    const checks = await cpuDuring(async () => {
      for (let i = 0; i < CHECKS; i++) {
        const t0 = performance.now();
        const res = await upload(server.base, token, `/api/institution/${institutionId}/members/import/check`, csv);
        checkTimes.push(performance.now() - t0);
        if (!res.ok) throw new Error(`check failed: ${res.status} ${await res.text()}`);
        counts = ((await res.json()) as { data: { counts: Record<string, number> } }).data.counts;
      }
    }, benchScope(DB_URL));
    checkTimes.sort((a, b) => a - b);
    const checkMedian = checkTimes[Math.floor(checkTimes.length / 2)];
    const checkCpuMs = ([...checks.cpu.values()].reduce((a, b) => a + b, 0) * 1000) / CHECKS;
    log(
      `check: median ${round(checkMedian)} ms, max ${round(checkTimes.at(-1)!)} ms, CPU per check ${round(checkCpuMs)} ms; ${JSON.stringify(counts)}`,
    );

    // 2. The import, until every invitation is in the mail queue, then until every mail is written.
    const mailDir = path.join(server.dataDir, 'mail');
    const mailsWritten = () => {
      try {
        return readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length;
      } catch {
        return 0;
      }
    };
    const run = await cpuDuring(async () => {
      const t0 = performance.now();
      const res = await upload(server.base, token, `/api/institution/${institutionId}/members/import`, csv);
      const answered = performance.now() - t0;
      if (res.status !== 202) throw new Error(`import failed: ${res.status} ${await res.text()}`);
      const { data } = (await res.json()) as { data: { import: { _id: string; total: number } } };
      let queued = 0;
      for (;;) {
        const progress = await fetch(`${server.base}/api/institution/${institutionId}/members/imports/${data.import._id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { data: state } = (await progress.json()) as { data: { finishedAt: string | null; sent: number } };
        if (state.finishedAt) {
          queued = performance.now() - t0;
          break;
        }
        if (performance.now() - t0 > 300_000) throw new Error('the import did not finish in 5 minutes');
        await sleep(100);
      }
      while (mailsWritten() < data.import.total) {
        if (performance.now() - t0 > 600_000) throw new Error('the mails were not written in 10 minutes');
        await sleep(200);
      }
      return { answered, queued, mailed: performance.now() - t0, total: data.import.total };
    }, benchScope(DB_URL));
    const r = run.result;
    log(
      `import of ${r.total}: answered ${round(r.answered)} ms, all queued ${round(r.queued)} ms, all mails written ${round(r.mailed)} ms`,
    );
    log(`CPU: ${cpuText(run.cpu)}`);

    const load = os.loadavg().map((l) => l.toFixed(1));
    const md = `# Member CSV import benchmark

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:member-import\` (bench/member-import.bench.ts) in ${Math.round((Date.now() - started) / 1000)} s.
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(os.totalmem() / 2 ** 20)} MB RAM, load average at the end ${load.join(' / ')}, Node ${process.version}.
One API process (WEB_CONCURRENCY=1) on PostgreSQL; no SMTP server, so the server's job worker writes each mail as a file.

An institution with ${MEMBERS} members and 20 pending invitations imports a file of ${ROWS} rows (${Math.round(csv.length / 1024)} KB): 5% its members, 2% already
invited, 5% accounts that are not members, 1% bad e-mails, 1% repeated rows, the rest new addresses; a tenth of the rows say 'mentor'.
The dry run found: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.

| step | wall time | target | CPU |
|---|---:|---:|---|
| dry run (POST …/members/import/check), median of ${CHECKS} | ${round(checkMedian)} ms (max ${round(checkTimes.at(-1)!)} ms) | < 5 s | ${round(checkCpuMs)} ms per check (API + PostgreSQL) |
| import answered (POST …/members/import: checked again, ${r.total} invitations recorded, job queued) | ${round(r.answered)} ms | | |
| every invitation handed to the mail queue (the import's finished_at) | ${round(r.queued)} ms | < 60 s | |
| every mail written by the worker | ${round(r.mailed)} ms | | ${cpuText(run.cpu)} (the whole import) |

The dry run is three indexed look-ups for the whole file (accounts by address, members among them, pending invitations),
not one per row. The import's job queues the mails in batches of 100, each batch in one transaction that also marks its
rows and moves the progress bar (one live event per batch), so a restart resumes without mailing anyone twice.
`;
    writeFileSync(path.join(root, 'bench/results/member-import.md'), md);
    log('wrote bench/results/member-import.md');
    await cleanUp(pool);
  } finally {
    await server.stop();
    await pool.end();
  }
}

await main();
