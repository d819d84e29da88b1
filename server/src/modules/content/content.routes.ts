import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  CONTENT_MSG,
  LIMITS,
  MSG,
  contentCreateSchema,
  contentDetailsSchema,
  contentIdQuerySchema,
  contentListQuerySchema,
  contentVisibilitySchema,
  courseUnitsQuerySchema,
  idParamSchema,
  myContentQuerySchema,
  relatedQuerySchema,
  text,
  type ContentCategory,
  type ContentListQuery,
  type CourseUnitsQuery,
} from '@delv/shared';
import * as yup from 'yup';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { fileOf, filesUpload } from '../../middleware/multiUpload';
import { validate } from '../../middleware/validate';
import * as service from './content.service';

const CONTENT_FILE = { name: 'contentFile', maxBytes: LIMITS.CONTENT_FILE_BYTES, tooLargeMessage: CONTENT_MSG.contentFileTooLarge };
const THUMBNAIL = { name: 'thumbnail', maxBytes: LIMITS.IMAGE_BYTES, tooLargeMessage: MSG.imageTooLarge };
const ownerParams = yup.object({ userId: text().required() });

/** Fixed-category public lists (spec 000 §7 "Content"). */
const CATEGORY_LISTS: [string, ContentCategory][] = [
  ['videos', 'Video'],
  ['courses', 'Course'],
  ['articles', 'Article'],
  ['books', 'Book'],
  ['openlib', 'OpenLib'],
];
const MENTOR_LISTS: [string, ContentCategory | undefined][] = [
  ['', undefined],
  ['/videos', 'Video'],
  ['/courses', 'Course'],
  ['/articles', 'Article'],
];

