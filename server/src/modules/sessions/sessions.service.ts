import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AFFILIATION_MSG,
  DEFAULT_TIME_ZONE,
  MSG,
  SESSION_MSG,
  UUID_RE,
  roleOf,
  type DomainEvent,
  type GuestRegistrationInput,
  type Session,
  type SessionAttendee,
  type SessionInput,
  type SessionListQuery,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { sessionRegistrations, sessions, userCards, type StoredFileJson } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import { scheduleImageVariants, withImageSize } from '../../lib/images';
import { deleteQuietly } from '../../lib/storage';
import { isAffiliatedMentor } from '../affiliations';
import { institutionsAdministeredBy } from '../institutions';
import { findUserById, type UserRow } from '../users';
import { inTransaction, publish } from '../../events/publish';
import { queueMail } from '../../jobs/queue';
import { confirmationMail } from './sessions.mail';
import { scheduleNotices, scheduleReminder } from './sessions.jobs';
import { toSession, type SessionRowWithViewer } from './sessions.presenter';
import { zonedToUtc } from './time';
import { authorize, seesHidden, type Actor } from '../../policies/actor';
import { sessionPolicy } from './sessions.policy';

export type SessionRow = typeof sessions.$inferSelect;
export type RegistrationRow = typeof sessionRegistrations.$inferSelect;

const presenterUser = alias(userCards, 'presenter_user');

/** Viewer-dependent columns as subselects: one query per page, no N+1. Columns are written
 * with explicit table names because they sit inside raw SQL. */
function viewerColumns(viewerId: string | null) {
  if (!viewerId) {
    return { registeredByMe: sql<boolean>`false`, adminOfInstitution: sql<boolean>`false` };
  }
  return {
    registeredByMe: sql<boolean>`exists(select 1 from session_registrations r where r.session_id = "sessions"."id" and r.user_id = ${viewerId})`,
    // What sessions.policy.ts needs besides the session: whether the viewer administers its institution.
    adminOfInstitution: sql<boolean>`exists(select 1 from institutions i where i.id = "sessions"."institution_id" and i.admins @> array[${viewerId}]::uuid[])`,
  };
}

function selectSessions(db: Db, viewerId: string | null) {
  return db
    .select({
      s: sessions,
      presenterPicture: presenterUser.profilePicture,
      presenterCalendly: presenterUser.calendly,
      ...viewerColumns(viewerId),
    })
    .from(sessions)
    .innerJoin(presenterUser, eq(presenterUser.id, sessions.presenterId));
}

function present(rows: SessionRowWithViewer[], viewer: Actor | null, now: Date): Session[] {
  return rows.map((r) => toSession(r, viewer, now));
}

export async function getSession(db: Db, id: string, viewer: Actor | null, now = new Date()): Promise<Session> {
  if (!UUID_RE.test(id)) throw notFound(SESSION_MSG.sessionNotFound);
  const [row] = await selectSessions(db, viewer?.id ?? null)
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) throw notFound(SESSION_MSG.sessionNotFound);
  // Hidden by a moderator (issue 31): to anyone but its organisers and staff, it does not exist.
  if (row.s.hiddenAt && !row.adminOfInstitution && !seesHidden(viewer, [row.s.ownerId, row.s.presenterId]))
    throw notFound(SESSION_MSG.sessionNotFound);
  return toSession(row, viewer, now);
}

export async function findSessionRow(db: Db, id: string): Promise<SessionRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row ?? null;
}

export interface ListOptions extends SessionListQuery {
  /** Only the caller's own sessions (created, presented, or of the institution they administer). */
  mineOf?: string;
}

