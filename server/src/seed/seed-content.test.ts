import { buffer } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../test/harness';
import { seed } from './seed';

const h = await createHarness();
beforeEach(() => h.reset());

describe('demo content seed', () => {
  it('when seeded twice, then the library, the Data Science course units, PDFs and reviews exist once', async () => {
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    const first = (await request(h.app).get('/api/contents?limit=100')).body.count;
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    expect((await request(h.app).get('/api/contents?limit=100')).body.count).toBe(first);
    expect(first).toBeGreaterThanOrEqual(15);

    const units = await request(h.app).get('/api/contents/course-units?course=Data%20Science');
    expect(units.body.count).toBe(4);
    expect(units.body.data.every((u: { courseCategory: string }) => u.courseCategory === 'Data Scientist')).toBe(true);
    const courses = await request(h.app).get('/api/contents/courses?topLevel=true');
    expect(courses.body.data.map((c: { title: string }) => c.title).sort()).toEqual(['Data Science', 'Introduction to Programming']);

    const articles = (await request(h.app).get('/api/contents/articles')).body.data as {
      title: string;
      contentFile: { publicUrl: string } | null;
      avgRating: number;
      reviewCount: number;
    }[];
    const portfolio = articles.find((a) => a.title.startsWith('How to build a data portfolio'))!;
    expect(portfolio).toMatchObject({ avgRating: 4.75, reviewCount: 2 });
    const key = decodeURIComponent(portfolio.contentFile!.publicUrl.replace('/files/', ''));
    expect((await buffer(await h.deps.storage.open(key))).subarray(0, 5).toString()).toBe('%PDF-');
    // The private draft is not in public lists.
    expect(articles.some((a) => a.title.includes('draft'))).toBe(false);

    const feedback = await request(h.app).get('/api/comment/delv-platform');
    // seed-feed adds more community feedback for the landing carousel.
    expect(feedback.body.count).toBeGreaterThanOrEqual(2);
  });
});
