/*
 * Africa's Talking: Airtime (POST /version1/airtime/send, form-encoded) and mobile data bundles
 * (POST /mobile/data/request on the bundles host, JSON), each with the attempt's key in the
 * Idempotency-Key header: the same key again within their window is answered as a duplicate and
 * sends nothing. A transaction's status: GET /query/transaction/find?username=&transactionId=
 * (data.status Success | Failed, anything else still on its way). Their status callbacks are not
 * needed: the job polls. Not reachable from here; tested against a local stand-in (payouts.test.ts).
 *
 * The duplicate answer carries no transactionId, and a transaction is found only by that id: when
 * the first answer was lost, the payout was received but its state cannot be asked for. It is then
 * 'unknown' (never sent again, never a new key) until a reviewer enters the transaction id from the
 * dashboard. Africa's Talking forgets a key after 5 minutes, so a key is sent again only within 4.
 */
import type { PayoutConfig } from '../../../config';
import { call, reasonText } from './http';
import { PayoutConfigError, currencyOf, moneyFor, type PayoutProvider, type PayoutRequest, type PayoutState } from './types';

type AtConfig = NonNullable<PayoutConfig['africasTalking']>;

const WHO = "Africa's Talking";
const isDuplicate = (text: unknown) => typeof text === 'string' && /duplicate/i.test(text);
const DUPLICATE_REASON =
  "Africa's Talking had already received this payout and does not say what became of it: find its transaction id in the Africa's Talking dashboard";
const RESEND_WINDOW_MS = 4 * 60_000;

interface AirtimeAnswer {
  errorMessage?: string;
  numSent?: number;
  responses?: Array<{ status?: string; errorMessage?: string; requestId?: string }>;
}
interface DataAnswer {
  errorMessage?: string;
  entries?: Array<{ status?: string; errorMessage?: string; transactionId?: string }>;
}
interface FindAnswer {
  status?: string;
  errorMessage?: string;
  data?: { status?: string; description?: string; transactionId?: string };
}

export function africasTalking(cfg: AtConfig, payouts: Pick<PayoutConfig, 'rates' | 'dataMbPerPoint'>): PayoutProvider {
  const headers = (key?: string, json = false): Record<string, string> => ({
    apiKey: cfg.apiKey,
    Accept: 'application/json',
    'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...(key ? { 'Idempotency-Key': key } : {}),
  });

  /** A refusal of the request itself (bad key, bad number): nothing was sent. */
  const refused = (status: number, body: unknown): PayoutState => {
    const text = typeof body === 'string' ? body : (body as { errorMessage?: string } | null)?.errorMessage;
    return isDuplicate(text)
      ? { state: 'unknown', reason: DUPLICATE_REASON }
      : { state: 'failed', reason: reasonText(text, `${WHO} refused the request (${status})`) };
  };

  async function sendAirtime(req: PayoutRequest): Promise<PayoutState> {
    const currency = currencyOf(req.phone);
    const amount = moneyFor(req.points, currency, payouts.rates);
    const form = new URLSearchParams({
      username: cfg.username,
      recipients: JSON.stringify([{ phoneNumber: req.phone, amount: `${currency} ${amount}` }]),
    });
    const { status, body } = await call(
      `${cfg.apiUrl}/version1/airtime/send`,
      { method: 'POST', headers: headers(req.key), body: form },
      WHO,
    );
    if (status !== 200 && status !== 201) return refused(status, body);
    const answer = (body ?? {}) as AirtimeAnswer;
    const one = answer.responses?.[0];
    if (!one) return isDuplicate(answer.errorMessage) ? { state: 'unknown', reason: DUPLICATE_REASON } : refused(status, answer);
    if (one.status === 'Sent' && one.requestId) return { state: 'pending', providerRef: one.requestId };
    if (isDuplicate(one.errorMessage)) return { state: 'unknown', reason: DUPLICATE_REASON };
    return { state: 'failed', reason: reasonText(one.errorMessage !== 'None' ? one.errorMessage : one.status, 'Airtime was not sent') };
  }

  async function sendData(req: PayoutRequest): Promise<PayoutState> {
    if (!cfg.dataProduct) throw new PayoutConfigError('AT_DATA_PRODUCT is not set');
    const body = {
      username: cfg.username,
      productName: cfg.dataProduct,
      recipients: [
        {
          phoneNumber: req.phone,
          quantity: Math.max(1, Math.round(req.points * payouts.dataMbPerPoint)),
          unit: 'MB',
          validity: 'Month',
          metadata: { claimId: req.claimId },
        },
      ],
    };
    const answer = await call(
      `${cfg.dataUrl}/mobile/data/request`,
      { method: 'POST', headers: headers(req.key, true), body: JSON.stringify(body) },
      WHO,
    );
    if (answer.status !== 200 && answer.status !== 201) return refused(answer.status, answer.body);
    const data = (answer.body ?? {}) as DataAnswer;
    const one = data.entries?.[0];
    if (!one) return isDuplicate(data.errorMessage) ? { state: 'unknown', reason: DUPLICATE_REASON } : refused(answer.status, data);
    if ((one.status === 'Queued' || one.status === 'Success') && one.transactionId)
      return { state: 'pending', providerRef: one.transactionId };
    if (isDuplicate(one.errorMessage ?? one.status)) return { state: 'unknown', reason: DUPLICATE_REASON };
    return { state: 'failed', reason: reasonText(one.errorMessage ?? one.status, 'The data bundle was not sent') };
  }

  return {
    name: 'africastalking',
    resendWindowMs: RESEND_WINDOW_MS,
    send: (req) => (req.redeemableAs === 'Internet_Data' ? sendData(req) : sendAirtime(req)),
    async status(req, providerRef) {
      const host = req.redeemableAs === 'Internet_Data' ? cfg.dataUrl : cfg.apiUrl;
      const query = new URLSearchParams({ username: cfg.username, transactionId: providerRef });
      const { status, body } = await call(
        `${host}/query/transaction/find?${query}`,
        { method: 'GET', headers: headers(undefined, true) },
        WHO,
      );
      const found = (body ?? {}) as FindAnswer;
      // An id it does not know (a mistyped one): nothing says the payout failed, so still unknown.
      if (status === 200 && !found.data && found.status === 'Failure')
        return { state: 'unknown', reason: reasonText(found.errorMessage, `${WHO} does not know this transaction`) };
      if (status !== 200 || !found.data) return { state: 'pending', providerRef };
      if (found.data.status === 'Success') return { state: 'paid', providerRef: found.data.transactionId || providerRef };
      if (found.data.status === 'Failed')
        return { state: 'failed', reason: reasonText(found.data.description, 'The provider could not deliver it') };
      return { state: 'pending', providerRef };
    },
  };
}
