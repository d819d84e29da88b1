// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageWords } from './pageWords';

/*
 * Issue 36: a page carries only its own words. The build gives each lazily loaded part one words
 * file with the key groups its code names (scripts/pageWords.ts); these check it on real screens.
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
type Hook = (...args: unknown[]) => unknown;

function build() {
  const plugin = pageWords(src) as unknown as Record<string, Hook>;
  plugin.config({}, { command: 'build' });
  const emitted = new Map<string, string>();
  const transform = (file: string, code: string) => (plugin.transform(code, path.join(src, file)) as { code: string } | null)?.code ?? code;
  const files = () => {
    plugin.generateBundle.call({ emitFile: (f: { fileName: string; source: string }) => emitted.set(f.fileName, f.source) });
    return emitted;
  };
  return { transform, files };
}

describe('words per part (scripts/pageWords.ts)', () => {
  it("when the router loads the feed page, then it fetches the page's words file: the posting box and cards, not the share dialog's", () => {
    const { transform, files } = build();
    const router = transform('app/router.tsx', "const FeedPage = lazy(() => import('./pages/feed/FeedPage'));");
    const name = /__withWords\(import\('\.\/pages\/feed\/FeedPage'\), "(p-[\w-]+)"\)/.exec(router)?.[1];
    expect(name).toBeDefined();
    const emitted = files();
    const map = JSON.parse(emitted.get('.vite/words.json')!) as { dir: string; parts: Record<string, string> };
    expect(map.parts['src/app/pages/feed/FeedPage.tsx']).toBe(name);
    const sw = JSON.parse(emitted.get(`${map.dir}sw/${name}.json`)!) as Record<string, Record<string, unknown>>;
    const keys = Object.keys(sw.feed);
    expect(keys).toEqual(expect.arrayContaining(['page.home', 'composer.post', 'card.like', 'list.more']));
    // The dialogs are parts of their own, loaded when opened: their words come with them.
    expect(keys.filter((k) => /^(share|feedback|invite|send)\./.test(k))).toEqual([]);
    // Ids count too ('feed:someone' in links.ts).
    expect(keys).toContain('someone');
    expect(Object.keys(sw)).toContain('messages.FEED_MSG');
    // The shell's words are in its own file ('boot'), loaded before the first render: not again here.
    expect(Object.keys(sw.shell ?? {}).filter((k) => k.startsWith('topbar.'))).toEqual([]);
    const boot = JSON.parse(emitted.get(`${map.dir}sw/boot.json`)!) as Record<string, Record<string, unknown>>;
    expect(Object.keys(boot.shell)).toEqual(expect.arrayContaining(['topbar.home', 'title.feed']));
    // The footer comes after the first paint (app/Layout.tsx): its words with it.
    expect(Object.keys(boot.shell).filter((k) => k.startsWith('footer.'))).toEqual([]);
    // `shell:${group}${value}` (useValueLabels) with 'industry.' written whole: every industry.
    expect(boot.shell['industry.Agriculture']).toBeDefined();
    expect(Object.keys(boot)).toContain('messages.MSG');
  });

  it('when a part shows no words, then its import is left as it is', () => {
    const { transform } = build();
    const code = "const x = () => import('../features/feed/newItems');";
    expect(transform('app/router.tsx', code)).toBe(code);
  });
});
