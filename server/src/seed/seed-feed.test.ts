import { POINT_RULES } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../test/harness';
import { users } from '../db/schema';
import { seed } from './seed';

const h = await createHarness();
beforeEach(() => h.reset());

const userByEmail = async (email: string) => (await h.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('demo feed seed', () => {
  it('when seeded twice, then posts, shares, feedback and the learner points exist once, and shares reach only their audience', async () => {
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    const learner = await userByEmail('learner@delv.africa');
    const brian = await userByEmail('brian.okello@delv.africa');

    const feed = (
      await request(h.app)
        .get('/api/home/feed?limit=100')
        .set('Authorization', `Bearer ${await h.signIn(learner)}`)
        .expect(200)
    ).body.data as Record<string, any>[];
    const postsSeen = feed.filter((i) => i.type === 'post');
    expect(postsSeen).toHaveLength(5);
    const youtube = postsSeen.find((p) => p.embedUrl.startsWith('https://www.youtube.com/embed/'))!;
    expect(youtube).toMatchObject({ author: { firstname: 'David' }, likedByMe: true, comments: 1 });
    const sharesSeen = feed.filter((i) => i.type === 'share');
    expect(sharesSeen.map((s) => s.sharedModel).sort()).toEqual(['Content', 'Content', 'Session']);

    const brianFeed = (
      await request(h.app)
        .get('/api/home/feed?limit=100')
        .set('Authorization', `Bearer ${await h.signIn(brian)}`)
    ).body.data as Record<string, any>[];
    expect(brianFeed.filter((i) => i.type === 'share')).toHaveLength(2);

    const points = (
      await request(h.app)
        .get(`/api/user/points/${learner.id}`)
        .set('Authorization', `Bearer ${await h.signIn(learner)}`)
    ).body;
    expect(points.total).toBe(
      POINT_RULES.SIGN_UP.points + POINT_RULES.POST.points + POINT_RULES.SHARE.points + POINT_RULES.INVITE_FRIEND.points,
    );

    const feedback = (await request(h.app).get('/api/feedback')).body;
    expect(feedback.count).toBeGreaterThanOrEqual(5);
    expect(feedback.summary.ratingCount).toBeGreaterThanOrEqual(5);
  });
});
