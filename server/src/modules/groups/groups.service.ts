/**
 * Discussion groups and their members (spec 001 §3-§7; issue 12). Discussions and messages are in
 * chats.service.ts; join requests belong to the requests area, which calls back here to admit a
 * member (registerJoinTarget below).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_LIMITS,
  GROUP_MSG,
  YOUTH_MSG,
  INSTITUTION_MSG,
  MSG,
  UUID_RE,
  roleOf,
  type DiscussionGroup,
  type GroupInput,
  type GroupListQuery,
  type GroupMember,
  type GroupPerson,
  type GroupPrivacy,
  type MembershipCheck,
  type PagingQuery,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { discussionGroups, groupMembers, userCards, type StoredFileJson } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { badRequest, forbidden, notFound, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import { scheduleImageVariants, toImageRef, withImageSize } from '../../lib/images';
import { deleteQuietly, type Storage } from '../../lib/storage';
import type { JoinTargetHandler } from '../../platform/joinTargets';
import { authorize, type Actor } from '../../policies/actor';
import { administeredInstitutionIds, institutionAdmins } from '../institutions';
import { fileRequest, pendingFor, setDeciders, settlePendingRequest } from '../requests';
import { waitingForConsentAmong } from '../youth';
import { groupCan, groupPolicy, type GroupStanding } from './groups.policy';

export type GroupRow = typeof discussionGroups.$inferSelect;

/** Tags are stored without '#' and in lower case, so a tag search is one indexed equality. */
export const normaliseTags = (tags: string[]) => [...new Set(tags.map((t) => t.replace(/^#+/, '').trim().toLowerCase()).filter(Boolean))];

interface PersonJson {
  id: string;
  firstname: string;
  lastname: string;
  usercategory: string[] | null;
  profile_picture: StoredFileJson | null;
}

export const toPerson = (p: PersonJson): GroupPerson => ({
  _id: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  usercategory: p.usercategory ?? [],
  profilePicture: toImageRef(p.profile_picture),
});

/**
 * The viewer's standing and the card's extras as subselects: one statement per page, no N+1.
 * `ownInstitutions`: the institutions the viewer administers (their groups are theirs to run).
 */
function cardColumns(viewerId: string, ownInstitutions: string[]) {
  const ownsIt = ownInstitutions.length
    ? sql`"discussion_groups"."institution_id" in (${sql.join(
        ownInstitutions.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
  const isAdmin = sql<boolean>`(${ownsIt} or exists(select 1 from group_members m where m.group_id = "discussion_groups"."id" and m.user_id = ${viewerId} and m.is_admin))`;
  return {
    isMember: sql<boolean>`exists(select 1 from group_members m where m.group_id = "discussion_groups"."id" and m.user_id = ${viewerId})`,
    isAdmin,
    pendingRequests: sql<number>`(case when ${isAdmin} then (select count(*)::int from join_requests r
        where r.id_of_what_to_join = "discussion_groups"."id" and r.what_to_join = 'group' and r.status = 'pending') else 0 end)`,
    requested: sql<boolean>`exists(select 1 from join_requests r where r.id_of_what_to_join = "discussion_groups"."id" and r.user_id = ${viewerId} and r.status = 'pending')`,
    avatars: sql<PersonJson[]>`(select coalesce(json_agg(a order by a.joined_at), '[]'::json) from (
        select u.id, u.firstname, u.lastname, u.usercategory, u.profile_picture, m.joined_at
        from group_members m join user_cards u on u.id = m.user_id
        where m.group_id = "discussion_groups"."id" order by m.joined_at limit ${GROUP_LIMITS.CARD_AVATARS}) a)`,
    unread: sql<number>`(select count(*)::int from (
        select 1 from chat_members cm
        join chats c on c.id = cm.chat_id and c.group_id = "discussion_groups"."id"
        join chat_messages x on x.chat_id = cm.chat_id and x.seq > cm.read_seq and x.user_id <> ${viewerId} and x.deleted_at is null
        where cm.user_id = ${viewerId} limit ${GROUP_LIMITS.UNREAD_CAP + 1}) u)`,
  };
}

type CardRow = {
  g: GroupRow;
  isMember: boolean;
  isAdmin: boolean;
  pendingRequests: number;
  requested: boolean;
  avatars: PersonJson[];
  unread: number;
};

/** Nobody is in it and no institution looks after it: nobody may join it any more (issue 26 #3). */
const isClosed = (g: GroupRow) => g.memberCount === 0 && !g.institutionId;

function toGroup(actor: Actor, r: CardRow): DiscussionGroup {
  const standing = { isMember: r.isMember, isAdmin: r.isAdmin, privacy: r.g.privacy, closed: isClosed(r.g) };
  const can = groupCan(actor, standing);
  return {
    _id: r.g.id,
    groupName: r.g.groupName,
    hashTag: r.g.hashTag,
    description: r.g.description,
    privacy: r.g.privacy as GroupPrivacy,
    profilePicture: toImageRef(r.g.profilePicture),
    memberCount: r.g.memberCount,
    // Who is in a private group is for those who may read it (issue 26 #5).
    avatars: can.read ? (r.avatars ?? []).map(toPerson) : [],
    institutionId: r.g.institutionId,
    closed: standing.closed,
    pendingRequests: Number(r.pendingRequests),
    createdAt: r.g.createdAt.toISOString(),
    isMember: r.isMember,
    isAdmin: r.isAdmin,
    requested: r.requested,
    unread: Number(r.unread),
    can,
  };
}

/** Cards as `actor` sees them; `own`: the institutions the actor administers (administeredInstitutionIds). */
const selectCards = (db: Db, actor: Actor, own: string[]) =>
  db.select({ g: discussionGroups, ...cardColumns(actor.id, own) }).from(discussionGroups);

/** GET /discussiongroup/: newest first, 30 a page; `search` matches a word of the name or a whole tag. */
export async function listGroups(db: Db, actor: Actor, q: GroupListQuery): Promise<{ data: DiscussionGroup[]; count: number }> {
  const conditions: SQL[] = [];
  const term = q.search.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${discussionGroups.groupName}) like ${like} or ${discussionGroups.hashTag} @> array[${normaliseTags([term])[0] ?? term}]::text[])`,
    );
  }
  if (q.mine)
    conditions.push(sql`exists(select 1 from group_members m where m.group_id = ${discussionGroups.id} and m.user_id = ${actor.id})`);
  if (q.institution) conditions.push(UUID_RE.test(q.institution) ? eq(discussionGroups.institutionId, q.institution) : sql`false`);
  const where = conditions.length ? and(...conditions) : undefined;
  const own = await administeredInstitutionIds(db, actor.id);
  const [rows, [{ n }]] = await Promise.all([
    selectCards(db, actor, own)
      .where(where)
      .orderBy(desc(discussionGroups.createdAt), desc(discussionGroups.id))
      .limit(q.limit)
      .offset(q.skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(discussionGroups)
      .where(where),
  ]);
  return { data: rows.map((r) => toGroup(actor, r)), count: n };
}

/** Groups whose tags meet my interests and that I am not in (onboarding; the feed's side panel). */
export async function suggestedGroups(db: Db, actor: Actor, interests: string[], limit: number): Promise<DiscussionGroup[]> {
  const tags = normaliseTags(interests);
  const notMine = sql`not exists(select 1 from group_members m where m.group_id = ${discussionGroups.id} and m.user_id = ${actor.id})`;
  const rows = await selectCards(db, actor, await administeredInstitutionIds(db, actor.id))
    // A closed group is no suggestion.
    .where(and(notMine, sql`(${discussionGroups.memberCount} > 0 or ${discussionGroups.institutionId} is not null)`))
    // Matching groups first, then the biggest: a new user with no interests still sees living groups.
    .orderBy(
      ...(tags.length
        ? [
            desc(
              sql`${discussionGroups.hashTag} && array[${sql.join(
                tags.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]`,
            ),
          ]
        : []),
      desc(discussionGroups.memberCount),
      desc(discussionGroups.createdAt),
    )
    .limit(limit);
  return rows.map((r) => toGroup(actor, r));
}

export async function findGroupRow(db: Db, id: string): Promise<GroupRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db.select().from(discussionGroups).where(eq(discussionGroups.id, id)).limit(1);
  return row ?? null;
}

/** The admins of the institution that owns the group (none for a group of people). */
const ownerAdmins = async (db: Db, g: GroupRow): Promise<string[]> =>
  g.institutionId ? ((await institutionAdmins(db, g.institutionId)) ?? []) : [];

/** The group and the viewer's standing in it, or 404. */
export async function groupStanding(db: Db, id: string, userId: string): Promise<{ row: GroupRow } & GroupStanding> {
  const row = await findGroupRow(db, id);
  if (!row) throw notFound(GROUP_MSG.groupNotFound);
  const [[m], owners] = await Promise.all([
    db
      .select({ isAdmin: groupMembers.isAdmin })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, userId)))
      .limit(1),
    ownerAdmins(db, row),
  ]);
  return {
    row,
    isMember: Boolean(m),
    isAdmin: Boolean(m?.isAdmin) || owners.includes(userId),
    privacy: row.privacy,
    closed: isClosed(row),
  };
}

