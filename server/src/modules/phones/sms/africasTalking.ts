/*
 * Africa's Talking SMS: POST {url}/version1/messaging, form-encoded username, to (comma-separated
 * E.164 numbers), message and from (a sender id or short code, optional), the apiKey header; it
 * answers SMSMessageData.Recipients[] with number, status, statusCode (100 Processed, 101 Sent,
 * 102 Queued: accepted; 401-409, 5xx: refused), messageId and cost. Sandbox:
 * https://api.sandbox.africastalking.com with the username 'sandbox'. Not reachable from here:
 * tested against the local stand-in (server/test/smsStandIn.ts).
 */
import type { SmsConfig } from '../../../config';
import { SmsUnreachable, type SmsProvider, type SmsRecipientResult } from './types';

type AtSms = NonNullable<SmsConfig['africasTalking']>;

const TIMEOUT_MS = 20_000;
const ACCEPTED = new Set([100, 101, 102]);

interface MessagingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: Array<{ number?: string; status?: string; statusCode?: number; messageId?: string; cost?: string }>;
  };
}

/** A provider's word, without anything that looks like a number of a person. */
const reasonOf = (v: unknown, fallback: string) =>
  typeof v === 'string' && v.trim()
    ? v
        .trim()
        .replace(/\+?\d{8,}/g, '…')
        .slice(0, 120)
    : fallback;

export function africasTalkingSms(cfg: AtSms): SmsProvider {
  return {
    name: 'africastalking',
    async send(to, message) {
      const form = new URLSearchParams({ username: cfg.username, to: to.join(','), message });
      if (cfg.from) form.set('from', cfg.from);
      let res: Response;
      try {
        res = await fetch(`${cfg.url}/version1/messaging`, {
          method: 'POST',
          headers: { apiKey: cfg.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new SmsUnreachable("Africa's Talking did not answer");
      }
      const text = await res.text().catch(() => '');
      if (res.status >= 500) throw new SmsUnreachable(`Africa's Talking answered ${res.status}`);
      let body: MessagingAnswer | null = null;
      try {
        body = JSON.parse(text) as MessagingAnswer;
      } catch {
        // A refusal of the request itself is plain text ("The supplied authentication is invalid").
      }
      const recipients = body?.SMSMessageData?.Recipients;
      if (res.status >= 400 || !recipients) {
        const reason = reasonOf(body?.SMSMessageData?.Message ?? text, `Africa's Talking refused the request (${res.status})`);
        return to.map((phone) => ({ phone, status: 'failed' as const, reason }));
      }
      const byNumber = new Map(recipients.map((r) => [r.number ?? '', r]));
      return to.map((phone): SmsRecipientResult => {
        const r = byNumber.get(phone);
        if (!r) return { phone, status: 'failed', reason: 'No answer for this number' };
        return r.statusCode !== undefined && ACCEPTED.has(r.statusCode)
          ? { phone, status: 'sent', messageId: r.messageId, cost: r.cost }
          : { phone, status: 'failed', reason: reasonOf(r.status, `Status ${r.statusCode ?? 'unknown'}`) };
      });
    },
  };
}
