// `npm test -w server`: the suite on embedded PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set (CI). Fails if either run fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extra = process.argv.slice(2);

function run(label, env) {
  console.log(`\n=== server tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra], { cwd: serverDir, stdio: 'inherit', env });
  return result.status === 0;
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
const results = [['PGlite', run('PGlite', withoutPg)]];
if (TEST_DATABASE_URL) results.push(['PostgreSQL', run('PostgreSQL', { ...process.env, TEST_DATABASE_URL })]);

for (const [label, ok] of results) console.log(`${ok ? 'passed' : 'FAILED'}: ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