export async function getGroup(db: Db, actor: Actor, id: string): Promise<DiscussionGroup> {
  if (!UUID_RE.test(id)) throw notFound(GROUP_MSG.groupNotFound);
  const [row] = await selectCards(db, actor, await administeredInstitutionIds(db, actor.id))
    .where(eq(discussionGroups.id, id))
    .limit(1);
  if (!row) throw notFound(GROUP_MSG.groupNotFound);
  return toGroup(actor, row);
}

export async function checkMember(db: Db, actor: Actor, groupId: string, userId: string): Promise<MembershipCheck> {
  authorize(groupPolicy.checkMember(actor, userId));
  if (!UUID_RE.test(groupId)) throw notFound(GROUP_MSG.groupNotFound);
  // Not an id: nobody, so no standing (and no uuid comparison that would fail in SQL).
  const someone = UUID_RE.test(userId) ? userId : '00000000-0000-0000-0000-000000000000';
  const [row] = await selectCards(db, { ...actor, id: someone }, await administeredInstitutionIds(db, someone))
    .where(eq(discussionGroups.id, groupId))
    .limit(1);
  if (!row) throw notFound(GROUP_MSG.groupNotFound);
  return { isMember: row.isMember, isAdmin: row.isAdmin, requested: row.requested };
}

