import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, asc, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  INSTITUTION_COUNTRIES,
  MSG,
  SYSTEM_ROLES,
  UUID_RE,
  type CurrentUser,
  type ProfileUpdateInput,
  type PublicUser,
  type Language,
} from '@delv/shared';
import { forNamedStatements, type Db } from '../../db/client';
import { signInSessions, users, type NewUser, type UserRow } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import type { Passwords } from '../../lib/passwords';
import { scheduleImageVariants, withImageSize } from '../../lib/images';
import { deleteQuietly, type Storage } from '../../lib/storage';
import { inTransaction, publish } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { log } from '../../lib/log';
import { authorize, type Actor } from '../../policies/actor';
import { shownInDirectoriesTo } from '../youth';
import { userPolicy } from './users.policy';
import { toCurrentUser, toPublicUser } from './users.presenter';

export type { NewUser, UserRow } from '../../db/schema';

// Counts as correlated subselects: one round trip for a whole page, no N+1. Written with explicit
// aliases because drizzle drops the table name from columns in single-table selects, which would
// make an inner "id" bind to the subquery's own table.
const followersCount = sql<number>`(select count(*) from follows f where f.followed_id = "users"."id")`.mapWith(Number);
const followingCount = sql<number>`(select count(*) from follows f where f.follower_id = "users"."id")`.mapWith(Number);
const isFollowedBy = (viewerId: string) =>
  sql<boolean>`exists(select 1 from follows f where f.follower_id = ${viewerId} and f.followed_id = "users"."id")`;
/** Uses the GIN index on institutions.admins. */
const institutionOf = sql<
  string | null
>`(select i.id from institutions i where i.admins @> array["users"."id"]::uuid[] order by i.created_at limit 1)`;

export const isUuid = (id: string) => UUID_RE.test(id);

/** The account's row changed: caches of it drop, its other tabs hear of it. */
export const userChanged = (userId: string) => ({ type: 'user.changed' as const, actorId: userId, audience: [userId], data: { userId } });

/** An update of user rows and its event in one transaction (returns the updated ids). */
async function changeUsers(db: Db, update: (tx: Db) => Promise<{ id: string }[]>): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const ids = (await update(tx)).map((r) => r.id);
    await publish(tx, ...ids.map(userChanged));
    return ids;
  });
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The user of a signed-in request, only while the device's sign-in session exists: user and
 * session in one statement (one round trip per authenticated request). It runs on every signed-in
 * request, so it is a named prepared statement per database.
 */
const signedInStatements = new WeakMap<Db, ReturnType<typeof prepareSignedIn>>();
const prepareSignedIn = (db: Db) =>
  forNamedStatements(db)
    .select({ user: users })
    .from(signInSessions)
    .innerJoin(users, eq(users.id, signInSessions.userId))
    .where(
      and(
        eq(signInSessions.id, sql.placeholder('sid')),
        eq(signInSessions.userId, sql.placeholder('uid')),
        gt(signInSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('signed_in_user');

/** Several users by id in one query (a page of cards, a batch of mails). */
export async function findUsersByIds(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The accounts of these addresses (lower-cased), by address: one query for a whole CSV import. */
export async function findUsersByEmails(db: Db, emails: string[]): Promise<Map<string, UserRow>> {
  const wanted = [...new Set(emails)];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(users).where(inArray(users.email, wanted));
  return new Map(rows.map((r) => [r.email, r]));
}

export async function findSignedInUser(db: Db, sessionId: string, userId: string): Promise<UserRow | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  let statement = signedInStatements.get(db);
  if (!statement) signedInStatements.set(db, (statement = prepareSignedIn(db)));
  const [row] = await statement.execute({ sid: sessionId, uid: userId });
  return row?.user ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** Inserts a user; a taken e-mail is a 409 whether found first or lost in a race. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, email: input.email.trim().toLowerCase() })
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

export async function getCurrentUser(db: Db, id: string): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, followersCount, followingCount, institutionId: institutionOf })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound(MSG.userNotFound);
  return toCurrentUser(row.user, row, row.institutionId);
}

/** A public profile; a visit by someone else counts as a view (trending sort). */
export async function getPublicUser(db: Db, id: string, viewer: Actor | null): Promise<PublicUser> {
  if (!isUuid(id)) throw notFound(MSG.userNotFound);
  const viewerId = viewer?.id ?? null;
  if (viewerId !== id) {
    await db
      .update(users)
      .set({ views: sql`${users.views} + 1` })
      .where(and(eq(users.id, id), eq(users.confirmed, true)));
  }
  const [row] = await db
    .select({ user: users, followersCount, followingCount, ...(viewerId ? { isFollowing: isFollowedBy(viewerId) } : {}) })
    .from(users)
    .where(and(eq(users.id, id), shownInDirectoriesTo(viewerId)))
    .limit(1);
  // An unconfirmed account is nobody's to see: not found, as a missing one; a minor outside the
  // viewer's institution neither (issue 32).
  if (!row || !userPolicy.read(viewer, row.user)) throw notFound(MSG.userNotFound);
  return toPublicUser(row.user, row, viewerId ? Boolean((row as { isFollowing?: boolean }).isFollowing) : undefined);
}

