// vitest/config's defineConfig is Vite's plus the `test` key (types only; same runtime).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

import { CATALOGUE_FILE, SHARED_MESSAGES_FILE, compileCatalogue, compileSharedMessages } from './src/i18n/compile';
import { pageWords } from './scripts/pageWords';
import { formikDeps } from './scripts/formikDeps';

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

/** Writes a brotli copy (quality 11) of each built JS and CSS file beside it; the server sends it
 * to browsers that accept br (server/src/app.ts). About 15 % smaller than compressing per request. */
function brotliAssets(): Plugin {
  return {
    name: 'delv-brotli-assets',
    apply: 'build',
    closeBundle() {
      const dir = path.resolve(__dirname, 'dist', 'assets');
      // The code and style, and the words files (assets/words/<version>/<lang>/*.json, scripts/pageWords.ts).
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) => /\.(js|css)$|^words[\\/].*\.json$/.test(n));
      for (const name of files) {
        const file = path.join(dir, name);
        writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The files of the shell (the entry and what it imports statically): loaded before any part can be, so no
 * part's preload list needs to name them (80 routes listed them each, in the entry itself too). */
const shellFiles = new Set<string>();
function shellPreloads(): Plugin {
  return {
    name: 'delv:shell-preloads',
    apply: 'build',
    enforce: 'pre',
    // Runs before Vite writes the preload lists (its import analysis is a post plugin).
    generateBundle(_options, bundle) {
      shellFiles.clear();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (shellFiles.has(file) || chunk?.type !== 'chunk') return;
        shellFiles.add(file);
        chunk.imports.forEach(add);
      };
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) add(file);
    },
  };
}

// The client package has no "type": "module" on purpose: Vite 8's CommonJS interop otherwise
// breaks react-multi-carousel (and broke redux-persist, no longer used) in the BUILT app (DESIGN.md, measured trap).
export default defineConfig({
  plugins: [
    i18nCatalogues(),
    shellPreloads(),
    // formik's dependencies small, its unused FieldArray dropped (scripts/formikDeps.ts).
    formikDeps(path.resolve(__dirname, 'src/lib/formik-deps')),
    // Each lazily loaded part fetches the words it shows with its code (no hand-kept lists).
    pageWords(path.resolve(__dirname, 'src')),
    react(),
    brotliAssets(),
    // Installable and readable offline (issue 16). The worker precaches the app shell only (the page,
    // the entry code every screen needs, the CSS, the icons): a screen's code is cached the first
    // time it is used, so a first visit downloads no screen nobody opened (all screens would add
    // ~150 KB gzipped to it); data saver means nothing is fetched ahead.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      // The web manifest is a plain file (public/manifest.webmanifest, linked from index.html), not
      // the plugin's: the plugin's is precached, a second download on every first visit (issue 36);
      // the browser keeps its own copy for the installed app. Its install icons are fetched by the
      // browser when someone installs the app.
      manifest: false,
      workbox: {
        // Not the favicon: the browser asks for it on its own (a precached copy was a second download).
        globPatterns: ['index.html', 'assets/index-*.{js,css}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/files\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Hashed file names never change: once fetched, a screen's code is kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'delv-assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
          {
            // API answers kept for reading offline (always fresh when online): the feed, my profile and
            // points, my sessions and the content I opened; and (issue 36) groups, a group's chats and
            // messages, notifications, mentors, institutions and an institution's page; and each
            // search (GET /search?keywords=..., one answer per search). Cleared on sign-out
            // (lib/offline.ts). The worker gets this function's text only: everything it uses must be inside it.
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(home\/feed\/?$|user\/profile\/?$|user\/points\/|sessions(\/all|\/mentor|\/session\/[^/]+)?\/?$|contents\/content\/|post\/[^/]+$|discussiongroup(\/[^/]+)?\/?$|chat\/[^/]+\/?$|chat\/getAllChatDiscusions\/|notifications\/?$|user\/mentors\/?$|institution(\/[^/]+)?\/?$|learner\/institution\/[^/]+$|contents\/owner\/|search\/?$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'delv-api',
              networkTimeoutSeconds: 15,
              expiration: { maxEntries: 200 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Pictures already seen (WebP variants and avatars) stay viewable offline.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/files/') && /\.(webp|png|jpe?g|gif)$/i.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'delv-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // scripts/route-size.mjs reads the manifest to measure what one route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // The state and words machinery every screen starts with, as one chunk whoever imports it: left to the
        // automatic split it broke in two (+0.4 KB on every route) when a lazily loaded part reached one half only.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](@reduxjs|immer|redux|react-redux|reselect|@lingui|use-sync-external-store)[\\/]|src[\\/](lib[\\/]api|i18n[\\/](index|useT|messages|language|catalogues|words|values))\.tsx?$/,
            },
          ],
        },
      },
    },
    // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
    // A part's preload list leaves out the shell's files (shellPreloads), which are already there; the page's own (html) keeps them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !shellFiles.has(dep)) : deps),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
