/**
 * A short, stable name for an English text (32-bit FNV-1a, base 36): the browser's Kiswahili
 * catalogue of the shared messages is keyed by the hash of each English text, so a page can
 * translate any message (a formik error, a server answer) without downloading every English text
 * to look it up. i18n.test.ts checks that no two texts share a hash.
 */
export function messageHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
