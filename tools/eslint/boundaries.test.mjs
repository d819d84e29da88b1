// The boundary rule's own cases (run by `npm run lint`): what it lets through and what it stops.
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
    { filename: file('client/src/features/feed/components/X.tsx'), code: "import { selectCurrentUser } from '../../auth';", options },
    { filename: file('client/src/features/feed/components/X.tsx'), code: "import { useGetUsersQuery } from '../../users/api';", options },
    { filename: file('client/src/features/feed/components/X.tsx'), code: "import Y from './Y';", options },
    {
      filename: file('client/src/features/feed/components/X.tsx'),
      code: "const P = lazy(() => import('../../sessions/components/CreateSessionModal'));",
      options,
    },
    { filename: file('client/src/app/router.tsx'), code: "import FeedPage from '../features/feed/pages/FeedPage';", options },
  ],
  invalid: [
    {
      filename: file('client/src/features/feed/components/X.tsx'),
      code: "import { selectCurrentUser } from '../../auth/sessionSlice';",
      options,
      errors: 1,
    },
    {
      filename: file('client/src/features/users/components/settings/X.tsx'),
      code: "import A from '../../../mentors/components/MentorActions';",
      options,
      errors: 1,
    },
    { filename: file('client/src/components/X.tsx'), code: "import { selectCurrentUser } from '../features/auth';", options, errors: 1 },
    { filename: file('client/src/lib/x.ts'), code: "import { useGetUsersQuery } from '../features/users/api';", options, errors: 1 },
  ],
});
console.log('delv/boundaries: every case behaves');
