// `npm run build -w server`: bundles the server and its command-line tools into dist/ for node.
// Our code and @delv/shared (TypeScript) are bundled; npm packages stay imports, loaded from
// node_modules at run time (PGlite finds its wasm and data files, bcrypt its native addon, beside
// their own code). Paths computed from import.meta.url live in src/paths.ts, which works from dist/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every bare import is an npm package left to node, except our own workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@delv/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer({ outdir = path.join(serverDir, 'dist') } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: {
      server: 'src/server.ts',
      'seed-cli': 'src/seed/seed-cli.ts',
      'admin-cli': 'src/admin-cli.ts',
      'images-cli': 'src/images-cli.ts',
    },
    outdir,
    bundle: true,
    // Code shared by the entries (config, database, services) is one chunk, not three copies.
    // Chunks stay directly in dist/, like the entries: src/paths.ts counts on it.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces point at the .ts lines (node --enable-source-maps); the sources stay out of the maps.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { ms: Date.now() - started, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ms, bytes } = await buildServer();
  console.log(`server bundled into dist/ in ${ms} ms (${(bytes / 1e6).toFixed(1)} MB with source maps)`);
}
