import type { UserRow } from '../modules/users/users.service';

declare global {
  namespace Express {
    interface Request {
      /** Set by authenticate()/optionalAuth() once the bearer token checks out. */
      user?: UserRow;
    }
  }
}

export {};
