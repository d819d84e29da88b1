/**
 * Join requests: one model for groups, chats and institutions (spec 001 §3, §4). This area owns
 * the requests and their cycle (pending -> accepted | rejected); the area of the thing to join
 * says what joining means for it in its manifest (platform/joinTargets.ts), so accepting adds the
 * member in the same transaction as the decision, and this area never touches another's tables.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_MSG,
  UUID_RE,
  type DomainEvent,
  type EventSubject,
  type JoinOutcome,
  type JoinRequest,
  type JoinTarget,
  type PagingQuery,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { joinRequests, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { imageRefOf } from '../../lib/privateFiles';
import { joinTargetOf, type JoinTargetHandler, type JoinTargetInfo } from '../../platform/joinTargets';
import { authorize, type Actor } from '../../policies/actor';
import { requestPolicy } from './requests.policy';

export type JoinRequestRow = typeof joinRequests.$inferSelect;

function handlerOf(kind: JoinTarget): JoinTargetHandler {
  const handler = joinTargetOf(kind);
  if (!handler) throw notFound(GROUP_MSG.requestNotFound);
  return handler;
}

function toJoinRequest(r: JoinRequestRow, person?: { firstname: string; lastname: string; profilePicture: unknown } | null): JoinRequest {
  return {
    _id: r.id,
    userId: r.userId,
    fullName: person ? `${person.firstname} ${person.lastname}`.trim() : '',
    profilePicture: person ? imageRefOf(person.profilePicture as never) : null,
    whatToJoin: r.whatToJoin as JoinTarget,
    idOfWhatToJoin: r.idOfWhatToJoin,
    nameOfWhatToJoin: r.nameOfWhatToJoin,
    groupId: r.groupId,
    toJoinAs: r.toJoinAs as 'member' | 'staff',
    status: r.status as JoinRequest['status'],
    requestStatus: r.status as JoinRequest['status'],
    reason: r.reason,
    title: r.title,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

const changed = (r: JoinRequestRow, subject: EventSubject): DomainEvent<'joinrequest.changed'> => ({
  type: 'joinrequest.changed',
  actorId: r.decidedBy ?? r.userId,
  audience: [r.userId, ...r.canBeAcceptedBy],
  data: {
    requestId: r.id,
    userId: r.userId,
    whatToJoin: r.whatToJoin as JoinTarget,
    idOfWhatToJoin: r.idOfWhatToJoin,
    groupId: r.groupId,
    status: r.status as JoinRequest['status'],
    subject,
  },
});

/** POST /user/requesttojoin/new: joins an open thing at once, else files one pending request. */
export async function requestToJoin(
  db: Db,
  actor: Actor,
  input: { whatToJoin: JoinTarget; idOfWhatToJoin: string; toJoinAs: string; title: string },
): Promise<JoinOutcome> {
  const handler = handlerOf(input.whatToJoin);
  if (!UUID_RE.test(input.idOfWhatToJoin)) throw notFound(handler.notFoundMessage);
  const target = await handler.find(db, input.idOfWhatToJoin, actor);
  if (!target) throw notFound(handler.notFoundMessage);
  if (target.refusal) throw forbidden(target.refusal);
  if (target.isMember) throw conflict(GROUP_MSG.alreadyMember);
  if (target.closed) throw conflict(GROUP_MSG.groupClosed);
  if (target.open) {
    // Parallel asks by one person: one joins, the others learn they are in (the count moves once).
    const added = await inTransaction(db, (tx) => handler.admit(tx, input.idOfWhatToJoin, actor.id, actor.id));
    if (!added) throw conflict(GROUP_MSG.alreadyMember);
    return { joined: true, request: null };
  }
  const row = await inTransaction(db, (tx) =>
    fileRequest(tx, {
      userId: actor.id,
      whatToJoin: input.whatToJoin,
      idOfWhatToJoin: input.idOfWhatToJoin,
      target,
      toJoinAs: input.toJoinAs,
      title: input.title,
    }),
  );
  if (!row) throw conflict(GROUP_MSG.alreadyRequested);
  return { joined: false, request: await withPeople(db, [row]).then((r) => r[0]) };
}

/**
 * Files a pending request in the caller's transaction (an ask, or a member's invitation to a
 * private group): null when that person already has one pending for the thing.
 */
export async function fileRequest(
  tx: Db,
  r: {
    userId: string;
    whatToJoin: JoinTarget;
    idOfWhatToJoin: string;
    target: Pick<JoinTargetInfo, 'name' | 'groupId' | 'deciders' | 'subject'>;
    toJoinAs?: string;
    title?: string;
  },
): Promise<JoinRequestRow | null> {
  const [created] = await tx
    .insert(joinRequests)
    .values({
      userId: r.userId,
      whatToJoin: r.whatToJoin,
      idOfWhatToJoin: r.idOfWhatToJoin,
      nameOfWhatToJoin: r.target.name,
      groupId: r.target.groupId,
      toJoinAs: r.toJoinAs ?? 'member',
      canBeAcceptedBy: r.target.deciders.filter((id) => id !== r.userId),
      title: r.title ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (created) await publish(tx, changed(created, r.target.subject));
  return created ?? null;
}

async function withPeople(db: Db, rows: JoinRequestRow[]): Promise<JoinRequest[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.map((r) => r.userId))];
  const people = await db
    .select({ id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname, profilePicture: userCards.profilePicture })
    .from(userCards)
    .where(inArray(userCards.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => toJoinRequest(r, byId.get(r.userId)));
}

/** A page of requests, newest first, with who asked and the count. */
async function requestPage(db: Db, where: SQL | undefined, page: PagingQuery) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(joinRequests)
      .where(where)
      .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(joinRequests)
      .where(where),
  ]);
  return { data: await withPeople(db, rows), count: n };
}

