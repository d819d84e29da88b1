import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/http';
import { listDisciplines } from './disciplines.service';

export function disciplineRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get('/disciplines', async (_req, res) => {
    ok(res, { data: await listDisciplines(deps.db) });
  });
  return r;
}