/** Members who can be added: confirmed learners and mentors, never institution accounts. */
async function joinablePeople(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: userCards.id, usercategory: userCards.usercategory })
    .from(userCards)
    .where(and(inArray(userCards.id, ids), eq(userCards.confirmed, true)));
  if (rows.some((r) => roleOf(r.usercategory) === 'institution'))
    throw badRequest(GROUP_MSG.institutionsCannotJoin, { members: GROUP_MSG.institutionsCannotJoin });
  if (rows.length !== new Set(ids).size) throw badRequest(GROUP_MSG.memberAddFailed, { members: GROUP_MSG.memberAddFailed });
  // A minor is not added by someone else before a guardian agrees (issue 32).
  if ((await waitingForConsentAmong(db, ids)).length) throw badRequest(YOUTH_MSG.notYetConsented, { members: YOUTH_MSG.notYetConsented });
  return rows.map((r) => r.id);
}

/** Adds people (in `tx`), keeps the count, settles their pending requests and tells them and the members. */
async function addPeople(tx: Db, groupId: string, userIds: string[], actorId: string, asAdmin = false): Promise<string[]> {
  if (!userIds.length) return [];
  const added = await tx
    .insert(groupMembers)
    .values(userIds.map((userId) => ({ groupId, userId, isAdmin: asAdmin })))
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  const ids = added.map((a) => a.userId);
  if (!ids.length) return [];
  const [g] = await tx
    .update(discussionGroups)
    .set({ memberCount: sql`${discussionGroups.memberCount} + ${ids.length}` })
    .where(eq(discussionGroups.id, groupId))
    .returning({ memberCount: discussionGroups.memberCount, groupName: discussionGroups.groupName });
  const subject = { kind: 'group', id: groupId, title: g.groupName };
  for (const userId of ids) await settlePendingRequest(tx, 'group', groupId, userId, actorId, subject);
  await publish(tx, {
    type: 'group.members.changed',
    actorId,
    audience: await membersOf(tx, groupId),
    data: { groupId, userIds: ids, member: true, memberCount: g.memberCount },
  });
  return ids;
}

