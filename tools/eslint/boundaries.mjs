/**
 * The client's module boundaries as one ESLint rule (README "Module boundaries"; the server's
 * areas are tools/eslint/areas.mjs). It resolves every relative import against the importing file
 * and checks where it lands: app/ (the pages that compose features) imports a feature only through
 * what the feature's index.ts names: its index, api.ts, its screens (pages/), or a module index.ts
 * re-exports, imported by its own path so a page downloads only the parts it shows; import() (a part
 * loaded on use) may take any module. Features, components/, lib/ and i18n/ are kept apart by
 * import-x/no-restricted-paths (eslint.config.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

function where(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  // A directory import (`../../auth`) is its index.
  let m = rel.match(/^client\/src\/features\/([^/]+)(?:\/(.*))?$/);
  if (m) return { side: 'client', kind: 'feature', area: m[1], rest: m[2] ?? 'index' };
  m = rel.match(/^client\/src\/(components|lib|app)\//);
  if (m) return { side: 'client', kind: m[1] };
  return { side: 'other' };
}

const stripExt = (p) => p.replace(/\.(tsx?|mjs|js)$/, '');

/** The modules a feature's index.ts names (re-exported or imported for their effect), relative to the feature. */
const named = new Map();
function publicParts(featureDir) {
  if (!named.has(featureDir)) {
    let text = '';
    try {
      text = readFileSync(path.join(featureDir, 'index.ts'), 'utf8');
    } catch {
      // no index.ts: nothing is public but api.ts and the screens
    }
    const parts = new Set();
    for (const m of text.matchAll(/(?:from|import)\s*'(\.[^']+)'/g)) {
      parts.add(stripExt(path.posix.normalize(m[1])).replace(/^\.\//, ''));
    }
    named.set(featureDir, parts);
  }
  return named.get(featureDir);
}

export default {
  rules: {
    boundaries: {
      meta: {
        type: 'problem',
        docs: { description: 'The client: app/ takes a feature only through what its index.ts names.' },
        schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
      },
      create(context) {
        const { root } = context.options[0] ?? {};
        const from = where(context.filename, root);
        if (from.side !== 'client' || from.kind !== 'app') return {};

        function check(node, source, dynamic = false) {
          if (!source.startsWith('.')) return;
          const target = where(path.resolve(path.dirname(context.filename), source), root);
          if (target.kind !== 'feature' || dynamic) return;
          const rest = stripExt(target.rest);
          if (rest === 'index' || rest === 'api' || rest.startsWith('pages/')) return;
          const featureDir = path.join(root, 'client/src/features', target.area);
          if (!publicParts(featureDir).has(rest))
            context.report({
              node,
              message: `app/ takes features/${target.area}/${rest}, which features/${target.area}/index.ts does not name: export it there (it is then public), or load it with import().`,
            });
        }

        return {
          ImportDeclaration(node) {
            check(node, node.source.value);
          },
          // A lazy import() loads a part as its own chunk (app/ may take any module of a feature so).
          ImportExpression(node) {
            if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, true);
          },
          ExportNamedDeclaration(node) {
            if (node.source) check(node, node.source.value);
          },
          ExportAllDeclaration(node) {
            check(node, node.source.value);
          },
        };
      },
    },
  },
};
