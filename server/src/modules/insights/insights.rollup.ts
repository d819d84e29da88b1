/**
 * The daily rollup (issue 34): each UTC day's figures, counted once from the rows of the areas
 * that own them (through their services) into insight_figures, so a dashboard reads a few hundred
 * rolled-up rows instead of counting raw rows. Rolling a day up again replaces its rows (in one
 * transaction), so a run that is repeated, retried or overlaps another changes nothing.
 *
 * Metrics, by scope ('platform' or an institution's id), with their dimension:
 *   platform     signups (country TAB category), active_day, active_week (Monday to the day),
 *                active_month (the 1st to the day), posts, sessions_held, points_earned,
 *                points_claimed, payouts (method TAB state)
 *   institution  members (at the day's end, as known when rolled up), members_joined, active_day,
 *                active_week, active_month (of its members), registrations and registrations_guests
 *                (session), held and held_guests (a session of it that ended that day: who had
 *                registered), views and reviews (item of its library), invitations_sent and
 *                invitations_accepted (member | mentor), surveys, survey_recipients
 */
import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityDays, insightFigures, insightRuns } from '../../db/schema';
import { inTransaction } from '../../events/publish';
import { invitationFigures, surveyFigures } from '../affiliations';
import { claimFigures } from '../claims';
import { countComments } from '../comments';
import { contentOwners, countViews } from '../content';
import { countMembersAmong, libraryOwners, memberFigures } from '../institutions';
import { countPointsEarned } from '../points';
import { countPosts } from '../posts';
import { heldSessions, registrationFigures } from '../sessions';
import { countSignups, firstAccountAt } from '../users';
import { activeBetween } from './insights.activity';
import { addDays, dayOf, firstOfMonth, mondayOf, startOfDay } from './insights.days';

export const PLATFORM = 'platform';
/** Separates the parts of a two-part dimension (a country TAB a category). */
export const SEP = '\t';

interface Figure {
  scope: string;
  metric: string;
  day: string;
  dim: string;
  value: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The content area keeps its per-day view rows for today and yesterday only: a day older than that
 * keeps the views it was rolled up with (its other figures are counted again).
 */
const viewsStillKept = (day: string, now: Date) => day >= addDays(dayOf(now), -1);

/** Counts one UTC day (`now` says whether it is over) and replaces its figures. */
export async function rollupDay(db: Db, day: string, now = new Date()): Promise<void> {
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  const out: Figure[] = [];
  const put = (scope: string, metric: string, value: number, dim = '', keepZero = false) => {
    if (value || keepZero) out.push({ scope, metric, day, dim, value });
  };

  for (const s of await countSignups(db, from, to)) put(PLATFORM, 'signups', s.count, `${s.country}${SEP}${s.category}`);

  const windows = { active_day: day, active_week: mondayOf(day), active_month: firstOfMonth(day) };
  for (const [metric, start] of Object.entries(windows)) {
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct ${activityDays.userId})::int as n from ${activityDays}
        where ${activityDays.day} >= ${start}::date and ${activityDays.day} <= ${day}::date`),
    );
    put(PLATFORM, metric, Number(n));
    for (const m of await countMembersAmong(db, activeBetween(start, day))) put(m.institutionId, metric, m.count);
  }

  for (const m of await memberFigures(db, from, to)) {
    put(m.institutionId, 'members', m.members);
    put(m.institutionId, 'members_joined', m.joined);
  }

  put(PLATFORM, 'posts', await countPosts(db, from, to));
  put(PLATFORM, 'points_earned', await countPointsEarned(db, from, to));
  let claimed = 0;
  for (const c of await claimFigures(db, from, to)) {
    put(PLATFORM, 'payouts', c.count, `${c.method}${SEP}${c.state}`);
    if (c.state === 'requested') claimed += c.points;
  }
  put(PLATFORM, 'points_claimed', claimed);

  const held = await heldSessions(db, from, to);
  put(PLATFORM, 'sessions_held', held.length);
  for (const s of held) {
    if (!s.institutionId) continue;
    // A session held with nobody registered is worth showing too.
    put(s.institutionId, 'held', s.registered, s.sessionId, true);
    put(s.institutionId, 'held_guests', s.guests, s.sessionId);
  }
  for (const r of await registrationFigures(db, from, to)) {
    put(r.institutionId, 'registrations', r.registrations, r.sessionId);
    put(r.institutionId, 'registrations_guests', r.guests, r.sessionId);
  }

  const owners = await libraryOwners(db);
  const keepViews = !viewsStillKept(day, now);
  if (!keepViews) {
    for (const v of await countViews(db, day, addDays(day, 1), [...owners.keys()]))
      put(owners.get(v.ownerId)!, 'views', v.views, v.contentId);
  }
  const reviews = await countComments(db, 'content', from, to);
  const itemOwners = await contentOwners(
    db,
    reviews.map((r) => r.itemId),
  );
  for (const r of reviews) {
    const institutionId = owners.get(itemOwners.get(r.itemId) ?? '');
    if (institutionId) put(institutionId, 'reviews', r.count, r.itemId);
  }

  for (const i of await invitationFigures(db, from, to)) {
    put(i.institutionId, 'invitations_sent', i.sent, i.kind);
    put(i.institutionId, 'invitations_accepted', i.accepted, i.kind);
  }
  for (const s of await surveyFigures(db, from, to)) {
    put(s.institutionId, 'surveys', s.surveys);
    put(s.institutionId, 'survey_recipients', s.recipients);
  }

  await inTransaction(db, async (tx) => {
    await tx.delete(insightFigures).where(and(eq(insightFigures.day, day), keepViews ? ne(insightFigures.metric, 'views') : undefined));
    for (let i = 0; i < out.length; i += 1000) await tx.insert(insightFigures).values(out.slice(i, i + 1000));
    const run = { rolledAt: now, complete: now.getTime() >= to.getTime() };
    await tx
      .insert(insightRuns)
      .values({ day, ...run })
      .onConflictDoUpdate({ target: insightRuns.day, set: run });
  });
}

/**
 * Rolls up every day not yet complete, oldest first, up to today (a partial day, rolled up again at
 * the next run): after downtime the missed days are caught up. The first run starts `backfillDays`
 * before today, or at the first account if later. Stops after `budgetMs` between two days and
 * resolves to false when days are left (the job then queues itself again at once).
 */
export async function rollupDue(db: Db, opts: { now?: Date; backfillDays: number; budgetMs?: number }): Promise<boolean> {
  const now = opts.now ?? new Date();
  const today = dayOf(now);
  const started = Date.now();
  const [{ last }] = await db
    .select({ last: max(insightRuns.day) })
    .from(insightRuns)
    .where(eq(insightRuns.complete, true));
  let day = last ? addDays(last, 1) : addDays(today, -opts.backfillDays);
  if (!last) {
    const first = await firstAccountAt(db);
    if (!first) return true;
    if (dayOf(first) > day) day = dayOf(first);
  }
  for (; day <= today; day = addDays(day, 1)) {
    if (opts.budgetMs !== undefined && Date.now() - started > opts.budgetMs) return false;
    await rollupDay(db, day, now);
  }
  return true;
}