/** Everyone in a group (an event's audience). */
export async function membersOf(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.userId);
}

async function storePicture(storage: Storage, file: { path: string; size: number } | undefined): Promise<StoredFileJson | null> {
  if (!file) return null;
  const type = await sniffImage(file.path);
  if (!type) throw unsupportedMediaType(MSG.imageOnly);
  const key = `groups/${randomUUID()}.${type.ext}`;
  return withImageSize(await storage.put(key, createReadStream(file.path), { contentType: type.mime, size: file.size }), file.path);
}

/**
 * POST /discussiongroup: the creator is admin and member; chosen members join with them. With
 * `institutionId` (the institution's Groups page), the group is that institution's: its admins run
 * it without being members, and the creator must be one of them.
 */
export async function createGroup(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  input: GroupInput,
  file: { path: string; size: number } | undefined,
): Promise<DiscussionGroup> {
  const institutionId = input.institutionId || null;
  if (institutionId) {
    const admins = UUID_RE.test(institutionId) ? await institutionAdmins(deps.db, institutionId) : null;
    authorize(groupPolicy.createForInstitution(actor, { isAdmin: Boolean(admins?.includes(actor.id)) }), INSTITUTION_MSG.adminsOnly);
  } else authorize(groupPolicy.join(actor), GROUP_MSG.institutionsCannotJoin);
  const others = await joinablePeople(
    deps.db,
    [...new Set(input.members)].filter((id) => id !== actor.id),
  );
  const picture = await storePicture(deps.storage, file);
  try {
    const id = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(discussionGroups)
        .values({
          groupName: input.groupName,
          hashTag: normaliseTags(input.hashTag),
          description: input.description,
          privacy: input.privacy,
          profilePicture: picture,
          createdBy: actor.id,
          institutionId,
        })
        .returning({ id: discussionGroups.id });
      await publish(tx, { type: 'group.changed', actorId: actor.id, audience: 'public', data: { groupId: row.id, change: 'created' } });
      if (!institutionId) await addPeople(tx, row.id, [actor.id], actor.id, true);
      await addPeople(tx, row.id, others, actor.id);
      if (picture) await scheduleImageVariants(tx, { slot: 'groupPicture', id: row.id, key: picture.key });
      return row.id;
    });
    return getGroup(deps.db, actor, id);
  } catch (err) {
    await deleteQuietly(deps.storage, picture?.key);
    throw err;
  }
}

/** PUT /discussiongroup/:id by its admins. */
export async function updateGroup(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  id: string,
  input: GroupInput,
  file: { path: string; size: number } | undefined,
): Promise<DiscussionGroup> {
  const g = await groupStanding(deps.db, id, actor.id);
  authorize(groupPolicy.edit(actor, g), GROUP_MSG.notGroupAdmin);
  const picture = await storePicture(deps.storage, file);
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(discussionGroups)
      .set({
        groupName: input.groupName,
        hashTag: normaliseTags(input.hashTag),
        description: input.description,
        privacy: input.privacy,
        ...(picture ? { profilePicture: picture } : {}),
      })
      .where(eq(discussionGroups.id, id));
    if (picture) await scheduleImageVariants(tx, { slot: 'groupPicture', id, key: picture.key });
    await publish(tx, { type: 'group.changed', actorId: actor.id, audience: 'public', data: { groupId: id, change: 'updated' } });
  });
  if (picture) await deleteQuietly(deps.storage, g.row.profilePicture?.key);
  return getGroup(deps.db, actor, id);
}

