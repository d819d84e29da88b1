import type { NextFunction, Request, Response } from 'express';
import { MSG } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EventBus } from '../events/bus';
import { eventCache } from '../events/cache';
import { forbidden, unauthorized } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { silencedUntil, suspendedUntil, type Standing } from '../policies/actor';
import { described } from './describe';
import { writeClassOf } from './writeLimit';
import type { UserRow } from '../db/schema';

/** What a silenced person may not write: posts, comments, reviews, chat, invitations, uploads (writeLimit's classes). */
export const SILENCED_CLASSES: ReadonlySet<string> = new Set(['post', 'chat', 'invite', 'upload']);

/**
 * What a minor's account may still write while it waits for a guardian's consent (issue 32): its
 * own date of birth and the consent request (/youth/), its language and the interests sign-up's
 * first screen asks for, deleting itself, and the live channel's ticket (a read: it hears of the
 * consent when it comes). Everything else a guest cannot do either is refused; reading is a guest's.
 */
const WRITES_WHILE_WAITING = [/^\/youth\//, /^\/user\/language$/, /^\/user\/interests$/, /^\/live\/ticket$/];
const mayWriteWhileWaiting = (method: string, path: string) =>
  WRITES_WHILE_WAITING.some((re) => re.test(path)) || (method === 'DELETE' && path === '/user');

/** A sanction's end as its messages show it (the same in both languages). */
export const untilText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

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
/** The person's sanctions in force (the moderation area answers; app.ts hands it in). */
export type StandingOf = (db: Db, userId: string) => Promise<Standing>;

export function createAuth(deps: { db: Db; config: Config; events: EventBus }, findSignedInUser: SignedInUser, standingOf: StandingOf) {
  // Signed-in users' rows per device sign-in (a minute at most, 10,000 per process), kept under
  // the user's id: anything of the account changing, a sign-in ending included (services publish
  // user.changed then), drops every sign-in of that user in every process, so a revoked token
  // fails at once.
  // Kept with the person's standing (their sanctions in force): moderation publishes user.changed
  // with every sanction, so a silence or suspension holds at once in every process; each ends by
  // itself, as its time is compared with the clock on every request.
  const kept = eventCache<(UserRow & { standing: Standing }) | null>(deps.events, {
    max: 10_000,
    ttlMs: 60_000,
    dropOn: { 'user.changed': (e) => ({ group: e.data.userId }), 'user.deleted': (e) => ({ group: e.data.userId }) },
  });
  const findUser = (signInId: string, userId: string) =>
    kept.get(
      signInId,
      async () => {
        const user = await findSignedInUser(deps.db, signInId, userId);
        return user ? { ...user, standing: await standingOf(deps.db, user.id) } : null;
      },
      userId,
    );

  /** A token is good while its device's sign-in session exists (logout and the like delete it) and its person is not suspended. */
  async function signedIn(req: Request, res: Response, token: string): Promise<boolean | Date> {
    noStore(res);
    const claims = verifyToken(deps.config.jwtSecret, token);
    const user = claims ? await findUser(claims.sid, claims.sub) : null;
    if (!user || !claims) return false;
    const suspended = suspendedUntil(user);
    if (suspended) return suspended;
    req.user = user;
    req.signInId = claims.sid;
    return true;
  }

  /**
   * Required sign-in: no token 401 notSignedIn, bad/revoked token 401 sessionExpired; a suspended
   * person 403, and a silenced person's writes 403 (every write route signs in here: the one place
   * a sanction is enforced, issue 31), as a minor's writes while consent is awaited (issue 32).
   */
  const authenticate = described(
    async (req: Request, res: Response, next: NextFunction) => {
      const token = bearerOf(req);
      if (!token) return next(unauthorized(MSG.notSignedIn));
      const result = await signedIn(req, res, token);
      if (result instanceof Date) return next(forbidden(MSG.suspended(untilText(result)), 'SUSPENDED'));
      if (!result) return next(unauthorized(MSG.sessionExpired));
      const writeClass = writeClassOf(req.method, req.path);
      const silenced = silencedUntil(req.user!);
      if (silenced && SILENCED_CLASSES.has(writeClass ?? '')) {
        return next(forbidden(MSG.silenced(untilText(silenced)), 'SILENCED'));
      }
      if (writeClass && req.user!.standing.youth?.needsConsent && !mayWriteWhileWaiting(req.method, req.path)) {
        return next(forbidden(MSG.consentNeeded, 'CONSENT_NEEDED'));
      }
      next();
    },
    { auth: 'required' },
  );

  /** Public routes: a stale token simply means "guest" rather than an error on a public page. */
  const optionalAuth = described(
    async (req: Request, res: Response, next: NextFunction) => {
      const token = bearerOf(req);
      // A suspended person's token is a guest's here, as a stale one is.
      if (token) await signedIn(req, res, token);
      // A public write (a session's registration) by a minor waiting for consent would tie her
      // account to it: refused as on the signed-in routes (issue 32).
      const writeClass = writeClassOf(req.method, req.path);
      if (writeClass && req.user?.standing.youth?.needsConsent && !mayWriteWhileWaiting(req.method, req.path)) {
        return next(forbidden(MSG.consentNeeded, 'CONSENT_NEEDED'));
      }
      next();
    },
    { auth: 'optional' },
  );

  return { authenticate, optionalAuth };
}
