import type { NextFunction, Request, Response } from 'express';
import { MSG, type SystemRole } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { KeptByChanges, type ChangeTracker } from '../lib/changes';
import { forbidden, unauthorized } from '../lib/errors';
import { described } from './describe';
import { verifyToken } from '../lib/tokens';
import { findUserById, type UserRow } from '../modules/users/users.service';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** Signed-in users' rows kept per process (see lib/changes.ts): a minute at most, 10,000 of them. */
const KEPT_USERS = { maxAgeMs: 60_000, max: 10_000 };

export function createAuth(deps: { db: Db; config: Config; changes?: ChangeTracker }) {
  const kept = deps.changes ? new KeptByChanges<UserRow | null>(deps.changes, KEPT_USERS.maxAgeMs, KEPT_USERS.max) : null;

  async function findUser(id: string): Promise<UserRow | null> {
    if (!kept) return findUserById(deps.db, id);
    return kept.get(id) ?? kept.load(id, [id], () => findUserById(deps.db, id));
  }

  /** A token is good while its `v` matches the user's token_version (logout/password change bump it). */
  async function userFromToken(token: string): Promise<UserRow | null> {
    const claims = verifyToken(deps.config.jwtSecret, token);
    if (!claims) return null;
    const user = await findUser(claims.sub);
    if (!user || user.tokenVersion !== claims.v) return null;
    return user;
  }

  /** Required sign-in: no token 401 notSignedIn, bad/revoked token 401 sessionExpired. */
  const authenticate = described(async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (!token) return next(unauthorized(MSG.notSignedIn));
    const user = await userFromToken(token);
    if (!user) return next(unauthorized(MSG.sessionExpired));
    req.user = user;
    next();
  }, { auth: 'required' });

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = described(async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (token) req.user = (await userFromToken(token)) ?? undefined;
    next();
  }, { auth: 'optional' });

  /**
   * Nothing of a signed-in user's is kept in memory while one of their writes runs, and what was
   * kept is dropped at its start and its end: their next read after the answer is always fresh.
   */
  const trackWrites = (req: Request, res: Response, next: NextFunction) => {
    const changes = deps.changes;
    const token = changes && req.method !== 'GET' && req.method !== 'HEAD' ? bearerOf(req) : null;
    const writer = token ? verifyToken(deps.config.jwtSecret, token)?.sub : undefined;
    if (changes && writer) {
      changes.writeStarted(writer);
      res.once('close', () => changes.writeEnded(writer));
    }
    next();
  };

  return { authenticate, optionalAuth, trackWrites };
}

/** System roles come from the database row loaded by authenticate(), never from the token. */
export function requireRole(...roles: SystemRole[]) {
  return described((req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) return next(unauthorized(MSG.notSignedIn));
    if (!roles.some((r) => req.user!.roles.includes(r))) return next(forbidden(MSG.forbidden));
    next();
  }, { roles });
}
