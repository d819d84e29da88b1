import { useMemo } from 'react';
import { messageHash, type MessageMapName } from '@delv/shared';
import { errorMessage } from '../lib/api';
import { i18n, isLoaded, loadCatalogue, sharedTemplates } from './catalogues';
import { useLanguage } from './useT';

/*
 * The shared messages (MSG, CONTENT_MSG, FEED_MSG, SESSION_MSG, SEARCH_MSG, GROUP_MSG) in the person's
 * language. They keep their English text everywhere in the code (the spec's words, asserted by
 * tests); only what is SHOWN goes through `tm`, which takes the English text (MSG.x, a formik
 * error, a server's error.message) and gives it back in the active language. A text that is not
 * a shared message (a name, a text we do not know) comes back unchanged. Kiswahili comes from
 * shared/src/i18n/sw/<MAP>.json: MSG (with the field names) is loaded with the shell; a screen
 * that shows another map's messages names it, `useMessages('FEED_MSG')`, and its words come before
 * it renders. English needs no download.
 */

export type MessageInput = string | null | undefined;
export type TranslateMessage = (message: MessageInput) => string;

const idOf = (text: string) => `messages:${messageHash(text)}`;
const known = (id: string) => id in (i18n.messages ?? {});

/** The text of a shared message in `language` (the active one unless said). */
export function translateMessage(message: MessageInput, language = i18n.locale): string {
  if (!message) return '';
  if (language === 'en') return message;
  const id = idOf(message);
  if (known(id)) return i18n._(id);
  // A message with values ('First name must be at most 80 characters'): its pattern gives them.
  for (const [hash, pattern, names] of sharedTemplates.get(language as never) ?? []) {
    const match = new RegExp(pattern).exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, i) => {
      const value = match[i + 1];
      // A field name is a shared text too ('First name' -> 'Jina la kwanza').
      values[name] = /^\d+$/.test(value) ? Number(value) : known(idOf(value)) ? i18n._(idOf(value)) : value;
    });
    return i18n._(`messages:${hash}`, values);
  }
  return message;
}

/** `tm` for a component: MSG and the maps named here, in the active language (suspends until their
 * words are here, like useT); re-renders in the new language after a switch. */
export function useMessages(...maps: Exclude<MessageMapName, 'MSG'>[]): TranslateMessage {
  const language = useLanguage();
  for (const map of ['MSG', ...maps]) {
    if (!isLoaded(`messages.${map}`, language)) throw loadCatalogue(`messages.${map}`, language);
  }
  return useMemo(() => (message: MessageInput) => translateMessage(message, language), [language]);
}

/**
 * The message of a failed API call, to keep in state and show with `tm`: the server's English text
 * (shared messages are found by it; the API also names them by code in error.messageKey for other
 * clients), or a network/server fallback.
 */
export function apiErrorMessage(error: unknown): string {
  return errorMessage(error);
}

/**
 * Shared messages in the page's language without waiting for their map: for screens whose route
 * loads the maps they show with its code (`page()` in app/router.tsx), so they render at once (a
 * form that must not flash a spinner). Elsewhere use useMessages, which waits for the map.
 */
export function useMessagesNow(): TranslateMessage {
  const language = useLanguage();
  return useMemo(() => (message: MessageInput) => translateMessage(message, language), [language]);
}
