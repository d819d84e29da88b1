import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INSIGHTS_MSG, MSG, type Insights, type InsightsFigure } from '@delv/shared';
import {
  activityDays,
  affiliationInvitations,
  claims,
  comments,
  contentViews,
  contents,
  insightFigures,
  insightRuns,
  institutionLearners,
  institutions,
  memberInvitations,
  points,
  posts,
  sessionRegistrations,
  sessions,
  surveys,
  users,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { createHarness, expectError, request } from '../../../test/harness';
import { until } from '../../../test/until';
import type { UserRow } from '../users/users.service';
import { addDays, startOfDay } from './insights.days';
import { rollupDay, rollupDue } from './insights.rollup';

const h = await createHarness();
const db = h.database.db as Db;

beforeEach(() => h.reset());

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** A small deterministic random source, so a failing case can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

/** A moment inside a day (hour 0-23). */
const inDay = (day: string, r: ReturnType<typeof random>) => new Date(startOfDay(day).getTime() + 60_000 + r.int(23 * 3_600_000));

// Tuesday to Thursday of one week: the Monday before has activity too (a week's actives count from Monday).
const MONDAY = '2026-03-02';
const DAYS = ['2026-03-03', '2026-03-04', '2026-03-05'];
const ALL_DAYS = [MONDAY, ...DAYS];

interface World {
  admin: UserRow;
  systemAdmin: UserRow;
  institutionId: string;
  otherInstitutionId: string;
}

/** Generated rows of every kind the dashboards count, spread over ALL_DAYS, for two institutions. */
async function generate(seed: number): Promise<World> {
  const r = random(seed);
  const countries = ['Uganda', 'Kenya', 'Tanzania'];
  const categories = ['student', 'graduate', 'mentor'];
  const people: UserRow[] = [];
  for (let i = 0; i < 40; i++) {
    const at = inDay(r.pick(ALL_DAYS), r);
    const [u] = await db
      .insert(users)
      .values({
        email: `gen${seed}-${i}@example.com`,
        firstname: i === 0 ? '=HYPERLINK("http://x")' : `Gen${i}`,
        lastname: `Person${i}`,
        country: r.pick(countries),
        usercategory: [r.pick(categories)],
        confirmed: true,
        createdAt: at,
      })
      .returning();
    people.push(u);
  }
  const admin = await h.user({ usercategory: ['institution'], firstname: 'Inst', lastname: 'Admin' });
  const otherAdmin = await h.user({ usercategory: ['institution'] });
  const systemAdmin = await h.user({ roles: ['admin'] });
  const inst = async (a: UserRow, name: string) =>
    (
      await db
        .insert(institutions)
        .values({ institutionName: name, institutionType: 'University', country: 'Uganda', admins: [a.id] })
        .returning()
    )[0].id;
  const institutionId = await inst(admin, 'Generated University');
  const otherInstitutionId = await inst(otherAdmin, 'Other College');

  for (const p of people) {
    if (p === people[0] || r.next() < 0.6)
      await db.insert(institutionLearners).values({ institutionId, learnerId: p.id, joinedAt: inDay(r.pick(ALL_DAYS), r) });
    if (r.next() < 0.3)
      await db
        .insert(institutionLearners)
        .values({ institutionId: otherInstitutionId, learnerId: p.id, joinedAt: inDay(r.pick(ALL_DAYS), r) });
  }
  for (const day of ALL_DAYS) {
    const active = people.filter(() => r.next() < 0.4);
    if (active.length) await db.insert(activityDays).values(active.map((p) => ({ day, userId: p.id })));
  }

  const sessionIds: { id: string; institutionId: string | null }[] = [];
  for (let i = 0; i < 6; i++) {
    const owner = i < 3 ? admin : i < 4 ? otherAdmin : people[1];
    const sessionInstitution = i < 3 ? institutionId : i < 4 ? otherInstitutionId : null;
    const endsAt = inDay(r.pick(DAYS), r);
    const [s] = await db
      .insert(sessions)
      .values({
        ownerId: owner.id,
        presenterId: people[2].id,
        presenterName: 'Gen Presenter',
        institutionId: sessionInstitution,
        sessionTitle: `Session ${i}`,
        description: 'Generated',
        organiser: 'Gen',
        startsAt: new Date(endsAt.getTime() - 3_600_000),
        endsAt,
        durationMinutes: 60,
        cancelled: i === 2,
      })
      .returning();
    sessionIds.push({ id: s.id, institutionId: sessionInstitution });
    for (const p of people.filter(() => r.next() < 0.3)) {
      const guest = r.next() < 0.3;
      await db.insert(sessionRegistrations).values({
        sessionId: s.id,
        userId: guest ? null : p.id,
        firstname: p.firstname,
        lastname: p.lastname,
        email: guest ? `guest-${p.email}` : p.email,
        createdAt: inDay(r.pick(ALL_DAYS), r),
      });
    }
  }

  const items: string[] = [];
  for (let i = 0; i < 5; i++) {
    const [c] = await db
      .insert(contents)
      .values({ ownerId: i < 4 ? admin.id : people[3].id, title: i === 0 ? '+Formula item' : `Item ${i}`, category: 'Video' })
      .returning();
    items.push(c.id);
  }
  for (const day of ALL_DAYS) {
    for (const item of items) {
      const viewers = people.filter(() => r.next() < 0.25);
      if (viewers.length) await db.insert(contentViews).values(viewers.map((p) => ({ contentId: item, viewer: p.id, day })));
      for (const p of people.filter(() => r.next() < 0.05)) {
        await db.insert(comments).values({ kind: 'content', itemId: item, userId: p.id, text: 'Good', createdAt: inDay(day, r) });
      }
    }
  }

  for (let i = 0; i < 8; i++) {
    const sentAt = inDay(r.pick(ALL_DAYS), r);
    const accepted = r.next() < 0.5;
    await db.insert(memberInvitations).values({
      institutionId: i < 6 ? institutionId : otherInstitutionId,
      email: `invite${i}@example.com`,
      status: accepted ? 'accepted' : 'pending',
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * 86_400_000),
      decidedAt: accepted ? inDay(r.pick(DAYS), r) : null,
    });
  }
  for (let i = 0; i < 3; i++) {
    const sentAt = inDay(r.pick(ALL_DAYS), r);
    await db.insert(affiliationInvitations).values({
      institutionId,
      mentorId: people[10 + i].id,
      status: i === 0 ? 'accepted' : 'pending',
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * 86_400_000),
      decidedAt: i === 0 ? inDay(DAYS[2], r) : null,
    });
  }
  for (let i = 0; i < 3; i++) {
    await db.insert(surveys).values({
      institutionId: i < 2 ? institutionId : otherInstitutionId,
      topic: 'Gen',
      link: 'https://example.com/s',
      description: 'Gen',
      audience: 'learners',
      recipientCount: 3 + r.int(10),
      createdAt: inDay(r.pick(ALL_DAYS), r),
    });
  }

  for (const p of people) {
    if (r.next() < 0.5) {
      const [post] = await db
        .insert(posts)
        .values({ userId: p.id, text: 'Gen post', createdAt: inDay(r.pick(ALL_DAYS), r) })
        .returning();
      await db.insert(points).values({ userId: p.id, activity: 'post', points: 10, refId: post.id, createdAt: post.createdAt });
    }
    await db.insert(points).values({ userId: p.id, activity: 'signup', points: 50, refId: p.id, createdAt: p.createdAt });
  }
  for (let i = 0; i < 10; i++) {
    const p = people[i];
    const createdAt = inDay(r.pick(ALL_DAYS), r);
    const status = r.pick(['pending', 'approved', 'rejected', 'paid'] as const);
    const decidedAt = status === 'pending' ? null : new Date(createdAt.getTime() + 3_600_000);
    const amount = 2000 + r.int(500);
    const [c] = await db
      .insert(claims)
      .values({
        userId: p.id,
        amount,
        institution: 'Gen',
        phone: '+256772000000',
        redeemableAs: r.pick(['Cash', 'Airtime', 'Internet_Data']),
        status,
        decidedAt,
        paidAt: status === 'paid' ? decidedAt : null,
        payoutStatus: status === 'approved' && r.next() < 0.5 ? 'failed' : null,
        payoutUpdatedAt: decidedAt,
        createdAt,
      })
      .returning();
    await db.insert(points).values({ userId: p.id, activity: 'claim', points: -amount, refId: c.id, createdAt });
  }
  return { admin, systemAdmin, institutionId, otherInstitutionId };
}

