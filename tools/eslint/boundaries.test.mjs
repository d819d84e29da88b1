// The boundary rule's own cases (run by `npm run lint`): what it lets through and what it stops.
// RuleTester throws on the first case that does not behave, which fails the lint script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = (rel) => path.join(root, rel);
const options = [{ root, tableOwners: { users: ['users', 'auth'], comments: ['comments'] } }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('delv/boundaries', boundaries.rules.boundaries, {
  valid: [
    // app/ composes features: through index.ts, api.ts, a screen, or a module index.ts names.
    { filename: file('client/src/app/router.tsx'), code: "import FeedPage from '../features/feed/pages/FeedPage';", options },
    { filename: file('client/src/app/pages/X.tsx'), code: "import { useGetUserQuery } from '../../features/users/api';", options },
    { filename: file('client/src/app/pages/X.tsx'), code: "import { SuggestedGroups } from '../../features/groups';", options },
    {
      filename: file('client/src/app/pages/X.tsx'),
      code: "import InstitutionGroups from '../../features/groups/components/InstitutionGroups';",
      options,
    },
    {
      filename: file('client/src/app/pages/X.tsx'),
      code: "const M = lazy(() => import('../../features/sessions/components/CreateSessionModal'));",
      options,
    },
    // Features among themselves are import-x/no-restricted-paths' (eslint.config.mjs), not this rule's.
    { filename: file('client/src/features/feed/components/X.tsx'), code: "import Y from './Y';", options },
    {
      filename: file('server/src/modules/likes/likes.service.ts'),
      code: "import { findUserById } from '../users/users.service';",
      options,
    },
    {
      filename: file('server/src/modules/likes/likes.service.ts'),
      code: "import type { UserRow } from '../users/users.internal';",
      options,
    },
    { filename: file('server/src/modules/likes/likes.service.ts'), code: "import { likes, userCards } from '../../db/schema';", options },
    { filename: file('server/src/modules/auth/auth.service.ts'), code: "import { users } from '../../db/schema';", options },
    { filename: file('server/src/modules/likes/likes.service.ts'), code: "import type { users } from '../../db/schema';", options },
  ],
  invalid: [
    {
      filename: file('client/src/app/pages/X.tsx'),
      code: "import { attachmentProblem } from '../../features/feed/files';",
      options,
      errors: 1,
    },
    {
      filename: file('server/src/modules/likes/likes.service.ts'),
      code: "import { helper } from '../users/users.internal';",
      options,
      errors: 1,
    },
    { filename: file('server/src/modules/likes/likes.service.ts'), code: "import { users } from '../../db/schema';", options, errors: 1 },
    {
      filename: file('server/src/modules/posts/posts.target.ts'),
      code: "import { comments, users } from '../../db/schema';",
      options,
      errors: 2,
    },
  ],
});
console.log('delv/boundaries: every case behaves');
