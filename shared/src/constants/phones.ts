// Plain constants of phones and SMS (issue 33); yup schemas in validation/phones.ts, shapes in types/phones.ts.
import { DEFAULT_TIME_ZONE } from './countries';

/** The countries whose mobile numbers are taken: code, digits after it, and the IANA time zone. */
export const PHONE_COUNTRIES = [
  { code: '+256', digits: 9, timeZone: 'Africa/Kampala' },
  { code: '+254', digits: 9, timeZone: 'Africa/Nairobi' },
  { code: '+255', digits: 9, timeZone: 'Africa/Dar_es_Salaam' },
  { code: '+250', digits: 9, timeZone: 'Africa/Kigali' },
  { code: '+257', digits: 8, timeZone: 'Africa/Bujumbura' },
] as const;

/**
 * A number in E.164 (+256772123456) from what a person types: spaces, dashes, dots and brackets
 * dropped, a leading 00 or a bare country code taken as +; null when it is not a mobile number of
 * the five countries (a local 07... number needs its country code: which country is not known).
 */
export function toE164(input: string): string | null {
  let n = input.replace(/[\s\-.()]/g, '');
  if (n.startsWith('00')) n = `+${n.slice(2)}`;
  else if (/^25\d/.test(n)) n = `+${n}`;
  const country = PHONE_COUNTRIES.find((c) => n.startsWith(c.code));
  if (!country) return null;
  const rest = n.slice(country.code.length);
  // A trunk 0 after the country code (+256 0772...) is dropped, as people write it.
  const local = rest.length === country.digits + 1 && rest.startsWith('0') ? rest.slice(1) : rest;
  return new RegExp(`^[1-9]\\d{${country.digits - 1}}$`).test(local) ? `${country.code}${local}` : null;
}

/** The time zone of a number's country (SMS hours); East Africa Time (UTC+3) for any other. */
export const timeZoneOfPhone = (e164: string) => PHONE_COUNTRIES.find((c) => e164.startsWith(c.code))?.timeZone ?? DEFAULT_TIME_ZONE;

/** A number shown with its middle hidden (+256 7•• ••• 456), for lists other people may see. */
export const maskPhone = (e164: string) => `${e164.slice(0, 5)}•• ••• ${e164.slice(-3)}`;

/** Verification codes: six digits, this long valid, this many wrong tries, this many sends. */
export const PHONE_CODE = {
  digits: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  resendSeconds: 60,
  sendsPerDay: 5,
} as const;
/** Numbers one account may keep. */
export const PHONES_PER_ACCOUNT = 5;

/** The notice kinds a person may also get by SMS (notifications' kinds): session reminders. */
export const SMS_KINDS = ['reminder'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** Inbound words that end SMS reminders (Africa's Talking's inbound callback): English and Kiswahili. */
export const SMS_STOP_WORDS = ['STOP', 'ONDOKA', 'TOKA'] as const;

/** SMS are sent only between these local hours (from 08:00, before 20:00). */
export const SMS_HOURS = { from: 8, to: 20 } as const;

// GSM 03.38: the basic set (one septet each) and the extension set (two: escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * How an SMS text travels and how many messages it costs: GSM-7 when every character is in the
 * GSM 03.38 sets (160 in one message, 153 per part when longer; an extension character counts 2),
 * else UCS-2 (70 in one, 67 per part; a character outside the BMP counts 2).
 */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Texts of phones and SMS (issue 33). */
export const PHONE_MSG = {
  numberRequired: 'Enter your mobile number',
  numberInvalid: 'Enter a mobile number of Uganda, Kenya, Tanzania, Rwanda or Burundi with its country code, like +256 772 123456',
  added: 'We sent a six-digit code to this number',
  tooMany: 'You can keep at most 5 numbers: remove one first',
  alreadyYours: 'This number is already in your list',
  takenByAnother: 'This number is verified by another account: it must be removed there first',
  notFound: 'Phone number not found',
  codeRequired: 'Enter the six-digit code',
  codeInvalid: 'The code has six digits',
  codeWrong: 'That code is not right',
  codeExpired: 'This code has expired: ask for a new one',
  codeTooManyTries: 'Too many wrong codes: ask for a new one',
  verified: 'Your number is verified',
  alreadyVerified: 'This number is already verified',
  resendTooSoon: 'Wait a minute before asking for another code',
  resendTooMany: 'At most 5 codes a day: try again tomorrow',
  codeSent: 'A new code is on its way',
  released: 'Number removed',
  smsUnavailable: 'SMS cannot be sent now: please try again later',
  budgetSpent: 'Today’s SMS are all used: please try again tomorrow',
  preferencesSaved: 'SMS settings saved',
  smsNeedsPhone: 'Verify a phone number first to get SMS',
  kindInvalid: 'Unknown SMS type',
  inboundInvalid: 'Not a valid inbound message',
} as const;
