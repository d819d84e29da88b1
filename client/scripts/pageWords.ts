import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Each lazily loaded part (a route's screen, a modal, a tab) brings the words it shows: the build
 * reads, from the part's module and everything it imports statically (not what it loads later by
 * import()), which catalogues it renders (useT('<area>')) and which shared messages it shows
 * (useMessages('<MAP>'), or a <MAP>_MSG it takes from @delv/shared), and rewrites the part's
 * `import('./X')` to fetch those catalogues in the active language with its code
 * (i18n/words.ts withWords). No list is kept by hand, a page downloads only its own words, in the
 * same round trip as its code; a component whose words are still missing waits for them (useT).
 */

/** Loaded before anything shows (i18n/language.ts startLanguage): never fetched per part. */
const ALWAYS = new Set(['shell', 'messages.MSG']);
const SOURCE = /\.(tsx?)$/;

interface Scan {
  mtime: number;
  words: string[];
  imports: string[];
}
const scans = new Map<string, Scan>();

function resolveModule(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** One module's own words and its static relative imports (cached until the file changes). */
function scan(file: string): Scan {
  const mtime = statSync(file).mtimeMs;
  const cached = scans.get(file);
  if (cached && cached.mtime === mtime) return cached;
  // Comments may name a hook by way of example: only code counts.
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"])\/\/.*$/gm, '$1');
  const words = new Set<string>();
  for (const m of code.matchAll(/\buseT\(\s*'([\w-]+)'/g)) words.add(m[1]);
  for (const m of code.matchAll(/\buseMessages\(([^)]*)\)/g)) for (const map of m[1].matchAll(/'(\w+)'/g)) words.add(`messages.${map[1]}`);
  for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@delv\/shared'/g)) {
    if (/^import\s*type/.test(m[0])) continue;
    for (const name of m[1].split(',').map((n) => n.trim())) if (/^[A-Z]+(?:_[A-Z]+)*_MSG$/.test(name)) words.add(`messages.${name}`);
  }
  const imports: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s*)?'(\.{1,2}\/[^']+)'/gm)) {
    const target = resolveModule(file, m[1]);
    if (target) imports.push(target);
  }
  const result = { mtime, words: [...words].filter((w) => !ALWAYS.has(w)), imports };
  scans.set(file, result);
  return result;
}

/** The catalogues a module and its static imports show, sorted. */
export function wordsOf(file: string): string[] {
  const seen = new Set<string>();
  const words = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const next = todo.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const { words: own, imports } = scan(next);
    own.forEach((w) => words.add(w));
    todo.push(...imports);
  }
  return [...words].sort();
}

export function pageWords(srcDir: string): Plugin {
  const helper = path.join(srcDir, 'i18n', 'words.ts');
  // What each part fetches, for scripts/route-size.mjs (dist/.vite/words.json, beside the manifest).
  const written = new Map<string, string[]>();
  let outDir = '';
  return {
    name: 'delv:page-words',
    enforce: 'pre',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!written.size || !existsSync(outDir)) return;
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      const root = path.dirname(srcDir);
      const words = Object.fromEntries([...written].map(([file, ns]) => [path.relative(root, file).split(path.sep).join('/'), ns]));
      writeFileSync(path.join(outDir, '.vite', 'words.json'), `${JSON.stringify(words, null, 1)}\n`);
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || !SOURCE.test(file) || file === helper || !code.includes('import(')) return null;
      let changed = false;
      const out = code.replace(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g, (call, spec: string) => {
        const target = resolveModule(file, spec);
        const words = target ? wordsOf(target) : [];
        if (target) written.set(target, words);
        if (!words.length) return call;
        changed = true;
        return `__withWords(${call}, ${JSON.stringify(words)})`;
      });
      if (!changed) return null;
      let rel = path.relative(path.dirname(file), helper).split(path.sep).join('/').replace(/\.ts$/, '');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { code: `import { withWords as __withWords } from '${rel}';\n${out}`, map: null };
    },
  };
}
