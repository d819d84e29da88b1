import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import { createHarness, request } from '../../test/harness';
import { backfillImageVariants, makeImageVariants } from './images';
import { IMAGE_PRESETS, variantKey } from './imageKeys';
import { S3Storage } from './storage';

const h = await createHarness();
beforeEach(() => h.reset());

/** A phone photo: stored sideways with EXIF orientation 6 (shown 300x400), camera and GPS tags. */
async function phonePhoto(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 20/1 3600/100', GPSLongitudeRef: 'E', GPSLongitude: '32/1 34/1 4500/100' },
    })
    .toBuffer();
}

const uploads = (url: string) =>
  path.join(
    h.dir,
    'uploads',
    ...url
      .replace(/^\/files\//, '')
      .split('/')
      .map(decodeURIComponent),
  );

async function postPhoto(photo: Buffer, name = 'IMG_2041.jpg') {
  const u = await h.user();
  const res = await request(h.app)
    .post('/api/post')
    .set('Authorization', h.bearer(u))
    .field('postText', 'Field trip')
    .attach('attachment', photo, name)
    .expect(201);
  return { u, post: res.body.data };
}

describe('image variants of an uploaded photo', () => {
  it('when a phone photo is posted, then the answer comes at once with its upright size, and the WebP widths follow without EXIF', async () => {
    const { u, post } = await postPhoto(await phonePhoto(2000, 1500));
    // The answer does not wait for the variants; it already knows the size the page must reserve.
    expect(post.attachment).toMatchObject({ mimeType: 'image/jpeg', width: 1500, height: 2000, variants: [] });

    await h.runJobs();
    const again = (await request(h.app).get(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200)).body.data;
    const widths = IMAGE_PRESETS.photo.widths.filter((w) => w < 1500);
    expect(again.attachment.variants.map((v: { width: number }) => v.width)).toEqual(widths);
    expect(again.attachment.publicUrl).toBe(post.attachment.publicUrl);
    for (const v of again.attachment.variants as { url: string; width: number; height: number }[]) {
      expect(v.url).toMatch(/-\d+w\.webp$/);
      const meta = await sharp(await readFile(uploads(v.url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
      expect(v.height).toBe(Math.round((v.width * 2000) / 1500));
      expect(meta.exif).toBeUndefined();
    }
    // The stored photo itself: same address, upright, without its camera and GPS tags.
    const original = await sharp(await readFile(uploads(post.attachment.publicUrl))).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
  });

  it('when a photo is larger than the widest original kept, then the stored photo is scaled down to it', async () => {
    const { u, post } = await postPhoto(
      await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3a6' } })
        .png()
        .toBuffer(),
      'wide.png',
    );
    await h.runJobs();
    const again = (await request(h.app).get(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200)).body.data;
    expect(again.attachment).toMatchObject({ width: IMAGE_PRESETS.photo.originalMax, height: 683 });
    expect(again.attachment.variants.at(-1).width).toBe(1920);
    const stored = await sharp(await readFile(uploads(again.attachment.publicUrl))).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 2048 });
    expect(again.attachment.size).toBe((await readFile(uploads(again.attachment.publicUrl))).length);
  });

  it('when a post is deleted, then its photo and every variant leave storage', async () => {
    const { u, post } = await postPhoto(await phonePhoto(1000, 800));
    await h.runJobs();
    const folder = path.dirname(uploads(post.attachment.publicUrl));
    expect((await readdir(folder)).length).toBeGreaterThan(1);
    await request(h.app).delete(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200);
    expect(await readdir(folder)).toEqual([]);
  });

  it('when the post is deleted before its job runs, then the job makes nothing that stays', async () => {
    const { u, post } = await postPhoto(await phonePhoto(1000, 800));
    const key = post.attachment.publicUrl.replace(/^\/files\//, '');
    await request(h.app).delete(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200);
    await h.runJobs();
    expect(await makeImageVariants(h.deps, { slot: 'postPhoto', id: post._id, key })).toBe('gone');
    expect(await readdir(path.dirname(uploads(post.attachment.publicUrl)))).toEqual([]);
  });

  it('when a profile picture is replaced while its variants are being made, then the old ones are removed', async () => {
    const u = await h.user();
    const put = (photo: Buffer) =>
      request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('profilePicture', photo, 'me.jpg').expect(200);
    const firstUrl = (await put(await phonePhoto(600, 600))).body.data.profilePicture.publicUrl;
    const secondPicture = (await put(await phonePhoto(500, 500))).body.data.profilePicture;
    await h.runJobs();
    const folder = path.dirname(uploads(firstUrl));
    const left = await readdir(folder);
    expect(left.some((n) => firstUrl.endsWith(n))).toBe(false);
    const picture = (await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(u)).expect(200)).body.data.profilePicture;
    expect(picture.publicUrl).toBe(secondPicture.publicUrl);
    expect(picture.variants.map((v: { width: number }) => v.width)).toEqual([48, 96, 192, 384]);
    expect(left.sort()).toEqual(
      [path.basename(picture.publicUrl), ...picture.variants.map((v: { url: string }) => path.basename(v.url))].sort(),
    );
  });

  it('when a stored file is not a readable image, then it is marked done with no variants and still served as stored', async () => {
    const { u, post } = await postPhoto(await phonePhoto(800, 600));
    await h.runJobs();
    // Break the stored file and forget its variants, as if it had been stored before the pipeline.
    const file = uploads(post.attachment.publicUrl);
    await rm(file);
    await h.database.db
      .update(posts)
      .set({ attachment: sql`${posts.attachment} - 'variants'` })
      .where(eq(posts.id, post._id));
    expect(await backfillImageVariants(h.deps)).toEqual({ made: 0, gone: 0, failed: 1 });
    const again = (await request(h.app).get(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200)).body.data;
    expect(again.attachment).toMatchObject({ publicUrl: post.attachment.publicUrl, variants: [] });
    // Marked: the backfill does not try it again.
    expect(await backfillImageVariants(h.deps)).toEqual({ made: 0, gone: 0, failed: 0 });
  });

  it('when images were stored before the pipeline, then the backfill gives every one its variants once', async () => {
    const a = await postPhoto(await phonePhoto(700, 500), 'a.jpg');
    const b = await postPhoto(await phonePhoto(900, 600), 'b.jpg');
    await h.runJobs();
    await h.database.db.update(posts).set({ attachment: sql`${posts.attachment} - 'variants'` });
    expect(await backfillImageVariants(h.deps)).toEqual({ made: 2, gone: 0, failed: 0 });
    expect(await backfillImageVariants(h.deps)).toEqual({ made: 0, gone: 0, failed: 0 });
    for (const { u, post } of [a, b]) {
      const again = (await request(h.app).get(`/api/post/${post._id}`).set('Authorization', h.bearer(u)).expect(200)).body.data;
      expect(again.attachment.variants.length).toBeGreaterThan(0);
    }
  });
});

describe('image variants on S3 (s3rver)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-s3-images-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'delv-images', configs: [] }],
  });
  let storage: S3Storage;

  beforeAll(async () => {
    const { port } = await server.run();
    storage = new S3Storage({
      bucket: 'delv-images',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: null,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when a stored photo gets its variants, then they are beside it in the bucket and the photo has no EXIF left', async () => {
    const u = await h.user();
    const key = `posts/s3-test/photo.jpg`;
    const photo = await phonePhoto(1000, 750);
    await storage.replace(key, photo, 'image/jpeg');
    const [row] = await h.database.db
      .insert(posts)
      .values({
        userId: u.id,
        text: 'x',
        attachment: { key, publicUrl: storage.publicUrl(key), mimeType: 'image/jpeg', size: photo.length },
      })
      .returning({ id: posts.id });
    expect(await makeImageVariants({ db: h.database.db, storage }, { slot: 'postPhoto', id: row.id, key })).toBe('made');
    const meta = await sharp(await buffer(await storage.open(variantKey(key, 320)))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 427 }); // upright: 750x1000
    expect((await sharp(await buffer(await storage.open(key))).metadata()).exif).toBeUndefined();
  });
});
