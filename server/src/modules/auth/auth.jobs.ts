/**
 * Accounts' jobs: the work of sign-up and forgot-password that must not show in the answer or its
 * timing (whether an address has an account), done by the queue after the request (auth.service.ts).
 */
import type { Config } from '../../config';
import type { JobHandlers } from '../../jobs/queue';
import { sendPasswordResetIfKnown, signUpOrTellOwner, type SignupRequest } from './auth.service';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** A sign-up as asked for (the password already hashed): the account, or a mail to the address's owner. */
    'auth.signup': SignupRequest;
    /** Forgot-password: a reset link if the address has an account. */
    'auth.passwordReset': { email: string };
  }
}

export function authJobs(deps: { config: Config }): JobHandlers {
  return {
    'auth.signup': (request, { db }) => signUpOrTellOwner({ db, config: deps.config }, request),
    'auth.passwordReset': ({ email }, { db }) => sendPasswordResetIfKnown({ db, config: deps.config }, email),
  };
}