/** Rolls each day up as the hourly job would just after the day ended. */
async function rollUpPromptly() {
  for (const day of ALL_DAYS) await rollupDay(db, day, new Date(startOfDay(addDays(day, 1)).getTime() + 60_000));
}

const range = `from=${DAYS[0]}&to=${DAYS[2]}`;
const get = (path: string, who: UserRow) => request(h.app).get(path).set('Authorization', h.bearer(who));

function figure(insights: Insights, id: InsightsFigure['id']) {
  const f = insights.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
}
/** A figure as { row x: { column: value } }. */
function asTable(f: InsightsFigure): Record<string, Record<string, number>> {
  return Object.fromEntries(f.rows.map((row) => [row.x, Object.fromEntries(f.columns.map((c, i) => [c, row.values[i]]))]));
}

const dayBounds = (day: string) => [startOfDay(day).toISOString(), startOfDay(addDays(day, 1)).toISOString()];

/** The expected figure from raw rows: one SQL count per day and column. */
async function perDay(columns: Record<string, (from: string, to: string, day: string) => ReturnType<typeof sql>>) {
  const out: Record<string, Record<string, number>> = {};
  for (const day of DAYS) {
    const [from, to] = dayBounds(day);
    out[day] = {};
    for (const [column, query] of Object.entries(columns)) {
      const [{ n }] = await q<{ n: number | string | null }>(query(from, to, day));
      out[day][column] = Number(n ?? 0);
    }
  }
  return out;
}

