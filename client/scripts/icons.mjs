#!/usr/bin/env node
// Draws the app's install icons (web app manifest) as PNGs into public/: the logo's 'D' on the
// brand blue, as a full-bleed square (maskable: the mark stays inside the 80 % safe zone) and with
// rounded corners (any). Run once after changing the logo: `node client/scripts/icons.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = (size, rounded) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" ${rounded ? 'rx="22"' : ''} fill="#0b5cab"/>
  <path d="M34 26h16c14 0 24 9.5 24 24S64 74 50 74H34zM45 36v28h5c8 0 13-5.5 13-14s-5-14-13-14z" fill="#fff"/>
</svg>`;

for (const [name, size, rounded] of [
  ['icon-192.png', 192, true],
  ['icon-512.png', 512, true],
  ['icon-maskable-512.png', 512, false],
  ['apple-touch-icon.png', 180, false],
]) {
  writeFileSync(
    join(out, name),
    await sharp(Buffer.from(mark(size, rounded)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
  console.log(name);
}
writeFileSync(join(out, 'favicon.svg'), mark(32, true).replace(/width="32" height="32" /, ''));
