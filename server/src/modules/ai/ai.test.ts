import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_MSG, MSG } from '@delv/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

/**
 * A local stand-in of an OpenAI-compatible completion service (POST /v1/chat/completions, bearer
 * key, `choices[0].message.content`): the real one is not reachable from here.
 */
const seen: { authorization?: string; body: { model: string; temperature: number; messages: { role: string; content: string }[] } }[] = [];
let failNext = false;
const standIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    if (failNext) {
      failNext = false;
      return res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    }
    const question = seen.at(-1)!.body.messages.at(-1)!.content;
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: `About "${question}": start with a mentor.` } }] }),
      );
  });
});
await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
afterAll(() => new Promise((r) => standIn.close(r)));

const withAi = await createHarness({
  AI_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'test-model',
});
const withoutAi = await createHarness();

describe('Ask AI', () => {
  it('when a signed-in person asks, then the answer of the configured service, asked with the key and temperature 0', async () => {
    const me = await withAi.user();
    expect((await request(withAi.app).get('/api/ai/status').expect(200)).body.data).toEqual({ available: true });
    const res = await request(withAi.app)
      .post('/api/ai/ask')
      .set('Authorization', withAi.bearer(me))
      .send({ question: 'How do I become a nurse?' })
      .expect(200);
    expect(res.body.data).toEqual({ answer: 'About "How do I become a nurse?": start with a mentor.' });
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer sk-test', body: { model: 'test-model', temperature: 0 } });
  });

  it('when the service fails, then 502 with a message to try again; an empty question is a 400; a guest 401', async () => {
    const me = await withAi.user();
    failNext = true;
    expectError(
      await request(withAi.app).post('/api/ai/ask').set('Authorization', withAi.bearer(me)).send({ question: 'Hello?' }),
      502,
      FEED_MSG.aiFailed,
    );
    expectError(
      await request(withAi.app).post('/api/ai/ask').set('Authorization', withAi.bearer(me)).send({ question: ' ' }),
      400,
      FEED_MSG.questionRequired,
    );
    expectError(await request(withAi.app).post('/api/ai/ask').send({ question: 'Hello?' }), 401, MSG.notSignedIn);
  });

  it('when no service is configured, then it says so: status unavailable and 501', async () => {
    const me = await withoutAi.user();
    expect((await request(withoutAi.app).get('/api/ai/status').expect(200)).body.data).toEqual({ available: false });
    expectError(
      await request(withoutAi.app).post('/api/ai/ask').set('Authorization', withoutAi.bearer(me)).send({ question: 'Hello?' }),
      501,
      FEED_MSG.aiOff,
    );
  });
});
