import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';
import { MP4, PDF, PNG, TEXT, WEBM } from '../../../test/fixtures';

const h = await createHarness();
beforeEach(() => h.reset());

const uploadsDir = () => path.join(h.dir, 'uploads');
/** Every stored object (the upload folder lives for the whole file: compare before and after). */
const stored = async () =>
  (await readdir(uploadsDir(), { recursive: true }).catch(() => [] as string[]))
    .map(String)
    .filter((f) => /\.[a-z0-9]+$/.test(f))
    .sort();
const fileOnDisk = (publicUrl: string) => path.join(uploadsDir(), ...decodeURIComponent(publicUrl.replace(/^\/files\//, '')).split('/'));

type Fields = Record<string, string | string[]>;
function upload(bearer: string | null, fields: Fields, files: { contentFile?: [Buffer, string]; thumbnail?: [Buffer, string] } = {}) {
  let req = request(h.app).post('/api/contents/');
  if (bearer) req = req.set('Authorization', bearer);
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) req = req.field(k, one);
  if (files.contentFile) req = req.attach('contentFile', files.contentFile[0], files.contentFile[1]);
  if (files.thumbnail) req = req.attach('thumbnail', files.thumbnail[0], files.thumbnail[1]);
  return req;
}

/** A content row through the API (JSON, link only) — the fastest way to get an item. */
async function make(bearer: string, over: Record<string, unknown> = {}) {
  const res = await request(h.app)
    .post('/api/contents')
    .set('Authorization', bearer)
    .send({ title: 'An item', category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; [k: string]: unknown };
}

describe('POST /api/contents (upload)', () => {
  it('when a mentor uploads an article PDF with a thumbnail, then 201 "Upload Complete" and both are stored under a cleaned key', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const res = await upload(
      h.bearer(mentor),
      { title: 'Intro: Data & Careers!', category: 'Article', description: 'Read me', tags: ['data', 'careers'] },
      {
        contentFile: [PDF, 'My Article (final).pdf'],
        thumbnail: [PNG, 'cover.png'],
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Upload Complete');
    const item = res.body.data;
    expect(item).toMatchObject({
      title: 'Intro: Data & Careers!',
      category: 'Article',
      visible: true,
      tags: ['data', 'careers'],
      userID: mentor.id,
      avgRating: 0,
      ratingCount: 0,
      reviewCount: 0,
      likes: 0,
      likedByMe: false,
      views: 0,
      owner: { _id: mentor.id, firstname: mentor.firstname },
    });
    expect(item.contentFile).toMatchObject({ mimeType: 'application/pdf', size: PDF.length });
    expect(item.contentFile.publicUrl).toMatch(/^\/files\/content\/[0-9a-f-]{36}-intro-data-careers\/my-article-final\.pdf$/);
    expect(item.thumbnailFile.publicUrl).toMatch(/^\/files\/content\/[0-9a-f-]{36}-intro-data-careers\/thumb-cover\.png$/);
    expect(existsSync(fileOnDisk(item.contentFile.publicUrl))).toBe(true);
    // The stored file is served back byte for byte.
    const served = await request(h.app)
      .get(item.contentFile.publicUrl)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(Buffer.compare(served.body as Buffer, PDF)).toBe(0);
  });

  it('when videos are mp4 or webm, then accepted; a PDF or text named .mp4 is refused with 415 by its bytes', async () => {
    const u = await h.user();
    expect((await upload(h.bearer(u), { title: 'Clip', category: 'Video' }, { contentFile: [MP4, 'a.mp4'] })).status).toBe(201);
    expect(
      (await upload(h.bearer(u), { title: 'Clip', category: 'Video' }, { contentFile: [WEBM, 'a.webm'] })).body.data.contentFile.mimeType,
    ).toBe('video/webm');
    expectError(
      await upload(h.bearer(u), { title: 'Clip', category: 'Video' }, { contentFile: [PDF, 'fake.mp4'] }),
      415,
      CONTENT_MSG.videoTypeOnly,
    );
    expectError(
      await upload(h.bearer(u), { title: 'Clip', category: 'Video' }, { contentFile: [TEXT, 'fake.webm'] }),
      415,
      CONTENT_MSG.videoTypeOnly,
    );
  });

  it('when an article is not a PDF or a photo not an image, then 415 with the category message', async () => {
    const u = await h.user();
    expectError(
      await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PNG, 'a.pdf'] }),
      415,
      CONTENT_MSG.articlePdfOnly,
    );
    expectError(
      await upload(h.bearer(u), { title: 'Pic', category: 'Photo' }, { contentFile: [PDF, 'a.png'] }),
      415,
      CONTENT_MSG.photoImageOnly,
    );
    const photo = await upload(
      h.bearer(u),
      { title: 'Pic', category: 'Photo' },
      { contentFile: [PNG, 'a.png'], thumbnail: [PNG, 't.png'] },
    );
    expect(photo.status).toBe(201);
    // Photos are their own picture: no thumbnail is stored.
    expect(photo.body.data.thumbnailFile).toBeNull();
  });

  it('when the thumbnail is not an image, then 415 imageOnly; when over 5,000,000 bytes, then 413 imageTooLarge', async () => {
    const u = await h.user();
    expectError(
      await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'a.pdf'], thumbnail: [PDF, 't.png'] }),
      415,
      MSG.imageOnly,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5_000_001 - PNG.length)]);
    expectError(
      await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'a.pdf'], thumbnail: [big, 't.png'] }),
      413,
      MSG.imageTooLarge,
    );
    const exact = Buffer.concat([PNG, Buffer.alloc(5_000_000 - PNG.length)]);
    expect(
      (await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'a.pdf'], thumbnail: [exact, 't.png'] }))
        .status,
    ).toBe(201);
  });

  it('when two files come in one field, then 400 "Upload one file only"', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .post('/api/contents')
      .set('Authorization', h.bearer(u))
      .field('title', 'x')
      .field('category', 'Article')
      .attach('contentFile', PDF, 'a.pdf')
      .attach('contentFile', PDF, 'b.pdf');
    expectError(res, 400, MSG.oneFileOnly);
  });

  it('when neither file nor link is given, then 400 "Add a file or a source link"', async () => {
    const u = await h.user();
    expectError(await upload(h.bearer(u), { title: 'Nothing', category: 'Article' }), 400, CONTENT_MSG.fileOrLinkRequired);
  });

  it('when the title or category is missing, a tag too long or the course category unknown, then 400 with the message', async () => {
    const u = await h.user();
    expectError(await upload(h.bearer(u), { category: 'Article' }, { contentFile: [PDF, 'a.pdf'] }), 400, CONTENT_MSG.titleRequired);
    expectError(await upload(h.bearer(u), { title: 'x' }, { contentFile: [PDF, 'a.pdf'] }), 400, CONTENT_MSG.categoryRequired);
    expectError(await upload(h.bearer(u), { title: 'x', category: 'Podcast' }), 400, CONTENT_MSG.categoryInvalid);
    expectError(
      await upload(h.bearer(u), { title: 'x', category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', tags: 'y'.repeat(41) }),
      400,
      MSG.tagTooLong,
    );
    expectError(
      await upload(h.bearer(u), { title: 'x', category: 'Course', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', courseCategory: 'Cooking' }),
      400,
      CONTENT_MSG.courseCategoryInvalid,
    );
    expectError(await upload(h.bearer(u), { title: 'x', category: 'Video', sourceLink: 'not a link' }), 400, MSG.invalidUrl);
  });

  it('when a guest uploads, then 401 and nothing is stored', async () => {
    const before = await stored();
    expectError(await upload(null, { title: 'x', category: 'Article' }, { contentFile: [PDF, 'a.pdf'] }), 401, MSG.notSignedIn);
    expect(await stored()).toEqual(before);
  });

  it('when a book is created without a publisher, then "TBD"; course fields are kept', async () => {
    const u = await h.user();
    const book = await make(h.bearer(u), { category: 'Book', author: 'Ngugi wa Thiongo' });
    expect(book).toMatchObject({ publisher: 'TBD', author: 'Ngugi wa Thiongo' });
    const course = await make(h.bearer(u), {
      category: 'Course',
      parentCourse: 'Data Science',
      courseCategory: 'Data Scientist',
      noOfStudents: 120,
      duration: 6.5,
      venue: 'Online',
      organiser: 'Delv',
    });
    expect(course).toMatchObject({
      noOfStudents: 120,
      duration: 6.5,
      parentCourse: 'Data Science',
      courseCategory: 'Data Scientist',
      venue: 'Online',
      organiser: 'Delv',
    });
    const plain = await make(h.bearer(u), { category: 'Course' });
    expect(plain).toMatchObject({ noOfStudents: null, duration: null });
  });

  it('when storing the file fails, then a 502 with the message, no row and no stored object is left', async () => {
    const u = await h.user();
    const before = await stored();
    const storage = h.deps.storage;
    const realPut = storage.put.bind(storage);
    let calls = 0;
    // The second put (the thumbnail) fails: the first object must be removed again.
    storage.put = async (key, body, opts) => {
      calls += 1;
      if (calls === 2) {
        body.destroy();
        throw new Error('disk full');
      }
      return realPut(key, body, opts);
    };
    try {
      const res = await upload(
        h.bearer(u),
        { title: 'Doomed', category: 'Article' },
        { contentFile: [PDF, 'a.pdf'], thumbnail: [PNG, 't.png'] },
      );
      expectError(res, 502, CONTENT_MSG.storageFailed);
    } finally {
      storage.put = realPut;
    }
    const mine = await request(h.app).get('/api/contents/mine').set('Authorization', h.bearer(u));
    expect(mine.body.count).toBe(0);
    expect(await stored()).toEqual(before);
  });
});

describe('content lists', () => {
  it('when lists are read, then only public items, newest first, with the real total and paging', async () => {
    const a = await h.user();
    for (let i = 0; i < 5; i++) await make(h.bearer(a), { title: `Video ${i}` });
    await make(h.bearer(a), { title: 'Secret video', visible: false });
    await make(h.bearer(a), { title: 'An article', category: 'Article', sourceLink: 'https://example.com/a' });
    const page = await request(h.app).get('/api/contents/videos/?skip=1&limit=2');
    expect(page.body.count).toBe(5);
    expect(page.body.data.map((d: { title: string }) => d.title)).toEqual(['Video 3', 'Video 2']);
    const all = await request(h.app).get('/api/contents/');
    expect(all.body.count).toBe(6);
    expect(all.body.data.some((d: { title: string }) => d.title === 'Secret video')).toBe(false);
    expect((await request(h.app).get('/api/contents/articles')).body.count).toBe(1);
    expect((await request(h.app).get('/api/contents?category=Article')).body.count).toBe(1);
  });

  it('when q is given, then titles containing it in any case; LIKE wildcards are literal', async () => {
    const a = await h.user();
    await make(h.bearer(a), { title: 'Python for Data' });
    await make(h.bearer(a), { title: 'PYTHON tricks' });
    await make(h.bearer(a), { title: 'Excel 100% basics' });
    await make(h.bearer(a), { title: 'Python article', category: 'Article', sourceLink: 'https://example.com/p' });
    const res = await request(h.app).get('/api/contents/videos?q=python');
    expect(res.body.count).toBe(2);
    expect((await request(h.app).get('/api/contents/articles?q=PyThOn')).body.count).toBe(1);
    expect((await request(h.app).get('/api/contents/videos?q=100%25')).body.count).toBe(1);
    expect((await request(h.app).get('/api/contents/videos?q=_')).body.count).toBe(0);
  });

  it('when the courses list is filtered by course category, then only those courses, with their own total', async () => {
    const a = await h.user();
    const course = (title: string, courseCategory: string) =>
      make(h.bearer(a), { title, category: 'Course', courseCategory, sourceLink: 'https://example.com/c' });
    await course('Intro to pandas', 'Data Scientist');
    await course('Statistics for data work', 'Data Scientist');
    await course('Kubernetes basics', 'Devops Engineer');
    const res = await request(h.app).get('/api/contents/courses/?courseCategory=Data%20Scientist');
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((d: { title: string }) => d.title).sort()).toEqual(['Intro to pandas', 'Statistics for data work']);
    expect((await request(h.app).get('/api/contents/courses/')).body.count).toBe(3);
    expectError(await request(h.app).get('/api/contents/courses/?courseCategory=Astrology'), 400, CONTENT_MSG.courseCategoryInvalid);
  });

  it('when the course categories are counted, then only public courses, only categories that have any (the landing tiles)', async () => {
    const a = await h.user();
    const course = (title: string, courseCategory: string, visible = true) =>
      make(h.bearer(a), { title, category: 'Course', courseCategory, sourceLink: 'https://example.com/c', visible });
    await course('Intro to pandas', 'Data Scientist');
    await course('Statistics for data work', 'Data Scientist');
    await course('Kubernetes basics', 'Devops Engineer', false);
    await make(h.bearer(a), { title: 'A video' });
    const res = await request(h.app).get('/api/contents/course-categories').expect(200);
    expect(res.body).toEqual({ success: true, data: { 'Data Scientist': 2 } });
  });

  it('when latest, popular and trending are asked for, then ordered by date, rating and views', async () => {
    const a = await h.user();
    const b = await h.user();
    const first = await make(h.bearer(a), { title: 'First' });
    const second = await make(h.bearer(a), { title: 'Second' });
    await request(h.app)
      .post('/api/rating/content')
      .set('Authorization', h.bearer(b))
      .send({ idOfRated: first._id, ratingLevel: 4.5 })
      .expect(200);
    await request(h.app).get(`/api/contents/content/${second._id}`).set('Authorization', h.bearer(b)).expect(200);
    expect((await request(h.app).get('/api/contents/latest')).body.data[0].title).toBe('Second');
    expect((await request(h.app).get('/api/contents/popular')).body.data[0]).toMatchObject({ title: 'First', avgRating: 4.5 });
    expect((await request(h.app).get('/api/contents/trending')).body.data[0]).toMatchObject({ title: 'Second', views: 1 });
  });

  it('when limit is over 100 or skip negative, then 400 with the message', async () => {
    expectError(await request(h.app).get('/api/contents/videos?limit=101'), 400, 'limit must be at most 100');
    expectError(await request(h.app).get('/api/contents/courses?skip=-1'), 400, 'skip must be 0 or more');
  });

  it("when course units are asked for by course name, then that course's public units in order, 32 a page", async () => {
    const a = await h.user();
    for (let i = 1; i <= 3; i++)
      await make(h.bearer(a), { title: `Unit ${i}`, category: 'Course', parentCourse: 'Data Science', courseCategory: 'Data Scientist' });
    await make(h.bearer(a), { title: 'Other', category: 'Course', parentCourse: 'Cloud' });
    await make(h.bearer(a), { title: 'Hidden unit', category: 'Course', parentCourse: 'Data Science', visible: false });
    const res = await request(h.app).get('/api/contents/course-units/?course=Data%20Science');
    expect(res.body.count).toBe(3);
    expect(res.body.data.map((d: { title: string }) => d.title)).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);
    expectError(await request(h.app).get('/api/contents/course-units'), 400, CONTENT_MSG.courseRequired);
  });

  it('when the owner reads their lists, then private items are included; another user gets 401 as a guest', async () => {
    const a = await h.user({ usercategory: ['mentor'] });
    await make(h.bearer(a), { title: 'Public' });
    await make(h.bearer(a), { title: 'Private', visible: false });
    await make(h.bearer(a), { title: 'Doc', category: 'Article', sourceLink: 'https://example.com/d' });
    const mine = await request(h.app).get('/api/contents/mentor').set('Authorization', h.bearer(a));
    expect(mine.body.count).toBe(3);
    expect((await request(h.app).get('/api/contents/mentor/videos').set('Authorization', h.bearer(a))).body.count).toBe(2);
    expect((await request(h.app).get('/api/contents/mentor/articles/').set('Authorization', h.bearer(a))).body.count).toBe(1);
    expect((await request(h.app).get('/api/contents/mine?category=Video').set('Authorization', h.bearer(a))).body.count).toBe(2);
    const other = await h.user();
    expect((await request(h.app).get('/api/contents/mine').set('Authorization', h.bearer(other))).body.count).toBe(0);
    expectError(await request(h.app).get('/api/contents/mine'), 401, MSG.notSignedIn);
    expectError(await request(h.app).get('/api/contents/mentor/videos'), 401, MSG.notSignedIn);
  });

  it('when an institution library is read by category, then its items; counts per category in one call; private only for the owner', async () => {
    const inst = await h.user({ usercategory: ['institution'] });
    await make(h.bearer(inst), { title: 'Book 1', category: 'Book' });
    await make(h.bearer(inst), { title: 'Book 2', category: 'Book', visible: false });
    await make(h.bearer(inst), { title: 'Link', category: 'OpenLib', sourceLink: 'https://openlibrary.org/x' });
    const pub = await request(h.app).get(`/api/contents/owner/${inst.id}?category=Book`);
    expect(pub.body.count).toBe(1);
    const own = await request(h.app).get(`/api/contents/owner/${inst.id}?category=Book`).set('Authorization', h.bearer(inst));
    expect(own.body.count).toBe(2);
    expect((await request(h.app).get(`/api/contents/owner/${inst.id}/counts`)).body.data).toEqual({
      Video: 0,
      Article: 0,
      Book: 1,
      OpenLib: 1,
      Course: 0,
    });
    expect((await request(h.app).get(`/api/contents/owner/${inst.id}/counts`).set('Authorization', h.bearer(inst))).body.data.Book).toBe(2);
    expectError(await request(h.app).get('/api/contents/owner/not-a-user'), 404, MSG.userNotFound);
  });

  it('when related content is asked for, then same category, shared tags first, never the item itself or private ones', async () => {
    const a = await h.user();
    const base = await make(h.bearer(a), { title: 'Base', tags: ['python'] });
    await make(h.bearer(a), { title: 'Tagged', tags: ['python', 'ml'] });
    await make(h.bearer(a), { title: 'Newest untagged' });
    await make(h.bearer(a), { title: 'Private tagged', tags: ['python'], visible: false });
    await make(h.bearer(a), { title: 'Article', category: 'Article', tags: ['python'], sourceLink: 'https://example.com/a' });
    const res = await request(h.app).get(`/api/contents/related/${base._id}`);
    expect(res.body.data.map((d: { title: string }) => d.title)).toEqual(['Tagged', 'Newest untagged']);
  });
});

