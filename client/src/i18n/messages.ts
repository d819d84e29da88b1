import { useMemo } from 'react';
import {
  MESSAGE_TEMPLATES, describeMessage, englishMessages, fieldLabelCode, type ApiErrorBody, type MessageRef,
} from '@delv/shared';
import { errorMessage } from '../lib/api';
import { i18n } from './catalogues';
import { useLanguage } from './useT';

/*
 * The shared messages (MSG, CONTENT_MSG, FEED_MSG, SESSION_MSG, SEARCH_MSG) in the person's
 * language. They keep their English text everywhere in the code (the spec's words, asserted by
 * tests); only what is SHOWN goes through `tm`. It takes the English text (a formik error, a
 * state holding MSG.x) or the API's code ({ key, params }), and gives back the text in the
 * active language. A text that is not a shared message (a name, a server text we do not know)
 * comes back unchanged.
 */

export type MessageInput = string | MessageRef | null | undefined;
export type TranslateMessage = (message: MessageInput) => string;

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The text of a message in `language` (the active one unless said). */
export function translateMessage(message: MessageInput, language = i18n.locale): string {
  if (!message) return '';
  const ref = typeof message === 'string' ? describeMessage(message) : message;
  if (!ref) return typeof message === 'string' ? message : '';
  const params = ref.params ?? {};
  if (language === 'en') {
    if (typeof message === 'string') return message;
    const template = MESSAGE_TEMPLATES[ref.key];
    return template ? fill(template, params) : (englishOf(ref.key) ?? ref.key);
  }
  // A value that is a field name ('First name') is shown in the language too.
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const code = typeof value === 'string' ? fieldLabelCode(value) : null;
    values[name] = code ? i18n._(`messages:${code}`) : value;
  }
  return i18n._(`messages:${ref.key}`, values);
}

let english: Record<string, string> | null = null;
/** The English text of a code (a code from the API, shown to someone reading English). */
function englishOf(key: string): string | undefined {
  english ??= englishMessages();
  return english[key];
}

/** `tm` for a component: re-renders in the new language after a switch. */
export function useMessages(): TranslateMessage {
  const language = useLanguage();
  return useMemo(() => (message: MessageInput) => translateMessage(message, language), [language]);
}

/** The message of a failed API call as code and values when the server sent them, else its text. */
export function apiErrorMessage(error: unknown): MessageInput {
  const body = (error as { data?: Partial<ApiErrorBody> } | undefined)?.data;
  const key = body?.error?.messageKey;
  if (key) return { key, params: body?.error?.messageParams };
  return errorMessage(error);
}
