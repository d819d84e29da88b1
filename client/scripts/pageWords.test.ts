import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWords, wordsOf } from './pageWords';

/** A small source tree: a screen, a part it shows, a modal it loads on use, and the words helper. */
function tree() {
  const src = mkdtempSync(path.join(tmpdir(), 'page-words-'));
  const file = (rel: string, code: string) => {
    mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    writeFileSync(path.join(src, rel), code);
  };
  file('i18n/words.ts', 'export const withWords = (m: unknown) => m;\n');
  file('components/Spinner.tsx', "export default () => useT('shell');\n");
  file(
    'features/feed/Part.tsx',
    "import { FEED_MSG, MSG } from '@delv/shared';\nimport type { CONTENT_MSG } from '@delv/shared';\nimport Spinner from '../../components/Spinner';\n// useT('search') in a comment is no word of this part\nexport default () => [useT('feed'), useMessages('GROUP_MSG'), FEED_MSG, MSG, Spinner];\n",
  );
  file('features/claims/Modal.tsx', "export default () => useT('claims');\n");
  file('features/feed/Plain.ts', 'export const n = 1;\n');
  file(
    'app/Page.tsx',
    "import Part from '../features/feed/Part';\nconst Modal = lazy(() => import('../features/claims/Modal'));\nconst plain = () => import('../features/feed/Plain');\nexport default () => [Part, Modal, plain];\n",
  );
  return src;
}

describe('the words a lazily loaded part brings', () => {
  it("are what its module and its static imports render: catalogues, shared messages; not what loads later, not the shell's", () => {
    const src = tree();
    expect(wordsOf(path.join(src, 'app/Page.tsx'))).toEqual(['feed', 'messages.FEED_MSG', 'messages.GROUP_MSG']);
    expect(wordsOf(path.join(src, 'features/claims/Modal.tsx'))).toEqual(['claims']);
  });

  it("when a module loads a part by import(), then the build fetches the part's words with its code; a part without words is left alone", () => {
    const src = tree();
    const plugin = pageWords(src);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const page = path.join(src, 'app/Page.tsx');
    const out = transform(
      "const Modal = lazy(() => import('../features/claims/Modal'));\nconst plain = () => import('../features/feed/Plain');\n",
      page,
    );
    expect(out?.code).toContain("import { withWords as __withWords } from '../i18n/words';");
    expect(out?.code).toContain(`__withWords(import('../features/claims/Modal'), ["claims"])`);
    expect(out?.code).toContain("() => import('../features/feed/Plain')");
    expect(transform('export const n = 1;\n', page)).toBeNull();
  });
});
