import type { UserRow } from '../db/schema';

declare global {
  namespace Express {
    interface Request {
      /** Set by authenticate()/optionalAuth() once the bearer token checks out. */
      user?: UserRow;
      /** The device's sign-in session the token carries (sign_in_sessions.id), set with `user`. */
      signInId?: string;
    }
  }
}

export {};
