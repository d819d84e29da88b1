import { Router } from 'express';
import { FEED_MSG, feedbackListQuerySchema, feedbackSchema, type FeedbackInput, type PagingQuery } from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { giveFeedback, listFeedback } from './feedback.service';

/** Platform feedback (spec 000 §1, §4; feedback.service.ts). */
export function feedbackRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // Sent only with a rating above 0 and a text (spec 000 §5).
  r.post('/feedback', kit.authenticate, validate(feedbackSchema), async (req, res) => {
    ok(res, { message: FEED_MSG.feedbackThanks, data: await giveFeedback(deps.db, currentUser(req), req.body as FeedbackInput) }, 201);
  });

  r.get('/feedback', validate(feedbackListQuerySchema, 'query'), async (req, res) => {
    ok(res, await listFeedback(deps.db, req.user ?? null, validQuery<PagingQuery>(res)));
  });

  return r;
}
