/**
 * The SMS texts (issue 33), in English and Kiswahili, written in GSM-7 so that each is one SMS of
 * at most 160 characters; a session's title is shortened to keep its reminder in one (and made
 * GSM-7 where a typographic character would have made the whole text UCS-2, 70 characters).
 */
import { PHONE_CODE, smsSegments } from '@delv/shared';

type Language = 'en' | 'sw';

const TEXTS = {
  en: {
    code: (code: string) => `Your Delv code is ${code}. It expires in ${PHONE_CODE.ttlMinutes} minutes. Never share it with anyone.`,
    reminder: (title: string, time: string) => `Delv: "${title}" starts at ${time}. Reply STOP to end SMS reminders.`,
  },
  sw: {
    code: (code: string) => `Msimbo wako wa Delv ni ${code}. Unaisha baada ya dakika ${PHONE_CODE.ttlMinutes}. Usimpe mtu yeyote.`,
    reminder: (title: string, time: string) => `Delv: "${title}" inaanza saa ${time}. Jibu TOKA kusitisha vikumbusho vya SMS.`,
  },
} satisfies Record<Language, unknown>;

const langOf = (language: string): Language => (language === 'sw' ? 'sw' : 'en');

export const codeText = (language: string, code: string) => TEXTS[langOf(language)].code(code);

/** Typographic characters people type in titles, as their GSM-7 look-alikes. */
const GSM_LOOKALIKES: Array<[RegExp, string]> = [
  [/[‘’‚′]/g, "'"],
  [/[“”„″]/g, '"'],
  [/[–—−]/g, '-'],
  [/…/g, '...'],
  [/\u00a0/g, ' '],
];

/** The reminder of a session in one SMS where possible: the title is cut (with ...) until it fits. */
export function reminderText(language: string, title: string, time: string): string {
  const make = TEXTS[langOf(language)].reminder;
  const chars = [...GSM_LOOKALIKES.reduce((s, [re, to]) => s.replace(re, to), title.trim().replace(/\s+/g, ' '))];
  const full = make(chars.join(''), time);
  if (smsSegments(full).segments === 1) return full;
  for (let n = chars.length - 1; n >= 8; n -= 1) {
    const text = make(`${chars.slice(0, n).join('').trimEnd()}...`, time);
    if (smsSegments(text).segments === 1) return text;
  }
  // A title of characters outside GSM-7 can make even a short reminder two SMS: sent as it is.
  return make(`${chars.slice(0, 8).join('')}...`, time);
}

/** HH:MM of a moment in a time zone (24-hour, as both languages' SMS write it). */
export function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
}
