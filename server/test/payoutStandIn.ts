/*
 * A local stand-in of the payout providers, for tests (the real sandboxes are not reachable from
 * here). It implements the requests and answers their public documentation describes:
 *   MTN MoMo disbursement: POST /disbursement/token/ (Basic apiUser:apiKey) -> access_token;
 *     POST /disbursement/v1_0/transfer with X-Reference-Id (a UUID) -> 202, the same reference
 *     again -> 409 RESOURCE_ALREADY_EXIST; GET /disbursement/v1_0/transfer/{referenceId} ->
 *     PENDING | SUCCESSFUL | FAILED (with a reason), 404 RESOURCE_NOT_FOUND for an unknown one.
 *     Its callback is sent once or never: this one never sends it (a lost callback).
 *   Africa's Talking: POST /version1/airtime/send (form: username, recipients JSON) -> 201 with
 *     responses[].status Sent and a requestId; POST /mobile/data/request (JSON) -> entries[] Queued
 *     with a transactionId; the same Idempotency-Key again -> a duplicate failure that sends
 *     nothing; GET /query/transaction/find?username=&transactionId= -> data.status.
 * Every payment it makes is in `payments`, so a test sees that a retry never paid twice.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_CREDENTIALS = {
  atUsername: 'sandbox',
  atApiKey: 'at-test-key',
  momoSubscriptionKey: 'momo-subscription',
  momoApiUser: '6f1c1a64-1111-4000-8000-000000000001',
  momoApiKey: 'momo-api-key',
  momoEnvironment: 'sandbox',
};

export interface StandInPayment {
  provider: 'africastalking' | 'momo';
  id: string;
  key: string;
  phone: string;
  amount: string;
  status: 'pending' | 'paid' | 'failed';
  polls: number;
}

export interface StandInScript {
  /** Status questions answered "pending" before the final answer. */
  pendingPolls: number;
  /** The final answer of the next payments. */
  outcome: 'paid' | 'failed';
  failReason: string;
  /** Take the next payment, then cut the connection before answering (the answer is lost). */
  dropNextAnswer: boolean;
}

export interface StandIn {
  url: string;
  payments: StandInPayment[];
  /** Every request as "METHOD /path". */
  requests: string[];
  script: StandInScript;
  /** Env settings that point the server's payouts here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStandIn(): Promise<StandIn> {
  const c = STAND_IN_CREDENTIALS;
  const payments: StandInPayment[] = [];
  const requests: string[] = [];
  const script: StandInScript = { pendingPolls: 1, outcome: 'paid', failReason: 'PAYEE_NOT_FOUND', dropNextAnswer: false };
  const atKeys = new Set<string>();
  const tokens = new Set<string>();
  let counter = 0;

  const json = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  /** Takes a payment; true when its answer must be lost. */
  const take = (p: Omit<StandInPayment, 'status' | 'polls'>) => {
    payments.push({ ...p, status: 'pending', polls: 0 });
    const drop = script.dropNextAnswer;
    script.dropNextAnswer = false;
    return drop;
  };
  /** One status question: pending for a while, then the scripted outcome. */
  const poll = (p: StandInPayment) => {
    p.polls += 1;
    if (p.status === 'pending' && p.polls > script.pendingPolls) p.status = script.outcome;
    return p.status;
  };

