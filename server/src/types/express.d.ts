import type { UserRow } from '../db/schema';
import type { Standing } from '../policies/actor';

declare global {
  namespace Express {
    interface Request {
      /** Set by authenticate()/optionalAuth() once the bearer token checks out. */
      user?: UserRow & { standing: Standing };
      /** The device's sign-in session the token carries (sign_in_sessions.id), set with `user`. */
      signInId?: string;
    }
  }
}

export {};
