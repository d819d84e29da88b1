// ESLint (flat config): typescript-eslint's recommended rules without type information (fast),
// no import cycles, no console outside the logger, and the module boundaries: the client's
// (tools/eslint/boundaries.mjs and import-x/no-restricted-paths; README "Module boundaries") and the
// server's areas, read from their manifests (tools/eslint/areas.mjs; server/src/modules/README.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import areas from './tools/eslint/areas.mjs';
import boundaries from './tools/eslint/boundaries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Each folder of client/src/features is one feature (a zone of its own). */
const clientFeatures = readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'data/**',
      'server/drizzle/**',
      'client/dev-dist/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX, delv: boundaries, 'delv-server': areas },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'delv/boundaries': ['error', { root }],
      'delv-server/areas': ['error', { root }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Unused names starting with _ are deliberate (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `any` is allowed where a comment says why (a few library seams); the type checker guards the rest.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The client's house (README "Module boundaries"; bulletproof-react's zones): features stand side
    // by side and meet only in app/ (its pages compose them); components/, lib/ and i18n/ serve
    // everyone and import no feature and nothing of app/. Dynamic import() counts too.
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.join(root, 'client/src'),
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: `features/${feature} imports no other feature: the page in app/pages composes them (pass the part in as a prop).`,
            })),
            { target: './features', from: './app', message: 'A feature imports nothing from app/: what it needs comes in as props.' },
            {
              target: ['./components', './lib', './i18n'],
              from: ['./features', './app'],
              message: 'Shared code imports no feature and nothing from app/: move the shared part down, or the page to app/pages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and seeds arrange data across areas on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/fixtures.ts', 'server/src/seed/**'],
    rules: { 'delv/boundaries': 'off', 'delv-server/areas': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Logs go through server/src/lib/log.ts (pino, redacted). The client writes only errors nobody
    // on the page can act on (a crashed screen, a failing live handler) to the browser's console.
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    // Command-line tools (*-cli.ts) print their answer.
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**', 'server/src/**/*-cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**'],
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
);
