import { isLanguage, languageFromTags, type Language } from '@delv/shared';
import { filesInUse, i18n, loadWords } from './catalogues';

/*
 * The active language. First visit: the browser's languages (sw-* is Kiswahili, else English).
 * A choice made with the switcher is remembered on this device (localStorage) and, for a
 * signed-in person, on the account (useLanguageChoice). The latest choice wins: a choice this
 * device has not yet saved on the account (made offline, or before signing in) is newer than the
 * account's and is saved there when it can be (LanguageSync); otherwise signing in applies the
 * account's (a choice made on another device).
 */

export const LANGUAGE_STORAGE_KEY = 'delv.language';
const UNSAVED_KEY = 'delv.language.unsaved';

/** This device's choice while the account does not hold it yet, else null. */
export function unsavedChoice(): Language | null {
  try {
    return localStorage.getItem(UNSAVED_KEY) === '1' ? remembered() : null;
  } catch {
    return null;
  }
}

/** Whether the account holds this device's choice (false: save it when possible). */
export function markChoiceSaved(saved: boolean): void {
  try {
    if (saved) localStorage.removeItem(UNSAVED_KEY);
    else localStorage.setItem(UNSAVED_KEY, '1');
  } catch {
    // storage blocked: nothing is remembered on this device anyway
  }
}

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
  wanted = language;
  try {
    await Promise.all([...filesInUse].map((file) => loadWords(file, language)));
  } catch (err) {
    // Offline and this language's words were never fetched here: it shows once they can be
    // (the 'online' listener below); the choice is already remembered. Once fetched, the service
    // worker keeps them (delv-assets), so the next switch works offline.
    if (typeof window !== 'undefined') window.addEventListener('online', retryWanted, { once: true });
    throw err;
  }
  if (wanted === language) show(language);
}

/** The language last asked for (a later choice wins over an earlier one still loading). */
let wanted: Language | null = null;
const retryWanted = () => {
  if (wanted && wanted !== current) void setLanguage(wanted, { remember: false }).catch(() => undefined);
};

/** Before the first render: the shell's words (and the shared MSG messages) in the page's language. */
export async function startLanguage(): Promise<void> {
  await loadWords('boot', current);
  show(current);
}
