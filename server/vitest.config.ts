import { defineConfig } from 'vitest/config';

// With a real PostgreSQL every file shares one database, so files run one after another.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Files in a worker share its module state, so each worker opens PGlite (~3 s) once.
    isolate: false,
    fileParallelism: !onPostgres,
    maxWorkers: onPostgres ? 1 : 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { hooks: 'stack' },
    // Request lines and warnings would bury the test output; LOG_LEVEL=info npx vitest shows them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
