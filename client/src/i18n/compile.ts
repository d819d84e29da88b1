import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

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

/** Which files are catalogues: <area>/i18n/<lang>.json, the shell's i18n/<lang>.json, shared messages. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/](en|sw|messages\.sw)\.json$/;
