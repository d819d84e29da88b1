/**
 * A dashboard's answer (issue 34): figures rolled up each hour from the day's rows, so a day's
 * figures are final once the day is over and today's are as of `asOf`.
 *
 * Each figure is a table: `columns` name its numbers (words the client translates, or values such
 * as a country), and each row is a day (YYYY-MM-DD), a week (its Monday), a month (YYYY-MM) or a
 * named thing (a session, an item, a payout method: `x` is its id, `label` its name).
 */
export type InsightsFigureId =
  | 'members'
  | 'activeDaily'
  | 'activeWeekly'
  | 'activeMonthly'
  | 'registrations'
  | 'attendance'
  | 'content'
  | 'invitations'
  | 'surveys'
  | 'signupsByCountry'
  | 'signupsByCategory'
  | 'posts'
  | 'sessionsHeld'
  | 'points'
  | 'payouts';

export interface InsightsRow {
  x: string;
  label?: string;
  /** A session's day (YYYY-MM-DD). */
  day?: string;
  values: number[];
}

export interface InsightsFigure {
  id: InsightsFigureId;
  x: 'day' | 'week' | 'month' | 'label';
  chart: 'line' | 'bar';
  columns: string[];
  rows: InsightsRow[];
}

export interface Insights {
  from: string;
  to: string;
  /** When the newest figures of the range were rolled up; null while none are. */
  asOf: string | null;
  figures: InsightsFigure[];
}
