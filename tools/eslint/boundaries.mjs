/**
 * The client's module boundaries as one ESLint rule (README "Module boundaries"; the server's
 * areas are tools/eslint/areas.mjs). It resolves every relative import against the importing file
 * and checks where it lands:
 *
 * - client: a file of `features/<a>/` imports another feature only through its public entry
 *   `features/<b>/index.ts` or its data hooks `features/<b>/api.ts` (or lazily, `import()` of one screen, which stays its own chunk); `components/` and `lib/` import no feature (pages that combine
 *   features live in `app/`).
 */
import path from 'node:path';

function where(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  // A directory import (`../../auth`) is its index.
  let m = rel.match(/^client\/src\/features\/([^/]+)(?:\/(.*))?$/);
  if (m) return { side: 'client', kind: 'feature', area: m[1], rest: m[2] ?? 'index' };
  m = rel.match(/^client\/src\/(components|lib)\//);
  if (m) return { side: 'client', kind: m[1] };
  return { side: 'other' };
}

const stripExt = (p) => p.replace(/\.(tsx?|mjs|js)$/, '');

export default {
  rules: {
    boundaries: {
      meta: {
        type: 'problem',
        docs: { description: 'Client features reach each other only through their public entries.' },
        schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
      },
      create(context) {
        const { root } = context.options[0] ?? {};
        const from = where(context.filename, root);
        if (from.side !== 'client') return {};

        function check(node, source) {
          if (!source.startsWith('.')) return;
          const target = where(path.resolve(path.dirname(context.filename), source), root);
          const report = (message) => context.report({ node, message });

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
        }

        return {
          ImportDeclaration(node) {
            check(node, node.source.value);
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
