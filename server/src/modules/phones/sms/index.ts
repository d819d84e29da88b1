import type { SmsConfig } from '../../../config';
import { africasTalkingSms } from './africasTalking';
import { filesSms } from './files';
import type { SmsProvider } from './types';

export type { SmsProvider, SmsProviderName, SmsRecipientResult } from './types';
export { SmsUnreachable } from './types';

/** Africa's Talking when AT_USERNAME and AT_API_KEY are set; else files in DATA_DIR/sms. */
export const smsProvider = (cfg: SmsConfig): SmsProvider =>
  cfg.africasTalking ? africasTalkingSms(cfg.africasTalking) : filesSms(cfg.dir);
