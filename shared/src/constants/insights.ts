// Plain constants of insights (issue 34): the dashboards of an institution and of the platform.
// Schemas are in validation/insights.ts, the answers' shapes in types/insights.ts.

/** The longest range a dashboard or an export covers, in days. */
export const INSIGHTS_MAX_DAYS = 366;
/** The range a dashboard opens with: the last 30 days, today included. */
export const INSIGHTS_DEFAULT_DAYS = 30;

/** The CSV downloads of an institution's dashboard. */
export const INSIGHTS_TABLES = ['members', 'attendance', 'content'] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** Texts of insights' API answers. */
export const INSIGHTS_MSG = {
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  rangeInvalid: 'The start must be on or before the end',
  rangeTooLong: 'Choose at most 366 days',
  tableInvalid: 'Choose members, attendance or content',
  institutionOnly: "Only the institution's admins see its insights",
  adminOnly: 'Only system admins see the platform insights',
  rolledUp: 'Figures rolled up',
} as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30), from 2000 on. */
export const isDay = (value: string) => {
  if (!DAY_RE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value && value >= '2000-01-01';
};

/** Days between two YYYY-MM-DD days (to - from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
