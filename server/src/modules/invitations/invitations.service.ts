import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  FEED_MSG,
  GROUP_LIMITS,
  GROUP_MSG,
  POINT_RULES,
  UUID_RE,
  type DomainEvent,
  type Invitation,
  type InvitationInput,
  type InvitationLanding,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invitations, userCards } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inTransaction, publish } from '../../events/publish';
import { queueMail } from '../../jobs/queue';
import { mailTexts } from '../../mail/texts';
import { authorize, type Actor } from '../../policies/actor';
import { refuseIfBlocked } from '../blocks';
import { award } from '../points';
import { groupNameOf, groupToInviteTo, isGroupAdmin, useGroupInvitation } from '../groups';
import { invitationPolicy } from './invitations.policy';
import { findUserByEmail, type UserRow } from '../users';

/**
 * The invitee's key: an HMAC of the invitation's id under the server's secret, so only the mailed
 * link carries it (the same on every resend, nothing stored). Whoever arrives with it is the
 * invitee: only then does the landing tell the invited address and whether it has an account.
 */
export function invitationKey(config: Pick<Config, 'jwtSecret'>, id: string): string {
  return createHmac('sha256', config.jwtSecret).update(`delv-invitation:${id}`).digest('base64url');
}

const keyMatches = (config: Pick<Config, 'jwtSecret'>, id: string, key: string) => {
  const want = Buffer.from(invitationKey(config, id));
  const got = Buffer.from(key);
  return got.length === want.length && timingSafeEqual(got, want);
};

/** The copyable link the inviter gets (their friend lands on sign-up or sign-in by choice). */
const linkOf = (config: Config, id: string) => `${config.publicUrl}/invitation/${id}`;
/** The mailed link: only the invitee's mailbox gets the key. */
const mailedLinkOf = (config: Config, id: string) => `${linkOf(config, id)}?key=${invitationKey(config, id)}`;

/** Invite a friend by e-mail (spec 001 "Invitation": category general, or group with its
 * categoryID, by a member of that group). Inviting the same address again reuses the invitation
 * and sends the mail again (from the job queue, retried if the mail server fails); the answer
 * carries the link to copy. */
