import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import path from 'node:path';
import { loadCatalogues, startLanguage } from '../i18n';
import { setWordsSource } from '../i18n/catalogues';
import { wordsFile } from '../i18n/compile';

// The words come from the source catalogues, as the dev server gives them (whole namespaces; the
// shell's file is the shell's catalogue with the MSG messages), not over HTTP: tests stub fetch.
const src = path.resolve(__dirname, '..');
setWordsSource(async (file, language) =>
  wordsFile(src, file === 'boot' ? { shell: ['*'], 'messages.MSG': ['*'] } : { [file]: ['*'] }, language),
);

// Every English catalogue is in place before a test renders, so no component suspends while it
// loads its words (tests of Kiswahili load theirs; see i18n/i18n.test.tsx).
const features = Object.keys(import.meta.glob('../features/*/i18n/en.json')).map((p) => p.split('/')[2]);
await startLanguage();
await loadCatalogues(features, 'en');

afterEach(() => cleanup());
