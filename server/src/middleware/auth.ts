import type { NextFunction, Request, Response } from 'express';
import { MSG, type SystemRole } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EventBus } from '../events/bus';
import { eventCache } from '../events/cache';
import { forbidden, unauthorized } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { findUserById, type UserRow } from '../modules/users/users.service';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export function createAuth(deps: { db: Db; config: Config; events: EventBus }) {
  // Signed-in users' rows, kept until their account changes (a minute at most), 10,000 per process.
  const kept = eventCache<UserRow | null>(deps.events, {
    max: 10_000,
    ttlMs: 60_000,
    dropOn: { 'user.changed': (e) => e.data.userId, 'user.deleted': (e) => e.data.userId },
  });
  const findUser = (id: string) => kept.get(id, () => findUserById(deps.db, id));

  /** A token is good while its `v` matches the user's token_version (logout/password change bump it). */
  async function userFromToken(token: string): Promise<UserRow | null> {
    const claims = verifyToken(deps.config.jwtSecret, token);
    if (!claims) return null;
    const user = await findUser(claims.sub);
    if (!user || user.tokenVersion !== claims.v) return null;
    return user;
  }

  /** Required sign-in: no token 401 notSignedIn, bad/revoked token 401 sessionExpired. */
  const authenticate = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (!token) return next(unauthorized(MSG.notSignedIn));
    const user = await userFromToken(token);
    if (!user) return next(unauthorized(MSG.sessionExpired));
    req.user = user;
    next();
  };

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (token) req.user = (await userFromToken(token)) ?? undefined;
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
