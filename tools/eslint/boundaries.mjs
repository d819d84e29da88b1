/**
 * The project's module boundaries as one ESLint rule (README "Module boundaries"). It resolves
 * every relative import against the importing file and checks where it lands:
 *
 * - client: a file of `features/<a>/` imports another feature only through its public entry
 *   `features/<b>/index.ts` or its data hooks `features/<b>/api.ts` (or lazily, `import()` of one screen, which stays its own chunk); `components/` and `lib/` import no feature (pages that combine
 *   features live in `app/`).
 * - server: a file of `modules/<a>/` imports another module only through its public files
 *   `<b>.service`, `<b>.events`, `<b>.policy`, `<b>.presenter`, `<b>.target` (types from anywhere);
 *   and it imports from `db/schema` only the tables its own area owns (options.tableOwners), so
 *   it reads another area's data through that area's service, events or published read model.
 */
import path from 'node:path';

const PUBLIC_SERVER_FILE = /^(?<module>[a-z-]+)\.(service|events|policy|presenter|target)$/;

function where(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  // A directory import (`../../auth`) is its index.
  let m = rel.match(/^client\/src\/features\/([^/]+)(?:\/(.*))?$/);
  if (m) return { side: 'client', kind: 'feature', area: m[1], rest: m[2] ?? 'index' };
  m = rel.match(/^client\/src\/(components|lib)\//);
  if (m) return { side: 'client', kind: m[1] };
  m = rel.match(/^server\/src\/modules\/([^/]+)\/(.*)$/);
  if (m) return { side: 'server', kind: 'module', area: m[1], rest: m[2] };
  if (/^server\/src\/db\/schema(\/index)?(\.ts)?$/.test(rel)) return { side: 'server', kind: 'schema' };
  return { side: 'other' };
}

const stripExt = (p) => p.replace(/\.(tsx?|mjs|js)$/, '');

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

        function check(node, source, specifiers, wholeIsType) {
          if (!source.startsWith('.')) return;
          const target = where(path.resolve(path.dirname(context.filename), source), root);
          const report = (message) => context.report({ node, message });

          if (from.side === 'client') {
            if (target.kind !== 'feature') return;
            if (from.kind === 'components' || from.kind === 'lib') {
              report(
                `${from.kind}/ must not import a feature (features/${target.area}); move the shared part to ${from.kind}/ or the page to app/.`,
              );
            } else if (from.kind === 'feature' && target.area !== from.area && !['index', 'api'].includes(stripExt(target.rest))) {
              report(
                `features/${from.area} reaches into features/${target.area}/${stripExt(target.rest)}: import its public entry features/${target.area}/index.ts (or its data hooks, api.ts), or combine them in app/.`,
              );
            }
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
          // A lazy import() loads another feature's screen as its own chunk, as the router does:
          // going through index.ts would download every export of the feature.
          ImportExpression(node) {
            if (from.side === 'server' && node.source.type === 'Literal' && typeof node.source.value === 'string')
              check(node, node.source.value, [], false);
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
