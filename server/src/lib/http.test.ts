import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { ok, preferredEncoding } from './http';

const big = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `card number ${i}` })) };
const app = express();
app.get('/big', (_req, res) => ok(res, big));
app.get('/small', (_req, res) => ok(res, { data: 1 }, 201));
// Over 256 KB: compressed off the event loop.
const huge = { data: Array.from({ length: 6000 }, (_, i) => ({ id: i, text: `card number ${i} with a longer text` })) };
app.get('/huge', (_req, res) => ok(res, huge));

const server = app.listen(0);
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw body and headers, as sent (supertest would decode them). */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('ok()', () => {
  it('when the answer is over 256 KB, then it is compressed too (br or gzip) and decodes to the envelope', async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(256 * 1024);
    const br = await raw('/huge', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual({ success: true, ...huge });
    const gz = await raw('/huge', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual({ success: true, ...huge });
  });

  it('when the client accepts br, then a large answer is brotli, declared, varied by Accept-Encoding and decodes to the envelope', async () => {
    const res = await raw('/big', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual({ success: true, ...big });
    expect(res.body.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it('when the client accepts only gzip, then gzip; when it accepts neither (or q=0), then plain JSON', async () => {
    const gz = await raw('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual({ success: true, ...big });
    for (const header of ['identity', 'br;q=0, gzip;q=0']) {
      const plain = await raw('/big', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(plain.body.toString())).toEqual({ success: true, ...big });
    }
  });

  it('when the answer is small, then it is sent as is, with its status', async () => {
    const res = await raw('/small', 'br, gzip');
    expect(res.status).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ success: true, data: 1 });
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('when Accept-Encoding is %j, then %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
