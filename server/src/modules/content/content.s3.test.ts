import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CONTENT_MSG } from '@delv/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage, type Storage } from '../../lib/storage';
import { createHarness, expectError, request } from '../../../test/harness';
import { PDF, PNG } from '../../../test/fixtures';

/** The content upload path against an S3-protocol server (s3rver), the same code that talks to AWS/MinIO. */
const h = await createHarness();
const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-content-s3-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'delv-content', configs: [] }],
});
let s3: S3Storage;
let local: Storage;

beforeAll(async () => {
  const { port } = await server.run();
  s3 = new S3Storage({
    bucket: 'delv-content',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: null,
  });
  local = h.deps.storage;
  // Routes read deps.storage on every request.
  h.deps.storage = s3;
});
afterAll(async () => {
  h.deps.storage = local;
  s3?.client.destroy();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => h.reset());

const keyOf = (publicUrl: string) => decodeURIComponent(new URL(publicUrl).pathname.replace(/^\/delv-content\//, ''));

describe('content on S3', () => {
  it('when a 6 MB article and a thumbnail are uploaded, then the article is stored byte-identical and the thumbnail as a PNG; replace and delete remove the old ones', async () => {
    const u = await h.user();
    // Over lib-storage's 5 MB part size, so the multipart upload path runs.
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await request(h.app)
      .post('/api/contents')
      .set('Authorization', h.bearer(u))
      .field('title', 'Big report')
      .field('category', 'Article')
      .attach('contentFile', big, 'report.pdf')
      .attach('thumbnail', PNG, 'cover.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body.data;
    expect(item.contentFile.publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/delv-content\/content\/[0-9a-f-]{36}-big-report\/report\.pdf$/);
    expect((await buffer(await s3.open(keyOf(item.contentFile.publicUrl)))).equals(big)).toBe(true);
    // The thumbnail is an image: once its variants are made it is stored re-encoded without metadata.
    await h.runJobs();
    expect((await sharp(await buffer(await s3.open(keyOf(item.thumbnailFile.publicUrl)))).metadata()).format).toBe('png');

    const replaced = await request(h.app)
      .put(`/api/contents/update?id=${item._id}`)
      .set('Authorization', h.bearer(u))
      .attach('contentFile', PDF, 'v2.pdf');
    expect(replaced.status).toBe(200);
    await expect(s3.open(keyOf(item.contentFile.publicUrl))).rejects.toThrow();
    expect((await buffer(await s3.open(keyOf(replaced.body.data.contentFile.publicUrl)))).equals(PDF)).toBe(true);

    await h.runJobs();
    await request(h.app).delete(`/api/contents/${item._id}`).set('Authorization', h.bearer(u)).expect(200);
    await expect(s3.open(keyOf(replaced.body.data.contentFile.publicUrl))).rejects.toThrow();
    await expect(s3.open(keyOf(item.thumbnailFile.publicUrl))).rejects.toThrow();
  });

  it('when an item is private, then its objects live under private/ only, its owner streams them through a signed URL (ranges too), and they move out and back with publishing', async () => {
    const u = await h.user();
    const created = await request(h.app)
      .post('/api/contents')
      .set('Authorization', h.bearer(u))
      .field('title', 'Draft report')
      .field('category', 'Article')
      .field('visible', 'false')
      .attach('contentFile', PDF, 'report.pdf')
      .attach('thumbnail', PNG, 'cover.png');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.data;
    const signed = item.contentFile.publicUrl as string;
    expect(signed).toMatch(/^\/files\/private\/content\/[0-9a-f-]{36}-draft-report\/report\.pdf\?expires=\d+&signature=/);
    const key = decodeURIComponent(signed.split('?')[0].replace(/^\/files\//, ''));
    expect((await buffer(await s3.open(key))).equals(PDF)).toBe(true);
    // Nothing at the public key: the bucket's public address of the object does not exist.
    await expect(s3.open(key.replace(/^private\//, ''))).rejects.toThrow();

    const whole = await request(h.app)
      .get(signed)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(whole.status).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect((whole.body as Buffer).equals(PDF)).toBe(true);
    const part = await request(h.app).get(signed).set('Range', 'bytes=0-4');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${PDF.length}`);
    await request(h.app).get(signed.split('?')[0]).expect(404);

    const shown = await request(h.app)
      .put(`/api/contents/publish?id=${item._id}`)
      .set('Authorization', h.bearer(u))
      .send({ visible: true })
      .expect(200);
    const publicUrl = shown.body.data.contentFile.publicUrl as string;
    expect(keyOf(publicUrl)).toBe(key.replace(/^private\//, ''));
    expect((await buffer(await s3.open(keyOf(publicUrl)))).equals(PDF)).toBe(true);
    await expect(s3.open(key)).rejects.toThrow();
    await request(h.app).get(signed).expect(404);

    // Made private again: the public object (what the bucket serves to anyone) is gone.
    await request(h.app).put(`/api/contents/publish?id=${item._id}`).set('Authorization', h.bearer(u)).send({ visible: false }).expect(200);
    await expect(s3.open(keyOf(publicUrl))).rejects.toThrow();
    await expect(s3.open(keyOf(shown.body.data.thumbnailFile.publicUrl))).rejects.toThrow();
  });

  it('when the bucket cannot be reached, then 502 with the message and no item is created', async () => {
    const u = await h.user();
    const dead = new S3Storage({
      bucket: 'delv-content',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'x',
      publicUrl: null,
    });
    h.deps.storage = dead;
    try {
      const res = await request(h.app)
        .post('/api/contents')
        .set('Authorization', h.bearer(u))
        .field('title', 'Lost')
        .field('category', 'Article')
        .attach('contentFile', PDF, 'a.pdf');
      expectError(res, 502, CONTENT_MSG.storageFailed);
    } finally {
      h.deps.storage = s3;
      dead.client.destroy();
    }
    expect((await request(h.app).get('/api/contents/mine').set('Authorization', h.bearer(u))).body.count).toBe(0);
  });
});
