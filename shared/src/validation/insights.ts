import * as yup from 'yup';
import { INSIGHTS_MAX_DAYS, INSIGHTS_MSG, INSIGHTS_TABLES, daysBetween, isDay } from '../constants/insights';
import { text } from './common';

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
