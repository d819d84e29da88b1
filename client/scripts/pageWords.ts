import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { groupOf, groupsOf, namespaces, wordsFile } from '../src/i18n/compile';

/*
 * Each lazily loaded part (a route's screen, a modal, a tab) brings the words it shows, and only
 * those (issue 36). The build reads, from the part's module and everything it imports statically
 * (not what it loads later by import()), which namespaces it shows (useT('<area>'), a '<area>:key'
 * id, useMessages('<MAP>') or a <MAP>_MSG it takes from @delv/shared) and which key groups of them
 * its code names (a key's first segment: 'card' of t('card.like') or of `card.${x}`; a key without
 * one by its whole text). It writes one words file per part and language (i18n/compile.ts) and rewrites the
 * part's `import('./X')` to fetch that file with its code (i18n/words.ts withWords), and each
 * `useT('<area>')` to name the groups its module's code uses, so a component whose words did not
 * come with a part (only in tests and the dev server) fetches its whole namespace instead.
 * The shell (main.tsx and its static imports) has a file of its own, 'boot', loaded before the
 * first render; a part's file leaves out what the shell's has. No list is kept by hand.
 */

const SOURCE = /\.(tsx?)$/;
/** namespace -> key groups. */
type Groups = Record<string, string[]>;

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
  let known: Map<string, Set<string>> | null = null;
  /** Each namespace's key groups, and the keys of its root group '_'. */
  const catalogues = () => {
    if (!known) {
      known = new Map(namespaces(srcDir).map((ns) => [ns, new Set(groupsOf(srcDir, ns))]));
      for (const ns of known.keys())
        if (!ns.startsWith('messages.')) {
          const keys = Object.keys(
            JSON.parse(readFileSync(path.join(srcDir, ns === 'shell' ? 'i18n' : `features/${ns}/i18n`, 'en.json'), 'utf8')),
          );
          keys.filter((k) => groupOf(k) === '_').forEach((k) => known!.get(ns)!.add(`=${k}`));
        }
    }
    return known;
  };

  /** The groups the code of `file` and its static imports names, per namespace. */
  function groupsIn(file: string): Groups {
    const mods = closure(file);
    const all = catalogues();
    const used = new Set(mods.flatMap((m) => m.namespaces));
    const literals = new Set(mods.flatMap((m) => m.literals));
    const out = new Map<string, Set<string>>();
    const add = (ns: string, group: string) => (out.get(ns) ?? out.set(ns, new Set()).get(ns)!).add(group);
    // 'feed:someone', `shell:${prefix}.${value}`: an id names its namespace (and its group, when written).
    for (const lit of literals) {
      const m = /^([\w-]+):(.*)$/.exec(lit);
      if (!m || !all.has(m[1])) continue;
      used.add(m[1]);
      if (m[2].includes('.') || all.get(m[1])!.has(`=${m[2]}`)) add(m[1], groupOf(m[2]));
    }
    for (const ns of used) {
      const groups = all.get(ns);
      if (!groups) continue;
      if (ns.startsWith('messages.')) {
        add(ns, '*');
        continue;
      }
      for (const lit of literals) {
        if (lit.includes('.') ? groups.has(groupOf(lit)) : groups.has(`=${lit}`)) add(ns, groupOf(lit));
      }
    }
    return Object.fromEntries([...out].map(([ns, g]) => [ns, [...g].sort()]).sort());
  }

  let shell: Groups = {};
  /** A part's words: what its code names, less what the shell's file holds. */
  const partGroups = (file: string): Groups => {
    const out: Groups = {};
    for (const [ns, groups] of Object.entries(groupsIn(file))) {
      const left = groups.filter((g) => !shell[ns]?.includes(g) && !shell[ns]?.includes('*'));
      if (left.length) out[ns] = left;
    }
    return out;
  };
  const nameOf = (groups: Groups) => `p-${createHash('sha256').update(JSON.stringify(groups)).digest('base64url').slice(0, 10)}`;

  let build = false;
  let dir = 'assets/words/dev/';
  /** Part file name -> its groups; page (relative path) -> its file name (dist/.vite/words.json, for scripts/route-size.mjs). */
  const parts = new Map<string, Groups>();
  const pages = new Map<string, string>();

  return {
    name: 'delv:page-words',
    enforce: 'pre',
    config(_config, { command }) {
      build = command === 'build';
      if (build) {
        // The shell's words (and the MSG messages) before the first render.
        shell = groupsIn(path.join(srcDir, 'main.tsx'));
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
        const groups = partGroups(target);
        if (!Object.keys(groups).length) return call;
        const name = nameOf(groups);
        parts.set(name, groups);
        pages.set(rel(target), name);
        changed = true;
        return `__withWords(${call}, ${JSON.stringify(name)})`;
      });
      if (/\buseT\(\s*'[\w-]+'\s*\)/.test(out)) {
        const mine = groupsIn(file);
        out = out.replace(/\buseT\(\s*'([\w-]+)'\s*\)/g, (call, ns: string) => {
          if (!mine[ns]?.length) return call;
          changed = true;
          return `useT('${ns}', ${JSON.stringify(mine[ns])})`;
        });
      }
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
        const emit = (name: string, groups: Groups) =>
          this.emitFile({ type: 'asset', fileName: `${dir}${lang}/${name}.json`, source: JSON.stringify(wordsFile(srcDir, groups, lang)) });
        emit('boot', shell);
        for (const [name, groups] of parts) emit(name, groups);
        for (const ns of catalogues().keys()) emit(ns, { [ns]: ['*'] });
      }
      // What each part fetches, for scripts/route-size.mjs (dist/.vite/words.json, beside the manifest).
      const map = { dir, boot: 'boot', parts: Object.fromEntries([...pages].sort()), groups: Object.fromEntries([...parts].sort()) };
      this.emitFile({ type: 'asset', fileName: '.vite/words.json', source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