describe('list totals', () => {
  it('when items are created, hidden, re-categorised, made units and deleted, then every public total stays exact', async () => {
    const u = await h.user();
    const other = await h.user();
    const total = async (path: string) => (await request(h.app).get(path)).body.count as number;
    const a = await make(h.bearer(u));
    const b = await make(h.bearer(u), { category: 'Course' });
    await make(h.bearer(other), { category: 'Course', parentCourse: 'Data Science' });
    await make(h.bearer(u), { visible: false });
    expect([
      await total('/api/contents'),
      await total('/api/contents/videos'),
      await total('/api/contents/courses'),
      await total('/api/contents/courses?topLevel=true'),
    ]).toEqual([3, 1, 2, 1]);
    await request(h.app).put(`/api/contents/publish?id=${a._id}`).set('Authorization', h.bearer(u)).send({ visible: false }).expect(200);
    expect([await total('/api/contents'), await total('/api/contents/videos')]).toEqual([2, 0]);
    await request(h.app)
      .put(`/api/contents/update/details?id=${b._id}`)
      .set('Authorization', h.bearer(u))
      .send({ title: 'Now a unit', parentCourse: 'Data Science' })
      .expect(200);
    expect([await total('/api/contents/courses'), await total('/api/contents/courses?topLevel=true')]).toEqual([2, 0]);
    await request(h.app)
      .put(`/api/contents/update/details?id=${b._id}`)
      .set('Authorization', h.bearer(u))
      .send({ title: 'A book', category: 'Book' })
      .expect(200);
    expect([await total('/api/contents/courses'), await total('/api/contents/books')]).toEqual([1, 1]);
    await request(h.app).delete(`/api/contents/${b._id}`).set('Authorization', h.bearer(u)).expect(200);
    expect(await total('/api/contents/books')).toBe(0);
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(other)).send({ password: 'Sup3rSecret!' }).expect(200);
    expect([await total('/api/contents'), await total('/api/contents/courses')]).toEqual([0, 0]);
    // The counted totals agree with the stored ones.
    expect(await total('/api/contents?q=a')).toBe(0);
  });
});

