import { FEED_MSG, MSG, PLATFORM_FEEDBACK_ID } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

const send = (bearer: string | null, body: Record<string, unknown>) => {
  const req = request(h.app).post('/api/feedback');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/feedback', () => {
  it('when a user rates the platform with a text, then it is stored as a rated platform comment; re-rating replaces the rating', async () => {
    const a = await h.user({ firstname: 'Amina' });
    const b = await h.user();
    const res = await send(h.bearer(a), { rating: 4.5, feedbackText: 'Helpful mentors' }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: FEED_MSG.feedbackThanks,
      data: {
        commentAbout: 'platform',
        idOfCommentedAbout: PLATFORM_FEEDBACK_ID,
        commentText: 'Helpful mentors',
        rating: 4.5,
        commentedBy: { firstname: 'Amina' },
      },
    });
    await send(h.bearer(b), { rating: 3, feedbackText: 'Good' }).expect(201);
    await send(h.bearer(a), { rating: 5, feedbackText: 'Even better now' }).expect(201);
    const list = await request(h.app).get('/api/feedback/').expect(200);
    expect(list.body).toMatchObject({ success: true, count: 3, summary: { avgRating: 4, ratingCount: 2 } });
    expect(list.body.data[0].commentText).toBe('Even better now');
    // The generic list shows the same testimonials.
    expect((await request(h.app).get('/api/comment/?about=platform')).body.count).toBe(3);
  });

  it('when the rating is 0, missing or not a half step, or the text is empty, then 400; a guest 401', async () => {
    const u = await h.user();
    expectError(await send(h.bearer(u), { rating: 0, feedbackText: 'x' }), 400, FEED_MSG.feedbackRatingRequired);
    expectError(await send(h.bearer(u), { feedbackText: 'x' }), 400, FEED_MSG.feedbackRatingRequired);
    expectError(await send(h.bearer(u), { rating: 4.2, feedbackText: 'x' }), 400, 'Rating must be from 0 to 5 in half steps');
    expectError(await send(h.bearer(u), { rating: 6, feedbackText: 'x' }), 400, 'Rating must be from 0 to 5 in half steps');
    expectError(await send(h.bearer(u), { rating: 4, feedbackText: '  ' }), 400, FEED_MSG.feedbackTextRequired);
    expectError(await send(h.bearer(u), { rating: 4, feedbackText: 'x'.repeat(2001) }), 400, 'Feedback must be at most 2000 characters');
    expectError(await send(null, { rating: 4, feedbackText: 'x' }), 401, MSG.notSignedIn);
  });

  it('when the carousel pages, then limit 9 by default and 400 above 100', async () => {
    const u = await h.user();
    await send(h.bearer(u), { rating: 5, feedbackText: 'one' }).expect(201);
    const res = await request(h.app).get('/api/feedback?limit=1').expect(200);
    expect(res.body.data).toHaveLength(1);
    expectError(await request(h.app).get('/api/feedback?limit=101'), 400, 'limit must be at most 100');
  });
});