describe('insights: dashboards equal counts from the raw rows', () => {
  it('when an institution admin opens its dashboard, then every figure equals the count of its raw rows, and nothing of another institution', async () => {
    const w = await generate(34);
    await rollUpPromptly();
    const res = await get(`/api/insights/institution/${w.institutionId}?${range}`, w.admin).expect(200);
    const insights = res.body.data as Insights;
    expect(insights).toMatchObject({ from: DAYS[0], to: DAYS[2] });
    expect(insights.asOf).not.toBeNull();
    const I = w.institutionId;

    expect(asTable(figure(insights, 'members'))).toEqual(
      await perDay({
        members: (_f, to) =>
          sql`select count(*) as n from institution_learners where institution_id = ${I} and joined_at < ${to}::timestamptz`,
        joined: (f, to) =>
          sql`select count(*) as n from institution_learners where institution_id = ${I} and joined_at >= ${f}::timestamptz and joined_at < ${to}::timestamptz`,
      }),
    );

    const activeMembers = async (from: string, to: string) =>
      Number(
        (
          await q<{ n: number }>(sql`select count(distinct a.user_id) as n from activity_days a
          join institution_learners l on l.learner_id = a.user_id and l.institution_id = ${I}
          where a.day >= ${from}::date and a.day <= ${to}::date`)
        )[0].n,
      );
    // One week (Monday 2 March, counted from the Monday although the range starts on Tuesday) and one month.
    expect(asTable(figure(insights, 'activeWeekly'))).toEqual({ [MONDAY]: { active: await activeMembers(MONDAY, DAYS[2]) } });
    expect(asTable(figure(insights, 'activeMonthly'))).toEqual({ '2026-03': { active: await activeMembers('2026-03-01', DAYS[2]) } });

    const ofI = sql`session_id in (select id from sessions where institution_id = ${I})`;
    expect(asTable(figure(insights, 'registrations'))).toEqual(
      await perDay({
        registrations: (f, t) =>
          sql`select count(*) as n from session_registrations where ${ofI} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz`,
        guests: (f, t) =>
          sql`select count(*) as n from session_registrations where ${ofI} and user_id is null and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz`,
      }),
    );

    const [from] = dayBounds(DAYS[0]);
    const [, to] = dayBounds(DAYS[2]);
    const held = await q<{ id: string; title: string; registered: number; guests: number }>(sql`
      select s.id, s.session_title as title, count(r.id)::int as registered, (count(r.id) filter (where r.user_id is null))::int as guests
      from sessions s left join session_registrations r on r.session_id = s.id
      where s.institution_id = ${I} and not s.cancelled and s.ends_at >= ${from}::timestamptz and s.ends_at < ${to}::timestamptz
      group by s.id`);
    expect(held.length).toBeGreaterThan(0);
    const attendance = figure(insights, 'attendance');
    expect(asTable(attendance)).toEqual(Object.fromEntries(held.map((s) => [s.id, { registered: s.registered, guests: s.guests }])));
    expect(attendance.rows.map((row) => row.label).sort()).toEqual(held.map((s) => s.title).sort());

    const library = await q<{ id: string; title: string; views: number; reviews: number }>(sql`
      select c.id, c.title,
        (select count(*) from content_views v where v.content_id = c.id and v.day >= ${DAYS[0]}::date and v.day <= ${DAYS[2]}::date)::int as views,
        (select count(*) from comments m where m.kind = 'content' and m.item_id = c.id::text and m.created_at >= ${from}::timestamptz and m.created_at < ${to}::timestamptz)::int as reviews
      from contents c where c.owner_id = ${w.admin.id}`);
    expect(asTable(figure(insights, 'content'))).toEqual(
      Object.fromEntries(library.filter((c) => c.views || c.reviews).map((c) => [c.id, { views: c.views, reviews: c.reviews }])),
    );

    expect(asTable(figure(insights, 'invitations'))).toEqual(
      await perDay({
        sent: (
          f,
          t,
        ) => sql`select (select count(*) from member_invitations where institution_id = ${I} and sent_at >= ${f}::timestamptz and sent_at < ${t}::timestamptz)
          + (select count(*) from affiliation_invitations where institution_id = ${I} and sent_at >= ${f}::timestamptz and sent_at < ${t}::timestamptz) as n`,
        accepted: (
          f,
          t,
        ) => sql`select (select count(*) from member_invitations where institution_id = ${I} and status = 'accepted' and decided_at >= ${f}::timestamptz and decided_at < ${t}::timestamptz)
          + (select count(*) from affiliation_invitations where institution_id = ${I} and status = 'accepted' and decided_at >= ${f}::timestamptz and decided_at < ${t}::timestamptz) as n`,
      }),
    );
    expect(asTable(figure(insights, 'surveys'))).toEqual(
      await perDay({
        surveys: (f, t) =>
          sql`select count(*) as n from surveys where institution_id = ${I} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz`,
        recipients: (f, t) =>
          sql`select sum(recipient_count) as n from surveys where institution_id = ${I} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz`,
      }),
    );
  });

  it('when a system admin opens the platform dashboard, then every figure equals the count of the raw rows', async () => {
    const w = await generate(29);
    await rollUpPromptly();
    const insights = (await get(`/api/insights/platform?${range}`, w.systemAdmin).expect(200)).body.data as Insights;
    const between = (column: string) => (f: string, t: string) =>
      sql.raw(`${column} >= '${f}'::timestamptz and ${column} < '${t}'::timestamptz`);

    for (const [id, part] of [
      ['signupsByCountry', 'country'],
      ['signupsByCategory', 'usercategory[1]'],
    ] as const) {
      const fig = figure(insights, id);
      const keys = await q<{ k: string }>(
        sql.raw(
          `select distinct ${part} as k from users where created_at >= '${dayBounds(DAYS[0])[0]}' and created_at < '${dayBounds(DAYS[2])[1]}'`,
        ),
      );
      expect([...fig.columns].sort()).toEqual(keys.map((k) => k.k).sort());
      expect(asTable(fig)).toEqual(
        await perDay(
          Object.fromEntries(
            fig.columns.map((c) => [
              c,
              (f: string, t: string) =>
                sql`select count(*) as n from users where ${sql.raw(part)} = ${c} and ${between('created_at')(f, t)}`,
            ]),
          ),
        ),
      );
    }
    expect(asTable(figure(insights, 'activeDaily'))).toEqual(
      await perDay({ active: (_f, _t, day) => sql`select count(*) as n from activity_days where day = ${day}::date` }),
    );
    expect(asTable(figure(insights, 'activeWeekly'))).toEqual({
      [MONDAY]: {
        active: Number(
          (await q<{ n: number }>(sql`select count(distinct user_id) as n from activity_days where day <= ${DAYS[2]}::date`))[0].n,
        ),
      },
    });
    expect(asTable(figure(insights, 'posts'))).toEqual(
      await perDay({ posts: (f, t) => sql`select count(*) as n from posts where ${between('created_at')(f, t)}` }),
    );
    expect(asTable(figure(insights, 'sessionsHeld'))).toEqual(
      await perDay({ sessions: (f, t) => sql`select count(*) as n from sessions where not cancelled and ${between('ends_at')(f, t)}` }),
    );
    expect(asTable(figure(insights, 'points'))).toEqual(
      await perDay({
        earned: (f, t) =>
          sql`select sum(points) as n from points where activity in ('signup', 'post', 'share', 'invite') and ${between('created_at')(f, t)}`,
        claimed: (f, t) => sql`select sum(amount) as n from claims where ${between('created_at')(f, t)}`,
      }),
    );

    const [from] = dayBounds(DAYS[0]);
    const [, to] = dayBounds(DAYS[2]);
    const expected: Record<string, Record<string, number>> = {};
    const add = async (state: string, where: string) => {
      for (const row of await q<{ m: string; n: number }>(
        sql.raw(`select redeemable_as as m, count(*)::int as n from claims where ${where} group by 1`),
      )) {
        expected[row.m] ??= { requested: 0, approved: 0, rejected: 0, paid: 0, failed: 0, unknown: 0 };
        expected[row.m][state] = row.n;
      }
    };
    const span = (column: string) => `${column} >= '${from}'::timestamptz and ${column} < '${to}'::timestamptz`;
    await add('requested', span('created_at'));
    await add('approved', `status in ('approved', 'paid') and ${span('decided_at')}`);
    await add('rejected', `status = 'rejected' and ${span('decided_at')}`);
    await add('paid', `status = 'paid' and ${span('paid_at')}`);
    await add('failed', `payout_status = 'failed' and ${span('payout_updated_at')}`);
    expect(asTable(figure(insights, 'payouts'))).toEqual(expected);
  });

  it('when a day is rolled up twice, or after a missed run, then its figures are the same and the missed days are caught up', async () => {
    const w = await generate(7);
    await rollUpPromptly();
    const before = (await get(`/api/insights/institution/${w.institutionId}?${range}`, w.admin).expect(200)).body.data as Insights;
    const count = async () => Number((await q<{ n: number }>(sql`select count(*) as n from insight_figures`))[0].n);
    const rows = await count();
    // Days later the view rows of those days are gone (the content area keeps two days): a day rolled
    // up again keeps its views, and everything else is counted again to the same figures.
    await db.delete(contentViews);
    for (const day of ALL_DAYS) await rollupDay(db, day, new Date(startOfDay(DAYS[2]).getTime() + 10 * 86_400_000));
    expect(await count()).toBe(rows);
    const after = (await get(`/api/insights/institution/${w.institutionId}?${range}`, w.admin).expect(200)).body.data as Insights;
    expect(after.figures).toEqual(before.figures);

    // The job's catch-up: with only Monday complete, a run two days after the range rolls up every day since.
    await db.delete(insightRuns).where(sql`day > ${MONDAY}::date`);
    await db.delete(insightFigures).where(sql`day > ${MONDAY}::date`);
    const now = new Date(startOfDay(addDays(DAYS[2], 2)).getTime() + 3_600_000);
    expect(await rollupDue(db, { now, backfillDays: 90 })).toBe(true);
    const runs = await q<{ day: string; complete: boolean }>(sql`select day::text as day, complete from insight_runs order by day`);
    expect(runs).toEqual([
      ...[MONDAY, ...DAYS, addDays(DAYS[2], 1)].map((day) => ({ day, complete: true })),
      { day: addDays(DAYS[2], 2), complete: false },
    ]);
    const caughtUp = (await get(`/api/insights/institution/${w.institutionId}?${range}`, w.admin).expect(200)).body.data as Insights;
    expect(figure(caughtUp, 'members')).toEqual(figure(before, 'members'));
    expect(figure(caughtUp, 'registrations')).toEqual(figure(before, 'registrations'));
  });

  it('when the hourly job runs, then today is rolled up and the next run is queued', async () => {
    await generate(3);
    const now = new Date(startOfDay(DAYS[1]).getTime() + 5 * 3_600_000 + 60_000);
    const { scheduleInsights } = await import('./insights.jobs');
    await scheduleInsights(db, now);
    await h.runJobs(now);
    const runs = await q<{ day: string; complete: boolean }>(sql`select day::text as day, complete from insight_runs order by day`);
    // The first run counts from the first account's day (within the backfill) to today, today partly.
    expect(runs.at(-1)).toEqual({ day: DAYS[1], complete: false });
    expect(runs[0].day).toBe(MONDAY);
    const next = await q<{ run_at: Date }>(sql`select run_at from jobs where kind = 'insights.rollup' and status = 'queued'`);
    expect(next.map((j) => new Date(j.run_at).toISOString())).toEqual([
      new Date(startOfDay(DAYS[1]).getTime() + 6 * 3_600_000).toISOString(),
    ]);
  });
});

