#!/usr/bin/env node
// Prints the JS a first visit to a route needs before its first paint: the entry chunk and its
// static imports, plus the route's lazy page chunk and its static imports (what the page loads
// later, below the fold or on use, is not counted), gzipped (-9) and as sent (the build's brotli
// copies, quality 11). Reads the Vite manifest (build.manifest: true): run `npm run build -w client` first.
//   node client/scripts/route-size.mjs                 (the sign-in page)
//   node client/scripts/route-size.mjs src/app/pages/LandingPage.tsx
//   node client/scripts/route-size.mjs src/features/auth/pages/LoginPage.tsx --lang=sw
//   node client/scripts/route-size.mjs --phones        (landing, feed, search, mentors, content: one line each)
//   node client/scripts/route-size.mjs --routes        (every route of app/router.tsx, English and Kiswahili, as a table)
// With --lang (en | sw) the words of the page in that language are counted too: the shell's words
// file (with the shared MSG messages in Kiswahili) and the words file the page fetches with its code
// (dist/.vite/words.json names them, scripts/pageWords.ts). Older builds are read as they were: whole
// catalogues as chunks found by namespace, or a router that lists them by hand, as before issue 30.
// DIST and ROUTER point the script at another build (a baseline worktree).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST ?? join(clientDir, 'dist');
const routerFile = process.env.ROUTER ?? join(clientDir, 'src', 'app', 'router.tsx');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const builtWords = existsSync(join(dist, '.vite', 'words.json')) ? JSON.parse(readFileSync(join(dist, '.vite', 'words.json'), 'utf8')) : {};
const args = process.argv.slice(2);
const LIMIT_KB = 150;
const PHONE_PAGES = [
  'src/app/pages/LandingPage.tsx',
  'src/app/pages/feed/FeedPage.tsx',
  'src/features/search/pages/SearchPage.tsx',
  'src/app/pages/MentorsPage.tsx',
  'src/app/pages/ContentViewPage.tsx',
];
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / 1024).toFixed(1);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the manifest');

/** The chunk and everything it imports statically (what the browser must fetch to run it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

/** The router's lazy pages: component name -> { page (manifest key), words (hand-listed, if any) }. */
function routerPages() {
  const code = readFileSync(routerFile, 'utf8');
  const pages = new Map();
  for (const m of code.matchAll(/const (\w+) = \w+\(\s*\(\) => import\('([^']+)'\)(?:,\s*(\[[^\]]*\]))?/g)) {
    const file = resolve(dirname(routerFile), m[2]);
    const key = ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) =>
        relative(join(dirname(routerFile), '..', '..'), file + ext)
          .split('\\')
          .join('/'),
      )
      .find((k) => manifest[k]);
    const words = m[3] ? [...m[3].matchAll(/'([^']+)'/g)].map((w) => w[1]) : undefined;
    pages.set(m[1], { page: key, words });
  }
  return { code, pages };
}

/** Every route's path and page, in the router's order (redirects left out). */
function routes() {
  const { code, pages } = routerPages();
  const rows = [];
  for (const m of code.matchAll(/<Route\s+(index|path="([^"]*)")\s+element=\{<(\w+)/g)) {
    const info = pages.get(m[3]);
    if (!info) continue; // <Navigate>, <ToMentorProfile>
    rows.push({ path: m[1] === 'index' ? '/' : `/${m[2]}`, component: m[3], ...info });
  }
  return rows;
}

function catalogueKeys(namespace, lang) {
  if (namespace.startsWith('messages.')) return lang === 'en' ? [] : [`../shared/src/i18n/${lang}/${namespace.slice(9)}.json`];
  return [namespace === 'shell' ? `src/i18n/${lang}.json` : `src/features/${namespace}/i18n/${lang}.json`];
}

