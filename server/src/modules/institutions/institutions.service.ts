/**
 * Institutions: their profile, directory and members (spec 001 §2 'Institution area', §3, §7;
 * issue 13). An institution's library, events and feed are its admins' content, sessions and
 * posts: the client asks those areas with the admin's id; mentors come through affiliations.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  INSTITUTION_COUNTRIES,
  INSTITUTION_MSG,
  MSG,
  UUID_RE,
  type Institution,
  type InstitutionCreateInput,
  type InstitutionListQuery,
  type InstitutionMember,
  type InstitutionSignupInput,
  type InstitutionUpdateInput,
  type PagingQuery,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { institutionLearners, institutions, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { conflict, notFound, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import { scheduleImageVariants, toImageRef, withImageSize } from '../../lib/images';
import { deleteQuietly, type Storage } from '../../lib/storage';
import type { JoinTargetHandler } from '../../platform/joinTargets';
import { authorize, canOf, seesHidden, type Actor } from '../../policies/actor';
import { institutionPolicy } from './institutions.policy';

export type InstitutionRow = typeof institutions.$inferSelect;

export function toInstitution(row: InstitutionRow, viewer?: { actor: Actor; isMember: boolean }): Institution {
  return {
    _id: row.id,
    // Only its admins and staff read a hidden institution: their notice (issue 31).
    ...(row.hiddenAt && { hiddenByModerator: true as const }),
    institutionName: row.institutionName,
    institutionType: row.institutionType,
    bio: row.bio,
    admins: row.admins,
    profilePicture: toImageRef(row.profilePicture),
    specialities: row.specialities,
    country: row.country,
    city: row.city,
    area: row.area,
    postalcode: row.postalcode,
    website: row.website,
    linkFacebook: row.linkFacebook,
    linkTwitter: row.linkTwitter,
    linkLinkedin: row.linkLinkedin,
    contactEmail: row.contactEmail,
    avgRating: row.avgRating,
    ratingCount: row.ratingCount,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    ...(viewer ? { isMember: viewer.isMember, isAdmin: row.admins.includes(viewer.actor.id) } : {}),
    can: canOf(viewer?.actor ?? null, row, { edit: institutionPolicy.edit }),
  };
}

type InstitutionFields = Pick<
  InstitutionSignupInput,
  'institutionName' | 'institutionType' | 'bio' | 'specialities' | 'country' | 'city' | 'area' | 'postalcode' | 'website'
>;

/** The institution record of a freshly registered institution account (its first admin). */
export async function createInstitution(db: Db, adminId: string, input: InstitutionFields): Promise<InstitutionRow> {
  const [row] = await db
    .insert(institutions)
    .values({
      institutionName: input.institutionName,
      institutionType: input.institutionType,
      bio: input.bio,
      admins: [adminId],
      specialities: input.specialities ?? [],
      country: input.country,
      city: input.city,
      area: input.area ?? '',
      postalcode: input.postalcode ?? '',
      website: input.website ?? '',
    })
    .returning();
  await publish(db, adminsChanged(adminId, row.id, 'institution.admin.add', [], row.admins));
  return row;
}

/**
 * A change of an institution's admins, on the audit log (issue 31): the moderation area writes
 * 'staff.acted' in the change's transaction.
 */
const adminsChanged = (
  actorId: string | null,
  institutionId: string,
  action: 'institution.admin.add' | 'institution.admin.remove',
  before: readonly string[],
  after: readonly string[],
) => ({
  type: 'staff.acted' as const,
  actorId,
  audience: [],
  data: { action, targetKind: 'institution', targetId: institutionId, reason: '', before: { admins: before }, after: { admins: after } },
});

export async function institutionsAdministeredBy(db: Db, userId: string): Promise<InstitutionRow[]> {
  return db
    .select()
    .from(institutions)
    .where(sql`${institutions.admins} @> array[${userId}]::uuid[]`);
}

/** The ids of the institutions this person administers (other areas ask this, never the table). */
export async function administeredInstitutionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(sql`${institutions.admins} @> array[${userId}]::uuid[]`);
  return rows.map((r) => r.id);
}