export interface UserListQuery {
  skip: number;
  limit: number;
  q: string;
  country: string;
  sort: 'latest' | 'popular' | 'trending';
  mentorsOnly?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(db: Db, query: UserListQuery, viewer: Actor | null): Promise<{ data: PublicUser[]; count: number }> {
  const viewerId = viewer?.id ?? null;
  // userPolicy.read as the query's filter: confirmed accounts only; minors only to whom may see them (issue 32).
  const where: SQL[] = [eq(users.confirmed, true), shownInDirectoriesTo(viewerId)];
  if (query.mentorsOnly) where.push(sql`(${users.usercategory}[1]) = 'mentor'`);
  if (query.q) {
    // Same expression as users_name_trgm_idx so the trigram index serves it.
    where.push(sql`lower(${users.firstname} || ' ' || ${users.lastname}) like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  }
  if (query.country === 'Others') where.push(notInArray(users.country, [...INSTITUTION_COUNTRIES]));
  else if (query.country && query.country !== 'All') where.push(eq(users.country, query.country));
  const filter = and(...where);

  const order =
    query.sort === 'popular'
      ? [desc(users.avgRating), desc(users.createdAt)]
      : query.sort === 'trending'
        ? [desc(users.views), desc(users.createdAt)]
        : [desc(users.createdAt)];

  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ user: users, followersCount, followingCount, ...(viewerId ? { isFollowing: isFollowedBy(viewerId) } : {}) })
      .from(users)
      .where(filter)
      .orderBy(...order, asc(users.id))
      .offset(query.skip)
      .limit(query.limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(filter),
  ]);
  return {
    data: rows.map((r) => toPublicUser(r.user, r, viewerId ? Boolean((r as { isFollowing?: boolean }).isFollowing) : undefined)),
    count,
  };
}

/** `category` is the displayed title: it becomes the last entry; the first (the role) is kept. */
export function nextCategories(current: string[], category: string): string[] {
  const role = current[0];
  if (!role || role === category) return [category];
  return [role, category];
}

export async function updateProfile(db: Db, user: UserRow, input: ProfileUpdateInput): Promise<CurrentUser> {
  authorize(userPolicy.change(user, user));
  if (input.email !== user.email) {
    const other = await findUserByEmail(db, input.email);
    if (other && other.id !== user.id) throw conflict(MSG.emailTaken);
  }
  try {
    await changeUsers(db, (tx) =>
      tx
        .update(users)
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          country: input.country,
          usercategory: nextCategories(user.usercategory, input.category),
          linkedIn: input.linkedIn,
          twitter: input.twitter,
          facebook: input.facebook,
          website: input.website,
          calendly: input.calendly,
          about: input.about,
          bio: input.bio,
          qualification: input.qualification,
          experience: input.experience,
          education: input.education,
          modifiedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ id: users.id }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
  return getCurrentUser(db, user.id);
}

/** The interface and e-mail language (issue 11). */
export async function updateLanguage(db: Db, actor: Actor, language: Language): Promise<CurrentUser> {
  authorize(userPolicy.change(actor, actor));
  const userId = actor.id;
  await changeUsers(db, (tx) =>
    tx.update(users).set({ language, modifiedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id }),
  );
  return getCurrentUser(db, userId);
}

export async function updateInterests(db: Db, actor: Actor, interests: string[]): Promise<CurrentUser> {
  authorize(userPolicy.change(actor, actor));
  const userId = actor.id;
  // Same interest typed twice ("Python, python") is kept once, first spelling wins.
  const seen = new Set<string>();
  const unique = interests.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  await changeUsers(db, (tx) =>
    tx.update(users).set({ interests: unique, modifiedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id }),
  );
  return getCurrentUser(db, userId);
}

export async function setPicture(db: Db, userId: string, picture: UserRow['profilePicture']): Promise<void> {
  await changeUsers(db, (tx) =>
    tx.update(users).set({ profilePicture: picture, modifiedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id }),
  );
}

/** Stores a new profile picture from an uploaded temp file; the old file is removed afterwards. */
export async function replaceProfilePicture(
  deps: { db: Db; storage: Storage },
  user: UserRow,
  upload: { path: string; size: number },
): Promise<CurrentUser> {
  authorize(userPolicy.change(user, user));
  const type = await sniffImage(upload.path);
  if (!type) throw unsupportedMediaType(MSG.imageOnly);
  const key = `users/${user.id}/${randomUUID()}.${type.ext}`;
  const stored = await withImageSize(
    await deps.storage.put(key, createReadStream(upload.path), { contentType: type.mime, size: upload.size }),
    upload.path,
  );
  try {
    await setPicture(deps.db, user.id, stored);
    await scheduleImageVariants(deps.db, { slot: 'avatar', id: user.id, key });
  } catch (err) {
    await deleteQuietly(deps.storage, key);
    throw err;
  }
  if (user.profilePicture?.key && user.profilePicture.key !== key) await deleteQuietly(deps.storage, user.profilePicture.key);
  return getCurrentUser(deps.db, user.id);
}

/**
 * Password-confirmed account deletion, in one transaction: `user.deleted` is published first, so
 * each area removes what the database cannot cascade (their manifests' beforeCommit: ratings leave averages,
 * likes and comments on the account's items go, admin seats, stored files by a job), then the row
 * goes and everything that references it by cascade.
 */
export async function deleteAccount(
  deps: { db: Db; storage: Storage; passwords: Passwords },
  user: UserRow,
  password: string,
): Promise<void> {
  authorize(userPolicy.delete(user, user));
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw badRequest(MSG.currentPasswordIncorrect, { password: MSG.currentPasswordIncorrect });
  }
  await inTransaction(deps.db, async (tx) => {
    await publish(tx, { type: 'user.deleted', actorId: user.id, audience: [], data: { userId: user.id } });
    if (user.profilePicture?.key) await enqueue(tx, 'files.delete', { keys: [user.profilePicture.key] });
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/**
 * Changes an account's system roles by e-mail, with its audit row ('staff.acted': the moderation
 * area writes it in this transaction); `byId` is who did it (null: the command line or
 * ADMIN_EMAILS at start). False when no such account exists.
 */
async function changeRoles(db: Db, email: string, byId: string | null, action: string, roles: (current: SQL) => SQL): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .for('update');
    if (!before) return false;
    const [after] = await tx
      .update(users)
      .set({ roles: roles(sql`${users.roles}`) })
      .where(eq(users.id, before.id))
      .returning({ roles: users.roles });
    await publish(tx, userChanged(before.id));
    if (after.roles.join() !== before.roles.join()) {
      await publish(tx, {
        type: 'staff.acted',
        actorId: byId,
        audience: [],
        data: {
          action,
          targetKind: 'user',
          targetId: before.id,
          reason: '',
          before: { roles: before.roles },
          after: { roles: after.roles },
        },
      });
    }
    return true;
  });
}

/** Adds a system role by e-mail; false when no such account exists. */
export async function grantRole(db: Db, email: string, role: string, byId: string | null = null): Promise<boolean> {
  return changeRoles(
    db,
    email,
    byId,
    'role.grant',
    (current) => sql`array(select distinct r from unnest(array_append(${current}, ${role}::text)) as r order by r)`,
  );
}

/** Removes one system role, or all of them when `role` is omitted. */
export async function revokeRole(db: Db, email: string, role?: string, byId: string | null = null): Promise<boolean> {
  return changeRoles(db, email, byId, 'role.revoke', (current) =>
    role ? sql`array_remove(${current}, ${role}::text)` : sql`'{}'::text[]`,
  );
}

/** Accounts whose name or e-mail holds `words` (staff's console: e-mails shown to admins only), at most `limit`. */
export async function findAccounts(db: Db, words: string, limit = 20): Promise<UserRow[]> {
  const like = `%${words
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(sql`(lower(${users.firstname} || ' ' || ${users.lastname}) like ${like} or ${users.email} like ${like})`)
    .orderBy(asc(users.firstname), asc(users.lastname))
    .limit(limit);
}

/** ADMIN_EMAILS, at each start: those accounts get every system role (an address without an account yet is said in the log). */
export async function grantAdminEmails(db: Db, emails: readonly string[]): Promise<void> {
  for (const email of emails) {
    let found = false;
    for (const role of SYSTEM_ROLES) found = (await grantRole(db, email, role)) || found;
    if (!found) log.warn(`ADMIN_EMAILS: no account for ${email} yet; restart after it signs up`);
  }
}

/** Accounts made in [from, to), by country and first category: the insights rollup's sign-ups. */
export async function countSignups(db: Db, from: Date, to: Date): Promise<{ country: string; category: string; count: number }[]> {
  const category = sql<string>`coalesce(${users.usercategory}[1], '')`;
  return db
    .select({ country: users.country, category, count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(sql`${users.createdAt} >= ${from.toISOString()}::timestamptz`, sql`${users.createdAt} < ${to.toISOString()}::timestamptz`))
    .groupBy(users.country, category);
}

/** When the first account was made (null: none yet): the insights rollup starts no earlier. */
export async function firstAccountAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`min(${users.createdAt})` }).from(users);
  return row?.at ? new Date(row.at) : null;
}