export async function listSessions(
  db: Db,
  query: ListOptions,
  viewer: Actor | null,
  now = new Date(),
): Promise<{ data: Session[]; count: number }> {
  const viewerId = viewer?.id ?? null;
  const where: SQL[] = [];
  if (query.mineOf) {
    where.push(
      sql`(${sessions.ownerId} = ${query.mineOf} or ${sessions.presenterId} = ${query.mineOf} or ${sessions.institutionId} in (select i.id from institutions i where i.admins @> array[${query.mineOf}]::uuid[]))`,
    );
  } else {
    // Public lists never show cancelled sessions, nor those a moderator hid; "mine" does (so the owner sees what happened).
    where.push(eq(sessions.cancelled, false), isNull(sessions.hiddenAt));
  }
  if (query.when === 'upcoming') where.push(gt(sessions.endsAt, now));
  else if (query.when === 'past') where.push(lte(sessions.endsAt, now));

  if (query.presenter) {
    const ids = query.presenter
      .split(',')
      .map((s) => s.trim())
      .filter((s) => UUID_RE.test(s));
    if (!ids.length) return { data: [], count: 0 };
    where.push(inArray(sessions.presenterId, ids));
  }
  if (query.institution) {
    if (!UUID_RE.test(query.institution)) return { data: [], count: 0 };
    where.push(eq(sessions.institutionId, query.institution));
  }
  if (query.subscribed && viewerId) {
    where.push(sql`exists(select 1 from session_registrations r where r.session_id = ${sessions.id} and r.user_id = ${viewerId})`);
  }
  const filter = and(...where);

  const order =
    query.sort === 'popular'
      ? [desc(sessions.attendeeCount), asc(sessions.startsAt)]
      : query.sort === 'soonest'
        ? [asc(sessions.startsAt)]
        : [desc(sessions.startsAt)];

  const [rows, [{ count }]] = await Promise.all([
    selectSessions(db, viewerId)
      .where(filter)
      .orderBy(...order, asc(sessions.id))
      .offset(query.skip)
      .limit(query.limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sessions)
      .where(filter),
  ]);
  return { data: present(rows, viewer, now), count };
}

/** A moderator's hide or remove of a session (or its automatic hiding), or its reversal, in the decision's transaction (issue 31). */
export async function hideForModeration(tx: Db, id: string, hidden: boolean): Promise<void> {
  if (!UUID_RE.test(id)) return;
  await tx
    .update(sessions)
    .set({ hiddenAt: hidden ? sql`coalesce(${sessions.hiddenAt}, now())` : null })
    .where(eq(sessions.id, id));
}

/** Who may create, and for which institution: mentors for themselves; an institution account
 * for the (first) institution it administers. */
export async function creatorKind(db: Db, user: UserRow): Promise<{ kind: 'mentor' } | { kind: 'institution'; institutionId: string }> {
  authorize(sessionPolicy.create(user), SESSION_MSG.onlyMentors);
  if (roleOf(user.usercategory) === 'mentor') return { kind: 'mentor' };
  const owned = await institutionsAdministeredBy(db, user.id);
  owned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // An institution account whose institution is not set up yet has nothing to create for.
  if (owned[0]) return { kind: 'institution', institutionId: owned[0].id };
  throw forbidden(SESSION_MSG.onlyMentors);
}

/** The creator, or any admin of the session's institution. */
/** The institutions a user administers (what sessionPolicy needs besides the session); none is
 * looked up for a session outside any institution. */
async function administeredFor(db: Db, session: SessionRow, userId: string): Promise<string[]> {
  if (!session.institutionId) return [];
  return (await institutionsAdministeredBy(db, userId)).map((i) => i.id);
}

interface Timing {
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  timeZone: string;
}

/** Wall-clock fields + zone → instants. durationMinutes wins over endDate/endTime. */
export function timingOf(input: SessionInput): Timing {
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const startsAt = zonedToUtc(input.sessionDate, input.startTime, timeZone);
  let endsAt: Date;
  if (input.durationMinutes) {
    endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
  } else {
    endsAt = zonedToUtc(input.endDate!, input.endTime!, timeZone);
  }
  const durationMinutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  // The form check compares wall clocks; a DST jump could still make the instants disagree.
  if (durationMinutes <= 0) throw badRequest(SESSION_MSG.endBeforeStart, { endTime: SESSION_MSG.endBeforeStart });
  return { startsAt, endsAt, durationMinutes, timeZone };
}

