import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../../test/harness';
import { placeMisplacedFiles } from './content.service';
import { PDF, PNG } from '../../../test/fixtures';

/** Private items' files on local disk (content.s3.test.ts has the same on S3). */
const h = await createHarness();
beforeEach(() => h.reset());

const upload = (bearer: string, visible: boolean) =>
  request(h.app)
    .post('/api/contents')
    .set('Authorization', bearer)
    .field('title', 'Salary survey')
    .field('category', 'Article')
    .field('visible', String(visible))
    .attach('contentFile', PDF, 'survey.pdf')
    .attach('thumbnail', PNG, 'cover.png');

const get = (url: string) => request(h.app).get(url);
const withoutQuery = (url: string) => url.split('?')[0];

describe('files of private content (local disk)', () => {
  it('when an item is private, then only its owner gets its file and thumbnail, through a signed URL with Cache-Control private', async () => {
    const owner = await h.user();
    const stranger = await h.user();
    const res = await upload(h.bearer(owner), false);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { _id: id, contentFile, thumbnailFile } = res.body.data;
    for (const url of [contentFile.publicUrl, thumbnailFile.publicUrl] as string[]) {
      expect(url).toMatch(/^\/files\/private\/content\/.+\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
      const ok = await get(url).expect(200);
      expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      // Without the signature, with another one, or for another key: nothing.
      await get(withoutQuery(url)).expect(404);
      await get(url.replace(/signature=.{4}/, 'signature=AAAA')).expect(404);
      await get(url.replace(/expires=\d+/, `expires=${Date.now() + 86_400_000}`)).expect(404);
      await get(url.replace('/private/', '/')).expect(404);
    }
    expect((await get(contentFile.publicUrl)).body.subarray(0, 5).toString()).toBe('%PDF-');
    // Nobody else sees the item, so nobody else is given a URL.
    await request(h.app).get(`/api/contents/content/${id}`).set('Authorization', h.bearer(stranger)).expect(404);
    await request(h.app).get(`/api/contents/content/${id}`).expect(404);
    const mine = await request(h.app).get('/api/contents/mine').set('Authorization', h.bearer(owner)).expect(200);
    expect(mine.body.data[0].contentFile.publicUrl).toBe(contentFile.publicUrl);
  });

  it('when a published item is made private, then its old public URLs stop working; published again, they work again', async () => {
    const owner = await h.user();
    const item = (await upload(h.bearer(owner), true)).body.data;
    const publicFile = item.contentFile.publicUrl as string;
    const publicThumb = item.thumbnailFile.publicUrl as string;
    expect(publicFile).toMatch(/^\/files\/content\/.+\.pdf$/);
    await get(publicFile).expect(200);
    await get(publicThumb).expect(200);

    const hidden = await request(h.app)
      .put(`/api/contents/publish?id=${item._id}`)
      .set('Authorization', h.bearer(owner))
      .send({ visible: false })
      .expect(200);
    await get(publicFile).expect(404);
    await get(publicThumb).expect(404);
    const signed = hidden.body.data.contentFile.publicUrl as string;
    expect(signed).toMatch(/^\/files\/private\/content\//);
    await get(signed).expect(200);
    await get(hidden.body.data.thumbnailFile.publicUrl).expect(200);

    const shown = await request(h.app)
      .put(`/api/contents/publish?id=${item._id}`)
      .set('Authorization', h.bearer(owner))
      .send({ visible: true })
      .expect(200);
    expect(shown.body.data.contentFile.publicUrl).toBe(publicFile);
    await get(publicFile).expect(200);
    await get(signed).expect(404);
  });

  it('when the details form makes an item private with a new thumbnail, then both objects are private and the old thumbnail is gone', async () => {
    const owner = await h.user();
    const item = (await upload(h.bearer(owner), true)).body.data;
    const res = await request(h.app)
      .put(`/api/contents/update/details?id=${item._id}`)
      .set('Authorization', h.bearer(owner))
      .field('title', 'Salary survey')
      .field('visible', 'false')
      .attach('thumbnail', PNG, 'new.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.contentFile.publicUrl).toMatch(/^\/files\/private\//);
    expect(res.body.data.thumbnailFile.publicUrl).toMatch(/^\/files\/private\/content\/.+thumb-new\.png\?/);
    await get(res.body.data.thumbnailFile.publicUrl).expect(200);
    await get(item.thumbnailFile.publicUrl).expect(404);
    await get(item.contentFile.publicUrl).expect(404);
  });

  it('when the file of a private item sits at a public address (stored before private/ existed), then the start-up sweep moves it', async () => {
    const owner = await h.user();
    const item = (await upload(h.bearer(owner), true)).body.data;
    // As an older version left it: private, with its objects at the public keys.
    await h.database.db.execute(sql`update contents set visible = false where id = ${item._id}`);
    await get(item.contentFile.publicUrl).expect(200);
    expect(await placeMisplacedFiles(h.deps)).toBe(1);
    await get(item.contentFile.publicUrl).expect(404);
    await get(item.thumbnailFile.publicUrl).expect(404);
    const mine = (await request(h.app).get(`/api/contents/content/${item._id}`).set('Authorization', h.bearer(owner)).expect(200)).body
      .data;
    await get(mine.contentFile.publicUrl).expect(200);
    expect(await placeMisplacedFiles(h.deps)).toBe(0);
  });
});
