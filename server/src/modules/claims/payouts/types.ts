/*
 * Provider payouts of approved claims (issue 15). An adapter sends one payout per idempotency key
 * and reads its status; the job (claims.jobs.ts) stores the key before sending and polls until the
 * provider's answer is final. The real sandboxes (Africa's Talking, MTN MoMo) are not reachable
 * from where this was built: the adapters are tested against a local server that implements the
 * providers' documented requests and answers (payouts.test.ts).
 */
import type { RedeemableAs } from '@delv/shared';

export type ProviderName = 'africastalking' | 'momo';

export interface PayoutRequest {
  /** Idempotency key of this attempt (a UUID: MoMo's X-Reference-Id must be one). */
  key: string;
  claimId: string;
  /** E.164, with the plus. */
  phone: string;
  points: number;
  redeemableAs: RedeemableAs;
}

export type PayoutState =
  /** Accepted, not final yet; `providerRef` is how the provider names it, once known. */
  | { state: 'pending'; providerRef?: string }
  | { state: 'paid'; providerRef: string }
  /** Final: nothing was paid, so a new attempt (a new key) is safe. */
  | { state: 'failed'; reason: string }
  /**
   * The provider received this attempt but gives no way to learn what became of it (no id of its
   * own to ask about): never sent again, never a new key; a reviewer finds the provider's
   * transaction id in its dashboard and the job asks about that.
   */
  | { state: 'unknown'; reason: string };

export interface PayoutProvider {
  name: ProviderName;
  /**
   * Sends the payout; the same key sent again never pays a second time — within this window after
   * the first send, for a provider that forgets keys (Africa's Talking: 5 minutes). Unset: forever.
   */
  resendWindowMs?: number;
  send(req: PayoutRequest): Promise<PayoutState>;
  /** Where the payout is now, by the provider's own id of it (what send answered, or a reviewer found). */
  status(req: PayoutRequest, providerRef: string): Promise<PayoutState>;
}

/** No answer that says what happened (network, timeout, 5xx): try again later with the same key. */
export class PayoutUnreachable extends Error {
  readonly code = 'PAYOUT_UNREACHABLE';
  constructor(readonly reason: string) {
    super(reason);
  }
}

const CURRENCY_BY_PREFIX: Array<[string, string]> = [
  ['+256', 'UGX'],
  ['+254', 'KES'],
  ['+255', 'TZS'],
  ['+250', 'RWF'],
  ['+257', 'BIF'],
];

/** The currency of a claim's phone (the redeem form only takes these East African numbers). */
export const currencyOf = (phone: string) => CURRENCY_BY_PREFIX.find(([prefix]) => phone.startsWith(prefix))?.[1] ?? 'UGX';

/** Whole units of local currency for the points, at the configured rate (PAYOUT_RATES). */
export function moneyFor(points: number, currency: string, rates: Record<string, number>): number {
  const rate = rates[currency];
  if (!rate) throw new PayoutConfigError(`No PAYOUT_RATES entry for ${currency}`);
  return Math.max(1, Math.round(points * rate));
}

/** The settings cannot make this payout (nothing was sent): the reviewer sees why. */
export class PayoutConfigError extends Error {
  readonly code = 'PAYOUT_CONFIG';
}
