/**
 * The dashboards and downloads of insights (issue 34). Figures are read from the daily rollups
 * (insights.rollup.ts), never counted from raw rows on a view: a year of an institution's figures
 * is a few index range scans. Per-person rows (the members and attendance downloads) are read page
 * by page from the areas that own them, only for what the person shared with the institution.
 */
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MSG,
  type Insights,
  type InsightsFigure,
  type InsightsRangeQuery,
  type InsightsTable,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { insightFigures, insightRuns } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { authorize, type Actor } from '../../policies/actor';
import { contentTitles } from '../content';
import { findInstitutionRow, membersAfter } from '../institutions';
import { institutionSessionsBetween, registrationsAfter, sessionTitles } from '../sessions';
import { isUuid } from '../users';
import { addDays, dayOf, daysFrom, mondayOf, monthOf, startOfDay } from './insights.days';
import { insightsPolicy } from './insights.policy';
import { PLATFORM, SEP, rollupDay } from './insights.rollup';

export interface Range {
  from: string;
  to: string;
}

/** The asked range, or the last INSIGHTS_DEFAULT_DAYS days up to today (UTC). */
export function rangeOf(q: InsightsRangeQuery, now = new Date()): Range {
  const to = q.to ?? (q.from && q.from > dayOf(now) ? q.from : dayOf(now));
  const from = q.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  return { from, to };
}

interface Sum {
  metric: string;
  key: string;
  value: number;
}

/** Sums of the metrics in the range, grouped by `key` (the day, the dimension, a part of it). */
async function sums(db: Db, scope: string, range: Range, metrics: string[], key: SQL): Promise<Sum[]> {
  const rows = await db
    .select({ metric: insightFigures.metric, key: sql<string>`${key}`, value: sql<string>`sum(${insightFigures.value})` })
    .from(insightFigures)
    .where(and(eq(insightFigures.scope, scope), inArray(insightFigures.metric, metrics), between(insightFigures.day, range.from, range.to)))
    // By position: the key's parameters (a tab) make it another expression to PostgreSQL each time it is written.
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({ metric: r.metric, key: String(r.key), value: Number(r.value) }));
}
const byDay = sql`${insightFigures.day}::text`;
const byDim = sql`${insightFigures.dim}`;
const byDimPart = (n: 1 | 2) => sql`split_part(${insightFigures.dim}, ${SEP}, ${sql.raw(String(n))})`;

/** The days of the range already rolled up, and when the newest of them was. */
async function rolledDays(db: Db, range: Range): Promise<{ days: string[]; asOf: string | null }> {
  const rows = await db
    .select({ day: sql<string>`${insightRuns.day}::text`, rolledAt: insightRuns.rolledAt })
    .from(insightRuns)
    .where(between(insightRuns.day, range.from, range.to))
    .orderBy(insightRuns.day);
  const asOf = rows.reduce<Date | null>((a, r) => (!a || new Date(r.rolledAt) > a ? new Date(r.rolledAt) : a), null);
  return { days: rows.map((r) => r.day), asOf: asOf?.toISOString() ?? null };
}

/** metric -> key -> value */
function table(list: Sum[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const s of list) {
    const m = out.get(s.metric) ?? new Map<string, number>();
    m.set(s.key, (m.get(s.key) ?? 0) + s.value);
    out.set(s.metric, m);
  }
  return out;
}
const at = (t: Map<string, Map<string, number>>, metric: string, key: string) => t.get(metric)?.get(key) ?? 0;

/** A figure with one row per rolled-up day. */
function daily(
  id: InsightsFigure['id'],
  chart: InsightsFigure['chart'],
  days: string[],
  columns: string[],
  value: (day: string, column: string) => number,
): InsightsFigure {
  return { id, x: 'day', chart, columns, rows: days.map((day) => ({ x: day, values: columns.map((c) => value(day, c)) })) };
}

/**
 * Active people per week (its Monday) and per month: the rollup keeps, for each day, those active
 * from the week's (month's) first day to it, so a period's figure is its latest rolled-up day's.
 */
function periods(id: 'activeWeekly' | 'activeMonthly', days: string[], perDay: (day: string) => number): InsightsFigure {
  const period = id === 'activeWeekly' ? mondayOf : monthOf;
  const latest = new Map<string, number>();
  for (const day of days) latest.set(period(day), perDay(day));
  return {
    id,
    x: id === 'activeWeekly' ? 'week' : 'month',
    chart: 'bar',
    columns: ['active'],
    rows: [...latest].map(([x, v]) => ({ x, values: [v] })),
  };
}

/** The institution, if the actor is one of its admins: 404 for none, 403 for anyone else. */
async function administered(db: Db, actor: Actor, institutionId: string) {
  const row = isUuid(institutionId) ? await findInstitutionRow(db, institutionId) : null;
  if (!row) throw notFound();
  authorize(insightsPolicy.institution(actor, row), INSIGHTS_MSG.institutionOnly);
  return row;
}

