/*
 * The SMS provider interface (issue 33): one text to one or more numbers, an answer per number.
 * Africa's Talking's SMS API is the real adapter (africasTalking.ts); with no provider settings each
 * SMS is written to a file (files.ts), as mail is. Tests and the browser journey use a local
 * stand-in of Africa's Talking (server/test/smsStandIn.ts): its real service is not reachable from here.
 */
export type SmsProviderName = 'africastalking' | 'files';

export interface SmsRecipientResult {
  /** E.164, as sent. */
  phone: string;
  status: 'sent' | 'failed';
  /** The provider's id of this message (Africa's Talking messageId). */
  messageId?: string;
  cost?: string;
  /** Why it failed (the provider's status word), shown to admins; never a number or a text. */
  reason?: string;
}

export interface SmsProvider {
  name: SmsProviderName;
  /** Sends one text to these numbers (distinct); an answer for each. */
  send(to: string[], message: string): Promise<SmsRecipientResult[]>;
}

/** No answer that says what happened (network, timeout, 5xx): the messages are tried again later. */
export class SmsUnreachable extends Error {
  readonly code = 'SMS_UNREACHABLE';
}
