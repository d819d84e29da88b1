import { Router } from 'express';
import {
  CONTENT_MSG,
  YOUTH_MSG,
  UUID_RE,
  commentListQuerySchema,
  commentSchema,
  idParamSchema,
  text,
  type CommentListQuery,
} from '@delv/shared';
import * as yup from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { notFound } from '../../lib/errors';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as service from './comments.service';

const itemParams = yup.object({ itemID: text().required().max(64) });

export function commentRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  r.post('/comment', kit.authenticate, validate(commentSchema), async (req, res) => {
    const data = await service.addComment(deps.db, currentUser(req), req.body);
    // Held for a safeguarding review (issue 32): the author is told why nobody else sees it yet.
    ok(res, { message: data.held ? YOUTH_MSG.messageHeld : CONTENT_MSG.commentAdded, data }, 201);
  });

  r.get('/comment', kit.optionalAuth, validate(commentListQuerySchema, 'query'), async (req, res) => {
    ok(res, await service.listAllComments(deps.db, validQuery<CommentListQuery>(res), req.user ?? null));
  });

  r.get(
    '/comment/:itemID',
    kit.optionalAuth,
    validate(itemParams, 'params'),
    validate(commentListQuerySchema, 'query'),
    async (req, res) => {
      const { itemID } = validParams<{ itemID: string }>(res);
      ok(res, await service.listItemComments(deps.db, itemID, validQuery<CommentListQuery>(res), req.user ?? null));
    },
  );

  r.delete('/comment/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    const { id } = validParams<{ id: string }>(res);
    if (!UUID_RE.test(id)) throw notFound(CONTENT_MSG.commentNotFound);
    await service.deleteComment(deps.db, currentUser(req), id);
    ok(res, { message: CONTENT_MSG.commentDeleted });
  });

  return r;
}