/** GET /user/requeststojoin/view: my requests, newest first. */
export async function myRequests(db: Db, userId: string, page: PagingQuery) {
  const where = eq(joinRequests.userId, userId);
  return requestPage(db, where, page);
}

/** Pending requests `actor` may decide, optionally for one thing (a chat's requests). */
export async function decidableRequests(db: Db, actor: Actor, adminId: string, page: PagingQuery, only?: { kind: JoinTarget; id: string }) {
  authorize(requestPolicy.viewInbox(actor, adminId));
  // Not an id: nobody's inbox (and no uuid comparison that would fail in SQL).
  if (!UUID_RE.test(adminId) || (only && !UUID_RE.test(only.id))) return { data: [], count: 0 };
  const where = and(
    eq(joinRequests.status, 'pending'),
    sql`${joinRequests.canBeAcceptedBy} @> array[${adminId}]::uuid[]`,
    sql`${joinRequests.userId} <> ${adminId}`,
    only ? and(eq(joinRequests.whatToJoin, only.kind), eq(joinRequests.idOfWhatToJoin, only.id)) : undefined,
  );
  return requestPage(db, where, page);
}

/**
 * Accepts or rejects requests one by one, each in its own transaction with its admission, so one
 * already decided elsewhere does not undo the others. Every id must be decidable by `actor`.
 */
export async function decide(db: Db, actor: Actor, ids: string[], status: 'accepted' | 'rejected', reason: string): Promise<JoinRequest[]> {
  const valid = ids.filter((id) => UUID_RE.test(id));
  if (valid.length !== ids.length) throw notFound(GROUP_MSG.requestNotFound);
  const decided: JoinRequestRow[] = [];
  for (const id of [...new Set(valid)]) {
    const row = await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(joinRequests).where(eq(joinRequests.id, id)).for('update').limit(1);
      if (!current) throw notFound(GROUP_MSG.requestNotFound);
      const handler = handlerOf(current.whatToJoin as JoinTarget);
      const target = await handler.find(tx, current.idOfWhatToJoin, actor);
      authorize(
        requestPolicy.decide(actor, target?.deciders ?? current.canBeAcceptedBy, current),
        current.userId === actor.id ? GROUP_MSG.cannotDecideOwn : GROUP_MSG.notDecider,
      );
      if (current.status !== 'pending') throw conflict(GROUP_MSG.alreadyDecided);
      if (!target) throw notFound(handler.notFoundMessage);
      if (status === 'accepted') await handler.admit(tx, current.idOfWhatToJoin, current.userId, actor.id);
      const [updated] = await tx
        .update(joinRequests)
        .set({ status, reason: status === 'rejected' ? reason || GROUP_MSG.noReason : reason, decidedBy: actor.id, decidedAt: new Date() })
        .where(eq(joinRequests.id, id))
        .returning();
      await publish(tx, changed(updated, target.subject));
      return updated;
    });
    decided.push(row);
  }
  return withPeople(db, decided);
}

/** The pending requests for one thing (a group's, for its admins: the owner's area authorises), newest first. */
export async function pendingFor(db: Db, kind: JoinTarget, id: string, page: PagingQuery) {
  return requestPage(
    db,
    and(eq(joinRequests.status, 'pending'), eq(joinRequests.whatToJoin, kind), eq(joinRequests.idOfWhatToJoin, id)),
    page,
  );
}

/**
 * The owner's area changed who decides (an admin left, another took over): the pending requests
 * for that thing go to the new deciders' inboxes (in the caller's transaction).
 */
export async function setDeciders(tx: Db, kind: JoinTarget, id: string, deciders: string[]): Promise<void> {
  await tx
    .update(joinRequests)
    .set({ canBeAcceptedBy: deciders })
    .where(and(eq(joinRequests.whatToJoin, kind), eq(joinRequests.idOfWhatToJoin, id), eq(joinRequests.status, 'pending')));
}

/**
 * An invitation or an admin's 'add member' made the person a member: their pending request for
 * that thing is accepted with it (in the caller's transaction).
 */
export async function settlePendingRequest(
  tx: Db,
  kind: JoinTarget,
  id: string,
  userId: string,
  actorId: string,
  subject: EventSubject,
): Promise<void> {
  const rows = await tx
    .update(joinRequests)
    .set({ status: 'accepted', decidedBy: actorId, decidedAt: new Date() })
    .where(
      and(
        eq(joinRequests.userId, userId),
        eq(joinRequests.whatToJoin, kind),
        eq(joinRequests.idOfWhatToJoin, id),
        eq(joinRequests.status, 'pending'),
      ),
    )
    .returning();
  for (const row of rows) await publish(tx, changed(row, subject));
}
