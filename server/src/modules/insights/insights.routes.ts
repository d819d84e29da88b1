import { Router } from 'express';
import {
  INSIGHTS_MSG,
  idParamSchema,
  insightsExportParamsSchema,
  insightsRangeSchema,
  type InsightsRangeQuery,
  type InsightsTable,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './insights.service';

/** The institution's and the platform's dashboards, the institution's downloads, and a rollup on demand (issue 34). */
export function insightsRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;
  const range = (res: Parameters<typeof validQuery>[0]) => svc.rangeOf(validQuery<InsightsRangeQuery>(res));

  r.get(
    '/insights/institution/:id',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(insightsRangeSchema, 'query'),
    async (req, res) => {
      ok(res, { data: await svc.institutionInsights(db, currentUser(req), validParams<{ id: string }>(res).id, range(res)) });
    },
  );

  r.get(
    '/insights/institution/:id/export/:table',
    kit.authenticate,
    validate(insightsExportParamsSchema, 'params'),
    validate(insightsRangeSchema, 'query'),
    async (req, res) => {
      const { id, table } = validParams<{ id: string; table: InsightsTable }>(res);
      const csv = await svc.institutionExport(db, currentUser(req), id, table, range(res));
      await sendCsv(res, csv.filename, csv.header, csv.pages);
    },
  );

  r.get('/insights/platform', kit.authenticate, validate(insightsRangeSchema, 'query'), async (req, res) => {
    ok(res, { data: await svc.platformInsights(db, currentUser(req), range(res)) });
  });

  // Rolls days up now (operators after restoring data; browser tests that want today's figures at once).
  r.post('/insights/rollup', kit.authenticate, validate(insightsRangeSchema, 'query'), async (req, res) => {
    const days = await svc.rollupNow(db, currentUser(req), range(res));
    ok(res, { message: INSIGHTS_MSG.rolledUp, data: { days } });
  });

  return r;
}
