import { setupI18n } from '@lingui/core';
import type { Language } from '@delv/shared';

/*
 * Every catalogue is its own small chunk, found by file name (no list to keep):
 *   src/i18n/<lang>.json                the shell (app/, components/, main.tsx): namespace 'shell'
 *   src/features/<area>/i18n/<lang>.json  one feature: namespace '<area>'
 *   shared/src/i18n/messages.sw.json   the shared messages in Kiswahili: namespace 'messages'
 * Only the active language's catalogue of a namespace is downloaded, when something first uses it.
 */

type CatalogueModule = { default: Record<string, unknown> };
const files = import.meta.glob<CatalogueModule>(['./en.json', './sw.json', '../features/*/i18n/en.json', '../features/*/i18n/sw.json']);
const sharedMessages = import.meta.glob<CatalogueModule>('../../../shared/src/i18n/messages.sw.json');

function pathOf(namespace: string, language: Language): string | undefined {
  if (namespace === 'messages') return language === 'sw' ? Object.keys(sharedMessages)[0] : undefined;
  return namespace === 'shell' ? `./${language}.json` : `../features/${namespace}/i18n/${language}.json`;
}

/** The one Lingui instance. Message ids are '<namespace>:<key>'. */
export const i18n = setupI18n();

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** Namespaces something has asked for: a language switch loads them all before it shows. */
export const namespacesInUse = new Set<string>();

const slot = (namespace: string, language: Language) => `${language}:${namespace}`;

export const isLoaded = (namespace: string, language: Language) => loaded.has(slot(namespace, language));

/**
 * Loads one namespace in one language (once; later calls share the promise). English shared
 * messages need no download: they are the texts in @delv/shared themselves.
 */
export function loadCatalogue(namespace: string, language: Language): Promise<void> {
  const key = slot(namespace, language);
  namespacesInUse.add(namespace);
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const path = pathOf(namespace, language);
    const importer = path ? (files[path] ?? sharedMessages[path]) : undefined;
    pending = (importer ? importer() : Promise.resolve({ default: {} }))
      .then((mod) => {
        const prefixed: Record<string, unknown> = {};
        for (const [id, message] of Object.entries(mod.default)) prefixed[`${namespace}:${id}`] = message;
        i18n.load(language, prefixed as never);
        loaded.add(key);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads several namespaces (a route's, or every one in use before a switch). */
export function loadCatalogues(namespaces: Iterable<string>, language: Language): Promise<void> {
  return Promise.all([...namespaces].map((ns) => loadCatalogue(ns, language))).then(() => undefined);
}
