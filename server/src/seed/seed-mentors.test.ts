import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../test/harness';
import { users } from '../db/schema';
import { seed } from './seed';

const h = await createHarness();
beforeEach(() => h.reset());

interface Mentor {
  _id: string;
  email?: string;
  firstname: string;
  avgRating: number;
}

async function summaries() {
  const list = (await request(h.app).get('/api/user/mentors?limit=50')).body.data as Mentor[];
  return Promise.all(
    list.map(async (m) => ({
      name: m.firstname,
      listed: m.avgRating,
      ...(await request(h.app).get(`/api/mentors/${m._id}/summary`)).body.data,
    })),
  );
}

describe('demo mentor ratings', () => {
  it('when seeded twice, then every rated demo mentor has the reviews behind the rating, once', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    await seed(h.deps.db, { bcryptCost: 4 });
    const all = await summaries();
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const m of all) {
      // The directory's average is the summary's, and a non-zero one always has ratings behind it.
      expect(m.listed).toBe(m.avgRating);
      if (m.avgRating > 0) expect(m.ratingCount).toBeGreaterThan(0);
      else expect(m.ratingCount).toBe(0);
    }
    const david = all.find((m) => m.name === 'David')!;
    expect(david).toMatchObject({ avgRating: 4.67, ratingCount: 3, reviewCount: 3 });
    expect(all.find((m) => m.name === 'Wanjiru')).toMatchObject({ avgRating: 0, ratingCount: 0, reviewCount: 0 });
  });

  it('when a database holds an average with no ratings (an older seed), then seeding again replaces it', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    await h.deps.db.update(users).set({ avgRating: 4.9 }).where(eq(users.email, 'wanjiru.kamau@delv.africa'));
    await seed(h.deps.db, { bcryptCost: 4 });
    const all = await summaries();
    expect(all.find((m) => m.name === 'Wanjiru')).toMatchObject({ listed: 0, avgRating: 0, ratingCount: 0 });
  });
});
