/**
 * Where a stored image's WebP variants live (lib/images.ts makes them): beside it, one per width of
 * its preset. Its own file so storage (which deletes an image with its variants) and the image
 * pipeline (which stores through storage) need not import each other.
 */
import path from 'node:path';

/**
 * Widths made per kind of picture. Neighbours are at most 2x apart, so the width a browser picks
 * is never more than twice what it shows; the narrowest covers the smallest place it is shown at.
 * Avatars show at 28-128 CSS px; photos, thumbnails and banners at 64 px (search) to ~900 px.
 */
export const IMAGE_PRESETS = {
  avatar: { widths: [48, 96, 192, 384], quality: 75, originalMax: 512 },
  photo: { widths: [160, 320, 480, 640, 960, 1280, 1920], quality: 70, originalMax: 2048 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

const ALL_WIDTHS = [...new Set(Object.values(IMAGE_PRESETS).flatMap((p) => p.widths))];
const IMAGE_KEY = /\.(jpe?g|png|gif|webp)$/i;

/** Where the WebP copy of `key` at `width` lives: beside it. */
export function variantKey(key: string, width: number): string {
  const { dir, name } = path.posix.parse(key);
  return `${dir ? `${dir}/` : ''}${name}-${width}w.webp`;
}

/** Every key a stored image may have spread to (for deleting it): itself and its variants. */
export function imageKeys(key: string): string[] {
  if (!IMAGE_KEY.test(key)) return [key];
  return [key, ...ALL_WIDTHS.map((w) => variantKey(key, w))];
}
