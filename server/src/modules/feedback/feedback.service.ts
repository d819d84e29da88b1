import { PLATFORM_FEEDBACK_ID, type Comment, type FeedbackInput, type PagingQuery } from '@delv/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { authorize, type Actor } from '../../policies/actor';
import { addComment, listItemComments } from '../comments';
import { ratingSummary } from '../ratings';
import { feedbackPolicy } from './feedback.policy';

/**
 * Platform feedback (spec 000 §1, §4): a star rating and a text, stored by the comments area as a
 * rated comment about the platform item ('delv-platform'), so the rating counts once per person.
 * The old modal sent the rating and the text as two calls and either could fail alone; here one
 * call stores both in one transaction.
 */
export async function giveFeedback(db: Db, author: UserRow, input: FeedbackInput): Promise<Comment> {
  authorize(feedbackPolicy.give(author));
  return addComment(db, author, {
    commentAbout: 'platform',
    idOfCommentedAbout: PLATFORM_FEEDBACK_ID,
    commentText: input.feedbackText,
    rating: input.rating,
  });
}

/** The landing page's community feedback carousel: a page of it, and the platform's average. */
export async function listFeedback(db: Db, actor: Actor | null, { skip, limit }: PagingQuery) {
  authorize(feedbackPolicy.read(actor));
  const [list, summary] = await Promise.all([
    listItemComments(db, PLATFORM_FEEDBACK_ID, { skip, limit, sort: 'time', about: 'platform' }, null),
    ratingSummary(db, 'platform', PLATFORM_FEEDBACK_ID, null),
  ]);
  return { ...list, summary: { avgRating: summary.avgRating, ratingCount: summary.ratingCount } };
}
