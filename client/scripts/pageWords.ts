import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { keysOf, namespaces, wordsFile } from '../src/i18n/compile';

/*
 * Each lazily loaded part (a route's screen, a modal, a tab) brings the words it shows, and only
 * those (issue 36). The build reads, from the part's module and everything it imports statically
 * (not what it loads later by import()), which namespaces it shows (useT('<area>'), a '<area>:key'
 * id, useMessages('<MAP>') or a <MAP>_MSG it takes from @delv/shared) and which of their keys its
 * code names (a string that is a key, t('card.like'), or the start of keys, `card.${x}`,
 * 'home.tabs.'). It writes one words file per part and language (i18n/compile.ts) and rewrites the
 * part's `import('./X')` to fetch that file with its code (i18n/words.ts withWords). The shell
 * (main.tsx and its static imports) has a file of its own, 'boot', loaded before the first render;
 * a part's file leaves out what the shell's has. No list is kept by hand. A key made at run time
 * from pieces the code does not hold is not seen: i18n/catalogues.ts says so in the console.
 */

const SOURCE = /\.(tsx?)$/;
/** namespace -> keys ('*': a whole map of shared messages). */
type Keys = Record<string, string[]>;

interface Scan {
  mtime: number;
  namespaces: string[];
  literals: string[];
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

/** Code without comments (a comment may name a hook or a key by way of example: only code counts). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The string literals of some code, and each template's text up to its first ${ (the expressions inside are code too). */
function stringsOf(code: string): Set<string> {
  const out = new Set<string>();
  let i = 0;
  // depth of { in the code of each open template expression
  const braces: number[] = [];
  const template = () => {
    // i is just past a backtick or a template expression's closing }
    let text = '';
    let head = code[i - 1] === '`';
    while (i < code.length) {
      const c = code[i++];
      if (c === '\\') i++;
      else if (c === '`') break;
      else if (c === '$' && code[i] === '{') {
        i++;
        braces.push(0);
        if (head) out.add(text);
        return;
      } else text += c;
    }
    if (head) out.add(text);
    head = false;
  };
  while (i < code.length) {
    const c = code[i++];
    if (c === "'" || c === '"') {
      let text = '';
      while (i < code.length && code[i] !== c && code[i] !== '\n') {
        if (code[i] === '\\') i++;
        text += code[i++];
      }
      i++;
      out.add(text);
    } else if (c === '`') template();
    else if (c === '{' && braces.length) braces[braces.length - 1]++;
    else if (c === '}' && braces.length) {
      if (braces[braces.length - 1] === 0) {
        braces.pop();
        template();
      } else braces[braces.length - 1]--;
    }
  }
  return out;
}

/** One module's namespaces, string literals (a template's text up to its first ${) and static relative imports. */
function scan(file: string): Scan {
  const mtime = statSync(file).mtimeMs;
  const cached = scans.get(file);
  if (cached && cached.mtime === mtime) return cached;
  const code = codeOf(readFileSync(file, 'utf8'));
  const found = new Set<string>();
  for (const m of code.matchAll(/\buseT\(\s*'([\w-]+)'/g)) found.add(m[1]);
  for (const m of code.matchAll(/\buseMessages\(([^)]*)\)/g)) for (const map of m[1].matchAll(/'(\w+)'/g)) found.add(`messages.${map[1]}`);
  for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@delv\/shared'/g)) {
    if (/^import\s*type/.test(m[0])) continue;
    for (const name of m[1].split(',').map((n) => n.trim())) if (/^[A-Z]+(?:_[A-Z]+)*_MSG$/.test(name)) found.add(`messages.${name}`);
  }
  // A module that fetches a map itself when it shows one of its messages (after a failed tap) does not need it with its part.
  for (const m of code.matchAll(/\bloadCatalogue\(\s*'(messages\.\w+)'/g)) found.delete(m[1]);
  const literals = stringsOf(code);
  const imports: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s*)?'(\.{1,2}\/[^']+)'/gm)) {
    const target = resolveModule(file, m[1]);
    if (target) imports.push(target);
  }
  const result = { mtime, namespaces: [...found], literals: [...literals], imports };
  scans.set(file, result);
  return result;
}

/** The starts of a key that code may write to name it with others: 'home.', 'home.tabs.' of 'home.tabs.about'. */
const prefixes = (key: string): string[] => {
  const out: string[] = [];
  for (let i = key.indexOf('.'); i > 0; i = key.indexOf('.', i + 1)) out.push(key.slice(0, i + 1));
  return out;
};

/** A module and its static imports. */
function closure(file: string): Scan[] {
  const seen = new Set<string>();
  const out: Scan[] = [];
  const todo = [file];
  while (todo.length) {
    const next = todo.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const s = scan(next);
    out.push(s);
    todo.push(...s.imports);
  }
  return out;
}