/** An institution's admins, or null when there is no such institution. */
export async function institutionAdmins(db: Db, id: string): Promise<string[] | null> {
  return (await findInstitutionRow(db, id))?.admins ?? null;
}

/** A deleted account stops being an admin anywhere. */
export async function removeAdminEverywhere(db: Db, userId: string): Promise<void> {
  const administered = await db
    .select({ id: institutions.id, admins: institutions.admins })
    .from(institutions)
    .where(sql`${institutions.admins} @> array[${userId}]::uuid[]`)
    .for('update');
  for (const row of administered) {
    const after = row.admins.filter((id) => id !== userId);
    await db.update(institutions).set({ admins: after }).where(eq(institutions.id, row.id));
    await publish(db, adminsChanged(userId, row.id, 'institution.admin.remove', row.admins, after));
  }
}

export async function findInstitutionRow(db: Db, id: string): Promise<InstitutionRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}

/** Several institutions by id in one query (cards that name their institution). */
export async function findInstitutionRows(db: Db, ids: string[]): Promise<Map<string, InstitutionRow>> {
  const wanted = [...new Set(ids.filter((id) => UUID_RE.test(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(institutions).where(inArray(institutions.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

async function requireInstitution(db: Db, id: string): Promise<InstitutionRow> {
  const row = await findInstitutionRow(db, id);
  if (!row) throw notFound(INSTITUTION_MSG.notFound);
  return row;
}

async function isMemberOf(db: Db, institutionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(institutionLearners)
    .where(and(eq(institutionLearners.institutionId, institutionId), eq(institutionLearners.learnerId, userId)))
    .limit(1);
  return Boolean(row);
}

const changed = (actorId: string, institutionId: string, change: 'created' | 'updated') => ({
  type: 'institution.changed' as const,
  actorId,
  audience: 'public' as const,
  data: { institutionId, change },
});

/** POST /institution: 'About you' for an institution account that has no profile yet. */
export async function createProfile(db: Db, actor: Actor, input: InstitutionCreateInput): Promise<Institution> {
  authorize(institutionPolicy.create(actor), INSTITUTION_MSG.onlyInstitutionAccounts);
  const row = await inTransaction(db, async (tx) => {
    // One profile per account, even when two tabs submit at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('institution-admin:' || ${actor.id}))`);
    if ((await institutionsAdministeredBy(tx, actor.id)).length) throw conflict(INSTITUTION_MSG.alreadyHasProfile);
    const created = await createInstitution(tx, actor.id, { ...input, institutionType: input.industry });
    await publish(tx, changed(actor.id, created.id, 'created'));
    return created;
  });
  return toInstitution(row, { actor, isMember: false });
}

/** PUT /institution/:id: the update-profile modal, by the institution's admins. */
export async function updateProfile(db: Db, actor: Actor, id: string, input: InstitutionUpdateInput): Promise<Institution> {
  await requireEditable(db, actor, id);
  const updated = await inTransaction(db, async (tx) => {
    const [next] = await tx
      .update(institutions)
      .set({
        institutionName: input.institutionName,
        institutionType: input.institutionType,
        bio: input.bio,
        specialities: input.specialities,
        country: input.country,
        city: input.city,
        area: input.area,
        postalcode: input.postalcode,
        website: input.website,
        linkFacebook: input.linkFacebook,
        linkTwitter: input.linkTwitter,
        linkLinkedin: input.linkLinkedin,
        contactEmail: input.contactEmail,
      })
      .where(eq(institutions.id, id))
      .returning();
    await publish(tx, changed(actor.id, id, 'updated'));
    return next;
  });
  return toInstitution(updated, { actor, isMember: await isMemberOf(db, id, actor.id) });
}

/** The institution, when the actor may change it (else 404 / 403). */
export async function requireEditable(db: Db, actor: Actor, id: string): Promise<InstitutionRow> {
  const row = await requireInstitution(db, id);
  authorize(institutionPolicy.edit(actor, row), INSTITUTION_MSG.adminsOnly);
  return row;
}

/** POST /institution/profilepic/:id: the picture, checked by its bytes; the old file goes after. */
export async function replacePicture(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  id: string,
  upload: { path: string; size: number },
): Promise<Institution> {
  const row = await requireEditable(deps.db, actor, id);
  const type = await sniffImage(upload.path);
  if (!type) throw unsupportedMediaType(MSG.imageOnly);
  const key = `institutions/${id}/${randomUUID()}.${type.ext}`;
  const stored = await withImageSize(
    await deps.storage.put(key, createReadStream(upload.path), { contentType: type.mime, size: upload.size }),
    upload.path,
  );
  let updated: InstitutionRow;
  try {
    updated = await inTransaction(deps.db, async (tx) => {
      const [next] = await tx.update(institutions).set({ profilePicture: stored }).where(eq(institutions.id, id)).returning();
      await scheduleImageVariants(tx, { slot: 'institutionPicture', id, key });
      await publish(tx, changed(actor.id, id, 'updated'));
      return next;
    });
  } catch (err) {
    await deleteQuietly(deps.storage, key);
    throw err;
  }
  if (row.profilePicture?.key && row.profilePicture.key !== key) await deleteQuietly(deps.storage, row.profilePicture.key);
  return toInstitution(updated, { actor, isMember: await isMemberOf(deps.db, id, actor.id) });
}

/** 'Others' in the country filter: any country the filter does not name. */
function countryCondition(country: string): SQL | undefined {
  if (country === 'All') return undefined;
  if (country === 'Others') return notInArray(institutions.country, [...INSTITUTION_COUNTRIES]);
  return eq(institutions.country, country);
}

/** A moderator's hide or remove of an institution (or its automatic hiding), or its reversal, in the decision's transaction (issue 31). */
export async function hideForModeration(tx: Db, id: string, hidden: boolean): Promise<void> {
  if (!UUID_RE.test(id)) return;
  await tx
    .update(institutions)
    .set({ hiddenAt: hidden ? sql`coalesce(${institutions.hiddenAt}, now())` : null })
    .where(eq(institutions.id, id));
}

/** GET /institution/: the directory, newest first, 30 a page, by country and name. */
export async function listInstitutions(
  db: Db,
  q: InstitutionListQuery,
  viewer: Actor | null,
): Promise<{ data: Institution[]; count: number }> {
  const name = q.q.trim().toLowerCase();
  const where = and(
    // Not those a moderator hid (issue 31).
    isNull(institutions.hiddenAt),
    countryCondition(q.country),
    // Served by the trigram index on lower(institution_name).
    name ? sql`lower(${institutions.institutionName}) like ${'%' + name.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}` : undefined,
  );
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(institutions).where(where).orderBy(desc(institutions.createdAt), desc(institutions.id)).limit(q.limit).offset(q.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(institutions)
      .where(where),
  ]);
  const mine = viewer
    ? await membershipsAmong(
        db,
        viewer.id,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  return { data: rows.map((r) => toInstitution(r, viewer ? { actor: viewer, isMember: mine.has(r.id) } : undefined)), count };
}

/** Which of these institutions the user is a member of: one query for a whole page of cards. */
async function membershipsAmong(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: institutionLearners.institutionId })
    .from(institutionLearners)
    .where(and(eq(institutionLearners.learnerId, userId), inArray(institutionLearners.institutionId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** GET /institution/:id: public fields, and the viewer's standing when signed in. */
export async function getInstitution(db: Db, id: string, viewer: Actor | null): Promise<Institution> {
  const row = await requireInstitution(db, id);
  // Hidden by a moderator (issue 31): to anyone but its admins and staff, it does not exist.
  if (row.hiddenAt && !seesHidden(viewer, row.admins)) throw notFound(INSTITUTION_MSG.notFound);
  return toInstitution(row, viewer ? { actor: viewer, isMember: await isMemberOf(db, id, viewer.id) } : undefined);
}

/** GET /learner/institution/:id: its members, newest first. */
export async function listMembers(db: Db, id: string, page: PagingQuery): Promise<{ data: InstitutionMember[]; count: number }> {
  const row = await requireInstitution(db, id);
  const rows = await db
    .select({
      id: userCards.id,
      firstname: userCards.firstname,
      lastname: userCards.lastname,
      usercategory: userCards.usercategory,
      profilePicture: userCards.profilePicture,
      joinedAt: institutionLearners.joinedAt,
    })
    .from(institutionLearners)
    .innerJoin(userCards, eq(userCards.id, institutionLearners.learnerId))
    .where(eq(institutionLearners.institutionId, id))
    .orderBy(desc(institutionLearners.joinedAt), desc(institutionLearners.learnerId))
    .limit(page.limit)
    .offset(page.skip);
  return {
    data: rows.map((r) => ({
      _id: `${id}:${r.id}`,
      institution: id,
      learner: {
        _id: r.id,
        firstname: r.firstname,
        lastname: r.lastname,
        usercategory: r.usercategory,
        profilePicture: toImageRef(r.profilePicture),
      },
      joinedAt: r.joinedAt.toISOString(),
    })),
    count: row.memberCount,
  };
}

/** The ids of an institution's members (its survey audience 'My Learners'), for the affiliations area. */
export async function memberIdsOf(db: Db, institutionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: institutionLearners.learnerId })
    .from(institutionLearners)
    .where(eq(institutionLearners.institutionId, institutionId));
  return rows.map((r) => r.id);
}

/** Which of these people are members of the institution (a CSV import's 'already a member'). */
export async function memberIdsAmong(db: Db, institutionId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: institutionLearners.learnerId })
    .from(institutionLearners)
    .where(and(eq(institutionLearners.institutionId, institutionId), inArray(institutionLearners.learnerId, userIds)));
  return new Set(rows.map((r) => r.id));
}

/** An invited person becomes a member (affiliations' member invitations), in the caller's transaction. */
export const admitMember = (tx: Db, institutionId: string, userId: string): Promise<boolean> => admit(tx, institutionId, userId, userId);

/** Adds a learner (nothing happens for a member already); keeps member_count in the same transaction. */
async function admit(tx: Db, institutionId: string, userId: string, actorId: string): Promise<boolean> {
  const added = await tx
    .insert(institutionLearners)
    .values({ institutionId, learnerId: userId })
    .onConflictDoNothing()
    .returning({ id: institutionLearners.learnerId });
  if (!added.length) return false;
  const [row] = await tx
    .update(institutions)
    .set({ memberCount: sql`${institutions.memberCount} + 1` })
    .where(eq(institutions.id, institutionId))
    .returning({ memberCount: institutions.memberCount, admins: institutions.admins });
  await publish(tx, {
    type: 'institution.members.changed',
    actorId,
    audience: [userId, ...row.admins],
    data: { institutionId, userId, member: true, memberCount: row.memberCount },
  });
  return true;
}

/** POST /learner/institution: the signed-in person follows (becomes a member of) an institution. */
export async function join(db: Db, actor: Actor, institutionId: string): Promise<Institution> {
  authorize(institutionPolicy.join(actor), INSTITUTION_MSG.institutionsCannotJoin);
  await requireInstitution(db, institutionId);
  const added = await inTransaction(db, (tx) => admit(tx, institutionId, actor.id, actor.id));
  if (!added) throw conflict(INSTITUTION_MSG.alreadyMember);
  return getInstitution(db, institutionId, actor);
}

/** DELETE /learner/institution/:id: the signed-in person leaves (a no-op when not a member). */
export async function leave(db: Db, actor: Actor, institutionId: string): Promise<Institution> {
  await requireInstitution(db, institutionId);
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(institutionLearners)
      .where(and(eq(institutionLearners.institutionId, institutionId), eq(institutionLearners.learnerId, actor.id)))
      .returning({ id: institutionLearners.learnerId });
    if (!removed.length) return;
    const [row] = await tx
      .update(institutions)
      .set({ memberCount: sql`greatest(${institutions.memberCount} - 1, 0)` })
      .where(eq(institutions.id, institutionId))
      .returning({ memberCount: institutions.memberCount, admins: institutions.admins });
    await publish(tx, {
      type: 'institution.members.changed',
      actorId: actor.id,
      audience: [actor.id, ...row.admins],
      data: { institutionId, userId: actor.id, member: false, memberCount: row.memberCount },
    });
  });
  return getInstitution(db, institutionId, actor);
}

/** When an account goes: the institutions it was a member of count one fewer. */
export async function forgetLearner(tx: Db, userId: string): Promise<void> {
  const removed = await tx
    .delete(institutionLearners)
    .where(eq(institutionLearners.learnerId, userId))
    .returning({ id: institutionLearners.institutionId });
  if (!removed.length) return;
  await tx
    .update(institutions)
    .set({ memberCount: sql`greatest(${institutions.memberCount} - 1, 0)` })
    .where(
      inArray(
        institutions.id,
        removed.map((r) => r.id),
      ),
    );
}

// A join request for an institution (POST /joinrequests, whatToJoin 'institution') is answered at
// once: following is open to every person (spec 001 §2 'Follow'); the admins decide nothing.
/** What joining one of these means (its manifest's joinTargets; platform/joinTargets.ts). */
export const institutionJoinTarget: JoinTargetHandler = {
  notFoundMessage: INSTITUTION_MSG.notFound,
  async find(db, id, actor) {
    const row = await findInstitutionRow(db, id);
    if (!row) return null;
    return {
      name: row.institutionName,
      groupId: null,
      deciders: row.admins,
      open: true,
      isMember: await isMemberOf(db, id, actor.id),
      refusal: institutionPolicy.join(actor) ? null : INSTITUTION_MSG.institutionsCannotJoin,
      subject: { kind: 'institution', id, title: row.institutionName },
    };
  },
  admit,
};

/**
 * For the insights rollup, per institution: its members who joined before `before` (members
 * since left are not counted: leaving deletes the row) and those of them who joined from `since`.
 */
export async function memberFigures(
  db: Db,
  since: Date,
  before: Date,
): Promise<{ institutionId: string; members: number; joined: number }[]> {
  const beforeAt = sql`${before.toISOString()}::timestamptz`;
  return db
    .select({
      institutionId: institutionLearners.institutionId,
      members: sql<number>`count(*)`.mapWith(Number),
      joined: sql<number>`count(*) filter (where ${institutionLearners.joinedAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(institutionLearners)
    .where(sql`${institutionLearners.joinedAt} < ${beforeAt}`)
    .groupBy(institutionLearners.institutionId);
}

/** How many of `people` (a query of user ids, e.g. those active in a week) each institution has as members. */
export async function countMembersAmong(db: Db, people: SQL): Promise<{ institutionId: string; count: number }[]> {
  return db
    .select({ institutionId: institutionLearners.institutionId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(institutionLearners)
    .where(sql`${institutionLearners.learnerId} in (${people})`)
    .groupBy(institutionLearners.institutionId);
}

/** Each institution's library owner (its own account, the first admin: the library is its content). */
export async function libraryOwners(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: institutions.id, owner: sql<string | null>`${institutions.admins}[1]` }).from(institutions);
  return new Map(rows.filter((r) => r.owner).map((r) => [r.owner!, r.id]));
}

/** Members page by page in the order they joined (a members CSV): after the last row of the page before. */
export async function membersAfter(
  db: Db,
  institutionId: string,
  after: { joinedAt: Date; id: string } | null,
  limit: number,
): Promise<{ id: string; firstname: string; lastname: string; usercategory: string[]; joinedAt: Date }[]> {
  const from = after
    ? sql`(${institutionLearners.joinedAt}, ${institutionLearners.learnerId}) > (${after.joinedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: userCards.id,
      firstname: userCards.firstname,
      lastname: userCards.lastname,
      usercategory: userCards.usercategory,
      joinedAt: institutionLearners.joinedAt,
    })
    .from(institutionLearners)
    .innerJoin(userCards, eq(userCards.id, institutionLearners.learnerId))
    .where(and(eq(institutionLearners.institutionId, institutionId), from))
    .orderBy(institutionLearners.joinedAt, institutionLearners.learnerId)
    .limit(limit);
}
