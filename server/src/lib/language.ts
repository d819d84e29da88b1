import type { Request } from 'express';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@delv/shared';

/**
 * The language to write to someone in (issue 11): what they chose (a body field, their account),
 * else what their browser asks for (Accept-Language), else English.
 */
export function requestLanguage(req: Request, chosen?: unknown): Language {
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(req.user?.language)) return req.user.language;
  return languageFromAcceptLanguage(req.headers['accept-language']);
}
