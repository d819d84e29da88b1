/*
 * MTN MoMo disbursement (Cash): an access token from POST /disbursement/token/ (Basic apiUser:apiKey),
 * then POST /disbursement/v1_0/transfer with the attempt's key as X-Reference-Id (202 Accepted; the
 * same reference again is 409 and pays nothing), then GET /disbursement/v1_0/transfer/{referenceId}
 * until status is SUCCESSFUL or FAILED (404: it never arrived). MoMo's callback is sent once with no
 * retry, so none is asked for: polling settles every transfer. Not reachable from here; tested
 * against a local stand-in (payouts.test.ts).
 */
import type { PayoutConfig } from '../../../config';
import { call, reasonText } from './http';
import { PayoutConfigError, currencyOf, moneyFor, type PayoutProvider, type PayoutRequest, type PayoutState } from './types';

type MomoConfig = NonNullable<PayoutConfig['momo']>;
const WHO = 'MTN MoMo';

interface TransferResult {
  status?: string;
  financialTransactionId?: string | number;
  reason?: string | { code?: string; message?: string };
}

export function momo(cfg: MomoConfig, payouts: Pick<PayoutConfig, 'rates'>): PayoutProvider {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${cfg.apiUser}:${cfg.apiKey}`).toString('base64');
    const { status, body } = await call(
      `${cfg.baseUrl}/disbursement/token/`,
      { method: 'POST', headers: { Authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': cfg.subscriptionKey } },
      WHO,
    );
    const answer = (body ?? {}) as { access_token?: string; expires_in?: number };
    if (status !== 200 || !answer.access_token) throw new PayoutConfigError(`${WHO} refused the credentials (${status})`);
    // Renewed a minute early, so a token never expires on its way.
    token = { value: answer.access_token, until: Date.now() + Math.max(60, (answer.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  const headers = async (key: string): Promise<Record<string, string>> => ({
    Authorization: `Bearer ${await accessToken()}`,
    'X-Reference-Id': key,
    'X-Target-Environment': cfg.targetEnvironment,
    'Ocp-Apim-Subscription-Key': cfg.subscriptionKey,
    'Content-Type': 'application/json',
  });

  async function transferStatus(req: PayoutRequest): Promise<PayoutState | null> {
    const { status, body } = await call(
      `${cfg.baseUrl}/disbursement/v1_0/transfer/${encodeURIComponent(req.key)}`,
      { method: 'GET', headers: await headers(req.key) },
      WHO,
    );
    if (status === 404) return null;
    if (status === 401) token = null;
    if (status !== 200) return { state: 'pending', providerRef: req.key };
    const result = (body ?? {}) as TransferResult;
    if (result.status === 'SUCCESSFUL') return { state: 'paid', providerRef: String(result.financialTransactionId ?? req.key) };
    if (result.status === 'FAILED') {
      const reason = typeof result.reason === 'string' ? result.reason : (result.reason?.message ?? result.reason?.code);
      return { state: 'failed', reason: reasonText(reason, 'MoMo could not pay it') };
    }
    return { state: 'pending', providerRef: req.key };
  }

  async function send(req: PayoutRequest): Promise<PayoutState> {
    const currency = cfg.currency ?? currencyOf(req.phone);
    const body = {
      amount: String(moneyFor(req.points, currencyOf(req.phone), payouts.rates)),
      currency,
      externalId: req.claimId,
      payee: { partyIdType: 'MSISDN', partyId: req.phone.replace(/^\+/, '') },
      payerMessage: 'Delv points',
      payeeNote: 'Delv points claim',
    };
    const { status, body: answer } = await call(
      `${cfg.baseUrl}/disbursement/v1_0/transfer`,
      { method: 'POST', headers: await headers(req.key), body: JSON.stringify(body) },
      WHO,
    );
    // 409: this reference was already received (an earlier answer was lost): never a second payment.
    if (status === 202 || status === 409) return { state: 'pending', providerRef: req.key };
    if (status === 401) token = null;
    const text = (answer as { message?: string } | null)?.message;
    return { state: 'failed', reason: reasonText(text, `${WHO} refused the transfer (${status})`) };
  }

  return {
    name: 'momo',
    send,
    // A transfer MoMo never received (404) is sent now, with the same reference (MoMo never forgets one).
    status: async (req) => (await transferStatus(req)) ?? send(req),
  };
}
