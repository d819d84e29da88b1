import type { NextFunction, Request, Response } from 'express';
import { MSG, type SystemRole } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { findUserById, type UserRow } from '../modules/users/users.service';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** A token is good while its `v` matches the user's token_version (logout/password change bump it). */
async function userFromToken(db: Db, config: Config, token: string): Promise<UserRow | null> {
  const claims = verifyToken(config.jwtSecret, token);
  if (!claims) return null;
  const user = await findUserById(db, claims.sub);
  if (!user || user.tokenVersion !== claims.v) return null;
  return user;
}

export function createAuth(deps: { db: Db; config: Config }) {
  /** Required sign-in: no token 401 notSignedIn, bad/revoked token 401 sessionExpired. */
  const authenticate = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (!token) return next(unauthorized(MSG.notSignedIn));
    const user = await userFromToken(deps.db, deps.config, token);
    if (!user) return next(unauthorized(MSG.sessionExpired));
    req.user = user;
    next();
  };

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (token) req.user = (await userFromToken(deps.db, deps.config, token)) ?? undefined;
    next();
  };

  return { authenticate, optionalAuth };
}

/** System roles come from the database row loaded by authenticate(), never from the token. */
export function requireRole(...roles: SystemRole[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) return next(unauthorized(MSG.notSignedIn));
    if (!roles.some((r) => req.user!.roles.includes(r))) return next(forbidden(MSG.forbidden));
    next();
  };
}
