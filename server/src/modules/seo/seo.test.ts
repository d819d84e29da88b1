import { describe, expect, it, beforeEach } from 'vitest';
import { contents } from '../../db/schema';
import { createHarness, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

describe('robots.txt and sitemap.xml', () => {
  it('when robots.txt is asked for, then it is plain text naming the sitemap, not the app', async () => {
    const res = await request(h.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: http://delv.test/sitemap.xml');
  });

  it('when the sitemap is asked for, then it lists the public pages and public items, never a private one', async () => {
    const owner = await h.user();
    const [article] = await h.database.db
      .insert(contents)
      .values({ ownerId: owner.id, title: 'Public', category: 'Article', visible: true })
      .returning();
    const [course] = await h.database.db
      .insert(contents)
      .values({ ownerId: owner.id, title: 'Course', category: 'Course', visible: true })
      .returning();
    const [hidden] = await h.database.db
      .insert(contents)
      .values({ ownerId: owner.id, title: 'Private', category: 'Video', visible: false })
      .returning();
    const res = await request(h.app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<loc>http://delv.test/mentors</loc>');
    expect(res.text).toContain(`<loc>http://delv.test/article/overview/${article.id}</loc>`);
    expect(res.text).toContain(`<loc>http://delv.test/course/review/${course.id}</loc>`);
    expect(res.text).not.toContain(hidden.id);
    expect(res.text).not.toContain('/feeds');
  });
});
