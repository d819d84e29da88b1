import { setupI18n } from '@lingui/core';
import type { Language } from '@delv/shared';
import { TEMPLATES_KEY, type SharedTemplate } from './templates';

/*
 * Every catalogue is its own small chunk, found by file name (no list to keep):
 *   src/i18n/<lang>.json                the shell (app/, components/, main.tsx): namespace 'shell'
 *   src/features/<area>/i18n/<lang>.json  one feature: namespace '<area>'
 *   shared/src/i18n/sw/<MAP>.json       one map of shared messages in Kiswahili: namespace
 *                                      'messages.<MAP>' (MSG with the shell; the others with the
 *                                      features that show them), keyed by English text's hash
 * Only the active language's catalogue of a namespace is downloaded, when something first uses it.
 */

type CatalogueModule = { default: Record<string, unknown> };
const files = import.meta.glob<CatalogueModule>(['./en.json', './sw.json', '../features/*/i18n/en.json', '../features/*/i18n/sw.json']);
const sharedMessages = import.meta.glob<CatalogueModule>('../../../shared/src/i18n/*/*.json');

function pathOf(namespace: string, language: Language): string | undefined {
  // English shared messages are the texts in @delv/shared themselves: nothing to download.
  if (namespace.startsWith('messages.'))
    return language === 'en' ? undefined : `../../../shared/src/i18n/${language}/${namespace.slice('messages.'.length)}.json`;
  return namespace === 'shell' ? `./${language}.json` : `../features/${namespace}/i18n/${language}.json`;
}

/** The one Lingui instance. Message ids are '<namespace>:<key>'. */
export const i18n = setupI18n();

/** A load and its state (`status` is set when it settles, so isLoaded answers synchronously). */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };
const loads = new Map<string, TrackedLoad>();
/** Namespaces something has asked for: a language switch loads them all before it shows. */
export const namespacesInUse = new Set<string>();

const slot = (namespace: string, language: Language) => `${language}:${namespace}`;

/** Patterns of the shared messages that take values, per language (messages.ts uses them). */
export const sharedTemplates = new Map<Language, SharedTemplate[]>();

export const isLoaded = (namespace: string, language: Language) => loads.get(slot(namespace, language))?.status === 'fulfilled';

/**
 * Loads one namespace in one language, once: every caller gets the same promise, which a
 * component waiting for its words throws to Suspense. A failed download (offline) is forgotten, so
 * the next screen tries again, as a route's code does.
 */
export function loadCatalogue(namespace: string, language: Language): Promise<void> {
  const key = slot(namespace, language);
  namespacesInUse.add(namespace);
  let load = loads.get(key);
  if (!load) {
    const path = pathOf(namespace, language);
    const importer = path ? (files[path] ?? sharedMessages[path]) : undefined;
    const tracked: TrackedLoad = (importer ? importer() : Promise.resolve({ default: {} })).then((mod) => {
      // Every map of shared messages shares one id space ('messages:<hash>'): tm looks them up by text.
      const prefix = namespace.startsWith('messages.') ? 'messages' : namespace;
      const prefixed: Record<string, unknown> = {};
      for (const [id, message] of Object.entries(mod.default)) {
        if (id === TEMPLATES_KEY)
          sharedTemplates.set(language, [...(sharedTemplates.get(language) ?? []), ...(message as SharedTemplate[])]);
        else prefixed[`${prefix}:${id}`] = message;
      }
      i18n.load(language, prefixed as never);
    });
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

/** Loads several namespaces (a route's, or every one in use before a switch). */
export function loadCatalogues(namespaces: Iterable<string>, language: Language): Promise<void> {
  return Promise.all([...namespaces].map((ns) => loadCatalogue(ns, language))).then(() => undefined);
}
