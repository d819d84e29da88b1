// vitest/config's defineConfig is Vite's plus the `test` key (types only; same runtime).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { CATALOGUE_FILE, SHARED_MESSAGES_FILE, compileCatalogue, compileSharedMessages } from './src/i18n/compile';

/** Catalogues (i18n/<lang>.json) are compiled from ICU text to Lingui's form at build time (and
 * in tests), so the app ships no message parser; the result is still JSON for Vite's loader. */
function i18nCatalogues(): Plugin {
  return {
    name: 'delv:i18n-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (SHARED_MESSAGES_FILE.test(file)) return { code: JSON.stringify(compileSharedMessages(JSON.parse(code), file)), map: null };
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code), file)), map: null };
    },
  };
}

// The client package has no "type": "module" on purpose: Vite 8's CommonJS interop otherwise
// breaks redux-persist and react-multi-carousel in the BUILT app (DESIGN.md, measured trap).
export default defineConfig({
  plugins: [i18nCatalogues(), react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // scripts/route-size.mjs reads the manifest to measure what one route downloads.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
