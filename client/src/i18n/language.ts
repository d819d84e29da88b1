import { isLanguage, languageFromTags, type Language } from '@delv/shared';
import { i18n, loadCatalogues, namespacesInUse } from './catalogues';

/*
 * The active language. First visit: the browser's languages (sw-* is Kiswahili, else English).
 * A choice made with the switcher is remembered on this device (localStorage) and, for a
 * signed-in person, on the account (useLanguageChoice); signing in applies the account's.
 */

export const LANGUAGE_STORAGE_KEY = 'delv.language';

function remembered(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode): fall back to the browser's languages
  }
}

/** What a page opens in: the remembered choice, else the browser's languages. */
export function detectLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return remembered() ?? languageFromTags(nav?.languages?.length ? nav.languages : [nav?.language ?? '']);
}

let current: Language = detectLanguage();
const listeners = new Set<() => void>();

export const getLanguage = (): Language => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(language: Language) {
  current = language;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  listeners.forEach((l) => l());
}

/**
 * Switches the interface. The words of everything on screen are fetched first, so the page
 * changes in one step (no spinner, no half-English page). `remember` keeps the choice on
 * this device; the account's language is applied without overwriting a device choice.
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered on this device; the account (when signed in) still keeps it
    }
  }
  if (language === current && i18n.locale === language) return;
  await loadCatalogues(namespacesInUse, language);
  show(language);
}

/** Before the first render: the shell's words (and the shared messages) in the page's language. */
export async function startLanguage(): Promise<void> {
  await loadCatalogues(['shell', 'messages.MSG'], current);
  show(current);
}
