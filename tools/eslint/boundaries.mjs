/**
 * The project's module boundaries as one ESLint rule (README "Module boundaries"). It resolves
 * every relative import against the importing file and checks where it lands:
 *
 * - client: app/ (the pages that compose features) imports a feature only through what the
 *   feature's index.ts names: its index, api.ts, its screens (pages/), or a module index.ts re-exports,
 *   imported by its own path so a page downloads only the parts it shows; import() (a part loaded on
 *   use) may take any module. Features, components/, lib/ and i18n/ are kept apart by
 *   import-x/no-restricted-paths (eslint.config.mjs).
 * - server: a file of `modules/<a>/` imports another module only through its public files
 *   `<b>.service`, `<b>.events`, `<b>.policy`, `<b>.presenter`, `<b>.target` (types from anywhere);
 *   and it imports from `db/schema` only the tables its own area owns (options.tableOwners), so
 *   it reads another area's data through that area's service, events or published read model.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PUBLIC_SERVER_FILE = /^(?<module>[a-z-]+)\.(service|events|policy|presenter|target)$/;

function where(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  // A directory import (`../../auth`) is its index.
  let m = rel.match(/^client\/src\/features\/([^/]+)(?:\/(.*))?$/);
  if (m) return { side: 'client', kind: 'feature', area: m[1], rest: m[2] ?? 'index' };
  m = rel.match(/^client\/src\/(components|lib|app)\//);
  if (m) return { side: 'client', kind: m[1] };
  m = rel.match(/^server\/src\/modules\/([^/]+)\/(.*)$/);
  if (m) return { side: 'server', kind: 'module', area: m[1], rest: m[2] };
  if (/^server\/src\/db\/schema(\/index)?(\.ts)?$/.test(rel)) return { side: 'server', kind: 'schema' };
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
        docs: { description: 'Areas reach each other only through their public files and own tables.' },
        schema: [
          { type: 'object', properties: { root: { type: 'string' }, tableOwners: { type: 'object' } }, additionalProperties: false },
        ],
      },
      create(context) {
        const { root, tableOwners = {} } = context.options[0] ?? {};
        const from = where(context.filename, root);
        if (from.side === 'other') return {};

        function check(node, source, specifiers, wholeIsType, dynamic = false) {
          if (!source.startsWith('.')) return;
          const target = where(path.resolve(path.dirname(context.filename), source), root);
          const report = (message) => context.report({ node, message });

          if (from.side === 'client') {
            if (from.kind !== 'app' || target.kind !== 'feature' || dynamic) return;
            const rest = stripExt(target.rest);
            if (rest === 'index' || rest === 'api' || rest.startsWith('pages/')) return;
            const featureDir = path.join(root, 'client/src/features', target.area);
            if (!publicParts(featureDir).has(rest))
              report(
                `app/ takes features/${target.area}/${rest}, which features/${target.area}/index.ts does not name: export it there (it is then public), or load it with import().`,
              );
            return;
          }

          if (from.kind !== 'module') return;
          if (target.kind === 'module' && target.area !== from.area && !wholeIsType) {
            const base = path.posix.basename(stripExt(target.rest));
            const pub = base.match(PUBLIC_SERVER_FILE);
            if (!pub || pub.groups.module.replace(/-/g, '') !== target.area.replace(/-/g, '')) {
              report(
                `modules/${from.area} reaches into modules/${target.area}/${stripExt(target.rest)}: use its service, events, policy, presenter or target.`,
              );
            }
          }
          if (target.kind === 'schema') {
            for (const spec of specifiers) {
              if (spec.isType) continue;
              const owners = tableOwners[spec.name];
              if (owners && !owners.includes(from.area)) {
                report(
                  `modules/${from.area} reads the table '${spec.name}' of ${owners.join('/')}: call that area's service, listen to its events, or use its read model.`,
                );
              }
            }
          }
        }

        return {
          ImportDeclaration(node) {
            const wholeIsType = node.importKind === 'type';
            const specifiers = node.specifiers
              .filter((s) => s.type === 'ImportSpecifier')
              .map((s) => ({ name: s.imported.name ?? s.imported.value, isType: wholeIsType || s.importKind === 'type' }));
            check(
              node,
              node.source.value,
              specifiers,
              wholeIsType || (specifiers.length > 0 && specifiers.every((s) => s.isType) && node.specifiers.length === specifiers.length),
            );
          },
          // A lazy import() loads a part as its own chunk (app/ may take any module of a feature so).
          ImportExpression(node) {
            if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, [], false, true);
          },
          ExportNamedDeclaration(node) {
            if (node.source) check(node, node.source.value, [], node.exportKind === 'type');
          },
          ExportAllDeclaration(node) {
            check(node, node.source.value, [], node.exportKind === 'type');
          },
        };
      },
    },
  },
};
