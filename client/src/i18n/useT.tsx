import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { TransNoContext } from '@lingui/react/server';
import type { Language } from '@delv/shared';
import { i18n, isLoaded, loadCatalogue } from './catalogues';
import { getLanguage, subscribeLanguage } from './language';

/**
 * The key types of every catalogue, by namespace. Each catalogue adds itself from its own
 * folder (features/<area>/i18n/index.ts), so a typo in a key fails the type check:
 *   import type en from './en.json';
 *   declare module '../../../i18n/useT' { interface Catalogues { auth: typeof en } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Catalogues {}

export type Namespace = keyof Catalogues & string;
export type KeyOf<N extends Namespace> = keyof Catalogues[N] & string;
/** Values for a message's {placeholders}; numbers drive plurals, strings drive selects. */
export type Values = Record<string, unknown>;

export interface Translate<N extends Namespace> {
  /** A message as text: aria-labels, titles, placeholders, toasts, and plain JSX text. */
  (key: KeyOf<N>, values?: Values): string;
  /** A message with tags (<strong>{email}</strong>, <link>Sign in</link>): `components` gives
   * the element for each tag name; the words inside come from the catalogue. */
  rich(key: KeyOf<N>, values: Values, components: Record<string, ReactNode>): ReactNode;
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/**
 * The words of one namespace in the active language. When they are not here yet, the first use
 * downloads them and suspends the component until it is there (the route's spinner shows), so English never
 * flashes before Kiswahili.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const language = useLanguage();
  // Words not here yet: the component waits for them (the nearest Suspense shows its fallback).
  // A thrown load, not use(): use() would have to be called on every later render as well.
  // Its part brought the keys its code names (scripts/pageWords.ts); a component rendered without a
  // part (a test, the dev server) gets the whole namespace.
  if (!isLoaded(namespace, language)) throw loadCatalogue(namespace, language);
  return useMemo(() => {
    const id = (key: string) => `${namespace}:${key}`;
    const text = (key: string, values?: Values) => i18n._(id(key), values);
    const rich = (key: string, values: Values, components: Record<string, ReactNode>) => (
      <TransNoContext id={id(key)} values={values} components={components} lingui={{ i18n }} />
    );
    return Object.assign(text, { rich }) as Translate<N>;
    // `language` is a dependency on purpose: a new language gives a new function, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, language]);
}