/** DELETE /discussiongroup/:id: the group, its discussions, messages and requests go. */
export async function deleteGroup(deps: { db: Db; storage: Storage }, actor: Actor, id: string): Promise<void> {
  const g = await groupStanding(deps.db, id, actor.id);
  authorize(groupPolicy.delete(actor, g), GROUP_MSG.notGroupAdmin);
  const files = await filesOfGroup(deps.db, id);
  await inTransaction(deps.db, async (tx) => {
    await tx.delete(discussionGroups).where(eq(discussionGroups.id, id));
    await publish(tx, { type: 'group.changed', actorId: actor.id, audience: 'public', data: { groupId: id, change: 'deleted' } });
  });
  for (const key of [g.row.profilePicture?.key, ...files]) await deleteQuietly(deps.storage, key);
}

async function filesOfGroup(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.execute(
    sql`select x.attachment->>'key' as key from chat_messages x join chats c on c.id = x.chat_id where c.group_id = ${groupId} and x.attachment is not null`,
  );
  return ((rows as { rows?: { key: string }[] }).rows ?? (rows as unknown as { key: string }[])).map((r) => r.key);
}

/** POST /discussiongroup/addmembers: an admin adds people; their pending requests are settled. */
export async function addMembers(db: Db, actor: Actor, groupId: string, userIds: string[]): Promise<DiscussionGroup> {
  const g = await groupStanding(db, groupId, actor.id);
  authorize(groupPolicy.addMembers(actor, g), GROUP_MSG.notGroupAdmin);
  const people = await joinablePeople(db, [...new Set(userIds)]);
  await inTransaction(db, (tx) => addPeople(tx, groupId, people, actor.id));
  return getGroup(db, actor, groupId);
}

/** Adds one person as a plain member (an accepted request, a public group, an invitation): true when added. */
export async function admitToGroup(tx: Db, groupId: string, userId: string, actorId: string): Promise<boolean> {
  return (await addPeople(tx, groupId, [userId], actorId)).length > 0;
}

/**
 * A group a member invites someone to (spec 001 §3 'Invitation', category group): its name, and
 * whether its admins must approve the invitee (a member's invitation to a private group).
 */
export async function groupToInviteTo(
  db: Db,
  actor: Actor,
  groupId: string,
): Promise<{ id: string; groupName: string; needsApproval: boolean }> {
  const g = await groupStanding(db, groupId, actor.id);
  authorize(groupPolicy.invite(actor, g), GROUP_MSG.notGroupMember);
  return { id: g.row.id, groupName: g.row.groupName, needsApproval: g.privacy === 'Private' && !g.isAdmin };
}

export async function groupNameOf(db: Db, groupId: string): Promise<string | null> {
  return (await findGroupRow(db, groupId))?.groupName ?? null;
}

/** Whether the person runs the group (an admin member, or an admin of its institution): they may revoke its invitations. */
export async function isGroupAdmin(db: Db, groupId: string, userId: string): Promise<boolean> {
  return (await groupStanding(db, groupId, userId)).isAdmin;
}

/**
 * The invitee of a group invitation signed in (issue 26 #4), in the caller's transaction. Of the
 * people who invited them, only those still in the group (or running it) count, its admins first:
 * an admin's invitation, or any to a public group, admits; a member's invitation to a private group
 * becomes a join request its admins decide. Null when none of the inviters counts any more.
 */
