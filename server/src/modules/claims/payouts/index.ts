import type { RedeemableAs } from '@delv/shared';
import type { PayoutConfig } from '../../../config';
import { africasTalking } from './africasTalking';
import { momo } from './momo';
import type { PayoutProvider } from './types';

export type { PayoutProvider, PayoutRequest, PayoutState, ProviderName } from './types';

/**
 * Which provider pays a claim, from the settings: Airtime (and Internet_Data with a data product)
 * through Africa's Talking, Cash through MTN MoMo. Null: the reviewer pays by hand and records it.
 * One adapter per process and provider, so MoMo's token is reused.
 */
export function payoutProviders(cfg: PayoutConfig): (kind: RedeemableAs) => PayoutProvider | null {
  const at = cfg.africasTalking ? africasTalking(cfg.africasTalking, cfg) : null;
  const mm = cfg.momo ? momo(cfg.momo, cfg) : null;
  return (kind) => {
    if (kind === 'Cash') return mm;
    if (kind === 'Internet_Data') return cfg.africasTalking?.dataProduct ? at : null;
    return at;
  };
}