/** Institutions pick a presenter among their affiliated mentors (spec 001 §5, §6). */
async function institutionPresenter(db: Db, institutionId: string, presenterId: string, givenName: string) {
  const mentor = await findUserById(db, presenterId);
  if (!mentor || !mentor.confirmed || roleOf(mentor.usercategory) !== 'mentor') {
    throw badRequest(SESSION_MSG.presenterNotMentor, { presenterId: SESSION_MSG.presenterNotMentor });
  }
  if (!(await isAffiliatedMentor(db, institutionId, mentor.id))) {
    throw badRequest(AFFILIATION_MSG.presenterNotAffiliated, { presenterId: AFFILIATION_MSG.presenterNotAffiliated });
  }
  return { presenterId: mentor.id, presenterName: givenName || `${mentor.firstname} ${mentor.lastname}` };
}

async function storeBanner(deps: Pick<AppDeps, 'storage'>, upload: { path: string; size: number }): Promise<StoredFileJson> {
  const type = await sniffImage(upload.path);
  if (!type) throw unsupportedMediaType(MSG.imageOnly);
  const key = `sessions/${randomUUID()}.${type.ext}`;
  return withImageSize(
    await deps.storage.put(key, createReadStream(upload.path), { contentType: type.mime, size: upload.size }),
    upload.path,
  );
}

function fieldsOf(input: SessionInput) {
  return {
    sessionTitle: input.sessionTitle,
    description: input.description,
    organiser: input.organiser,
    price: input.price,
    addressLink: input.sessionAddressLink ?? '',
    tags: input.tags ?? [],
  };
}

export async function createSession(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  input: SessionInput,
  upload: { path: string; size: number } | undefined,
): Promise<Session> {
  const creator = await creatorKind(deps.db, user);
  const presenter =
    creator.kind === 'institution'
      ? await institutionPresenter(deps.db, creator.institutionId, input.presenterId ?? '', input.presenter ?? '')
      : { presenterId: user.id, presenterName: input.presenter || `${user.firstname} ${user.lastname}` };
  const timing = timingOf(input);
  const thumbnail = upload ? await storeBanner(deps, upload) : null;
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const [created] = await tx
        .insert(sessions)
        .values({
          ...fieldsOf(input),
          ...timing,
          ...presenter,
          ownerId: user.id,
          institutionId: creator.kind === 'institution' ? creator.institutionId : null,
          thumbnail,
        })
        .returning({ id: sessions.id, ownerId: sessions.ownerId, sessionTitle: sessions.sessionTitle });
      await publish(tx, await sessionChanged(tx, user.id, created, 'created'));
      if (thumbnail) await scheduleImageVariants(tx, { slot: 'sessionBanner', id: created.id, key: thumbnail.key });
      return created;
    });
    return getSession(deps.db, row.id, user);
  } catch (err) {
    if (thumbnail) await deleteQuietly(deps.storage, thumbnail.key);
    throw err;
  }
}

/** Loads a session the user may change: 404 unknown, 403 not theirs. */
export async function manageableSession(db: Db, id: string, user: UserRow): Promise<SessionRow> {
  const row = await findSessionRow(db, id);
  if (!row) throw notFound(SESSION_MSG.sessionNotFound);
  authorize(sessionPolicy.manage(user, row, await administeredFor(db, row, user.id)), SESSION_MSG.notOwner);
  return row;
}

