import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: the built app served by the real server (embedded PGlite, files on disk,
// mail written to files) driven by the system Chromium through playwright-core.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./buildServer.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A condition awaited with expect.poll waits as long as a slow CI machine needs (the default
    // 1 s failed a first search on a cold database); it still returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
  },
});
