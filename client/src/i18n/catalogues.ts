import { setupI18n } from '@lingui/core';
import type { Language } from '@delv/shared';
import { TEMPLATES_KEY, type SharedTemplate } from './templates';

/*
 * The words, by namespace and group (i18n/compile.ts):
 *   src/i18n/<lang>.json                  the shell (app/, components/, main.tsx): namespace 'shell'
 *   src/features/<area>/i18n/<lang>.json  one feature: namespace '<area>'
 *   shared/src/i18n/sw/<MAP>.json         one map of shared messages in Kiswahili: namespace
 *                                         'messages.<MAP>', keyed by English text's hash
 * The build writes words files (scripts/pageWords.ts): 'boot' (the keys the shell's code names, with
 * the MSG messages), one per lazily loaded part (the keys its code names, fetched beside its code:
 * words.ts), and one per whole namespace (for a component whose words no part brought: tests, the
 * dev server). They are plain JSON under assets/words/<version>/<lang>/, so the shell holds no list of them.
 */

/** A words file: namespace -> compiled messages by key. */
export type Words = Record<string, Record<string, unknown>>;

const fetchWords = (file: string, language: Language): Promise<Words> =>
  fetch(`${import.meta.env.BASE_URL}${__WORDS_DIR__}${language}/${file}.json`).then((res) => {
    if (!res.ok) throw new Error(`words ${file}: ${res.status}`);
    return res.json() as Promise<Words>;
  });
let source: (file: string, language: Language) => Promise<Words> = fetchWords;
/** Tests read the words from the source catalogues (src/test/setup.ts), not over HTTP. */
export function setWordsSource(read: typeof source): void {
  source = read;
}

/** The one Lingui instance. Message ids are '<namespace>:<key>'. A key the build did not see in
 * its part's code (a key made at run time) is a bug: said in the console (the i18n journey fails
 * on it), and its whole namespace is fetched so the next render has it. */
export const i18n = setupI18n({
  missing: (language, id) => {
    const namespace = id.slice(0, id.indexOf(':'));
    if (namespace && namespace !== 'messages' && !loads.has(`${language}:${namespace}`)) {
      console.error(`words: ${id} did not come with its part (scripts/pageWords.ts)`);
      void loadCatalogue(namespace, language as Language).catch(() => undefined);
    }
    return id;
  },
});

/** A load and its state (`status` is set when it settles, so isLoaded answers synchronously). */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };
const loads = new Map<string, TrackedLoad>();
/** What is here, per language: '<lang>|<namespace>' (its keys that some part or the shell named, or all). */
const present = new Set<string>();
/** Words files something has asked for: a language switch loads them all before it shows. */
export const filesInUse = new Set<string>();

/** Patterns of the shared messages that take values, per language (messages.ts uses them). */
export const sharedTemplates = new Map<Language, SharedTemplate[]>();

export const isLoaded = (namespace: string, language: Language): boolean => present.has(`${language}|${namespace}`);

function register(words: Words, language: Language) {
  for (const [namespace, messages] of Object.entries(words)) {
    // Every map of shared messages shares one id space ('messages:<hash>'): tm looks them up by text.
    const prefix = namespace.startsWith('messages.') ? 'messages' : namespace;
    const prefixed: Record<string, unknown> = {};
    for (const [id, message] of Object.entries(messages)) {
      if (id === TEMPLATES_KEY) sharedTemplates.set(language, [...(sharedTemplates.get(language) ?? []), ...(message as SharedTemplate[])]);
      else prefixed[`${prefix}:${id}`] = message;
    }
    i18n.load(language, prefixed as never);
    present.add(`${language}|${namespace}`);
  }
}

/**
 * Loads one words file in one language, once: every caller gets the same promise, which a
 * component waiting for its words throws to Suspense. A failed download (offline) is forgotten, so
 * the next screen tries again, as a route's code does.
 */
export function loadWords(file: string, language: Language): Promise<void> {
  const key = `${language}:${file}`;
  filesInUse.add(file);
  let load = loads.get(key);
  if (!load) {
    // English shared messages are the texts in @delv/shared themselves: nothing to download.
    const words = file.startsWith('messages.') && language === 'en' ? Promise.resolve({ [file]: {} }) : source(file, language);
    const tracked: TrackedLoad = words.then((w) => register(w, language));
    tracked.status = 'pending';
    tracked.then(
      () => {
        tracked.status = 'fulfilled';
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        loads.delete(key);
      },
    );
    loads.set(key, tracked);
    load = tracked;
  }
  return load;
}

/** A whole namespace (every group of it) in one language. */
export const loadCatalogue = (namespace: string, language: Language): Promise<void> => loadWords(namespace, language);

/** Loads several namespaces whole. */
export function loadCatalogues(namespaces: Iterable<string>, language: Language): Promise<void> {
  return Promise.all([...namespaces].map((ns) => loadCatalogue(ns, language))).then(() => undefined);
}