export function pageWords(srcDir: string): Plugin {
  const helper = path.join(srcDir, 'i18n', 'words.ts');
  const root = path.dirname(srcDir);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  let known: Map<string, string[]> | null = null;
  /** Each catalogue's keys. */
  const catalogues = () =>
    (known ??= new Map(namespaces(srcDir).map((ns) => [ns, ns.startsWith('messages.') ? ['*'] : keysOf(srcDir, ns)])));

  /** The keys the code of `file` and its static imports names, per namespace. */
  function keysIn(file: string): Keys {
    const mods = closure(file);
    const all = catalogues();
    const used = new Set(mods.flatMap((m) => m.namespaces));
    const literals = new Set<string>();
    // 'feed:someone', `shell:${group}${value}`: an id names its namespace, and its key.
    for (const lit of mods.flatMap((m) => m.literals)) {
      const id = /^([\w-]+):(.*)$/.exec(lit);
      if (id && all.has(id[1])) {
        used.add(id[1]);
        literals.add(id[2]);
      } else literals.add(lit);
    }
    const out: Keys = {};
    for (const ns of [...used].sort()) {
      const keys = all.get(ns);
      if (!keys) continue;
      const named = ns.startsWith('messages.') ? ['*'] : keys.filter((k) => literals.has(k) || prefixes(k).some((p) => literals.has(p)));
      if (named.length) out[ns] = named.sort();
    }
    return out;
  }

  let shell: Keys = {};
  /** A part's words: what its code names, less what the shell's file holds. */
  const partKeys = (file: string): Keys => {
    const out: Keys = {};
    for (const [ns, keys] of Object.entries(keysIn(file))) {
      const left = keys.filter((k) => !shell[ns]?.includes(k) && !shell[ns]?.includes('*'));
      if (left.length) out[ns] = left;
    }
    return out;
  };
  const nameOf = (keys: Keys) => `p-${createHash('sha256').update(JSON.stringify(keys)).digest('base64url').slice(0, 10)}`;

  let build = false;
  let dir = 'assets/words/dev/';
  /** Part file name -> its keys; page (relative path) -> its file name (dist/.vite/words.json, for scripts/route-size.mjs). */
  const parts = new Map<string, Keys>();
  const pages = new Map<string, string>();

  return {
    name: 'delv:page-words',
    enforce: 'pre',
    config(_config, { command }) {
      build = command === 'build';
      if (build) {
        // The shell's words (and the MSG messages) before the first render.
        shell = keysIn(path.join(srcDir, 'main.tsx'));
        shell['messages.MSG'] = ['*'];
        // One folder per set of words: a new build with other words is fetched anew, never mixed with a cached older file.
        const hash = createHash('sha256').update(JSON.stringify(shell));
        for (const ns of catalogues().keys())
          for (const lang of ['en', 'sw']) hash.update(JSON.stringify(wordsFile(srcDir, { [ns]: ['*'] }, lang)));
        dir = `assets/words/${hash.digest('base64url').slice(0, 10)}/`;
      }
      return { define: { __WORDS_DIR__: JSON.stringify(dir) } };
    },
    configureServer(server) {
      // The dev server has no parts: the shell's file ('boot': its catalogue with MSG) and each namespace are read whole from the source.
      server.middlewares.use((req, res, next) => {
        const m = /^\/assets\/words\/dev\/(en|sw)\/([\w.-]+)\.json$/.exec(req.url ?? '');
        if (!m) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(wordsFile(srcDir, m[2] === 'boot' ? { shell: ['*'], 'messages.MSG': ['*'] } : { [m[2]]: ['*'] }, m[1])));
      });
    },
    transform(code, id) {
      if (!build) return null;
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || !SOURCE.test(file) || file === helper) return null;
      let changed = false;
      let out = code.replace(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g, (call, spec: string) => {
        const target = resolveModule(file, spec);
        if (!target) return call;
        const keys = partKeys(target);
        if (!Object.keys(keys).length) return call;
        const name = nameOf(keys);
        parts.set(name, keys);
        pages.set(rel(target), name);
        changed = true;
        return `__withWords(${call}, ${JSON.stringify(name)})`;
      });
      if (!changed) return null;
      if (out.includes('__withWords(')) {
        let helperPath = path.relative(path.dirname(file), helper).split(path.sep).join('/').replace(/\.ts$/, '');
        if (!helperPath.startsWith('.')) helperPath = `./${helperPath}`;
        out = `import { withWords as __withWords } from '${helperPath}';\n${out}`;
      }
      return { code: out, map: null };
    },
    generateBundle() {
      for (const lang of ['en', 'sw']) {
        const emit = (name: string, keys: Keys) =>
          this.emitFile({ type: 'asset', fileName: `${dir}${lang}/${name}.json`, source: JSON.stringify(wordsFile(srcDir, keys, lang)) });
        emit('boot', shell);
        for (const [name, keys] of parts) emit(name, keys);
        for (const ns of catalogues().keys()) emit(ns, { [ns]: ['*'] });
      }
      // What each part fetches, for scripts/route-size.mjs (dist/.vite/words.json, beside the manifest).
      const map = { dir, boot: 'boot', parts: Object.fromEntries([...pages].sort()), keys: Object.fromEntries([...parts].sort()) };
      this.emitFile({ type: 'asset', fileName: '.vite/words.json', source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