describe('insights: who may see what', () => {
  it('when a guest, a member, another institution admin or a system admin asks for an institution dashboard, then 401 or 403; an unknown one 404', async () => {
    const w = await generate(1);
    const learner = await h.user();
    const path = `/api/insights/institution/${w.institutionId}`;
    expectError(await request(h.app).get(path), 401, MSG.notSignedIn);
    expectError(await get(path, learner), 403, INSIGHTS_MSG.institutionOnly);
    expectError(await get(path, w.systemAdmin), 403, INSIGHTS_MSG.institutionOnly);
    const [other] = await db
      .select()
      .from(institutions)
      .where(sql`id = ${w.otherInstitutionId}`);
    const otherAdmin = { id: other.admins[0] } as UserRow;
    expectError(await get(path, otherAdmin), 403, INSIGHTS_MSG.institutionOnly);
    expectError(await get(`${path}/export/members`, otherAdmin), 403, INSIGHTS_MSG.institutionOnly);
    await get(`/api/insights/institution/${randomUUID()}`, w.admin).expect(404);
    expectError(await get('/api/insights/platform', w.admin), 403, INSIGHTS_MSG.adminOnly);
    expectError(await request(h.app).post('/api/insights/rollup').set('Authorization', h.bearer(w.admin)), 403, INSIGHTS_MSG.adminOnly);
  });

  it('when the range or the table is wrong, then 400 with its message', async () => {
    const w = await generate(2);
    const path = `/api/insights/institution/${w.institutionId}`;
    expectError(await get(`${path}?from=2026-02-30`, w.admin), 400, INSIGHTS_MSG.dateInvalid);
    expectError(await get(`${path}?from=03/03/2026`, w.admin), 400, INSIGHTS_MSG.dateInvalid);
    expectError(await get(`${path}?from=2026-03-05&to=2026-03-01`, w.admin), 400, INSIGHTS_MSG.rangeInvalid);
    expectError(await get(`${path}?from=2025-01-01&to=2026-03-01`, w.admin), 400, INSIGHTS_MSG.rangeTooLong);
    expectError(await get(`${path}/export/passwords`, w.admin), 400, INSIGHTS_MSG.tableInvalid);
    expectError(await get(`/api/insights/platform?to=2026-13-01`, w.systemAdmin), 400, INSIGHTS_MSG.dateInvalid);
  });
});

