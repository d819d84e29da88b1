import { Router } from 'express';
import { MODERATION_MSG, blockListSchema, blockSchema, idParamSchema, type BlockListQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { block, myBlocks, unblock } from './blocks.service';

/** Blocking a person and one's blocked list (issue 31). */
export function blockRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  r.post('/blocks', kit.authenticate, validate(blockSchema), async (req, res) => {
    await block(deps.db, currentUser(req), req.body.userId);
    ok(res, { message: MODERATION_MSG.personBlocked }, 201);
  });
  r.delete('/blocks/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await unblock(deps.db, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: MODERATION_MSG.personUnblocked });
  });
  r.get('/blocks', kit.authenticate, validate(blockListSchema, 'query'), async (req, res) => {
    ok(res, await myBlocks(deps.db, currentUser(req), validQuery<BlockListQuery>(res)));
  });
  return r;
}
