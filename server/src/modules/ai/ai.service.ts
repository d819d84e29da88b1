import { FEED_MSG } from '@delv/shared';
import type { Config } from '../../config';
import { HttpError, notImplemented } from '../../lib/errors';
import { log } from '../../lib/log';
import { authorize, type Actor } from '../../policies/actor';
import { aiPolicy } from './ai.policy';

/** What the assistant is told before every question: who asks, and to stay short and practical. */
const SYSTEM =
  'You are Delv, a career guide for learners in East Africa (Uganda, Kenya, Rwanda, Burundi, Tanzania). ' +
  'Answer in the language of the question, in at most five short sentences, practical and kind. ' +
  'Suggest finding a mentor on Delv when a personal conversation would help.';

export const aiAvailable = (config: Config) => Boolean(config.ai.apiUrl);

/** GET /ai/status: whether to show the Ask AI button at all. */
export function aiStatus(config: Config, actor: Actor | null): { available: boolean } {
  authorize(aiPolicy.status(actor));
  return { available: aiAvailable(config) };
}

/** POST /ai/ask: the assistant's answer to a signed-in person's question. */
export async function answer(config: Config, actor: Actor, question: string): Promise<string> {
  authorize(aiPolicy.ask(actor));
  return ask(config, question);
}

/**
 * Asks the configured OpenAI-compatible completion service (AI_API_URL + /chat/completions, with
 * AI_API_KEY and AI_MODEL; temperature 0 as the old client sent). The key stays on the server.
 * Not configured: 501. The service failing or slow: 502 with a message to try again.
 */
export async function ask(config: Config, question: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const { apiUrl, apiKey, model } = config.ai;
  if (!apiUrl) throw notImplemented(FEED_MSG.aiOff);
  let res: Response;
  try {
    res = await fetchImpl(`${apiUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        temperature: 0,
        max_tokens: 300,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (err) {
    log.warn({ err: (err as Error).name }, 'ask AI: the service did not answer');
    throw new HttpError(502, 'INTERNAL', FEED_MSG.aiFailed);
  }
  const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: string }; text?: string }[] } | null;
  const answer = body?.choices?.[0]?.message?.content ?? body?.choices?.[0]?.text;
  if (!res.ok || typeof answer !== 'string' || !answer.trim()) {
    log.warn({ status: res.status }, 'ask AI: the service refused or answered nothing');
    throw new HttpError(502, 'INTERNAL', FEED_MSG.aiFailed);
  }
  return answer.trim();
}