export async function useGroupInvitation(
  tx: Db,
  invitee: Actor,
  groupId: string,
  inviterIds: string[],
): Promise<{ inviterId: string; joined: boolean; groupName: string } | null> {
  const row = await findGroupRow(tx, groupId);
  if (!row || !inviterIds.length) return null;
  authorize(groupPolicy.join(invitee), GROUP_MSG.institutionsCannotJoin);
  // One statement at a time: `tx` is one connection.
  const people = await tx
    .select({ userId: groupMembers.userId, isAdmin: groupMembers.isAdmin })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...inviterIds, invitee.id])));
  const owners = await ownerAdmins(tx, row);
  if (people.some((p) => p.userId === invitee.id)) return { inviterId: inviterIds[0], joined: true, groupName: row.groupName };
  const standing = (id: string) =>
    owners.includes(id) || people.some((p) => p.userId === id && p.isAdmin) ? 2 : people.some((p) => p.userId === id) ? 1 : 0;
  const inviterId = [...inviterIds].sort((a, b) => standing(b) - standing(a))[0];
  if (standing(inviterId) === 0) return null;
  if (standing(inviterId) === 2 || row.privacy === 'Public') {
    await admitToGroup(tx, groupId, invitee.id, inviterId);
    return { inviterId, joined: true, groupName: row.groupName };
  }
  await fileRequest(tx, {
    userId: invitee.id,
    whatToJoin: 'group',
    idOfWhatToJoin: groupId,
    target: {
      name: row.groupName,
      groupId,
      deciders: await decidersOf(tx, row),
      subject: { kind: 'group', id: groupId, title: row.groupName },
    },
  });
  return { inviterId, joined: false, groupName: row.groupName };
}

/** Leaving: out of the group and its discussions; the last admin hands over to the longest member. */
export async function leaveGroup(db: Db, actor: Actor, groupId: string): Promise<void> {
  const g = await groupStanding(db, groupId, actor.id);
  if (!g.isMember) throw forbidden(GROUP_MSG.notGroupMember);
  await inTransaction(db, async (tx) => {
    const audience = await membersOf(tx, groupId);
    // The counts move only for rows this statement removed: of parallel leaves, one removes the row.
    const gone = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actor.id)))
      .returning({ userId: groupMembers.userId });
    if (!gone.length) throw forbidden(GROUP_MSG.notGroupMember);
    await leaveChats(tx, [groupId], actor.id);
    const [row] = await tx
      .update(discussionGroups)
      .set({ memberCount: sql`${discussionGroups.memberCount} - 1` })
      .where(eq(discussionGroups.id, groupId))
      .returning({ memberCount: discussionGroups.memberCount });
    await handOver(tx, groupId);
    await publish(tx, {
      type: 'group.members.changed',
      actorId: actor.id,
      audience,
      data: { groupId, userIds: [actor.id], member: false, memberCount: row.memberCount },
    });
  });
}

/** Out of the groups' discussions; each discussion counts one fewer for the row really removed. */
async function leaveChats(tx: Db, groupIds: string[], userId: string): Promise<void> {
  await tx.execute(sql`with gone as (
      delete from chat_members cm using chats c
      where c.id = cm.chat_id and c.group_id in ${groupIds} and cm.user_id = ${userId} returning cm.chat_id)
    update chats set member_count = chats.member_count - 1 from gone where chats.id = gone.chat_id`);
}

/**
 * After someone left: a group of people without an admin gets its longest member as admin (an
 * institution's group is run by the institution's admins); a discussion whose
 * admin left goes to the group's admins; pending requests follow whoever now decides them.
 */
async function handOver(tx: Db, groupId: string): Promise<void> {
  await tx.execute(sql`update group_members set is_admin = true
    where group_id = ${groupId} and not exists(select 1 from group_members a where a.group_id = ${groupId} and a.is_admin)
      and not exists(select 1 from discussion_groups g where g.id = ${groupId} and g.institution_id is not null)
      and user_id = (select user_id from group_members where group_id = ${groupId} order by joined_at, user_id limit 1)`);
  await tx.execute(sql`update chats set admin_id = null where group_id = ${groupId}
    and admin_id is not null and not exists(select 1 from group_members m where m.group_id = ${groupId} and m.user_id = chats.admin_id)`);
  await syncDeciders(tx, groupId);
}

async function adminMembers(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.isAdmin, true)));
  return rows.map((r) => r.userId);
}

/** Who decides the group's requests: its admin members and its institution's admins. */
async function decidersOf(db: Db, g: GroupRow): Promise<string[]> {
  const members = await adminMembers(db, g.id);
  return [...new Set([...(await ownerAdmins(db, g)), ...members])];
}

