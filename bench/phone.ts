/**
 * Helpers of the phone benchmarks (transfer.bench.ts, lighthouse.bench.ts): the built app on the
 * embedded database with its demo data (as `npm start` runs it), the system Chromium, a signed-in
 * session put straight into the page's storage, and photo-like test images.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { freePort } from './server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO_PASSWORD = 'Delv2026!';

export interface PhoneApp {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The built client served by the real server on a fresh embedded database with the demo data. */
export async function startPhoneApp(): Promise<PhoneApp> {
  if (!existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('Build the client first: npm run build -w client');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'delv-phone-'));
  const base = `http://127.0.0.1:${port}`;
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      REMINDER_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  let stopping = false;
  proc.once('exit', (code) => {
    if (!stopping) console.error(`the app stopped by itself (${code}):\n${output.slice(-4000)}`);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    async stop() {
      stopping = true;
      if (proc.exitCode === null) {
        const done = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await done;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

export interface SignedIn {
  token: string;
  user: unknown;
}

export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const body = (await res.json()) as { token: string; user: unknown };
  return { token: body.token, user: body.user };
}

/** What the app keeps for a signed-in session (redux-persist's format) (client/src/app/store.ts): a page opened in
 * this context starts signed in, without loading the sign-in page first. */
export function sessionStorageScript(session: SignedIn): string {
  const persisted = {
    token: JSON.stringify(session.token),
    user: JSON.stringify(session.user),
    loggedIn: 'true',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  return `try { localStorage.setItem('persist:session', ${JSON.stringify(JSON.stringify(persisted))}); } catch {}`;
}

export async function signedInContext(
  browser: Browser,
  session: SignedIn,
  opts: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(opts);
  await context.addInitScript(sessionStorageScript(session));
  return context;
}

function rand(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A busy scene (many overlapping shapes under a contrasty fractal texture): harder to compress than
 * an average phone photo (a 640 px WebP of it at quality 75 is ~50 KB, 1.3 bits a pixel). */
function sceneSvg(seed: number, w: number, h: number): string {
  const r = rand(seed);
  const colour = () => `hsl(${Math.floor(r() * 360)},${30 + Math.floor(r() * 50)}%,${15 + Math.floor(r() * 70)}%)`;
  let shapes = '';
  for (let i = 0; i < 3000; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = r() ** 4 * w * 0.3 + 2;
    const k = r();
    const fill = `fill="${colour()}" opacity="${(0.5 + r() * 0.5).toFixed(2)}"`;
    if (k < 0.4) shapes += `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * (0.3 + r())}" ${fill}/>`;
    else if (k < 0.8)
      shapes += `<rect x="${x}" y="${y}" width="${s}" height="${s * (0.3 + r() * 2)}" ${fill} transform="rotate(${r() * 40 - 20} ${x} ${y})"/>`;
    else
      shapes += `<path d="M${x} ${y} l${s} ${s * (r() - 0.5)} l${-s * r()} ${s}" stroke="${colour()}" stroke-width="${1 + r() * 6}" fill="none"/>`;
  }
  const f = (c: string) => `<feFunc${c} type="linear" slope="2" intercept="-0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><filter id="t" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="6" seed="${seed}"/>
      <feComponentTransfer>${f('R')}${f('G')}${f('B')}<feFuncA type="linear" slope="0" intercept="0.5"/></feComponentTransfer>
    </filter></defs>
    <rect width="100%" height="100%" fill="${colour()}"/>${shapes}<rect width="100%" height="100%" filter="url(#t)"/></svg>`;
}

/**
 * A 4000x3000 JPEG (quality 92, ~3 MB) like a phone camera's: a scene drawn at 1200 px and scaled
 * up, sensor grain on top, and EXIF with the camera and a GPS position (which must never reach
 * another user). Drawing the scene is slow on a busy machine, so one is drawn (kept in the temp
 * folder) and each seed turns its colours and mirrors it: ten different photos of the same weight.
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `delv-phone-photo-${seed}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const [w, h] = [4000, 3000];
  const sceneFile = path.join(os.tmpdir(), 'delv-phone-scene-4000.png');
  if (!existsSync(sceneFile)) {
    const scene = await sharp(Buffer.from(sceneSvg(1, 1200, 900)))
      .removeAlpha()
      .resize(w, h, { kernel: 'cubic' })
      .toBuffer();
    // Grain: a 1000x750 noise tile (making 12 MP of gaussian noise costs more than the rest).
    const grain = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
    })
      .png()
      .toBuffer();
    await sharp(scene)
      .composite([{ input: grain, tile: true, blend: 'soft-light' }])
      .png({ compressionLevel: 1 })
      .toFile(sceneFile);
  }
  let photo = sharp(sceneFile).modulate({ hue: (seed * 37) % 360 });
  if (seed % 2) photo = photo.flop();
  if (seed % 3 === 0) photo = photo.flip();
  const jpeg = await photo
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10', Software: 'camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 20/1 3600/100', GPSLongitudeRef: 'E', GPSLongitude: '32/1 34/1 4500/100' },
    })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg;
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
