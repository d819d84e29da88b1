import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { MESSAGE_TEMPLATES, englishMessages, messageHash } from '../../../shared/src/i18n';
import { TEMPLATES_KEY, type SharedTemplate } from './templates';

/*
 * Catalogues are written as JSON of ICU messages ({name}, {count, plural, one {...} other {...}},
 * {kind, select, ...}, <strong>...</strong>) and compiled at build time (the Vite plugin in
 * vite.config.ts) into Lingui's compiled form, so the browser never downloads a message parser.
 * Runs in Node only (the build, and the catalogue checks).
 */

export type CompiledCatalogue = Record<string, unknown>;

/** Compiles every message of a catalogue; a message that is not valid ICU fails the build. */
export function compileCatalogue(messages: Record<string, unknown>, file = 'catalogue'): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" must be a string`);
    try {
      out[key] = compileMessageOrThrow(message);
    } catch (err) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(err as Error).message}`);
    }
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared messages for the browser: written keyed by code (MSG.emailRequired, reviewable),
 * shipped keyed by the hash of their English text, so the client translates the English it has
 * (a formik error, error.message) without downloading every English text. Messages with values
 * also come as patterns that recognise their English ('First name must be at most 80 characters').
 */
export function compileSharedMessages(byCode: Record<string, unknown>, file = 'messages'): Record<string, unknown> {
  const english = englishMessages();
  const compiled = compileCatalogue(byCode, file);
  const out: Record<string, unknown> = {};
  const templates: SharedTemplate[] = [];
  for (const code of Object.keys(compiled)) {
    const text = english[code];
    if (text === undefined) throw new Error(`${file}: ${code} is not a shared message`);
    out[messageHash(text)] = compiled[code];
    const template = MESSAGE_TEMPLATES[code];
    if (template) {
      const names: string[] = [];
      const pattern = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const m = /^\{(\w+)\}$/.exec(part);
          if (!m) return escapeRe(part);
          names.push(m[1]);
          return '(.+?)';
        })
        .join('');
      templates.push([messageHash(text), `^${pattern}$`, names]);
    }
  }
  out[TEMPLATES_KEY] = templates;
  return out;
}

/** Which files are catalogues: <area>/i18n/<lang>.json, the shell's i18n/<lang>.json, shared messages. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/](en|sw)\.json$/;
/** shared/src/i18n/<lang>/<MAP>.json: one message map in one language. */
export const SHARED_MESSAGES_FILE = /[\\/]shared[\\/]src[\\/]i18n[\\/]\w+[\\/]\w+\.json$/;

/*
 * Words files (issue 36: a page carries only its own words). The build writes, per language, one
 * file per lazily loaded part with exactly the keys its code names (scripts/pageWords.ts), one for
 * the shell ('boot'), and one per whole namespace (what a component asks for when no part brought
 * its words: tests, the dev server). All have one shape: namespace -> compiled messages by key (a
 * map of shared messages is always whole).
 */
export type WordsFile = Record<string, Record<string, unknown>>;

/** Where a namespace's source is: the shell's, a feature's, or a map of shared messages (Kiswahili only). */
function sourceOf(srcDir: string, namespace: string, language: string): string | null {
  if (namespace.startsWith('messages.'))
    return language === 'en' ? null : path.resolve(srcDir, '../../shared/src/i18n', language, `${namespace.slice(9)}.json`);
  return namespace === 'shell'
    ? path.join(srcDir, 'i18n', `${language}.json`)
    : path.join(srcDir, 'features', namespace, 'i18n', `${language}.json`);
}

/** Every namespace: the shell, each feature with an i18n folder, each map of shared messages. */
export function namespaces(srcDir: string): string[] {
  const features = readdirSync(path.join(srcDir, 'features')).filter((a) =>
    existsSync(path.join(srcDir, 'features', a, 'i18n', 'en.json')),
  );
  const maps = readdirSync(path.resolve(srcDir, '../../shared/src/i18n/sw')).map((f) => `messages.${f.replace(/\.json$/, '')}`);
  return ['shell', ...features, ...maps];
}

/** The keys of a catalogue (from its English one). */
export function keysOf(srcDir: string, namespace: string): string[] {
  return Object.keys(JSON.parse(readFileSync(sourceOf(srcDir, namespace, 'en') as string, 'utf8')) as object);
}

/** A words file from namespace -> keys wanted ('*': all of them; a map of shared messages is always whole). */
export function wordsFile(srcDir: string, wanted: Record<string, string[]>, language: string): WordsFile {
  const out: WordsFile = {};
  for (const [namespace, keys] of Object.entries(wanted)) {
    const file = sourceOf(srcDir, namespace, language);
    if (!file) {
      out[namespace] = {};
      continue;
    }
    const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (namespace.startsWith('messages.')) out[namespace] = compileSharedMessages(source, file);
    else {
      const all = keys.includes('*');
      out[namespace] = compileCatalogue(
        all ? source : Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])),
        file,
      );
    }
  }
  return out;
}