export async function invite(deps: { db: Db; config: Config }, inviter: UserRow, input: InvitationInput): Promise<Invitation> {
  if (input.email === inviter.email) throw badRequest(FEED_MSG.cannotInviteSelf, { email: FEED_MSG.cannotInviteSelf });
  const group = input.category === 'group' ? await groupToInviteTo(deps.db, inviter, input.categoryID) : null;
  const inviterName = `${inviter.firstname} ${inviter.lastname}`;
  // An invitee who already has an account also hears of a group invitation in the app; and is not
  // invited by a person they blocked or were blocked by (issue 31).
  const invitee = await findUserByEmail(deps.db, input.email);
  if (invitee) await refuseIfBlocked(deps.db, inviter.id, [invitee.id]);
  const { row, link } = await inTransaction(deps.db, async (tx) => {
    const [saved] = await tx
      .insert(invitations)
      .values({
        inviterId: inviter.id,
        email: input.email,
        category: group ? 'group' : 'general',
        categoryId: group?.id ?? null,
        expiresAt: sql`now() + make_interval(days => ${GROUP_LIMITS.INVITATION_TTL_DAYS})`,
      })
      // Sending it again renews it: another 14 days, admitting once more, even after a revocation.
      .onConflictDoUpdate({
        target: [invitations.inviterId, invitations.email, invitations.categoryId],
        set: {
          modifiedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(days => ${GROUP_LIMITS.INVITATION_TTL_DAYS})`,
          revokedAt: null,
          usedAt: null,
        },
      })
      .returning();
    // The friend may have no account yet: they are written to in the inviter's language; only the
    // mailed link carries the invitee's key.
    const texts = mailTexts(inviter.language);
    await queueMail(tx, {
      to: saved.email,
      ...(group
        ? texts.groupInvitation({
            inviterName,
            groupName: group.groupName,
            days: GROUP_LIMITS.INVITATION_TTL_DAYS,
            needsApproval: group.needsApproval,
          })
        : texts.invitation({ inviterName })),
      link: mailedLinkOf(deps.config, saved.id),
      language: inviter.language,
    });
    if (group && invitee) await publish(tx, groupInvitationChanged(group, inviter.id, invitee.id, false));
    return { row: saved, link: linkOf(deps.config, saved.id) };
  });
  return {
    _id: row.id,
    email: row.email,
    category: group ? 'group' : 'general',
    ...(group ? { categoryID: group.id } : {}),
    link,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /invitation/group/:groupId/accept, after the invitee signs in from /invitation/login/:groupID
 * (spec 001 §4): only someone a group invitation was sent to (their account's address) gets in, once,
 * within 14 days, while it is not revoked and its sender is still in the group (issue 26 #4). A
 * member's invitation to a private group becomes a join request its admins decide.
 */
export async function acceptGroupInvitation(db: Db, user: UserRow, groupId: string): Promise<{ joined: boolean }> {
  if (!UUID_RE.test(groupId)) throw notFound(FEED_MSG.invitationNotFound);
  const mine = and(
    eq(invitations.category, 'group'),
    eq(invitations.categoryId, groupId),
    eq(invitations.email, user.email),
    isNull(invitations.revokedAt),
    isNull(invitations.usedAt),
  );
  const outcome = await inTransaction(db, async (tx) => {
    // Locked: of two accepts at once, the second finds the invitations used.
    const rows = await tx
      .select({ id: invitations.id, inviterId: invitations.inviterId })
      .from(invitations)
      .where(and(mine, gt(invitations.expiresAt, sql`now()`)))
      .orderBy(asc(invitations.createdAt))
      .for('update');
    if (!rows.length) return null;
    const used = await useGroupInvitation(
      tx,
      user,
      groupId,
      rows.map((r) => r.inviterId),
    );
    if (!used) return null;
    await tx
      .update(invitations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(invitations.id, rows.find((r) => r.inviterId === used.inviterId)!.id)));
    if (used.joined) await publish(tx, groupInvitationChanged({ id: groupId, groupName: used.groupName }, used.inviterId, user.id, true));
    return used;
  });
  if (outcome) return { joined: outcome.joined };
  // Say why when it is only late: a revoked or used invitation, or one whose sender left, is gone.
  const [late] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(mine, lte(invitations.expiresAt, sql`now()`)))
    .limit(1);
  if (late) throw conflict(GROUP_MSG.invitationExpired);
  throw notFound(FEED_MSG.invitationNotFound);
}

/** DELETE /invitation/:id: its sender (or, for a group invitation, the group's admins) withdraws it. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw notFound(FEED_MSG.invitationNotFound);
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt)))
    .limit(1);
  if (!row) throw notFound(FEED_MSG.invitationNotFound);
  const runsItsGroup = row.inviterId !== actor.id && row.categoryId ? await isGroupAdmin(db, row.categoryId, actor.id) : false;
  authorize(invitationPolicy.revoke(actor, { inviterId: row.inviterId, runsItsGroup }), GROUP_MSG.notInviter);
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

/** Sent: to the invitee; accepted: to the inviter (the notifications area makes their notices). */
const groupInvitationChanged = (group: { id: string; groupName: string }, inviterId: string, inviteeId: string, accepted: boolean) =>
  ({
    type: 'group.invitation.changed',
    actorId: accepted ? inviteeId : inviterId,
    audience: [accepted ? inviterId : inviteeId],
    data: { groupId: group.id, groupName: group.groupName, inviterId, inviteeId, accepted },
  }) satisfies DomainEvent<'group.invitation.changed'>;

/** The invitation landing page: who invited; with the mailed key, the address and whether it has an account. */
export async function landing(db: Db, config: Pick<Config, 'jwtSecret'>, id: string, key: string): Promise<InvitationLanding> {
  if (!UUID_RE.test(id)) throw notFound(FEED_MSG.invitationNotFound);
  const [row] = await db
    .select({
      inv: invitations,
      inviter: { id: userCards.id, firstname: userCards.firstname, lastname: userCards.lastname },
      userExist: sql<boolean>`exists(select 1 from users u where u.email = ${invitations.email})`,
    })
    .from(invitations)
    .innerJoin(userCards, eq(userCards.id, invitations.inviterId))
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt)))
    .limit(1);
  if (!row) throw notFound(FEED_MSG.invitationNotFound);
  const inviter = { _id: row.inviter.id, firstname: row.inviter.firstname, lastname: row.inviter.lastname };
  const groupId = row.inv.categoryId;
  const about = groupId
    ? { category: 'group' as const, categoryID: groupId, groupName: (await groupNameOf(db, groupId)) ?? '' }
    : { category: 'general' as const };
  if (!key || !keyMatches(config, id, key)) return { _id: row.inv.id, ...about, inviter };
  return { _id: row.inv.id, email: row.inv.email, ...about, inviter, userExist: row.userExist ? 1 : 0 };
}

/** Inside the confirmation's transaction: the first person who invited this address earns the
 * invite points, once per address ever (accepted_at stays even if the account is later deleted). */
export async function acceptInvitation(tx: Db, friend: { id: string; email: string }): Promise<void> {
  const [already] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, friend.email), sql`${invitations.acceptedAt} is not null`))
    .limit(1);
  if (already) return;
  const [first] = await tx
    .select({ id: invitations.id, inviterId: invitations.inviterId })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, friend.email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        ne(invitations.inviterId, friend.id),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(1);
  if (!first) return;
  await tx
    .update(invitations)
    .set({ acceptedBy: friend.id, acceptedAt: sql`now()` })
    .where(eq(invitations.id, first.id));
  await award(tx, first.inviterId, POINT_RULES.INVITE_FRIEND, first.id);
}
