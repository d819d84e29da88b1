import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogues, startLanguage } from '../i18n';

// Every English catalogue is in place before a test renders, so no component suspends while it
// loads its words (tests of Kiswahili load theirs; see i18n/i18n.test.tsx).
const features = Object.keys(import.meta.glob('../features/*/i18n/en.json')).map((path) => path.split('/')[2]);
await startLanguage();
await loadCatalogues(features, 'en');

afterEach(() => cleanup());
