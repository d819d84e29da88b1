import { PayoutUnreachable } from './types';

/** Provider calls give up after this long; the job tries again later with the same key. */
const TIMEOUT_MS = 20_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** fetch with a timeout; a network failure is PayoutUnreachable (the request may or may not have arrived). */
export async function call(url: string, init: RequestInit, who: string): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new PayoutUnreachable(`${who} did not answer`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Some answers (MoMo's 202) have no JSON body.
  }
  if (res.status >= 500) throw new PayoutUnreachable(`${who} answered ${res.status}`);
  return { status: res.status, body };
}

/** A provider's words for a reason, cut short (shown on the reviewers' desk; never a phone or a key). */
export const reasonText = (v: unknown, fallback: string) =>
  typeof v === 'string' && v.trim()
    ? v
        .trim()
        .replace(/\+?\d{8,}/g, '…')
        .slice(0, 200)
    : fallback;
