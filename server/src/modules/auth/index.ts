import { eq } from 'drizzle-orm';
import { signInSessions } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { authPolicy } from './auth.policy';
import { authJobs } from './auth.jobs';
import { authRoutes } from './auth.routes';

/** Signing up, in and out: passwords, confirmation links, Google, per-device sign-ins. */
export const area = defineArea({
  name: 'auth',
  uses: ['institutions', 'invitations', 'moderation', 'points', 'users', 'youth'],
  tables: ['emailConfirmations', 'signInSessions', 'passwordResets'],
  // One account, two areas: the profile (users) and the sign-in; a password or a confirmation is
  // written on the account's row in the transaction that proves it.
  borrows: ['users'],
  policy: authPolicy,
  publishes: ['user.changed', 'user.confirmed'],
  beforeCommit: {
    // A suspension ends every sign-in of the person in its transaction: their tokens stop at once,
    // and the live channel closes their streams as on 'Sign out everywhere' (issue 31).
    'moderation.sanctioned': async (tx, event) => {
      if (event.data.kind === 'suspend') await tx.delete(signInSessions).where(eq(signInSessions.userId, event.data.userId));
    },
  },
  router: authRoutes,
  jobs: authJobs,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { passwordSetLink } from './auth.service';