/** RFC 4180 cells, enough for the downloads. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  expect(cell).toBe('');
  return rows;
}

describe('insights: downloads', () => {
  it('when an admin downloads members, attendance and content, then each is CSV of what was shared, formulas neutralised', async () => {
    const w = await generate(5);
    await rollUpPromptly();
    const base = `/api/insights/institution/${w.institutionId}/export`;

    const members = await get(`${base}/members?${range}`, w.admin).expect(200);
    expect(members.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(members.headers['content-disposition']).toMatch(/^attachment; filename="insights-members-2026-03-05\.csv"$/);
    const memberRows = parseCsv(members.text);
    expect(memberRows[0]).toEqual(['first_name', 'last_name', 'category', 'member_since']);
    const expected = await q<{ firstname: string; lastname: string }>(
      sql`select u.firstname, u.lastname from institution_learners l join users u on u.id = l.learner_id where l.institution_id = ${w.institutionId} order by l.joined_at, l.learner_id`,
    );
    expect(memberRows.slice(1).map((r) => [r[0].replace(/^'(?=[=+\-@])/, ''), r[1]])).toEqual(
      expected.map((e) => [e.firstname, e.lastname]),
    );
    // No e-mail address in any download.
    expect(members.text).not.toMatch(/@example\.com/);
    expect(memberRows.find((r) => r[0].includes('HYPERLINK'))?.[0]).toBe(`'=HYPERLINK("http://x")`);

    const attendance = await get(`${base}/attendance?${range}`, w.admin).expect(200);
    const attendanceRows = parseCsv(attendance.text);
    expect(attendanceRows[0]).toEqual(['session', 'session_start', 'cancelled', 'first_name', 'last_name', 'guest', 'registered_at']);
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from session_registrations r join sessions s on s.id = r.session_id
      where s.institution_id = ${w.institutionId} and s.starts_at >= ${dayBounds(DAYS[0])[0]}::timestamptz and s.starts_at < ${dayBounds(DAYS[2])[1]}::timestamptz`);
    expect(attendanceRows.length - 1).toBe(Number(n));
    expect(attendance.text).not.toMatch(/@example\.com/);

    const content = await get(`${base}/content?${range}`, w.admin).expect(200);
    const contentRows = parseCsv(content.text);
    expect(contentRows[0]).toEqual(['item', 'category', 'views', 'reviews']);
    const dashboard = (await get(`/api/insights/institution/${w.institutionId}?${range}`, w.admin).expect(200)).body.data as Insights;
    expect(contentRows.slice(1)).toEqual(
      figure(dashboard, 'content').rows.map((r) => [
        r.label!.replace(/^([=+\-@])/, "'$1"),
        'Video',
        String(r.values[0]),
        String(r.values[1]),
      ]),
    );
    expect(contentRows.some((r) => r[0] === "'+Formula item")).toBe(true);
  });
});

describe('insights: activity', () => {
  it('when a person makes signed-in requests, then they are active today once, written once by this process; a guest is no one', async () => {
    const [a, b] = [await h.user(), await h.user()];
    const today = new Date().toISOString().slice(0, 10);
    const active = async () =>
      (await q<{ user_id: string }>(sql`select user_id from activity_days where day = ${today}::date`)).map((r) => r.user_id).sort();
    await get('/api/user/profile', a);
    await get('/api/user/profile', b);
    await request(h.app).get('/api/institution');
    await until(async () => (await active()).length === 2, 'both people active');
    expect(await active()).toEqual([a.id, b.id].sort());
    // The process remembers it wrote a's day: a second request writes nothing (the row deleted stays deleted).
    await db.delete(activityDays).where(sql`user_id = ${a.id}`);
    await get('/api/user/profile', a);
    await get('/api/user/profile', b);
    await until(async () => (await active()).length === 1, 'a second request wrote nothing');
    expect(await active()).toEqual([b.id]);
  });
});
