// The server areas rule's own cases (run by `npm run lint`), against the real manifests of
// server/src/modules: what it lets through and what it stops. RuleTester throws on the first case
// that does not behave, which fails the lint script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import areas from './areas.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = (rel) => path.join(root, rel);
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const likes = file('server/src/modules/likes/likes.service.ts');
tester.run('delv-server/areas', areas.rules.areas, {
  valid: [
    // likes' manifest uses users: its public service, values and types.
    { filename: likes, code: "import { toUserSummary } from '../users';", options },
    { filename: likes, code: "import type { UserRow } from '../users/index';", options },
    { filename: likes, code: "import { likePolicy } from './likes.policy';", options },
    // Its own table and a read model of another area.
    { filename: likes, code: "import { likes, userCards } from '../../db/schema';", options },
    { filename: likes, code: "import type { users } from '../../db/schema';", options },
    // A table its manifest borrows (search ranks the areas' rows).
    { filename: file('server/src/modules/search/search.sql.ts'), code: "import { contents } from '../../db/schema';", options },
    // The backbone through the list.
    { filename: file('server/src/jobs/handlers.ts'), code: "import { areas } from '../areas';", options },
  ],
  invalid: [
    // Past another area's index.
    { filename: likes, code: "import { findUserById } from '../users/users.service';", options, errors: 1 },
    { filename: likes, code: "import type { UserRow } from '../users/users.service';", options, errors: 1 },
    // An area its manifest does not use (likes does not use posts), even for a type.
    { filename: likes, code: "import type { FeedViewer } from '../posts';", options, errors: 1 },
    { filename: likes, code: "export { hydrate } from '../posts';", options, errors: 1 },
    { filename: likes, code: "const m = await import('../posts');", options, errors: 1 },
    // The list of areas, from an area.
    { filename: likes, code: "import { areas } from '../../areas';", options, errors: 1 },
    // Another area's table, and the backbone's.
    { filename: likes, code: "import { comments, jobs } from '../../db/schema';", options, errors: 2 },
    // The backbone into an area.
    { filename: file('server/src/middleware/auth.ts'), code: "import { findSignedInUser } from '../modules/users';", options, errors: 1 },
    {
      filename: file('server/src/events/bus.ts'),
      code: "import type { UserRow } from '../modules/users/users.service';",
      options,
      errors: 1,
    },
  ],
});
console.log('delv-server/areas: every case behaves');