/** Sessions are public pages: the owner's other tabs and the actor hear of a change live. */
/** To its organiser and whoever changed it; with the accounts registered, whom the bell tells of an edit or a cancellation. */
async function sessionChanged(
  tx: Db,
  actorId: string,
  session: Pick<SessionRow, 'id' | 'ownerId' | 'sessionTitle'>,
  change: 'created' | 'updated' | 'cancelled',
): Promise<DomainEvent<'session.changed'>> {
  return {
    type: 'session.changed',
    actorId,
    audience: [session.ownerId, actorId],
    data: {
      sessionId: session.id,
      ownerId: session.ownerId,
      change,
      sessionTitle: session.sessionTitle,
      registrantIds: change === 'created' ? [] : await registeredUserIds(tx, session.id),
    },
  };
}

export async function updateSession(
  deps: AppDeps,
  row: SessionRow,
  user: UserRow,
  input: SessionInput,
  upload: { path: string; size: number } | undefined,
): Promise<Session> {
  if (row.cancelled) throw badRequest(SESSION_MSG.sessionCancelled);
  const presenter = row.institutionId
    ? await institutionPresenter(deps.db, row.institutionId, input.presenterId ?? '', input.presenter ?? '')
    : { presenterId: row.presenterId, presenterName: input.presenter || row.presenterName };
  const timing = timingOf(input);
  const thumbnail = upload ? await storeBanner(deps, upload) : undefined;
  const moved = timing.startsAt.getTime() !== row.startsAt.getTime();
  try {
    await inTransaction(deps.db, async (tx) => {
      const [fresh] = await tx
        .update(sessions)
        .set({ ...fieldsOf(input), ...timing, ...presenter, ...(thumbnail ? { thumbnail } : {}), modifiedAt: new Date() })
        .where(eq(sessions.id, row.id))
        .returning();
      // A new start time deserves a new reminder (the old one finds the start moved and does nothing).
      if (moved) {
        const regs = await tx
          .update(sessionRegistrations)
          .set({ remindedAt: null })
          .where(eq(sessionRegistrations.sessionId, row.id))
          .returning();
        for (const reg of regs) await scheduleReminder(tx, fresh, reg);
      }
      // Attendees are mailed from the queue: hundreds of them must not hold the request.
      await scheduleNotices(tx, fresh, 'updated');
      await publish(tx, await sessionChanged(tx, user.id, fresh, 'updated'));
    });
  } catch (err) {
    if (thumbnail) await deleteQuietly(deps.storage, thumbnail.key);
    throw err;
  }
  if (thumbnail) await scheduleImageVariants(deps.db, { slot: 'sessionBanner', id: row.id, key: thumbnail.key });
  if (thumbnail && row.thumbnail?.key) await deleteQuietly(deps.storage, row.thumbnail.key);
  return getSession(deps.db, row.id, user);
}

export async function cancelSession(deps: AppDeps, row: SessionRow, user: UserRow): Promise<Session> {
  if (row.cancelled) throw badRequest(SESSION_MSG.sessionCancelled);
  const now = new Date();
  const cancelled = await inTransaction(deps.db, async (tx) => {
    const [fresh] = await tx
      .update(sessions)
      .set({ cancelled: true, cancelledAt: now, modifiedAt: now })
      .where(and(eq(sessions.id, row.id), eq(sessions.cancelled, false)))
      .returning();
    if (!fresh) return false;
    await scheduleNotices(tx, fresh, 'cancelled');
    await publish(tx, await sessionChanged(tx, user.id, fresh, 'cancelled'));
    return true;
  });
  if (!cancelled) throw badRequest(SESSION_MSG.sessionCancelled);
  return getSession(deps.db, row.id, user);
}

