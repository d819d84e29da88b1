import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder (server/). This module sits directly in src/ and the bundle in dist/ (npm
 * start runs dist/server.js, where esbuild has inlined it), so in both the folder is one level up.
 * Keep this file in src/ itself: a path computed from import.meta.url deeper down would differ
 * between the sources and the bundle.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** drizzle's SQL migrations, applied on start. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
