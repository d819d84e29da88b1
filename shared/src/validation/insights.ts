import * as yup from 'yup';
import { INSIGHTS_MAX_DAYS, INSIGHTS_MSG, INSIGHTS_TABLES } from '../constants/insights';
import { text } from './common';

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

const day = () => text().test('day', INSIGHTS_MSG.dateInvalid, (v) => v === undefined || isDay(v));

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included); absent: the server's default range. */
export const insightsRangeSchema = yup
  .object({ from: day(), to: day() })
  .test('order', INSIGHTS_MSG.rangeInvalid, (v) => !v.from || !v.to || v.from <= v.to)
  .test('length', INSIGHTS_MSG.rangeTooLong, (v) => !v.from || !v.to || daysBetween(v.from, v.to) < INSIGHTS_MAX_DAYS);
export type InsightsRangeQuery = yup.InferType<typeof insightsRangeSchema>;

/** GET /api/insights/institution/:id/export/:table */
export const insightsExportParamsSchema = yup.object({
  id: text().required(),
  table: text()
    .required(INSIGHTS_MSG.tableInvalid)
    .oneOf([...INSIGHTS_TABLES], INSIGHTS_MSG.tableInvalid),
});
