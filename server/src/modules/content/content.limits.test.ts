import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_MSG, LIMITS } from '@delv/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../../../test/harness';
import { PDF } from '../../../test/fixtures';

/** The 200 MB limit through a real socket: the body is streamed from a generator, never built in memory. */
const h = await createHarness();
let server: http.Server;
let port: number;
beforeAll(async () => {
  await h.reset();
  server = http.createServer(h.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function streamUpload(token: string, fileBytes: number): Promise<{ status: number; body: { err?: string; message?: string } }> {
  const boundary = 'delvlimit' + Date.now();
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nArticle\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="contentFile"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contents',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + fileBytes + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The server may answer and stop reading before the whole body is sent.
    req.on('error', reject);
    req.write(head);
    req.write(PDF);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let left = fileBytes - PDF.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

describe('content file size limit', () => {
  it('when the content file is 200 MB + 1 byte, then 413 with the spec message; exactly 200 MB is accepted', async () => {
    const u = await h.user();
    const token = h.tokenFor(u);
    const over = await streamUpload(token, LIMITS.CONTENT_FILE_BYTES + 1);
    expect(over.status).toBe(413);
    expect(over.body.err).toBe(CONTENT_MSG.contentFileTooLarge);
    const exact = await streamUpload(token, LIMITS.CONTENT_FILE_BYTES);
    expect(exact.status).toBe(201);
    expect(exact.body.message).toBe('Upload Complete');
  }, 120_000);
});
