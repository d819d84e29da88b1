import type { SearchResponse } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';

// Two API processes on one database, each with its own app and event bus: every write goes to the
// first (`h`), and the search right after it to the other (`other`), which was told nothing of it.
const h = await createHarness();
const other = await createHarness();
beforeEach(() => h.reset());

let mentor: UserRow;
let learner: UserRow;
beforeEach(async () => {
  mentor = await h.user({ firstname: 'Olive', lastname: 'Owner', usercategory: ['mentor'] });
  learner = await h.user({ firstname: 'Lena', lastname: 'Learner', usercategory: ['student'] });
});

/** A search in the other process (as the given viewer, if any). */
async function found(body: Record<string, unknown>, viewer?: UserRow): Promise<SearchResponse> {
  const req = request(other.app).post('/api/search');
  const res = await (viewer ? req.set('Authorization', h.bearer(viewer)) : req).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchResponse;
}

async function publish(title: string): Promise<string> {
  const res = await request(h.app)
    .post('/api/contents')
    .set('Authorization', h.bearer(mentor))
    .send({ title, category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', description: 'Growing food without soil.' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** A live session two days ahead, through the API (Kampala time). */
async function schedule(sessionTitle: string): Promise<string> {
  const at = new Date(Date.now() + 48 * 3_600_000 + 3 * 3_600_000).toISOString();
  const res = await request(h.app)
    .post('/api/sessions')
    .set('Authorization', h.bearer(mentor))
    .send({
      sessionTitle,
      description: 'Live questions and answers.',
      organiser: 'Delv Mentors',
      presenter: 'Olive Owner',
      price: 0,
      sessionDate: at.slice(0, 10),
      startTime: at.slice(11, 16),
      durationMinutes: 60,
      timeZone: 'Africa/Kampala',
      sessionAddressLink: 'https://meet.example.com/room',
      tags: ['farming'],
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

const review = (commentAbout: string, id: string, rating?: number) =>
  request(h.app)
    .post('/api/comment')
    .set('Authorization', h.bearer(learner))
    .send({ commentAbout, idOfCommentedAbout: id, commentText: 'Clear and useful.', ...(rating ? { rating } : {}) })
    .expect(201);

describe('POST /api/search in another API process sees every change at once', () => {
  it('when a mentor publishes an item or schedules a session, then the next search finds it, by a word and by a prefix', async () => {
    expect((await found({ keywords: 'hydroponics' })).count).toBe(0);
    const item = await publish('Hydroponics for beginners');
    const session = await schedule('Hydroponics live clinic');
    const body = await found({ keywords: 'hydroponics' });
    expect(body.data.content.map((x) => x._id)).toEqual([item]);
    expect(body.data.sessions.map((x) => x._id)).toEqual([session]);
    expect(body.counts).toMatchObject({ content: 1, sessions: 1 });
    expect((await found({ keywords: 'hydro begin' })).data.content.map((x) => x._id)).toEqual([item]);
    // A slip in a new word is corrected against the new words too.
    expect((await found({ keywords: 'hydroponcis' })).data.content.map((x) => x._id)).toEqual([item]);
  });

  it('when a new short word is typed with two letters swapped, then it is corrected to that word at once', async () => {
    // 'kmobu' shares two trigrams of ten with 'kombu' (0.2): too few to correct it by likeness alone.
    expect((await found({ keywords: 'kmobu broth' })).count).toBe(0);
    const item = await publish('Kombu broth basics');
    const body = await found({ keywords: 'kmobu broth' });
    expect(body.data.content.map((x) => x._id)).toEqual([item]);
    expect((await found({ keywords: 'kmobu' })).data.content.map((x) => x._id)).toEqual([item]);
  });

  it('when an item is renamed or unpublished, then it is found by its new words only, and then not at all', async () => {
    const item = await publish('Hydroponics for beginners');
    expect((await found({ keywords: 'hydroponics' })).count).toBe(1);
    await request(h.app)
      .put(`/api/contents/update/details?id=${item}`)
      .set('Authorization', h.bearer(mentor))
      .send({ title: 'Aquaponics for beginners' })
      .expect(200);
    expect((await found({ keywords: 'hydroponics' })).count).toBe(0);
    expect((await found({ keywords: 'aquaponics' })).data.content.map((x) => x.title)).toEqual(['Aquaponics for beginners']);
    await request(h.app)
      .put(`/api/contents/publish?id=${item}`)
      .set('Authorization', h.bearer(mentor))
      .send({ visible: false })
      .expect(200);
    expect((await found({ keywords: 'aquaponics' })).count).toBe(0);
    expect((await found({ keywords: 'aquaponics' }, learner)).count).toBe(0);
    // Still its owner's: found by them alone, and by everyone once public again.
    expect((await found({ keywords: 'aquaponics' }, mentor)).data.content.map((x) => x._id)).toEqual([item]);
    await request(h.app).put(`/api/contents/publish?id=${item}`).set('Authorization', h.bearer(mentor)).send({ visible: true }).expect(200);
    expect((await found({ keywords: 'aquaponics' })).data.content.map((x) => x._id)).toEqual([item]);
  });

  it('when an item is rated, then its new average shows at once and the popular order follows it', async () => {
    const first = await publish('Irrigation on a budget');
    const second = await publish('Irrigation with rainwater');
    await request(h.app)
      .post('/api/rating/content')
      .set('Authorization', h.bearer(learner))
      .send({ idOfRated: first, ratingLevel: 3 })
      .expect(200);
    expect((await found({ keywords: 'irrigation', sort: 'popular' })).data.content.map((x) => x._id)).toEqual([first, second]);
    await request(h.app)
      .post('/api/rating/content')
      .set('Authorization', h.bearer(learner))
      .send({ idOfRated: second, ratingLevel: 5 })
      .expect(200);
    const body = await found({ keywords: 'irrigation', sort: 'popular' });
    expect(body.data.content.map((x) => [x._id, x.avgRating])).toEqual([
      [second, 5],
      [first, 3],
    ]);
  });

  it('when an item is viewed (a counter, no event), then its views and the trending order follow at once', async () => {
    const first = await publish('Beekeeping basics');
    const second = await publish('Beekeeping equipment');
    const trending = async () => (await found({ keywords: 'beekeeping', sort: 'trending' })).data.content.map((x) => [x._id, x.views]);
    expect(await trending()).toEqual([
      [second, 0],
      [first, 0],
    ]);
    await request(h.app).get(`/api/contents/content/${first}`).set('Authorization', h.bearer(learner)).expect(200);
    expect(await trending()).toEqual([
      [first, 1],
      [second, 0],
    ]);
  });

  it('when a review is written about an item, a session or a mentor, then its review count shows at once', async () => {
    const item = await publish('Hydroponics for beginners');
    const session = await schedule('Hydroponics live clinic');
    await h.user({ firstname: 'Hydro', lastname: 'Mentor', usercategory: ['mentor'] });
    const before = await found({ keywords: 'hydro' });
    expect([before.data.content[0].reviewCount, before.data.sessions[0].reviewCount]).toEqual([0, 0]);
    const mentorHit = before.data.mentors.find((m) => m.lastname === 'Mentor')!;
    expect(mentorHit.reviewCount).toBe(0);

    await review('content', item, 4);
    await review('session', session);
    await review('user', mentorHit._id);
    const after = await found({ keywords: 'hydro' });
    expect(after.data.content[0]).toMatchObject({ _id: item, reviewCount: 1, avgRating: 4 });
    expect(after.data.sessions[0]).toMatchObject({ _id: session, reviewCount: 1 });
    expect(after.data.mentors.find((m) => m._id === mentorHit._id)!.reviewCount).toBe(1);
  });
});