describe('GET /api/contents/content/:id', () => {
  it('when viewed twice by the same user on one day, then one view; another viewer adds one; the owner adds none', async () => {
    const owner = await h.user();
    const viewer = await h.user();
    const item = await make(h.bearer(owner));
    expect((await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(viewer))).body.data.views).toBe(1);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(viewer))).body.data.views).toBe(1);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data.views).toBe(2);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`)).body.data.views).toBe(2);
    expect((await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(owner))).body.data.views).toBe(2);
  });

  it('when the item is private, then only its owner sees it; others and guests get 404', async () => {
    const owner = await h.user();
    const other = await h.user();
    const item = await make(h.bearer(owner), { visible: false });
    expect((await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(owner))).status).toBe(200);
    expectError(
      await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(other)),
      404,
      CONTENT_MSG.contentNotFound,
    );
    expectError(await request(h.app).get(`/api/contents/content/${item._id}`), 404, CONTENT_MSG.contentNotFound);
  });

  it('when the id is unknown or not a uuid, then 404', async () => {
    expectError(await request(h.app).get('/api/contents/content/00000000-0000-4000-8000-000000000000'), 404, CONTENT_MSG.contentNotFound);
    expectError(await request(h.app).get('/api/contents/content/abc'), 404, CONTENT_MSG.contentNotFound);
  });
});

describe('editing, publishing and deleting', () => {
  it('when the owner replaces the file, then "Update Complete", the new file is stored and the old one removed', async () => {
    const u = await h.user();
    const created = (await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'v1.pdf'] })).body.data;
    const oldPath = fileOnDisk(created.contentFile.publicUrl);
    const res = await request(h.app)
      .put(`/api/contents/update/?id=${created._id}`)
      .set('Authorization', h.bearer(u))
      .attach('contentFile', PDF, 'v2.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Update Complete');
    expect(res.body.data.contentFile.publicUrl).toMatch(/\/v2\.pdf$/);
    expect(existsSync(fileOnDisk(res.body.data.contentFile.publicUrl))).toBe(true);
    expect(existsSync(oldPath)).toBe(false);
  });

  it('when replacing with a wrong type, no file, or as someone else, then 415, 400, 403', async () => {
    const u = await h.user();
    const other = await h.user();
    const created = (await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'v1.pdf'] })).body.data;
    expectError(
      await request(h.app)
        .put(`/api/contents/update?id=${created._id}`)
        .set('Authorization', h.bearer(u))
        .attach('contentFile', MP4, 'x.pdf'),
      415,
      CONTENT_MSG.articlePdfOnly,
    );
    expectError(
      await request(h.app).put(`/api/contents/update?id=${created._id}`).set('Authorization', h.bearer(u)).field('x', 'y'),
      400,
      CONTENT_MSG.contentFileRequired,
    );
    expectError(
      await request(h.app)
        .put(`/api/contents/update?id=${created._id}`)
        .set('Authorization', h.bearer(other))
        .attach('contentFile', PDF, 'x.pdf'),
      403,
      MSG.forbidden,
    );
    expectError(
      await request(h.app).put(`/api/contents/update?id=${created._id}`).attach('contentFile', PDF, 'x.pdf'),
      401,
      MSG.notSignedIn,
    );
  });

  it('when details are edited with empty fields and no tags, then the old values and tags are kept', async () => {
    const u = await h.user();
    const item = await make(h.bearer(u), { title: 'Old', description: 'Old description', author: 'Ann', tags: ['keep'] });
    const res = await request(h.app)
      .put(`/api/contents/update/details/?id=${item._id}`)
      .set('Authorization', h.bearer(u))
      .send({ title: 'New title', description: '', author: '', tags: [] });
    expect(res.body.message).toBe('Update Complete');
    expect(res.body.data).toMatchObject({ title: 'New title', description: 'Old description', author: 'Ann', tags: ['keep'] });
    const again = await request(h.app)
      .put(`/api/contents/update/details?id=${item._id}`)
      .set('Authorization', h.bearer(u))
      .field('title', 'Third')
      .field('tags', 'a, b')
      .attach('thumbnail', PNG, 'new.png');
    expect(again.body.data).toMatchObject({ title: 'Third', tags: ['a', 'b'] });
    expect(again.body.data.thumbnailFile.publicUrl).toMatch(/thumb-new\.png$/);
  });

  it('when details are edited without a title, by another user, or for a private item of another, then 400, 403, 404', async () => {
    const u = await h.user();
    const other = await h.user();
    const item = await make(h.bearer(u));
    const hidden = await make(h.bearer(u), { visible: false });
    expectError(
      await request(h.app).put(`/api/contents/update/details?id=${item._id}`).set('Authorization', h.bearer(u)).send({ title: '' }),
      400,
      CONTENT_MSG.titleRequired,
    );
    expectError(
      await request(h.app)
        .put(`/api/contents/update/details?id=${item._id}`)
        .set('Authorization', h.bearer(other))
        .send({ title: 'Mine now' }),
      403,
      MSG.forbidden,
    );
    expectError(
      await request(h.app).put(`/api/contents/update/details?id=${hidden._id}`).set('Authorization', h.bearer(other)).send({ title: 'x' }),
      404,
      CONTENT_MSG.contentNotFound,
    );
    expectError(
      await request(h.app).put('/api/contents/update/details?id=nope').set('Authorization', h.bearer(u)).send({ title: 'x' }),
      404,
      CONTENT_MSG.contentNotFound,
    );
  });

  it('when the category is changed to one the stored file does not suit, then 415', async () => {
    const u = await h.user();
    const created = (await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'v1.pdf'] })).body.data;
    expectError(
      await request(h.app)
        .put(`/api/contents/update/details?id=${created._id}`)
        .set('Authorization', h.bearer(u))
        .send({ title: 'Doc', category: 'Video' }),
      415,
      CONTENT_MSG.videoTypeOnly,
    );
    expect(
      (
        await request(h.app)
          .put(`/api/contents/update/details?id=${created._id}`)
          .set('Authorization', h.bearer(u))
          .send({ title: 'Doc', category: 'Book' })
      ).status,
    ).toBe(200);
  });

  it('when the owner toggles publish, then visible is saved and public lists follow it', async () => {
    const u = await h.user();
    const other = await h.user();
    const item = await make(h.bearer(u));
    const off = await request(h.app).put(`/api/contents/publish?id=${item._id}`).set('Authorization', h.bearer(u)).send({ visible: false });
    expect(off.body).toMatchObject({ message: 'Update Complete', data: { visible: false } });
    expect((await request(h.app).get('/api/contents/videos')).body.count).toBe(0);
    await request(h.app).put(`/api/contents/publish/?id=${item._id}`).set('Authorization', h.bearer(u)).send({ visible: true }).expect(200);
    expect((await request(h.app).get('/api/contents/videos')).body.count).toBe(1);
    expectError(
      await request(h.app).put(`/api/contents/publish?id=${item._id}`).set('Authorization', h.bearer(u)).send({}),
      400,
      CONTENT_MSG.visibleRequired,
    );
    expectError(
      await request(h.app).put(`/api/contents/publish?id=${item._id}`).set('Authorization', h.bearer(other)).send({ visible: false }),
      403,
      MSG.forbidden,
    );
  });

  it('when the owner deletes, then the row, its file, thumbnail, reviews, likes and ratings are gone', async () => {
    const u = await h.user();
    const fan = await h.user();
    const created = (
      await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'a.pdf'], thumbnail: [PNG, 't.png'] })
    ).body.data;
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(fan))
      .send({ commentAbout: 'content', idOfCommentedAbout: created._id, commentText: 'Great', rating: 5 })
      .expect(201);
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(fan))
      .send({ likedAbout: 'content', idOfLikedAbout: created._id })
      .expect(200);
    expectError(
      await request(h.app).delete(`/api/contents/?id=${created._id}&userID=${fan.id}`).set('Authorization', h.bearer(fan)),
      403,
      MSG.forbidden,
    );
    const res = await request(h.app).delete(`/api/contents/?id=${created._id}&userID=${u.id}`).set('Authorization', h.bearer(u));
    expect(res.body).toEqual({ success: true, message: CONTENT_MSG.contentDeleted });
    expect(existsSync(fileOnDisk(created.contentFile.publicUrl))).toBe(false);
    expect(existsSync(fileOnDisk(created.thumbnailFile.publicUrl))).toBe(false);
    expectError(await request(h.app).get(`/api/contents/content/${created._id}`), 404, CONTENT_MSG.contentNotFound);
    expect((await request(h.app).get('/api/comment')).body.count).toBe(0);
    expect((await request(h.app).get('/api/like').set('Authorization', h.bearer(fan))).body.count).toBe(0);
    expectError(
      await request(h.app).delete(`/api/contents/${created._id}`).set('Authorization', h.bearer(u)),
      404,
      CONTENT_MSG.contentNotFound,
    );
  });

  it("when a system admin deletes someone else's item, then it goes; a guest gets 401", async () => {
    const u = await h.user();
    const admin = await h.user({ roles: ['admin'] });
    const item = await make(h.bearer(u), { visible: false });
    expectError(await request(h.app).delete(`/api/contents/${item._id}`), 401, MSG.notSignedIn);
    expect((await request(h.app).delete(`/api/contents/${item._id}`).set('Authorization', h.bearer(admin))).status).toBe(200);
  });
});

describe('account deletion', () => {
  it("when an owner deletes their account, then their items and stored files go, and others' likes of them too", async () => {
    const u = await h.user();
    const fan = await h.user();
    const created = (await upload(h.bearer(u), { title: 'Doc', category: 'Article' }, { contentFile: [PDF, 'a.pdf'] })).body.data;
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(fan))
      .send({ likedAbout: 'content', idOfLikedAbout: created._id })
      .expect(200);
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(u)).send({ password: 'Sup3rSecret!' }).expect(200);
    // Stored files are removed by a job once the deletion commits.
    await h.runJobs();
    expect(existsSync(fileOnDisk(created.contentFile.publicUrl))).toBe(false);
    expect((await request(h.app).get('/api/contents')).body.count).toBe(0);
    expect((await request(h.app).get('/api/like').set('Authorization', h.bearer(fan))).body.count).toBe(0);
  });
});
