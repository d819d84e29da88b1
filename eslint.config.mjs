// ESLint (flat config): typescript-eslint's recommended rules without type information (fast),
// no import cycles, no console outside the logger, and the module boundaries: the client's
// (tools/eslint/boundaries.mjs) and the server's areas, read from their manifests
// (tools/eslint/areas.mjs; server/src/modules/README.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import areas from './tools/eslint/areas.mjs';
import boundaries from './tools/eslint/boundaries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

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
    // Tests and seeds arrange data across areas on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'server/src/seed/**'],
    rules: { 'delv/boundaries': 'off', 'delv-server/areas': 'off' },
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