const INSTITUTION_DAILY = [
  'members',
  'members_joined',
  'active_week',
  'active_month',
  'registrations',
  'registrations_guests',
  'invitations_sent',
  'invitations_accepted',
  'surveys',
  'survey_recipients',
];

/** GET /insights/institution/:id: its members, activity, sessions, library, invitations and surveys. */
export async function institutionInsights(db: Db, actor: Actor, institutionId: string, range: Range): Promise<Insights> {
  await administered(db, actor, institutionId);
  const [{ days, asOf }, perDay, perThing] = await Promise.all([
    rolledDays(db, range),
    sums(db, institutionId, range, INSTITUTION_DAILY, byDay).then(table),
    sums(db, institutionId, range, ['held', 'held_guests', 'views', 'reviews'], byDim).then(table),
  ]);
  const held = [...(perThing.get('held')?.keys() ?? [])];
  const items = [...new Set([...(perThing.get('views')?.keys() ?? []), ...(perThing.get('reviews')?.keys() ?? [])])];
  const [sessions, titles] = await Promise.all([sessionTitles(db, held), contentTitles(db, items)]);
  const v = (metric: string) => (day: string) => at(perDay, metric, day);
  const figures: InsightsFigure[] = [
    daily('members', 'line', days, ['members', 'joined'], (day, c) => at(perDay, c === 'members' ? 'members' : 'members_joined', day)),
    periods('activeWeekly', days, v('active_week')),
    periods('activeMonthly', days, v('active_month')),
    daily('registrations', 'bar', days, ['registrations', 'guests'], (day, c) =>
      at(perDay, c === 'guests' ? 'registrations_guests' : 'registrations', day),
    ),
    {
      id: 'attendance',
      x: 'label',
      chart: 'bar',
      columns: ['registered', 'guests'],
      rows: held
        .map((id) => ({ id, s: sessions.get(id) }))
        .sort((a, b) => (a.s?.startsAt.getTime() ?? 0) - (b.s?.startsAt.getTime() ?? 0))
        .map(({ id, s }) => ({
          x: id,
          label: s?.title ?? '',
          day: s ? dayOf(s.startsAt) : undefined,
          values: [at(perThing, 'held', id), at(perThing, 'held_guests', id)],
        })),
    },
    {
      id: 'content',
      x: 'label',
      chart: 'bar',
      columns: ['views', 'reviews'],
      rows: items
        .map((id) => ({ x: id, label: titles.get(id)?.title ?? '', values: [at(perThing, 'views', id), at(perThing, 'reviews', id)] }))
        .sort((a, b) => b.values[0] - a.values[0] || b.values[1] - a.values[1] || a.label.localeCompare(b.label)),
    },
    daily('invitations', 'bar', days, ['sent', 'accepted'], (day, c) => at(perDay, `invitations_${c}`, day)),
    daily('surveys', 'bar', days, ['surveys', 'recipients'], (day, c) =>
      at(perDay, c === 'surveys' ? 'surveys' : 'survey_recipients', day),
    ),
  ];
  return { ...range, asOf, figures };
}

const PLATFORM_DAILY = ['active_day', 'active_week', 'active_month', 'posts', 'sessions_held', 'points_earned', 'points_claimed'];
const PAYOUT_STATES = ['requested', 'approved', 'rejected', 'paid', 'failed', 'unknown'];

/** Sign-ups per day split by one part of their dimension (country or category), the parts sorted. */
function splitDaily(id: 'signupsByCountry' | 'signupsByCategory', days: string[], list: Sum[]): InsightsFigure {
  const keys = new Map<string, Map<string, number>>();
  for (const s of list) {
    const [day, part] = s.key.split(SEP);
    const m = keys.get(part) ?? new Map<string, number>();
    m.set(day, (m.get(day) ?? 0) + s.value);
    keys.set(part, m);
  }
  const columns = [...keys.keys()].sort();
  return daily(id, 'bar', days, columns, (day, c) => keys.get(c)?.get(day) ?? 0);
}

