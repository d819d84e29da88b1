import { CONTENT_MSG } from '../constants/content';
import { FEED_MSG } from '../constants/feed';
import { FIELD_LABELS, MSG } from '../constants/messages';
import { GROUP_MSG } from '../constants/groups';
import { CLAIM_MSG } from '../constants/claims';
import { INSTITUTION_MSG } from '../constants/institutions';
import { AFFILIATION_MSG, MEMBER_INVITE_MSG } from '../constants/affiliations';
import { SEARCH_MSG } from '../constants/search';
import { SESSION_MSG } from '../constants/sessions';
import { NOTIFICATION_MSG } from '../constants/notifications';
import { INSIGHTS_MSG } from '../constants/insights';
import { MODERATION_MSG } from '../constants/moderation';
import { PHONE_MSG } from '../constants/phones';
import { YOUTH_MSG } from '../constants/youth';

/*
 * Stable codes for the shared messages (issue 11). A message's code is where it lives:
 * 'MSG.emailRequired', 'SESSION_MSG.priceTooHigh'. The English texts stay the spec's words (tests
 * assert them); the API sends the code beside the text, and the client shows the text of the
 * code in the person's language (Kiswahili in messages.sw.json, keyed by code).
 *
 * Messages that take values are ICU templates here ({field}, {max}); the English function in the
 * map must give the same text as its template (messageKeys.test.ts checks every one). A value
 * that is a field name (FIELD_LABELS) is shown translated too: its code is 'FIELD.<key>'.
 */

export const MESSAGE_MAPS = {
  MSG,
  CONTENT_MSG,
  FEED_MSG,
  SESSION_MSG,
  SEARCH_MSG,
  GROUP_MSG,
  CLAIM_MSG,
  INSTITUTION_MSG,
  AFFILIATION_MSG,
  MEMBER_INVITE_MSG,
  NOTIFICATION_MSG,
  INSIGHTS_MSG,
  MODERATION_MSG,
  PHONE_MSG,
  YOUTH_MSG,
} as const;
export type MessageMapName = keyof typeof MESSAGE_MAPS;

/** ICU templates of the messages that are functions, by code. */
export const MESSAGE_TEMPLATES: Record<string, string> = {
  'MSG.tooLong': '{field} must be at most {max} characters',
  'MSG.tooMany': 'At most {max} entries',
  'MSG.tooManyWrites': 'Too many in a short time. Please try again in {seconds} seconds.',
  'MSG.silenced': 'You cannot post, comment, chat or review until {until}.',
  'MSG.suspended': 'Your account is suspended until {until}.',
  'CONTENT_MSG.numberInvalid': '{field} must be a number of 0 or more',
};

export type MessageParams = Record<string, string | number>;
/** A message as code and values: what the API sends beside the English text. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** Every message's English text (or ICU template), by code, including 'FIELD.<key>' labels. */
export function englishMessages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [mapName, map] of Object.entries(MESSAGE_MAPS)) {
    for (const [key, value] of Object.entries(map)) {
      const code = `${mapName}.${key}`;
      if (typeof value === 'string') out[code] = value;
      else {
        const template = MESSAGE_TEMPLATES[code];
        if (!template) throw new Error(`${code} takes values but has no template in MESSAGE_TEMPLATES`);
        out[code] = template;
      }
    }
  }
  for (const [key, label] of Object.entries(FIELD_LABELS)) out[`FIELD.${key}`] = label;
  return out;
}

let byText: Map<string, string> | null = null;
let patterns: Array<{ key: string; re: RegExp; names: string[] }> | null = null;
let labelCodes: Map<string, string> | null = null;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index() {
  if (byText && patterns && labelCodes) return;
  byText = new Map();
  patterns = [];
  labelCodes = new Map(Object.entries(FIELD_LABELS).map(([key, label]) => [label, `FIELD.${key}`]));
  // The first map that holds a text owns it: a text found twice gets one code (and one translation).
  for (const [key, text] of Object.entries(englishMessages())) {
    if (key.startsWith('FIELD.')) continue;
    if (MESSAGE_TEMPLATES[key]) {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const m = /^\{(\w+)\}$/.exec(part);
          if (!m) return escapeRe(part);
          names.push(m[1]);
          return '(.+?)';
        })
        .join('');
      patterns.push({ key, re: new RegExp(`^${source}$`), names });
    } else if (!byText.has(text)) {
      byText.set(text, key);
    }
  }
}

/**
 * The code (and values) of a shared message given its English text, or null for a text that is
 * not one of them. Used by the server for the error envelope and by the client for messages yup
 * produced in the browser.
 */
export function describeMessage(text: string): MessageRef | null {
  index();
  const key = byText!.get(text);
  if (key) return { key };
  for (const { key: code, re, names } of patterns!) {
    const m = re.exec(text);
    if (!m) continue;
    const params: MessageParams = {};
    names.forEach((name, i) => {
      const value = m[i + 1];
      params[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { key: code, params };
  }
  return null;
}

/** The code of a field name ('First name' -> 'FIELD.firstName'), or null. */
export function fieldLabelCode(label: string): string | null {
  index();
  return labelCodes!.get(label) ?? null;
}
