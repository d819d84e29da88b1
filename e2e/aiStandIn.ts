import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of an OpenAI-compatible completion service (POST /v1/chat/completions with a
 * bearer key, answering `choices[0].message.content`): the real one is not reachable from here.
 */
export async function startAiStandIn() {
  const questions: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer sk-e2e') {
        res.writeHead(404).end();
        return;
      }
      const question = (JSON.parse(raw) as { messages: { content: string }[] }).messages.at(-1)!.content;
      questions.push(question);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: `Start with a mentor in ${question.split(' ').at(-1)}` } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    questions,
    env: () => ({ AI_API_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