export function contentRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const viewerOf = (req: Request) => req.user ?? null;

  /** Mutations check ownership from ?id= BEFORE the body is read, so nobody uploads 200 MB for a 403. */
  const ownedFromQuery = async (req: Request, res: Response, next: NextFunction) => {
    const { id } = await contentIdQuerySchema.validate(req.query).catch(() => ({ id: '' }));
    res.locals.contentId = id;
    await service.loadOwned(deps.db, currentUser(req), id);
    next();
  };
  const idOf = (res: Response) => res.locals.contentId as string;

  const listQuery = validate(contentListQuerySchema, 'query');
  const list =
    (fixed: Partial<service.ListSpec> = {}) =>
    async (req: Request, res: Response) => {
      const q = validQuery<ContentListQuery>(res);
      ok(
        res,
        await service.listContents(
          deps.db,
          { ...q, category: q.category || undefined, courseCategory: q.courseCategory || undefined, ...fixed },
          viewerOf(req),
        ),
      );
    };

  r.get('/contents', kit.optionalAuth, listQuery, list());
  for (const [path, category] of CATEGORY_LISTS) r.get(`/contents/${path}`, kit.optionalAuth, listQuery, list({ category }));
  for (const sort of ['latest', 'popular', 'trending'] as const) r.get(`/contents/${sort}`, kit.optionalAuth, listQuery, list({ sort }));

  // Public and cheap (one grouped count): the landing page shows only the career tiles that lead to courses.
  r.get('/contents/course-categories', async (_req, res) => {
    ok(res, { data: await service.courseCategoryCounts(deps.db) });
  });

  r.get('/contents/course-units', kit.optionalAuth, validate(courseUnitsQuerySchema, 'query'), async (req, res) => {
    const q = validQuery<CourseUnitsQuery>(res);
    ok(res, await service.listContents(deps.db, { skip: q.skip, limit: q.limit, q: q.q, course: q.course }, viewerOf(req)));
  });

  r.get(
    '/contents/related/:id',
    kit.optionalAuth,
    validate(idParamSchema, 'params'),
    validate(relatedQuerySchema, 'query'),
    async (req, res) => {
      const { limit } = validQuery<{ limit: number }>(res);
      ok(res, await service.relatedContents(deps.db, validParams<{ id: string }>(res).id, limit, viewerOf(req)));
    },
  );

  // The caller's own items, private ones included.
  for (const [path, category] of MENTOR_LISTS) {
    r.get(`/contents/mentor${path}`, kit.authenticate, listQuery, async (req, res) => {
      const q = validQuery<ContentListQuery>(res);
      const me = currentUser(req);
      ok(res, await service.listContents(deps.db, { ...q, category: category ?? (q.category || undefined), ownerId: me.id }, me));
    });
  }
  r.get('/contents/mine', kit.authenticate, validate(myContentQuerySchema, 'query'), async (req, res) => {
    const q = validQuery<ContentListQuery>(res);
    const me = currentUser(req);
    ok(res, await service.listContents(deps.db, { ...q, category: q.category || undefined, ownerId: me.id }, me));
  });

  // Institution library: one owner's items by category; private ones only for that owner.
  r.get('/contents/owner/:userId', kit.optionalAuth, validate(ownerParams, 'params'), listQuery, async (req, res) => {
    const { userId } = validParams<{ userId: string }>(res);
    await service.requireUser(deps.db, userId);
    const q = validQuery<ContentListQuery>(res);
    ok(res, await service.listContents(deps.db, { ...q, category: q.category || undefined, ownerId: userId }, viewerOf(req)));
  });
  r.get('/contents/owner/:userId/counts', kit.optionalAuth, validate(ownerParams, 'params'), async (req, res) => {
    ok(res, { data: await service.ownerCounts(deps.db, validParams<{ userId: string }>(res).userId, viewerOf(req)) });
  });

  r.get('/contents/content/:id', kit.optionalAuth, validate(idParamSchema, 'params'), async (req, res) => {
    const viewer = viewerOf(req);
    const key = service.viewerKey(viewer?.id ?? null, req.ip, deps.config.jwtSecret);
    ok(res, { data: await service.getContent(deps.db, validParams<{ id: string }>(res).id, viewer, key) });
  });

  r.post('/contents', kit.authenticate, filesUpload([CONTENT_FILE, THUMBNAIL]), validate(contentCreateSchema), async (req, res) => {
    const data = await service.createContent(deps, currentUser(req), req.body, {
      content: fileOf(req, 'contentFile'),
      thumbnail: fileOf(req, 'thumbnail'),
    });
    ok(res, { message: CONTENT_MSG.uploadComplete, data }, 201);
  });

  r.put('/contents/update', kit.authenticate, ownedFromQuery, filesUpload([CONTENT_FILE, THUMBNAIL]), async (req, res) => {
    const data = await service.replaceFile(deps, currentUser(req), idOf(res), {
      content: fileOf(req, 'contentFile'),
      thumbnail: fileOf(req, 'thumbnail'),
    });
    ok(res, { message: CONTENT_MSG.updateComplete, data });
  });

  r.put(
    '/contents/update/details',
    kit.authenticate,
    ownedFromQuery,
    filesUpload([THUMBNAIL]),
    validate(contentDetailsSchema),
    async (req, res) => {
      const data = await service.updateDetails(deps, currentUser(req), idOf(res), req.body, fileOf(req, 'thumbnail'));
      ok(res, { message: CONTENT_MSG.updateComplete, data });
    },
  );

  r.put('/contents/publish', kit.authenticate, ownedFromQuery, validate(contentVisibilitySchema), async (req, res) => {
    const data = await service.setVisibility(deps, currentUser(req), idOf(res), req.body.visible);
    ok(res, { message: CONTENT_MSG.updateComplete, data });
  });

  // DELETE /contents/?id= (the old client also sent userID: ignored, the token decides) or /contents/:id.
  r.delete('/contents', kit.authenticate, async (req, res) => {
    const { id } = await contentIdQuerySchema.validate(req.query).catch(() => ({ id: '' }));
    await service.deleteContent(deps, currentUser(req), id);
    ok(res, { message: CONTENT_MSG.contentDeleted });
  });
  r.delete('/contents/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await service.deleteContent(deps, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: CONTENT_MSG.contentDeleted });
  });

  return r;
}
