#!/usr/bin/env node
// Prints the JS a first visit to a route needs before its first paint: the entry chunk and its
// static imports, plus the route's lazy page chunk and its static imports (what the page loads
// later, below the fold or on use, is not counted), gzipped (-9) and as sent (the build's brotli
// copies, quality 11). Reads the Vite manifest (build.manifest: true): run `npm run build -w client` first.
//   node client/scripts/route-size.mjs                 (the sign-in page)
//   node client/scripts/route-size.mjs src/app/pages/LandingPage.tsx
//   node client/scripts/route-size.mjs src/features/auth/pages/LoginPage.tsx --lang=sw
//   node client/scripts/route-size.mjs --phones        (landing, feed, search, mentors, content: one line each)
// With --lang (en | sw) the words of the page in that language are counted too: the shell's
// catalogue, the shared MSG messages (Kiswahili only) and the page's feature catalogue, which the
// app fetches with the route (issue 11).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const PHONE_PAGES = [
  'src/app/pages/LandingPage.tsx',
  'src/app/pages/feed/FeedPage.tsx',
  'src/features/search/pages/SearchPage.tsx',
  'src/app/pages/MentorsPage.tsx',
  'src/app/pages/ContentViewPage.tsx',
];
if (args.includes('--phones')) {
  const { execFileSync } = await import('node:child_process');
  const rest = args.filter((a) => a !== '--phones');
  for (const p of PHONE_PAGES) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), p, ...rest], { encoding: 'utf8' });
    console.log(out.split('\n').find((l) => l.startsWith('JS for')));
  }
  process.exit(0);
}
const page = args.find((a) => !a.startsWith('--')) ?? 'src/features/auth/pages/LoginPage.tsx';
const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const LIMIT_KB = 150;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the manifest');
if (!manifest[page]) throw new Error(`${page} is not a chunk in the manifest`);

/** The chunk and everything it imports statically (what the browser must fetch to run it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const keys = new Set([...closure(entryKey), ...closure(page)]);
if (lang) {
  const area = /^src\/features\/([^/]+)\//.exec(page)?.[1];
  const words = [`src/i18n/${lang}.json`, `../shared/src/i18n/${lang}/MSG.json`, area && `src/features/${area}/i18n/${lang}.json`];
  for (const key of words) if (key && manifest[key]) closure(key, keys);
}
const files = new Set([...keys].map((k) => manifest[k].file));
const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));

const kb = (n) => (n / 1024).toFixed(1);
let rawTotal = 0;
let gzTotal = 0;
let brTotal = 0;
const rows = [];
for (const file of files) {
  const buf = readFileSync(join(dist, file));
  const gz = gzipSync(buf, { level: 9 }).length;
  rawTotal += buf.length;
  gzTotal += gz;
  brTotal += brotli(buf);
  rows.push([file, buf.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [file, raw, gz] of rows) console.log(`${file.padEnd(48)} ${kb(raw).padStart(8)} KB  ${kb(gz).padStart(7)} KB gzip`);
let cssGz = 0;
for (const file of css) cssGz += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
console.log(
  `\nJS for ${page}${lang ? ` in ${lang}` : ''}: ${files.size} files, ${kb(rawTotal)} KB raw, ${kb(gzTotal)} KB gzipped, ${kb(brTotal)} KB brotli (limit ${LIMIT_KB} KB gzipped)`,
);
console.log(`CSS: ${css.size} files, ${kb(cssGz)} KB gzipped`);
if (gzTotal / 1024 > LIMIT_KB) {
  console.error(`Over the ${LIMIT_KB} KB budget`);
  process.exitCode = 1;
}