/** The group's requests go to its admins; each discussion's to its admin, or the group's admins. */
async function syncDeciders(tx: Db, groupId: string): Promise<void> {
  const row = await findGroupRow(tx, groupId);
  if (!row) return;
  await setDeciders(tx, 'group', groupId, await decidersOf(tx, row));
  // A discussion is decided by its admin, else by the group's admin members (who can be in it).
  const admins = await adminMembers(tx, groupId);
  const rows = await tx.execute(sql`select id, admin_id from chats where group_id = ${groupId}`);
  const groupChats = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])) as { id: string; admin_id: string | null }[];
  for (const chat of groupChats) await setDeciders(tx, 'chat', chat.id, chat.admin_id ? [chat.admin_id] : admins);
}

/** GET /discussiongroup/:id/members: admins first, then by joining date. */
export async function listMembers(
  db: Db,
  actor: Actor,
  groupId: string,
  page: PagingQuery,
): Promise<{ data: GroupMember[]; count: number }> {
  const g = await groupStanding(db, groupId, actor.id);
  authorize(groupPolicy.listMembers(actor, g), GROUP_MSG.notGroupMember);
  const rows = await db
    .select({
      u: {
        id: userCards.id,
        firstname: userCards.firstname,
        lastname: userCards.lastname,
        usercategory: userCards.usercategory,
        profilePicture: userCards.profilePicture,
      },
      isAdmin: groupMembers.isAdmin,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(userCards, eq(userCards.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(desc(groupMembers.isAdmin), asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(page.limit)
    .offset(page.skip);
  return {
    data: rows.map((r) => ({
      _id: r.u.id,
      firstname: r.u.firstname,
      lastname: r.u.lastname,
      usercategory: r.u.usercategory,
      profilePicture: toImageRef(r.u.profilePicture),
      isAdmin: r.isAdmin,
      joinedAt: r.joinedAt.toISOString(),
    })),
    count: g.row.memberCount,
  };
}

/** GET /discussiongroup/:id/requests: the group's pending join requests, for those who decide them. */
export async function groupRequests(db: Db, actor: Actor, groupId: string, page: PagingQuery) {
  const g = await groupStanding(db, groupId, actor.id);
  authorize(groupPolicy.decide(actor, g), GROUP_MSG.notGroupAdmin);
  return pendingFor(db, 'group', groupId, page);
}

/** When an account goes: its groups' counts drop and a group it looked after alone gets a new admin. */
export async function forgetGroupMember(tx: Db, userId: string): Promise<void> {
  const gone = await tx.delete(groupMembers).where(eq(groupMembers.userId, userId)).returning({ groupId: groupMembers.groupId });
  if (!gone.length) return;
  const groupIds = gone.map((m) => m.groupId);
  await leaveChats(tx, groupIds, userId);
  await tx.execute(sql`update chats set admin_id = null where admin_id = ${userId} and group_id in ${groupIds}`);
  await tx
    .update(discussionGroups)
    .set({ memberCount: sql`${discussionGroups.memberCount} - 1` })
    .where(inArray(discussionGroups.id, groupIds));
  for (const groupId of groupIds) await handOver(tx, groupId);
}

/** What joining one of these means (its manifest's joinTargets; platform/joinTargets.ts). */
export const groupJoinTarget: JoinTargetHandler = {
  notFoundMessage: GROUP_MSG.groupNotFound,
  async find(db, id, actor) {
    const row = await findGroupRow(db, id);
    if (!row) return null;
    const [me] = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, actor.id)))
      .limit(1);
    const deciders = await decidersOf(db, row);
    return {
      name: row.groupName,
      // The request goes with the group when it is deleted (join_requests.group_id cascades).
      groupId: id,
      deciders,
      open: row.privacy === 'Public',
      isMember: Boolean(me),
      refusal: groupPolicy.join(actor) ? null : GROUP_MSG.institutionsCannotJoin,
      closed: isClosed(row),
      subject: { kind: 'group', id, title: row.groupName },
    };
  },
  admit: admitToGroup,
};
