import { Router } from 'express';
import {
  FEED_MSG,
  PLATFORM_FEEDBACK_ID,
  feedbackListQuerySchema,
  feedbackSchema,
  type FeedbackInput,
  type PagingQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import { addComment, listItemComments } from '../comments/comments.service';
import { ratingSummary } from '../ratings/ratings.service';

/** Platform feedback (spec 000 §1, §4): a star rating and a text, stored by the comments module as
 * a rated comment about the platform item ('delv-platform'), so the rating counts once per person. */
export function feedbackRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();

  // The old modal sent the rating and the text as two calls and either could fail alone; one call
  // stores both in one transaction. Sent only with a rating above 0 and a text (spec 000 §5).
  r.post('/feedback', kit.authenticate, validate(feedbackSchema), async (req, res) => {
    const input = req.body as FeedbackInput;
    const data = await addComment(deps.db, currentUser(req), {
      commentAbout: 'platform',
      idOfCommentedAbout: PLATFORM_FEEDBACK_ID,
      commentText: input.feedbackText,
      rating: input.rating,
    });
    ok(res, { message: FEED_MSG.feedbackThanks, data }, 201);
  });

  // The landing page's community feedback carousel.
  r.get('/feedback', validate(feedbackListQuerySchema, 'query'), async (_req, res) => {
    const { skip, limit } = validQuery<PagingQuery>(res);
    const [list, summary] = await Promise.all([
      listItemComments(deps.db, PLATFORM_FEEDBACK_ID, { skip, limit, sort: 'time', about: 'platform' }, null),
      ratingSummary(deps.db, 'platform', PLATFORM_FEEDBACK_ID, null),
    ]);
    ok(res, { ...list, summary: { avgRating: summary.avgRating, ratingCount: summary.ratingCount } });
  });

  return r;
}
