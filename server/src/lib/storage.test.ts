import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage } from './storage';

/** Streams `data` in small chunks so the upload path really streams. */
const chunked = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
    })(),
  );

describe('LocalStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'delv-local-'));
  const storage = new LocalStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('when a stream is put, then it reads back byte-identical at /files/<key>, and delete removes it', async () => {
    const data = randomBytes(300_000);
    const stored = await storage.put('users/u1/a.png', chunked(data), { contentType: 'image/png', size: data.length });
    expect(stored).toEqual({ publicUrl: '/files/users/u1/a.png', key: 'users/u1/a.png', mimeType: 'image/png', size: data.length });
    expect((await buffer(await storage.open('users/u1/a.png'))).equals(data)).toBe(true);
    await storage.delete('users/u1/a.png');
    await expect(buffer(await storage.open('users/u1/a.png'))).rejects.toThrow();
  });

  it('when a key climbs out of the root, then it is refused', async () => {
    await expect(storage.put('../escape.txt', Readable.from([Buffer.from('x')]), { contentType: 'text/plain', size: 1 })).rejects.toThrow(
      /unsafe/,
    );
    await expect(storage.delete('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('S3Storage against s3rver', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'delv-test', configs: [] }],
  });
  let storage: S3Storage;

  beforeAll(async () => {
    const { port } = await server.run();
    storage = new S3Storage({
      bucket: 'delv-test',
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

  it('when a streamed object is put (multipart-sized), then it reads back byte-identical and delete removes it', async () => {
    // Over lib-storage's 5 MB part size, so the multipart path runs too.
    const data = randomBytes(6 * 1024 * 1024 + 123);
    const stored = await storage.put('users/u1/big.bin', chunked(data), { contentType: 'application/octet-stream', size: data.length });
    expect(stored.publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/delv-test\/users\/u1\/big\.bin$/);
    const back = await buffer(await storage.open('users/u1/big.bin'));
    expect(back.length).toBe(data.length);
    expect(back.equals(data)).toBe(true);

    const small = Buffer.from('small object');
    await storage.put('users/u1/small.txt', chunked(small), { contentType: 'text/plain', size: small.length });
    expect((await buffer(await storage.open('users/u1/small.txt'))).equals(small)).toBe(true);

    await storage.delete('users/u1/big.bin');
    await expect(storage.open('users/u1/big.bin')).rejects.toThrow();
  });

  it('when S3_PUBLIC_URL is set, then public URLs use it', () => {
    const s = new S3Storage({
      bucket: 'b',
      endpoint: null,
      region: 'eu-west-1',
      accessKeyId: null,
      secretAccessKey: null,
      publicUrl: 'https://cdn.example.com',
    });
    expect(s.publicUrl('users/a b.png')).toBe('https://cdn.example.com/users/a%20b.png');
    s.client.destroy();
  });
});