  async function momo(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.headers['ocp-apim-subscription-key'] !== c.momoSubscriptionKey)
      return json(res, 401, { statusCode: 401, message: 'Access denied' });
    if (req.method === 'POST' && path === '/disbursement/token/') {
      const basic = Buffer.from(`${c.momoApiUser}:${c.momoApiKey}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return json(res, 401, { error: 'login_failed' });
      const token = `momo-token-${++counter}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return json(res, 401, { statusCode: 401, message: 'Access denied due to invalid token' });
    if (req.headers['x-target-environment'] !== c.momoEnvironment) return json(res, 400, { code: 'INVALID_TARGET_ENVIRONMENT' });
    if (req.method === 'POST' && path === '/disbursement/v1_0/transfer') {
      const ref = String(req.headers['x-reference-id'] ?? '');
      if (!UUID.test(ref)) return json(res, 400, { code: 'RESOURCE_NOT_FOUND', message: 'X-Reference-Id must be a UUID' });
      const body = JSON.parse(await bodyOf(req)) as {
        amount?: string;
        currency?: string;
        payee?: { partyIdType?: string; partyId?: string };
      };
      if (!body.amount || !body.currency || body.payee?.partyIdType !== 'MSISDN' || !body.payee.partyId) {
        return json(res, 400, { code: 'INVALID_REQUEST', message: 'amount, currency and payee are required' });
      }
      if (payments.some((p) => p.provider === 'momo' && p.key === ref)) {
        return json(res, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' });
      }
      if (take({ provider: 'momo', id: String(1_000_000 + ++counter), key: ref, phone: body.payee.partyId, amount: body.amount })) {
        return req.socket.destroy();
      }
      return json(res, 202);
    }
    const match = /^\/disbursement\/v1_0\/transfer\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const p = payments.find((x) => x.provider === 'momo' && x.key === match[1]);
      if (!p) return json(res, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      const status = poll(p);
      return json(res, 200, {
        amount: p.amount,
        currency: 'UGX',
        financialTransactionId: p.id,
        externalId: 'claim',
        payee: { partyIdType: 'MSISDN', partyId: p.phone },
        status: status === 'paid' ? 'SUCCESSFUL' : status === 'failed' ? 'FAILED' : 'PENDING',
        ...(status === 'failed' ? { reason: { code: script.failReason, message: script.failReason } } : {}),
      });
    }
    return json(res, 404, { code: 'RESOURCE_NOT_FOUND' });
  }

  async function africasTalking(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.apikey !== c.atApiKey) return json(res, 401, 'The supplied authentication is invalid');
    const key = String(req.headers['idempotency-key'] ?? '');
    const duplicate = key && atKeys.has(key);
    if (key) atKeys.add(key);
    if (req.method === 'POST' && url.pathname === '/version1/airtime/send') {
      const form = new URLSearchParams(await bodyOf(req));
      const [one] = JSON.parse(form.get('recipients') ?? '[]') as Array<{ phoneNumber: string; amount: string }>;
      if (form.get('username') !== c.atUsername || !one?.phoneNumber || !/^[A-Z]{3} \d+(\.\d+)?$/.test(one.amount ?? '')) {
        return json(res, 400, 'Invalid request');
      }
      if (duplicate) {
        return json(res, 201, {
          errorMessage: 'A duplicate request was received within the last 5 minutes',
          numSent: 0,
          totalAmount: '0',
          totalDiscount: '0',
          responses: [],
        });
      }
      const id = `ATQid_${++counter}`;
      if (take({ provider: 'africastalking', id, key, phone: one.phoneNumber, amount: one.amount })) return req.socket.destroy();
      return json(res, 201, {
        errorMessage: 'None',
        numSent: 1,
        totalAmount: one.amount,
        totalDiscount: '0',
        responses: [
          { phoneNumber: one.phoneNumber, errorMessage: 'None', amount: one.amount, status: 'Sent', requestId: id, discount: '0' },
        ],
      });
    }
    if (req.method === 'POST' && url.pathname === '/mobile/data/request') {
      const body = JSON.parse(await bodyOf(req)) as {
        username?: string;
        productName?: string;
        recipients?: Array<{ phoneNumber: string; quantity: number; unit: string; validity: string }>;
      };
      const one = body.recipients?.[0];
      if (body.username !== c.atUsername || !body.productName || !one || !['MB', 'GB'].includes(one.unit))
        return json(res, 400, 'Invalid request');
      if (duplicate) return json(res, 201, { errorMessage: 'A duplicate request was received within the last 5 minutes', entries: [] });
      const id = `ATPid_${++counter}`;
      const value = `${one.quantity}${one.unit}`;
      if (take({ provider: 'africastalking', id, key, phone: one.phoneNumber, amount: value })) return req.socket.destroy();
      return json(res, 201, { entries: [{ phoneNumber: one.phoneNumber, provider: 'MTN', status: 'Queued', transactionId: id, value }] });
    }
    if (req.method === 'GET' && url.pathname === '/query/transaction/find') {
      const p = payments.find((x) => x.provider === 'africastalking' && x.id === url.searchParams.get('transactionId'));
      if (!p || url.searchParams.get('username') !== c.atUsername)
        return json(res, 200, { status: 'Failure', errorMessage: 'Transaction not found' });
      const status = poll(p);
      return json(res, 200, {
        status: 'Success',
        data: {
          transactionId: p.id,
          status: status === 'paid' ? 'Success' : status === 'failed' ? 'Failed' : 'Sent',
          value: p.amount,
          ...(status === 'failed' ? { description: script.failReason } : {}),
        },
      });
    }
    return json(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    const handle = url.pathname.startsWith('/disbursement/') ? momo(req, res, url.pathname) : africasTalking(req, res, url);
    handle.catch(() => json(res, 400, 'Invalid request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    payments,
    requests,
    script,
    env: () => ({
      AT_USERNAME: c.atUsername,
      AT_API_KEY: c.atApiKey,
      AT_API_URL: url,
      AT_DATA_URL: url,
      AT_DATA_PRODUCT: 'Delv Data',
      MOMO_BASE_URL: url,
      MOMO_SUBSCRIPTION_KEY: c.momoSubscriptionKey,
      MOMO_API_USER: c.momoApiUser,
      MOMO_API_KEY: c.momoApiKey,
      MOMO_TARGET_ENVIRONMENT: c.momoEnvironment,
      PAYOUT_POLL_MS: '1000',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
