import { Router, type RequestHandler } from 'express';
import { LAST_EVENT_ID_RE, MSG, liveQuerySchema, type LiveQuery } from '@delv/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveTickets } from '../db/schema';
import type { AppDeps, RouteKit } from '../deps';
import { unauthorized } from '../lib/errors';
import { currentUser, ok, validQuery } from '../lib/http';
import { hashToken, randomToken } from '../lib/tokens';
import type { SignedInUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import type { LiveHub } from './hub';

/** A ticket is for opening one stream right away. */
export const TICKET_TTL_MS = 60_000;

/** Single use: the row goes as the ticket is taken, in one statement (two racing requests cannot both win). */
async function redeem(db: Db, ticket: string, findSignedInUser: SignedInUser): Promise<{ id: string; signInId: string } | null> {
  const [row] = await db
    .delete(liveTickets)
    .where(and(eq(liveTickets.tokenHash, hashToken(ticket)), gt(liveTickets.expiresAt, new Date())))
    .returning({ userId: liveTickets.userId, signInId: liveTickets.signInId });
  if (!row) return null;
  const user = await findSignedInUser(db, row.signInId, row.userId);
  return user ? { id: user.id, signInId: row.signInId } : null;
}

/**
 * GET /live: Server-Sent Events for signed-in users (live/hub.ts), with `Authorization: Bearer`
 * (fetch-streaming clients) or `?ticket=` from POST /live/ticket (EventSource cannot send headers;
 * the long-lived token never goes in a URL, where logs would keep it).
 */
export function liveRoutes(deps: AppDeps, kit: RouteKit, hub: LiveHub, findSignedInUser: SignedInUser): Router {
  const r = Router();

  r.post('/live/ticket', kit.authenticate, async (req, res) => {
    const user = currentUser(req);
    const ticket = randomToken();
    await deps.db.insert(liveTickets).values({
      tokenHash: hashToken(ticket),
      userId: user.id,
      signInId: req.signInId!,
      expiresAt: new Date(Date.now() + TICKET_TTL_MS),
    });
    ok(res, { data: { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 } }, 201);
  });

  /** The ticket's user, or the bearer token's (authenticate). */
  const signedIn: RequestHandler = async (req, res, next) => {
    const { ticket } = validQuery<LiveQuery>(res);
    if (!ticket) return kit.authenticate(req, res, next);
    const user = await redeem(deps.db, ticket, findSignedInUser);
    if (!user) throw unauthorized(MSG.sessionExpired);
    res.locals.liveUser = user;
    next();
  };

  r.get('/live', validate(liveQuerySchema, 'query'), signedIn, async (req, res) => {
    const user = (res.locals.liveUser as { id: string; signInId: string } | undefined) ?? {
      id: currentUser(req).id,
      signInId: req.signInId!,
    };
    const header = req.get('Last-Event-ID')?.trim() ?? '';
    const lastEventId = LAST_EVENT_ID_RE.test(header) ? header : validQuery<LiveQuery>(res).lastEventId || null;
    await hub.connect(user, res, lastEventId);
  });

  return r;
}
