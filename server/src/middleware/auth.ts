import type { NextFunction, Request, Response } from 'express';
import { MSG } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EventBus } from '../events/bus';
import { eventCache } from '../events/cache';
import { unauthorized } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { described } from './describe';
import type { UserRow } from '../db/schema';

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** Answers to a request that carried a token depend on who asked: no shared or browser cache keeps them. */
export function noStore(res: Response) {
  res.setHeader('Cache-Control', 'no-store');
}

/** Who a token's device sign-in is, while it lasts (the users area answers; app.ts hands it in). */
export type SignedInUser = (db: Db, signInId: string, userId: string) => Promise<UserRow | null>;

export function createAuth(deps: { db: Db; config: Config; events: EventBus }, findSignedInUser: SignedInUser) {
  // Signed-in users' rows per device sign-in (a minute at most, 10,000 per process), kept under
  // the user's id: anything of the account changing, a sign-in ending included (services publish
  // user.changed then), drops every sign-in of that user in every process, so a revoked token
  // fails at once.
  const kept = eventCache<UserRow | null>(deps.events, {
    max: 10_000,
    ttlMs: 60_000,
    dropOn: { 'user.changed': (e) => ({ group: e.data.userId }), 'user.deleted': (e) => ({ group: e.data.userId }) },
  });
  const findUser = (signInId: string, userId: string) => kept.get(signInId, () => findSignedInUser(deps.db, signInId, userId), userId);

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
  const authenticate = described(
    async (req: Request, res: Response, next: NextFunction) => {
      const token = bearerOf(req);
      if (!token) return next(unauthorized(MSG.notSignedIn));
      if (!(await signedIn(req, res, token))) return next(unauthorized(MSG.sessionExpired));
      next();
    },
    { auth: 'required' },
  );

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = described(
    async (req: Request, res: Response, next: NextFunction) => {
      const token = bearerOf(req);
      if (token) await signedIn(req, res, token);
      next();
    },
    { auth: 'optional' },
  );

  return { authenticate, optionalAuth };
}
