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
