import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, watch } from 'node:fs';
import { createServer } from 'node:net';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

const root = resolve(__dirname, '..');
export const artifactsDir = join(root, 'e2e', 'artifacts');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** Every .eml written so far, oldest first, as raw text. */
  mails: () => string[];
  /** The first mail holding `text` (or that `text` accepts), as soon as it is written (mail goes out from the job queue just after the answer). */
  mailWith: (text: string | ((mail: string) => boolean), timeoutMs?: number) => Promise<string>;
}

/** Starts the product as `npm start` does (the bundled server, after the build), on a fresh embedded data dir. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(join(root, 'server', 'dist', 'server.js')))
    throw new Error('server/dist/server.js is missing: run `npm run build -w server`');
  const dataDir = mkdtempSync(join(tmpdir(), 'delv-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: join(root, 'server'),
    // LOG_LEVEL info: the harness waits for the 'listening' line.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Ready when the server says it listens (its log line), or fails when it exits first.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${log}`)), 90_000);
    const read = (d: Buffer) => {
      log += d;
      if (log.includes('Delv listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${log}`));
    });
  });
  const health = await fetch(`${baseUrl}/api/health`);
  if (!health.ok) throw new Error(`the server listens but /api/health answered ${health.status}:\n${log}`);
  const mails = () => {
    const dir = join(dataDir, 'mail');
    let names: string[] = [];
    try {
      names = readdirSync(dir)
        .filter((n) => n.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
    return names.map((n) => readFileSync(join(dir, n), 'utf8'));
  };
  return {
    baseUrl,
    dataDir,
    mails,
    mailWith: (text, timeoutMs = 30_000) =>
      new Promise<string>((resolve, reject) => {
        const accept = typeof text === 'string' ? (m: string) => m.includes(text) : text;
        const found = () => mails().find(accept);
        const now = found();
        if (now) return resolve(now);
        const check = () => {
          const mail = found();
          if (mail) finish(() => resolve(mail));
        };
        // Told by the file system when the data dir changes (a mail file written); Node's recursive
        // watch on Linux can miss a file written in a folder it has just started to watch, so the
        // condition is also checked every 250 ms.
        const watcher = watch(dataDir, { recursive: true }, check);
        const poll = setInterval(check, 250);
        const timer = setTimeout(() => finish(() => reject(new Error(`no such mail in ${timeoutMs} ms`))), timeoutMs);
        const finish = (then: () => void) => {
          watcher.close();
          clearInterval(poll);
          clearTimeout(timer);
          then();
        };
      }),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Playwright gives every launch a fresh, empty profile (the flags are DESIGN.md's). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The first link in a mail that points at `pathPrefix` (quoted-printable soft breaks undone). */
export function linkIn(mail: string, pathPrefix: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail:\n${text}`);
  return match[0];
}

/** A real 2x2 PNG, built byte by byte: the server checks an image's type from its bytes. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const b = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(b));
    return Buffer.concat([len, b, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const row = [0, 11, 92, 171, 27, 110, 58];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF with correct cross-reference offsets, padded to `padTo` bytes with a
 * comment stream so a throttled upload takes long enough to watch. */
export function realPdf(text: string, padTo = 0): Buffer {
  const objects: string[] = [];
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>');
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const padding =
    padTo > 0 ? `${'% padding line to give the upload some weight ........................\n'.repeat(Math.ceil(padTo / 72))}` : '';
  objects.push(`<< /Length ${padding.length} >>\nstream\n${padding}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The password of every demo account (server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'Delv2026!';

/** Fills and submits the sign-in form on the current page. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
}

/** Opens /login, signs in, and waits until the app has moved on from the sign-in page. */
export async function signInAs(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Uncaught errors the page has thrown since newPage() opened it. */
export const jsErrors = (page: Page) => (page as Page & { jsErrors: string[] }).jsErrors;

export async function expectNoSidewaysScroll(page: Page, what: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

/**
 * One built app and one Chromium per journey file: started before its tests, stopped after.
 * `use` receives both once they run (module-level variables in the journey keep them).
 */
export function appAndBrowser(use: (app: RunningApp, browser: Browser) => void, env: Record<string, string> = {}) {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp(env);
    browser = await launchBrowser();
    use(app, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
}

/** A demo account's bearer token straight from the API (for setting up data a journey then looks at). */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A JSON API call as `token`'s person (setting up data a journey then looks at); throws on an error answer. */
export async function apiJson<T>(baseUrl: string, path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
