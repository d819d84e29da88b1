/**
 * The server's house as one ESLint rule (server/src/modules/README.md). It reads every area's
 * manifest (server/src/modules/<area>/index.ts: its `uses`, `tables`, `readModels`, `borrows`) and
 * resolves every relative import (static, type-only, re-export, dynamic) against the importing file:
 *
 * - an area imports another only through its index.ts (its manifest and public service), and only
 *   an area its manifest names in `uses`: type imports too, so no circle hides in types;
 * - an area never imports the list of areas (areas.ts);
 * - an area imports from db/schema only the tables it owns, any area's read models (`readModels`)
 *   and the tables its manifest `borrows`;
 * - the backbone (events/, jobs/, live/, middleware/, runtime/, platform/, policies/, lib/, mail/)
 *   imports no area but through the list, areas.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BACKBONE = new Set(['events', 'jobs', 'live', 'middleware', 'runtime', 'platform', 'policies', 'lib', 'mail']);

/** The string literals of `key: [ ... ]` in a manifest's text. */
function listOf(text, key) {
  const m = text.match(new RegExp(`\\b${key}:\\s*\\[([^\\]]*)\\]`));
  return m ? [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]) : [];
}

const cache = new Map();
/** Every area's manifest facts, read once per lint run (per root). */
export function readManifests(root) {
  if (cache.has(root)) return cache.get(root);
  const dir = path.join(root, 'server/src/modules');
  const areas = new Map();
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    let text = '';
    try {
      text = readFileSync(path.join(dir, d.name, 'index.ts'), 'utf8');
    } catch {
      // no manifest yet: the list's test says so
    }
    areas.set(d.name, {
      uses: new Set(listOf(text, 'uses')),
      tables: new Set(listOf(text, 'tables')),
      readModels: new Set(listOf(text, 'readModels')),
      borrows: new Set(listOf(text, 'borrows')),
    });
  }
  const owners = new Map();
  const readModels = new Set();
  for (const [name, a] of areas) {
    for (const t of a.tables) owners.set(t, name);
    for (const t of a.readModels) readModels.add(t);
  }
  const facts = { areas, owners, readModels };
  cache.set(root, facts);
  return facts;
}

function where(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (/^server\/src\/areas(\.ts)?$/.test(rel)) return { kind: 'list' };
  let m = rel.match(/^server\/src\/modules\/([^/]+)(?:\/(.*))?$/);
  if (m) return { kind: 'area', area: m[1], rest: (m[2] ?? 'index').replace(/\.(tsx?|mjs|js)$/, '') };
  if (/^server\/src\/db\/schema(\/index)?(\.ts)?$/.test(rel)) return { kind: 'schema' };
  m = rel.match(/^server\/src\/([^/]+)\//);
  if (m && BACKBONE.has(m[1])) return { kind: 'backbone', folder: m[1] };
  return { kind: 'other' };
}

export default {
  rules: {
    areas: {
      meta: {
        type: 'problem',
        docs: {
          description: 'Areas reach each other only through the public service of an area their manifest uses, and own their tables.',
        },
        schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
      },
      create(context) {
        const { root } = context.options[0] ?? {};
        const from = where(context.filename, root);
        if (from.kind !== 'area' && from.kind !== 'backbone') return {};
        const { areas, owners, readModels } = readManifests(root);

        function check(node, source, specifiers) {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = where(path.resolve(path.dirname(context.filename), source), root);
          const report = (message) => context.report({ node, message });

          if (from.kind === 'backbone') {
            if (target.kind === 'area')
              report(`${from.folder}/ imports modules/${target.area}: the backbone reaches areas only through the list (areas.ts).`);
            return;
          }
          if (target.kind === 'list') {
            report(`modules/${from.area} imports the list of areas: an area reaches another through that area's index.ts.`);
          } else if (target.kind === 'area' && target.area !== from.area) {
            if (target.rest !== 'index')
              report(
                `modules/${from.area} reaches into modules/${target.area}/${target.rest}: import its public service, '../${target.area}' (its index.ts).`,
              );
            else if (!areas.get(from.area)?.uses.has(target.area))
              report(
                `modules/${from.area} uses modules/${target.area}, which its manifest does not name: add '${target.area}' to its uses (a lower area only).`,
              );
          } else if (target.kind === 'schema') {
            const own = areas.get(from.area);
            for (const spec of specifiers) {
              if (spec.isType) continue;
              const owner = owners.get(spec.name);
              if (owner === from.area || readModels.has(spec.name) || own?.borrows.has(spec.name)) continue;
              report(
                owner
                  ? `modules/${from.area} reads the table '${spec.name}' of ${owner}: call ${owner}'s public service, listen to its events, or name it in the manifest's borrows with the reason.`
                  : `modules/${from.area} reads the table '${spec.name}', which no area owns (the backbone's: use events/, jobs/, live/ or middleware/).`,
              );
            }
          }
        }

        return {
          ImportDeclaration(node) {
            const wholeIsType = node.importKind === 'type';
            const specifiers = node.specifiers
              .filter((s) => s.type === 'ImportSpecifier')
              .map((s) => ({ name: s.imported.name ?? s.imported.value, isType: wholeIsType || s.importKind === 'type' }));
            check(node, node.source.value, specifiers);
          },
          ImportExpression(node) {
            if (node.source.type === 'Literal') check(node, node.source.value, []);
          },
          ExportNamedDeclaration(node) {
            if (node.source) check(node, node.source.value, []);
          },
          ExportAllDeclaration(node) {
            check(node, node.source.value, []);
          },
        };
      },
    },
  },
};
