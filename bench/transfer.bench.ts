/**
 * What a phone downloads (`npm run bench:transfer`): the built app on the embedded database with the
 * demo data; the demo learner posts 10 photos (4000x3000 JPEGs of ~3 MB with GPS in their EXIF,
 * bench/phone.ts), then a fresh Chromium context (cold cache) at 375x667 opens /feeds signed in (and
 * the landing page, /, as a guest: a newcomer's cold first visit) and every byte it receives is counted (bodies as sent, compressed, plus headers; the service worker's
 * own fetches included) until the network has been quiet for 3 s. Runs with and without Save-Data
 * (the `Save-Data: on` header and navigator.connection.saveData, as a phone with data saver on
 * does), at a device pixel ratio of 2 (and 1 and 3). Also checks every <img> on the page: the
 * pixels it downloaded against the pixels it is shown at (at most 2x).
 *
 * Needs `npm run build -w client` first. Env: TRANSFER_DPRS (default "2,1,3"), TRANSFER_PAGES
 * (default "/feeds,/"), TRANSFER_VERBOSE=1 (every request). Writes bench/results/transfer.md.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { kib, launchChromium, phonePhoto, root, signIn, signedInContext, startPhoneApp, type SignedIn } from './phone';

const LEARNER = 'learner@delv.africa';
const PHOTOS = 10;
const DPRS = (process.env.TRANSFER_DPRS ?? '2,1,3').split(',').map(Number);
const PAGES = (process.env.TRANSFER_PAGES ?? '/feeds,/').split(',');
const QUIET_MS = 3000;
const log = (s: string) => console.log(s);

interface Attachment {
  publicUrl: string;
  variants?: unknown[];
}

async function postPhotos(base: string, session: SignedIn): Promise<void> {
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.set('postText', `Photo ${i + 1} from the field trip`);
    form.set('attachment', new Blob([new Uint8Array(await phonePhoto(i + 1))], { type: 'image/jpeg' }), `IMG_20260${i}.jpg`);
    const res = await fetch(`${base}/api/post`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` }, body: form });
    if (res.status !== 201) throw new Error(`posting photo ${i + 1}: ${res.status} ${await res.text()}`);
  }
}

/** Variants are made after the upload's answer: wait until every photo has them (the app before
 * the image pipeline has no `variants` at all: then there is nothing to wait for). */
async function waitForVariants(base: string, session: SignedIn): Promise<string> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/post/current-user?limit=${PHOTOS}`, { headers: { Authorization: `Bearer ${session.token}` } });
    const posts = ((await res.json()) as { data: { attachment: Attachment | null }[] }).data;
    const photos = posts.map((p) => p.attachment).filter((a): a is Attachment => Boolean(a));
    if (photos.every((a) => a.variants === undefined)) return 'no image pipeline';
    if (photos.every((a) => (a.variants?.length ?? 0) > 0)) return `variants ready after ${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (Date.now() - started > 300_000) throw new Error('variants not made in 300 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Measure {
  total: number;
  byType: Record<string, number>;
  requests: number;
  imageRatio: number;
  imagesShown: number;
}

/** Counts every finished request of the context (the service worker's too; answers the worker
 * served from its cache are not counted twice) until nothing has finished for QUIET_MS. */
async function measure(browser: Browser, session: SignedIn, base: string, url: string, dpr: number, saveData: boolean): Promise<Measure> {
  const options = {
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: (saveData ? { 'Save-Data': 'on' } : {}) as Record<string, string>,
  };
  // The feed is the learner's; every other page is a newcomer's first visit (a guest).
  const context = url === '/feeds' ? await signedInContext(browser, session, options) : await browser.newContext(options);
  if (saveData) {
    // A string: tsx rewrites functions (helpers the page does not have), so Playwright's copy of one would fail there.
    await context.addInitScript(`if (navigator.connection) Object.defineProperty(navigator.connection, 'saveData', { get: () => true });`);
  }
  const byType: Record<string, number> = {};
  let total = 0;
  let requests = 0;
  let last = Date.now();
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (req) => {
    pending.push(
      (async () => {
        const response = await req.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await req.sizes();
        // Chromium reports no body size for the worker's own scripts (sw.js and the workbox runtime it
        // imports): they are counted as the server sends them to this browser (compressed).
        const workerScript = /^\/(sw|workbox-[\w-]+)\.js$/.test(new URL(req.url()).pathname);
        // (An answer from the HTTP cache has a body size of minus its headers: 0 bytes in all.)
        const bytes =
          workerScript && sizes.responseBodySize <= 0
            ? (await wireSize(req.url())) + sizes.responseHeadersSize
            : sizes.responseBodySize + sizes.responseHeadersSize;
        const type = req.serviceWorker() ? 'service worker' : req.resourceType();
        byType[type] = (byType[type] ?? 0) + bytes;
        if (process.env.TRANSFER_VERBOSE) console.log(`  ${type.padEnd(14)} ${kib(bytes).padStart(8)} KiB ${req.url().replace(base, '')}`);
        total += bytes;
        requests++;
        last = Date.now();
      })(),
    );
  });
  const page = await context.newPage();
  await page.goto(base + url, { waitUntil: 'load' });
  if (url === '/feeds')
    await page
      .getByRole('article')
      .nth(PHOTOS - 1)
      .waitFor({ timeout: 60_000 });
  while (Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 250));
  await Promise.all(pending);
  const { ratio, shown } = await imageRatio(page, dpr);
  await context.close();
  return { total, byType, requests, imageRatio: ratio, imagesShown: shown };
}

