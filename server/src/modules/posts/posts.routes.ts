import { Router } from 'express';
import {
  FEED_MSG,
  LIMITS,
  idParamSchema,
  pagingSchema,
  postCreateSchema,
  postListQuerySchema,
  postStatusSchema,
  type PagingQuery,
  type PostListQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { fileOf, filesUpload } from '../../middleware/multiUpload';
import { validate } from '../../middleware/validate';
import { PUBLIC_VIEWER, viewerOf } from './posts.presenter';
import * as service from './posts.service';

const ATTACHMENT = { name: 'attachment', maxBytes: LIMITS.POST_FILE_BYTES, tooLargeMessage: FEED_MSG.postFileTooLarge };

export function postRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // JSON { postText, link } or multipart with the file in `attachment` (streamed to a temp file,
  // stopped at 20 MB). The old client showed 'Points Earned' before knowing; the answer says.
  r.post('/post', kit.authenticate, filesUpload([ATTACHMENT]), validate(postCreateSchema), async (req, res) => {
    const user = currentUser(req);
    const result = await service.createPost(deps, user, viewerOf(user), req.body, fileOf(req, 'attachment'));
    ok(res, { message: FEED_MSG.postCreated, ...result }, 201);
  });

  r.get('/post', kit.authenticate, validate(postListQuerySchema, 'query'), async (req, res) => {
    ok(res, await service.listPosts(deps.db, currentUser(req), validQuery<PostListQuery>(res)));
  });

  r.get('/post/current-user', kit.authenticate, validate(pagingSchema, 'query'), async (req, res) => {
    ok(res, await service.myPosts(deps.db, viewerOf(currentUser(req)), validQuery<PagingQuery>(res)));
  });

  // Pull Down: the role was not shown in the old client; only system admins and claim reviewers may.
  // userId / statusBy in the body are ignored: the token says who did it.
  r.post('/post/update_post', kit.authenticate, validate(postStatusSchema), async (req, res) => {
    const user = currentUser(req);
    const data = await service.pullDown(deps.db, user, req.body.postId);
    ok(res, { message: FEED_MSG.postPulledDown, data });
  });

  r.get('/post/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await service.getPost(deps.db, viewerOf(currentUser(req)), validParams<{ id: string }>(res).id) });
  });

  // An institution's page, its Feed tab: its admins' posts, public like the page.
  r.get(
    '/institution/:id/posts',
    kit.optionalAuth,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      const viewer = req.user ? viewerOf(req.user) : PUBLIC_VIEWER;
      ok(res, await service.institutionPosts(deps.db, viewer, validParams<{ id: string }>(res).id, validQuery<PagingQuery>(res)));
    },
  );

  r.delete('/post/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await service.deletePost(deps, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: FEED_MSG.postDeleted });
  });

  return r;
}
