import type { NextFunction, Request, Response } from 'express';
import { MSG, type SystemRole } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { KeptByChanges, type ChangeTracker } from '../lib/changes';
import { forbidden, unauthorized } from '../lib/errors';
import { described } from './describe';
import { verifyToken } from '../lib/tokens';
import { findSignedInUser, type UserRow } from '../modules/users/users.service';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** Signed-in users' rows kept per process and sign-in session (see lib/changes.ts): a minute at most, 10,000 of them. */
const KEPT_USERS = { maxAgeMs: 60_000, max: 10_000 };

/** Answers to a request that carried a token depend on who asked: no shared or browser cache keeps them. */
export function noStore(res: Response) {
  res.setHeader('Cache-Control', 'no-store');
}

export function createAuth(deps: { db: Db; config: Config; changes?: ChangeTracker }) {
  // Kept per session id and dropped when anything of the user changes: a session that ends
  // notifies the user's id (drizzle/0017), so a revoked token fails at once in every process.
  const kept = deps.changes ? new KeptByChanges<UserRow | null>(deps.changes, KEPT_USERS.maxAgeMs, KEPT_USERS.max) : null;

  async function findUser(sessionId: string, userId: string): Promise<UserRow | null> {
    if (!kept) return findSignedInUser(deps.db, sessionId, userId);
    return kept.get(sessionId) ?? kept.load(sessionId, [userId], () => findSignedInUser(deps.db, sessionId, userId));
  }

  /** A token is good while its device's sign-in session exists (logout and the like delete it). */
  async function signedIn(req: Request, res: Response, token: string): Promise<boolean> {
    noStore(res);
    const claims = verifyToken(deps.config.jwtSecret, token);
    const user = claims ? await findUser(claims.sid, claims.sub) : null;
    if (!user || !claims) return false;
    req.user = user;
    req.signInId = claims.sid;
    return true;
  }

  /** Required sign-in: no token 401 notSignedIn, bad/revoked token 401 sessionExpired. */
  const authenticate = described(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (!token) return next(unauthorized(MSG.notSignedIn));
    if (!(await signedIn(req, res, token))) return next(unauthorized(MSG.sessionExpired));
    next();
  }, { auth: 'required' });

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = described(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerOf(req);
    if (token) await signedIn(req, res, token);
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