/** The files a first visit to `page` fetches (JS), with the words of `lang` when given. */
function measure(page, lang, words) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk in the manifest`);
  const keys = new Set([...closure(entryKey), ...closure(page)]);
  const wordFiles = [];
  if (lang && builtWords.dir && !words) {
    // Since issue 36 (session 11): the shell's words file and the part's own (scripts/pageWords.ts).
    for (const name of [builtWords.boot, builtWords.parts[page]].filter(Boolean)) wordFiles.push(`${builtWords.dir}${lang}/${name}.json`);
  } else if (lang) {
    // Before: whole catalogues as chunks (a baseline build), found by namespace.
    const pageWords = words ?? builtWords[page] ?? [];
    for (const ns of ['shell', 'messages.MSG', ...pageWords])
      for (const key of catalogueKeys(ns, lang)) if (manifest[key]) closure(key, keys);
  }
  const files = new Set([...[...keys].map((k) => manifest[k].file), ...wordFiles]);
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const rows = [];
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const buf = readFileSync(join(dist, file));
    const z = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += z;
    br += brotli(buf);
    rows.push([file, buf.length, z]);
  }
  let cssGz = 0;
  for (const file of css) cssGz += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return { rows: rows.sort((a, b) => b[2] - a[2]), files, css, raw, gz, br, cssGz };
}

if (args.includes('--routes')) {
  const all = routes();
  const pages = [...new Map(all.map((r) => [r.page, r])).values()];
  const sizes = new Map(
    pages.map((r) => [r.page, { en: measure(r.page, 'en', r.words).gz, sw: measure(r.page, 'sw', r.words).gz, js: measure(r.page).gz }]),
  );
  console.log('| route | page chunk | JS KB gz | with English words | with Kiswahili words |');
  console.log('|---|---|---:|---:|---:|');
  let over = 0;
  for (const r of all) {
    const s = sizes.get(r.page);
    const mark = (n) => (n / 1024 > LIMIT_KB ? `**${kb(n)}**` : kb(n));
    if (s.en / 1024 > LIMIT_KB || s.sw / 1024 > LIMIT_KB) over++;
    console.log(`| ${r.path} | ${r.page.replace(/^src\//, '')} | ${kb(s.js)} | ${mark(s.en)} | ${mark(s.sw)} |`);
  }
  const largest = Math.max(...[...sizes.values()].flatMap((s) => [s.en, s.sw]));
  console.log(`\n${all.length} routes; ${over} over ${LIMIT_KB} KB gz in English or Kiswahili; the largest ${kb(largest)} KB.`);
  if (over) process.exitCode = 1;
  process.exit();
}

if (args.includes('--phones')) {
  const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  for (const p of PHONE_PAGES) {
    const m = measure(p, lang);
    console.log(
      `JS for ${p}${lang ? ` in ${lang}` : ''}: ${m.files.size} files, ${kb(m.raw)} KB raw, ${kb(m.gz)} KB gzipped, ${kb(m.br)} KB brotli`,
    );
  }
  process.exit(0);
}

const page = args.find((a) => !a.startsWith('--')) ?? 'src/features/auth/pages/LoginPage.tsx';
const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
const m = measure(page, lang, [...routerPages().pages.values()].find((p) => p.page === page)?.words);
for (const [file, raw, gz] of m.rows) console.log(`${file.padEnd(48)} ${kb(raw).padStart(8)} KB  ${kb(gz).padStart(7)} KB gzip`);
console.log(
  `\nJS for ${page}${lang ? ` in ${lang}` : ''}: ${m.files.size} files, ${kb(m.raw)} KB raw, ${kb(m.gz)} KB gzipped, ${kb(m.br)} KB brotli (limit ${LIMIT_KB} KB gzipped)`,
);
console.log(`CSS: ${m.css.size} files, ${kb(m.cssGz)} KB gzipped`);
if (m.gz / 1024 > LIMIT_KB) {
  console.error(`Over the ${LIMIT_KB} KB budget`);
  process.exitCode = 1;
}