/** A file's size as the server sends it to a browser that takes br and gzip. */
function wireSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

/** The largest (downloaded width / (shown width x DPR)) of the images on the page. */
async function imageRatio(page: Page, dpr: number): Promise<{ ratio: number; shown: number }> {
  return page.evaluate((ratioOfPixels) => {
    let worst = 0;
    let shown = 0;
    for (const img of Array.from(document.images)) {
      if (!img.currentSrc || !img.naturalWidth || !img.clientWidth) continue;
      shown++;
      // object-fit: cover crops: compare the side that is scaled least.
      const r = Math.min(img.naturalWidth / (img.clientWidth * ratioOfPixels), img.naturalHeight / (img.clientHeight * ratioOfPixels));
      worst = Math.max(worst, r);
    }
    return { ratio: worst, shown };
  }, dpr);
}

async function main() {
  const started = Date.now();
  log('starting the built app (embedded database, demo data)...');
  const app = await startPhoneApp();
  const browser = await launchChromium();
  const lines: string[] = [];
  try {
    const session = await signIn(app.base, LEARNER);
    log(`posting ${PHOTOS} photos of 4000x3000 (generated on first use, kept in ${os.tmpdir()})...`);
    await postPhotos(app.base, session);
    const ready = await waitForVariants(app.base, session);
    log(ready);
    const header =
      '| page | DPR | Save-Data | total KiB | document | script | stylesheet | image | fetch | service worker | other | requests | images shown | worst image ratio |';
    lines.push(header, '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const url of PAGES) {
      for (const dpr of DPRS) {
        for (const saveData of [false, true]) {
          const m = await measure(browser, session, app.base, url, dpr, saveData);
          const t = (k: string) => kib(m.byType[k] ?? 0);
          const known = ['document', 'script', 'stylesheet', 'image', 'fetch', 'service worker'];
          const other = Object.entries(m.byType)
            .filter(([k]) => !known.includes(k))
            .reduce((s, [, v]) => s + v, 0);
          const row = `| ${url} | ${dpr} | ${saveData ? 'on' : 'off'} | **${kib(m.total)}** | ${t('document')} | ${t('script')} | ${t('stylesheet')} | ${t('image')} | ${t('fetch')} | ${t('service worker')} | ${kib(other)} | ${m.requests} | ${m.imagesShown} | ${m.imageRatio.toFixed(2)} |`;
          lines.push(row);
          log(row);
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const out = [
    '# What a phone downloads',
    '',
    `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench:transfer\` (bench/transfer.bench.ts) in ${Math.round((Date.now() - started) / 1000)} s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores.`,
    `The demo learner's feed with ${PHOTOS} photo posts (4000x3000 JPEG originals, ~3 MB each) at the top, signed in; the landing page (/) as a guest; a cold Chromium context at 375x667 CSS px;`,
    `bytes as received (compressed bodies + headers) until the network was quiet for ${QUIET_MS / 1000} s. "worst image ratio" = the largest downloaded width / (shown width x DPR) of the images shown.`,
    '',
    ...lines,
    '',
  ];
  writeFileSync(path.join(root, 'bench', 'results', 'transfer.md'), out.join('\n'));
  log('written to bench/results/transfer.md');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
