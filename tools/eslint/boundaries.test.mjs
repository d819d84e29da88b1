// The client's boundary rule's own cases (run by `npm run lint`; the server's are areas.test.mjs): what it lets
// through and what it stops.
// RuleTester throws on the first case that does not behave, which fails the lint script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = (rel) => path.join(root, rel);
const options = [{ root }];
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
  ],
  invalid: [
    {
      filename: file('client/src/app/pages/X.tsx'),
      code: "import { attachmentProblem } from '../../features/feed/files';",
      options,
      errors: 1,
    },
  ],
});
console.log('delv/boundaries: every case behaves');
