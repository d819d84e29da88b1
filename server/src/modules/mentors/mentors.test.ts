import { CONTENT_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionRegistrations, sessions } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';

const h = await createHarness();
beforeEach(() => h.reset());

const HOUR = 3600_000;

async function sessionBy(presenter: UserRow, hoursFromNow: number, extra: { attendeeCount?: number; cancelled?: boolean } = {}) {
  const startsAt = new Date(Date.now() + hoursFromNow * HOUR);
  const [row] = await h.deps.db
    .insert(sessions)
    .values({
      ownerId: presenter.id,
      presenterId: presenter.id,
      presenterName: 'P',
      sessionTitle: 'T',
      description: 'd',
      organiser: 'o',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      durationMinutes: 60,
      ...extra,
    })
    .returning();
  return row;
}

describe('GET /api/mentors/:id/summary', () => {
  it('when a mentor has sessions and reviews, then the real figures (not the old placeholders)', async () => {
    const m = await h.user({ usercategory: ['mentor'], calendly: 'https://calendly.com/delv-mentor' });
    await sessionBy(m, -48, { attendeeCount: 4 });
    await sessionBy(m, -24, { attendeeCount: 3 });
    await sessionBy(m, -72, { attendeeCount: 9, cancelled: true });
    await sessionBy(m, 24, { attendeeCount: 2 });
    const a = await h.user();
    const b = await h.user();
    for (const [who, rating] of [
      [a, 4],
      [b, 5],
    ] as const) {
      await request(h.app)
        .post('/api/comment')
        .set('Authorization', h.bearer(who))
        .send({ commentAbout: 'user', idOfCommentedAbout: m.id, commentText: 'Very helpful', rating })
        .expect(201);
    }
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(a))
      .send({ commentAbout: 'user', idOfCommentedAbout: m.id, commentText: 'And a follow-up' })
      .expect(201);

    const res = await request(h.app).get(`/api/mentors/${m.id}/summary`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      mentorId: m.id,
      sessionsHeld: 2,
      attendees: 7,
      upcomingSessions: 1,
      memberSince: m.createdAt.toISOString(),
      avgRating: 4.5,
      ratingCount: 2,
      reviewCount: 3,
      hasSchedulingLink: true,
    });
  });

  it("when a rated review's text is deleted, then its stars still count and the summary says how many ratings", async () => {
    const m = await h.user({ usercategory: ['mentor'] });
    const a = await h.user();
    const posted = await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(a))
      .send({ commentAbout: 'user', idOfCommentedAbout: m.id, commentText: 'Great', rating: 4 })
      .expect(201);
    await request(h.app).delete(`/api/comment/${posted.body.data._id}`).set('Authorization', h.bearer(a)).expect(200);
    const res = await request(h.app).get(`/api/mentors/${m.id}/summary`);
    expect(res.body.data).toMatchObject({ avgRating: 4, ratingCount: 1, reviewCount: 0 });
  });

  it('when the mentor has nothing yet or a link that is not the scheduling service, then zeros and no link', async () => {
    const m = await h.user({ usercategory: ['mentor'], calendly: 'http://calendly.com/insecure' });
    const res = await request(h.app).get(`/api/mentors/${m.id}/summary/`);
    expect(res.body.data).toMatchObject({
      sessionsHeld: 0,
      attendees: 0,
      upcomingSessions: 0,
      avgRating: 0,
      ratingCount: 0,
      reviewCount: 0,
      hasSchedulingLink: false,
    });
  });

  it('when the id is not a mentor, unknown or not a uuid, then 404', async () => {
    const learner = await h.user();
    expectError(await request(h.app).get(`/api/mentors/${learner.id}/summary`), 404, MSG.userNotFound);
    expectError(await request(h.app).get('/api/mentors/00000000-0000-4000-8000-000000000000/summary'), 404, MSG.userNotFound);
    expectError(await request(h.app).get('/api/mentors/abc/summary'), 404, MSG.userNotFound);
  });
});

describe('GET /api/user/mentors (directory)', () => {
  it('when filtered by Others, then mentors outside the five countries; by a country, then that country', async () => {
    await h.user({ usercategory: ['mentor'], country: 'Kenya' });
    const other = await h.user({ usercategory: ['mentor'], country: 'Other' });
    await h.user({ country: 'Other' });
    const others = await request(h.app).get('/api/user/mentors?country=Others');
    expect(others.body).toMatchObject({ count: 1, data: [{ _id: other.id }] });
    expect((await request(h.app).get('/api/user/mentors?country=Kenya')).body.count).toBe(1);
    expect((await request(h.app).get('/api/user/mentors?country=All')).body.count).toBe(2);
  });
});

describe('POST /api/rating/session', () => {
  it('when an attendee rates a session, then its average is stored on the session; the presenter may not rate it', async () => {
    const m = await h.user({ usercategory: ['mentor'] });
    const s = await sessionBy(m, -24);
    const a = await h.user();
    const b = await h.user();
    await h.deps.db.insert(sessionRegistrations).values({ sessionId: s.id, userId: a.id, firstname: 'A', lastname: 'A', email: a.email });
    await request(h.app)
      .post('/api/rating/session')
      .set('Authorization', h.bearer(a))
      .send({ idOfRated: s.id, ratingLevel: 4 })
      .expect(200);
    await request(h.app)
      .post('/api/rating/session')
      .set('Authorization', h.bearer(b))
      .send({ idOfRated: s.id, ratingLevel: 5 })
      .expect(200);
    const res = await request(h.app).get(`/api/sessions/session/${s.id}`);
    expect(res.body.data).toMatchObject({ avgRating: 4.5, ratingCount: 2 });
    expectError(
      await request(h.app).post('/api/rating/session').set('Authorization', h.bearer(m)).send({ idOfRated: s.id, ratingLevel: 5 }),
      403,
      CONTENT_MSG.cannotRateOwn,
    );
    expectError(await request(h.app).post('/api/rating/session').send({ idOfRated: s.id, ratingLevel: 5 }), 401, MSG.notSignedIn);
    expectError(
      await request(h.app)
        .post('/api/rating/session')
        .set('Authorization', h.bearer(a))
        .send({ idOfRated: '00000000-0000-4000-8000-000000000000', ratingLevel: 5 }),
      404,
      MSG.notFound,
    );
  });
});
