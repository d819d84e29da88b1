import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@delv/shared';
import { en } from './en';
import { sw } from './sw';

/*
 * Every e-mail's words, one file per language (issue 11): en.ts and sw.ts implement MailTexts.
 * A call site picks the recipient's language with mailTexts(lang) and fills the template; links,
 * addresses and attachments stay where they are built. Kiswahili follows docs/i18n-glossary.md.
 */

/** Subject, body and the button's words of one e-mail. */
export interface MailWords {
  subject: string;
  text: string;
  linkLabel: string;
}

/** What a session mail shows about the session (already formatted for the language). */
export interface SessionFacts {
  title: string;
  firstname: string;
  when: string;
  minutes: number;
  presenter: string;
  organiser: string;
  price: number;
  meetingLink: string;
}

export interface MailTexts {
  /** The frame around every mail (lib/mail.ts). */
  frame: { copyLink: string; signature: string };
  confirmation(p: { firstname: string }): MailWords;
  passwordReset(p: { firstname: string; minutes: number }): MailWords;
  /** Someone signed up with an address that has an account (the sign-up's answer did not say so). */
  signupAttempt(p: { firstname: string }): MailWords;
  invitation(p: { inviterName: string }): MailWords;
  sessionRegistered(s: SessionFacts): MailWords;
  sessionUpdated(s: SessionFacts): MailWords;
  sessionCancelled(s: SessionFacts): MailWords;
  sessionReminder(s: SessionFacts): MailWords;
  /** Lines of the calendar entry's description (.ics). */
  ics: { presenter: string; organiser: string; join: string; sessionPage: string };
}

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, sw };

/** The templates of a language; anything unknown (an old row, a typo) gets English. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return MAIL_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** 'Ugx 20,000' (grouped the same in both languages), or the word for free. */
export function priceText(price: number, free: string): string {
  return price >= 1 ? `Ugx ${price.toLocaleString('en-US')}` : free;
}
