/*
 * A local stand-in of Africa's Talking's SMS service, for tests, the browser journey and the bench
 * (the real service is not reachable from here). It implements what its documentation describes:
 *   POST /version1/messaging, form-encoded username, to (comma-separated numbers), message, from;
 *     the apiKey header; 201 with SMSMessageData { Message: 'Sent to n/m Total Cost: ...',
 *     Recipients: [{ statusCode, number, status, cost, messageId }] } (101 Success; 403
 *     InvalidPhoneNumber for a number that is not E.164; 401 with a plain-text body for a wrong key).
 *   Incoming messages: the service POSTs form fields from, to, text, date, id, linkId to the app's
 *     callback URL; `reply()` does that.
 * Every message it accepts is in `messages` (in order, with the time it arrived), which the
 * browser journey reads a code from (GET /messages answers them as JSON too).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The same app credentials as the payouts' stand-in (one Africa's Talking app pays and texts).
export const SMS_STAND_IN_CREDENTIALS = { username: 'sandbox', apiKey: 'at-test-key', from: 'DELV' };

export interface StandInSms {
  to: string;
  from: string;
  message: string;
  messageId: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface SmsStandInScript {
  /** Numbers the network refuses (status 403 InvalidPhoneNumber). */
  refuse: Set<string>;
  /** Answer 500 to the next requests (the provider is down). */
  failNext: number;
}

export interface SmsStandIn {
  url: string;
  messages: StandInSms[];
  /** Every request as "METHOD /path". */
  requests: string[];
  script: SmsStandInScript;
  /** The last code sent to this number (six digits in its latest message), or null. */
  lastCode(to: string): string | null;
  /** Waits for a message to this number after `since` (ms). */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<StandInSms>;
  /** Sends an incoming SMS from `from` to the app's callback, as Africa's Talking does. */
  reply(callbackUrl: string, from: string, text: string): Promise<number>;
  /** Env settings that point the app's SMS here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const E164 = /^\+\d{9,15}$/;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSmsStandIn(opts: { port?: number } = {}): Promise<SmsStandIn> {
  const c = SMS_STAND_IN_CREDENTIALS;
  const messages: StandInSms[] = [];
  const requests: string[] = [];
  const script: SmsStandInScript = { refuse: new Set(), failNext: 0 };
  const waiters = new Set<() => void>();
  let counter = 0;
  let inbound = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  async function messaging(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.apikey !== c.apiKey) return json(res, 401, 'The supplied authentication is invalid');
    if (script.failNext > 0) {
      script.failNext -= 1;
      return json(res, 500, 'Internal Server Error');
    }
    const form = new URLSearchParams(await bodyOf(req));
    const message = form.get('message') ?? '';
    const to = (form.get('to') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (form.get('username') !== c.username || !to.length || !message) return json(res, 400, 'Invalid request');
    const at = Date.now();
    const recipients = to.map((number) => {
      if (!E164.test(number) || script.refuse.has(number))
        return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      const messageId = `ATXid_${++counter}`;
      messages.push({ to: number, from: form.get('from') ?? '', message, messageId, at });
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId };
    });
    for (const wake of waiters) wake();
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    return json(res, 201, {
      SMSMessageData: { Message: `Sent to ${sent}/${to.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`, Recipients: recipients },
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/version1/messaging') {
      messaging(req, res).catch(() => json(res, 400, 'Invalid request'));
    } else if (req.method === 'GET' && url.pathname === '/messages') {
      json(res, 200, messages);
    } else json(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (to: string, since: number) => messages.filter((m) => m.to === to && m.at >= since).at(-1);

  return {
    url,
    messages,
    requests,
    script,
    lastCode(to) {
      const last = messages.filter((m) => m.to === to).at(-1);
      return last ? (/\b(\d{6})\b/.exec(last.message)?.[1] ?? null) : null;
    },
    waitFor(to, since = 0, timeoutMs = 10_000) {
      const found = find(to, since);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no SMS to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const m = find(to, since);
          if (!m) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        };
        waiters.add(check);
      });
    },
    async reply(callbackUrl, from, text) {
      inbound += 1;
      const res = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          from,
          to: c.from,
          text,
          date: new Date().toISOString().replace('T', ' ').slice(0, 19),
          id: `inbound-${Date.now()}-${inbound}`,
          linkId: `link-${inbound}`,
        }),
      });
      await res.arrayBuffer();
      return res.status;
    },
    env: () => ({ AT_USERNAME: c.username, AT_API_KEY: c.apiKey, AT_SMS_URL: url, AT_SMS_FROM: c.from }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of waiters) wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
