import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@delv/shared';
import { en } from './en';
import { sw } from './sw';
import type { MailTexts } from './words';

export type { ClaimFacts, MailTexts, MailWords, SessionFacts } from './words';

/*
 * Every e-mail's words, one file per language (issue 11): en.ts and sw.ts implement MailTexts.
 * A call site picks the recipient's language with mailTexts(lang) and fills the template; links,
 * addresses and attachments stay where they are built. Kiswahili follows docs/i18n-glossary.md.
 */

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, sw };

/** The templates of a language; anything unknown (an old row, a typo) gets English. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return MAIL_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