/** Registers a member (names and e-mail from the account) or a guest (from the form). */
export async function register(
  deps: AppDeps,
  user: UserRow | null,
  input: { eventId: string } & Partial<GuestRegistrationInput>,
  now = new Date(),
): Promise<Session> {
  const row = await findSessionRow(deps.db, input.eventId);
  // A session a moderator hid takes no registrations (issue 31).
  if (!row || row.hiddenAt) throw notFound(SESSION_MSG.sessionNotFound);
  if (row.cancelled) throw badRequest(SESSION_MSG.sessionCancelled);
  if (row.endsAt.getTime() <= now.getTime()) throw badRequest(SESSION_MSG.sessionEnded);
  if (user && user.id === row.presenterId) throw badRequest(SESSION_MSG.youArePresenter);

  const person = user
    ? { userId: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, language: user.language }
    : {
        userId: null,
        firstname: input.firstname!,
        lastname: input.lastname!,
        email: input.email!.toLowerCase(),
        language: input.language ?? 'en',
      };

  try {
    await inTransaction(deps.db, async (tx) => {
      const [reg] = await tx
        .insert(sessionRegistrations)
        .values({ sessionId: row.id, ...person })
        .returning();
      await tx
        .update(sessions)
        .set({ attendeeCount: sql`${sessions.attendeeCount} + 1` })
        .where(eq(sessions.id, row.id));
      // The confirmation (with the .ics) and the reminder go out from the queue, only if this commits.
      await queueMail(tx, confirmationMail(deps.config.publicUrl, row, reg));
      await scheduleReminder(tx, row, reg);
      await publish(tx, {
        type: 'registration.created',
        actorId: user?.id ?? null,
        audience: [row.ownerId, row.presenterId, ...(user ? [user.id] : [])],
        data: { sessionId: row.id, registrationId: reg.id, userId: user?.id ?? null, sessionTitle: row.sessionTitle },
      });
    });
  } catch (err) {
    // Same account, or the same e-mail (case-insensitive) as an earlier registration.
    if (isUniqueViolation(err)) throw conflict(SESSION_MSG.registeredAlready);
    throw err;
  }
  return getSession(deps.db, row.id, user ?? null, now);
}

export async function listAttendees(
  db: Db,
  row: SessionRow,
  user: UserRow,
  paging: { skip: number; limit: number },
): Promise<{ data: SessionAttendee[]; count: number }> {
  authorize(sessionPolicy.seeAttendees(user, row, await administeredFor(db, row, user.id)), SESSION_MSG.notOwner);
  const filter = eq(sessionRegistrations.sessionId, row.id);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(sessionRegistrations)
      .where(filter)
      .orderBy(asc(sessionRegistrations.createdAt), asc(sessionRegistrations.id))
      .offset(paging.skip)
      .limit(paging.limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sessionRegistrations)
      .where(filter),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      userId: r.userId,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
    })),
    count,
  };
}

/** Mentor profile figures (sessions held, attendees, upcoming) in one query. */
export async function presenterStats(db: Db, presenterId: string, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      sessionsHeld: sql<number>`count(*) filter (where ${sessions.endsAt} <= ${at})`.mapWith(Number),
      attendees: sql<number>`coalesce(sum(${sessions.attendeeCount}) filter (where ${sessions.endsAt} <= ${at}), 0)`.mapWith(Number),
      upcomingSessions: sql<number>`count(*) filter (where ${sessions.endsAt} > ${at})`.mapWith(Number),
    })
    .from(sessions)
    .where(and(eq(sessions.presenterId, presenterId), eq(sessions.cancelled, false)));
  return row ?? { sessionsHeld: 0, attendees: 0, upcomingSessions: 0 };
}

/** The accounts registered for a session (guests have none): who hears of its changes in the bell. */
export async function registeredUserIds(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: sessionRegistrations.userId })
    .from(sessionRegistrations)
    .where(and(eq(sessionRegistrations.sessionId, sessionId), sql`${sessionRegistrations.userId} is not null`));
  return rows.map((r) => r.userId!);
}

/** When an account goes, its registrations go by cascade: each session counts one attendee fewer first. */
export async function forgetAttendee(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`with gone as (delete from session_registrations where user_id = ${userId} returning session_id)
    update sessions set attendee_count = sessions.attendee_count - 1 from gone where sessions.id = gone.session_id`);
}

