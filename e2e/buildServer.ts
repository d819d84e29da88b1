import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * vitest globalSetup: bundles the server once before the journeys (under a second), so they never
 * run a dist/ older than the sources. The client is built by `npm run build` (npm run test:e2e).
 */
export default function buildServer() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: resolve(__dirname, '../server'), encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
}
