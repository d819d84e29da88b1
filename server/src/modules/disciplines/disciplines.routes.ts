import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/http';
import { listDisciplines } from './disciplines.service';

export function disciplineRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get('/disciplines', async (req, res) => {
    ok(res, { data: await listDisciplines(deps.db, req.user ?? null) });
  });
  return r;
}