const atOrAfter = (column: SQL | AnyColumn, at: Date) => sql`${column} >= ${at.toISOString()}::timestamptz`;
const before = (column: SQL | AnyColumn, at: Date) => sql`${column} < ${at.toISOString()}::timestamptz`;

/** For the insights rollup: registrations made in [from, to) for institutions' sessions, per session (guests among them). */
export async function registrationFigures(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ sessionId: string; institutionId: string; registrations: number; guests: number }[]> {
  return db
    .select({
      sessionId: sessions.id,
      institutionId: sql<string>`${sessions.institutionId}`,
      registrations: sql<number>`count(*)`.mapWith(Number),
      guests: sql<number>`count(*) filter (where ${sessionRegistrations.userId} is null)`.mapWith(Number),
    })
    .from(sessionRegistrations)
    .innerJoin(sessions, eq(sessions.id, sessionRegistrations.sessionId))
    .where(
      and(
        atOrAfter(sessionRegistrations.createdAt, from),
        before(sessionRegistrations.createdAt, to),
        sql`${sessions.institutionId} is not null`,
      ),
    )
    .groupBy(sessions.id);
}

/** For the insights rollup: sessions held (not cancelled) that ended in [from, to), with who registered (guests among them). */
export async function heldSessions(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ sessionId: string; institutionId: string | null; registered: number; guests: number }[]> {
  return db
    .select({
      sessionId: sessions.id,
      institutionId: sessions.institutionId,
      registered: sql<number>`count(${sessionRegistrations.id})`.mapWith(Number),
      guests: sql<number>`count(${sessionRegistrations.id}) filter (where ${sessionRegistrations.userId} is null)`.mapWith(Number),
    })
    .from(sessions)
    .leftJoin(sessionRegistrations, eq(sessionRegistrations.sessionId, sessions.id))
    .where(and(eq(sessions.cancelled, false), atOrAfter(sessions.endsAt, from), before(sessions.endsAt, to)))
    .groupBy(sessions.id);
}

/** Titles and start times of these sessions (a dashboard names the sessions its figures are about). */
export async function sessionTitles(db: Db, ids: string[]): Promise<Map<string, { title: string; startsAt: Date }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: sessions.id, title: sessions.sessionTitle, startsAt: sessions.startsAt })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  return new Map(rows.map((r) => [r.id, { title: r.title, startsAt: r.startsAt }]));
}

/** An institution's sessions that start in [from, to), in start order (its attendance CSV). */
export async function institutionSessionsBetween(
  db: Db,
  institutionId: string,
  from: Date,
  to: Date,
): Promise<{ id: string; title: string; startsAt: Date; cancelled: boolean }[]> {
  return db
    .select({ id: sessions.id, title: sessions.sessionTitle, startsAt: sessions.startsAt, cancelled: sessions.cancelled })
    .from(sessions)
    .where(and(eq(sessions.institutionId, institutionId), atOrAfter(sessions.startsAt, from), before(sessions.startsAt, to)))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
}

/** A session's registrations page by page in the order they came (after the last row of the page before). */
export async function registrationsAfter(
  db: Db,
  sessionId: string,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<{ id: string; userId: string | null; firstname: string; lastname: string; createdAt: Date }[]> {
  const from = after
    ? sql`(${sessionRegistrations.createdAt}, ${sessionRegistrations.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: sessionRegistrations.id,
      userId: sessionRegistrations.userId,
      firstname: sessionRegistrations.firstname,
      lastname: sessionRegistrations.lastname,
      createdAt: sessionRegistrations.createdAt,
    })
    .from(sessionRegistrations)
    .where(and(eq(sessionRegistrations.sessionId, sessionId), from))
    .orderBy(asc(sessionRegistrations.createdAt), asc(sessionRegistrations.id))
    .limit(limit);
}