/** GET /insights/platform: sign-ups, activity, posts, sessions, points and payouts (system admins). */
export async function platformInsights(db: Db, actor: Actor, range: Range): Promise<Insights> {
  authorize(insightsPolicy.platform(actor), INSIGHTS_MSG.adminOnly);
  const dayAnd = (part: 1 | 2) => sql`${insightFigures.day}::text || ${SEP} || ${byDimPart(part)}`;
  const [{ days, asOf }, perDay, countries, categories, payouts] = await Promise.all([
    rolledDays(db, range),
    sums(db, PLATFORM, range, PLATFORM_DAILY, byDay).then(table),
    sums(db, PLATFORM, range, ['signups'], dayAnd(1)),
    sums(db, PLATFORM, range, ['signups'], dayAnd(2)),
    sums(db, PLATFORM, range, ['payouts'], byDim),
  ]);
  const byMethod = table(payouts.map((p) => ({ metric: p.key.split(SEP)[0], key: p.key.split(SEP)[1], value: p.value })));
  const v = (metric: string) => (day: string) => at(perDay, metric, day);
  const figures: InsightsFigure[] = [
    splitDaily('signupsByCountry', days, countries),
    splitDaily('signupsByCategory', days, categories),
    daily('activeDaily', 'line', days, ['active'], (day) => at(perDay, 'active_day', day)),
    periods('activeWeekly', days, v('active_week')),
    periods('activeMonthly', days, v('active_month')),
    daily('posts', 'bar', days, ['posts'], (day) => at(perDay, 'posts', day)),
    daily('sessionsHeld', 'bar', days, ['sessions'], (day) => at(perDay, 'sessions_held', day)),
    daily('points', 'line', days, ['earned', 'claimed'], (day, c) => at(perDay, `points_${c}`, day)),
    {
      id: 'payouts',
      x: 'label',
      chart: 'bar',
      columns: PAYOUT_STATES,
      rows: [...byMethod.keys()]
        .sort()
        .map((method) => ({ x: method, label: method, values: PAYOUT_STATES.map((s) => at(byMethod, method, s)) })),
    },
  ];
  return { ...range, asOf, figures };
}

/** POST /insights/rollup: rolls the range's days up now (system admins; after restoring data, or to see today at once). */
export async function rollupNow(db: Db, actor: Actor, range: Range, now = new Date()): Promise<number> {
  authorize(insightsPolicy.rollup(actor), INSIGHTS_MSG.adminOnly);
  const days = daysFrom(range.from, range.to < dayOf(now) ? range.to : dayOf(now));
  for (const day of days) await rollupDay(db, day, now);
  return days.length;
}

export interface CsvExport {
  filename: string;
  header: string[];
  pages: AsyncIterable<(string | number)[][]>;
}

const PAGE = 1000;
const iso = (d: Date) => d.toISOString();

/** GET /insights/institution/:id/export/:table: one of its CSV downloads, read page by page. */
export async function institutionExport(
  db: Db,
  actor: Actor,
  institutionId: string,
  which: InsightsTable,
  range: Range,
): Promise<CsvExport> {
  await administered(db, actor, institutionId);
  const name = (what: string) => `insights-${what}-${range.from}-${range.to}.csv`;
  if (which === 'members') {
    // Everyone who is a member now: the membership they chose to share with the institution.
    return {
      filename: `insights-members-${range.to}.csv`,
      header: ['first_name', 'last_name', 'category', 'member_since'],
      pages: (async function* () {
        let after: { joinedAt: Date; id: string } | null = null;
        for (;;) {
          const rows = await membersAfter(db, institutionId, after, PAGE);
          if (!rows.length) return;
          yield rows.map((r) => [r.firstname, r.lastname, r.usercategory[0] ?? '', iso(r.joinedAt)]);
          const last = rows[rows.length - 1];
          after = { joinedAt: last.joinedAt, id: last.id };
        }
      })(),
    };
  }
  if (which === 'attendance') {
    // Who registered for its sessions that start in the range (their names, as on the attendee list; no e-mail).
    const sessions = await institutionSessionsBetween(db, institutionId, startOfDay(range.from), startOfDay(addDays(range.to, 1)));
    return {
      filename: name('attendance'),
      header: ['session', 'session_start', 'cancelled', 'first_name', 'last_name', 'guest', 'registered_at'],
      pages: (async function* () {
        for (const s of sessions) {
          let after: { createdAt: Date; id: string } | null = null;
          for (;;) {
            const rows = await registrationsAfter(db, s.id, after, PAGE);
            if (!rows.length) break;
            yield rows.map((r) => [
              s.title,
              iso(s.startsAt),
              s.cancelled ? 'yes' : 'no',
              r.firstname,
              r.lastname,
              r.userId ? 'no' : 'yes',
              iso(r.createdAt),
            ]);
            const last = rows[rows.length - 1];
            after = { createdAt: last.createdAt, id: last.id };
          }
        }
      })(),
    };
  }
  // Its library's items with views or reviews in the range (counts, never who).
  const report = await institutionInsights(db, actor, institutionId, range);
  const content = report.figures.find((f) => f.id === 'content')!;
  const titles = await contentTitles(
    db,
    content.rows.map((r) => r.x),
  );
  return {
    filename: name('content'),
    header: ['item', 'category', 'views', 'reviews'],
    pages: (async function* () {
      for (let i = 0; i < content.rows.length; i += PAGE)
        yield content.rows.slice(i, i + PAGE).map((r) => [r.label ?? '', titles.get(r.x)?.category ?? '', ...r.values]);
    })(),
  };
}
