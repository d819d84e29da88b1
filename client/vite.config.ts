// vitest/config's defineConfig is Vite's plus the `test` key (types only; same runtime).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The client package has no "type": "module" on purpose: Vite 8's CommonJS interop otherwise
// breaks redux-persist and react-multi-carousel in the BUILT app (DESIGN.md, measured trap).
export default defineConfig({
  plugins: [react()],
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
