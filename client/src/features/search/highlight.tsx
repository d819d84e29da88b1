import type { ReactNode } from 'react';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks where the typed words start words of the text ('data sci' → <mark>Data</mark>
 * <mark>Sci</mark>ence), the way the server matches them (every word a prefix). Plain text when
 * nothing matches (a typo found by similarity).
 */
export function highlight(text: string, keywords: string): ReactNode {
  const words = keywords
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (!words.length || !text) return text;
  const re = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${words
      .map(escape)
      .sort((a, b) => b.length - a.length)
      .join('|')})`,
    'giu',
  );
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = (m.index ?? 0) + m[1].length;
    if (start > last) out.push(text.slice(last, start));
    out.push(<mark key={start}>{m[2]}</mark>);
    last = start + m[2].length;
  }
  if (!out.length) return text;
  if (last < text.length) out.push(text.slice(last));
  return out;
}
