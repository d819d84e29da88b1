// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '@delv/shared';
import { compileCatalogue, compileSharedMessages } from './compile';

/*
 * CI checks of every catalogue (issue 11): both languages have the same keys; every message is
 * valid ICU; the Kiswahili message has exactly the placeholders, plural/select arguments (with
 * the same select cases) and tags of the English one, unchanged, so `{user}` can never become
 * `{mtumiaji}` and break at run time.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** Each catalogue pair: the shell's, then one per feature folder that has an i18n/ folder. */
function cataloguePairs(): Array<{ name: string; dir: string }> {
  const pairs = [{ name: 'shell', dir: here }];
  for (const area of readdirSync(path.join(src, 'features'))) {
    const dir = path.join(src, 'features', area, 'i18n');
    if (existsSync(dir)) pairs.push({ name: area, dir });
  }
  return pairs;
}

/** What must match between languages: arguments with their kind, select cases, and tags. */
function shape(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const tags: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const m of token.value.matchAll(/<(\/?)([a-zA-Z0-9]+)\s*(\/?)>/g)) tags.push(`<${m[1]}${m[2]}${m[3]}>`);
      } else if (token.type === 'argument') {
        args.add(`{${token.arg}}`);
      } else if (token.type === 'function') {
        args.add(`{${token.arg}, ${token.key}}`);
      } else if (token.type === 'select') {
        args.add(
          `{${token.arg}, select: ${token.cases
            .map((c) => c.key)
            .sort()
            .join(' ')}}`,
        );
        token.cases.forEach((c) => walk(c.tokens));
      } else if (token.type === 'plural' || token.type === 'selectordinal') {
        // Plural categories differ by language (Kiswahili has one and other); exact =N cases must match.
        const exact = token.cases
          .map((c) => c.key)
          .filter((k) => k.startsWith('='))
          .sort();
        args.add(`{${token.arg}, ${token.type}${exact.length ? `: ${exact.join(' ')}` : ''}}`);
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message) as Token[]);
  return { args: [...args].sort(), tags: tags.sort() };
}

describe('catalogues', () => {
  const pairs = cataloguePairs();

  it('the shell and the auth feature have catalogues (the check sees them all)', () => {
    expect(pairs.map((p) => p.name)).toEqual(expect.arrayContaining(['shell', 'auth']));
  });

  for (const { name, dir } of pairs) {
    describe(name, () => {
      it('has en.json and sw.json with the same keys, none empty', () => {
        expect(existsSync(path.join(dir, 'en.json')), `${name}: en.json`).toBe(true);
        expect(existsSync(path.join(dir, 'sw.json')), `${name}: sw.json`).toBe(true);
        const en = readJson(path.join(dir, 'en.json'));
        const sw = readJson(path.join(dir, 'sw.json'));
        expect(Object.keys(sw).sort(), `${name}: keys of sw.json`).toEqual(Object.keys(en).sort());
        for (const [key, text] of [...Object.entries(en), ...Object.entries(sw)]) {
          expect(typeof text === 'string' && text.trim().length > 0, `${name}: "${key}" is empty`).toBe(true);
        }
      });

      it('every message is valid ICU, and Kiswahili keeps every placeholder, plural, select and tag of the English', () => {
        const en = readJson(path.join(dir, 'en.json'));
        const sw = readJson(path.join(dir, 'sw.json'));
        compileCatalogue(en, `${name}/en.json`);
        compileCatalogue(sw, `${name}/sw.json`);
        for (const key of Object.keys(en)) {
          expect(shape(sw[key] ?? ''), `${name}: "${key}"`).toEqual(shape(en[key]));
        }
      });

      if (name !== 'shell') {
        it('declares its keys for the type checker (i18n/index.ts)', () => {
          const index = path.join(dir, 'index.ts');
          expect(existsSync(index), `${name}/i18n/index.ts`).toBe(true);
          expect(readFileSync(index, 'utf8')).toContain(`${name}: typeof en`);
        });
      }
    });
  }

  describe('shared messages (shared/src/i18n/sw/<MAP>.json)', () => {
    it('Kiswahili keeps the values of every message that takes them, and adds none', () => {
      const dir = path.resolve(src, '../../shared/src/i18n/sw');
      const sw: Record<string, string> = {};
      for (const file of readdirSync(dir)) {
        const messages = readJson(path.join(dir, file));
        compileSharedMessages(messages, file);
        Object.assign(sw, messages);
      }
      for (const [code, english] of Object.entries(englishMessages())) {
        expect(shape(sw[code] ?? ''), code).toEqual(shape(english));
      }
    });
  });
});

describe('the check itself', () => {
  it('when a placeholder is renamed, a tag dropped or a select case changed, then the shapes differ', () => {
    expect(shape('Hello {user}')).not.toEqual(shape('Habari {mtumiaji}'));
    expect(shape('Sent to <strong>{email}</strong>')).not.toEqual(shape('Imetumwa kwa {email}'));
    expect(shape('{kind, select, a {A} other {B}}')).not.toEqual(shape('{kind, select, b {A} other {B}}'));
    expect(shape('{n, plural, one {# item} other {# items}}')).toEqual(shape('{n, plural, one {kitu #} other {vitu #}}'));
    expect(() => compileCatalogue({ broken: 'Hello {name' })).toThrow(/not a valid ICU message/);
  });
});
