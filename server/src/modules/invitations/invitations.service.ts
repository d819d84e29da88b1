import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { FEED_MSG, POINT_RULES, UUID_RE, type Invitation, type InvitationInput, type InvitationLanding } from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { log } from '../../lib/log';
import { award } from '../points/points.service';
import type { UserRow } from '../users/users.service';

const linkOf = (config: Config, id: string) => `${config.publicUrl}/invitation/${id}`;

/** Invite a friend by e-mail (spec 001 "Invitation", category general). Inviting the same address
 * again reuses the invitation and sends the mail again. A lost mail is logged, not fatal: the
 * answer carries the link to copy. */
export async function invite(deps: { db: Db; config: Config; mailer: Mailer }, inviter: UserRow, input: InvitationInput): Promise<Invitation> {
  if (input.email === inviter.email) throw badRequest(FEED_MSG.cannotInviteSelf, { email: FEED_MSG.cannotInviteSelf });
  const [row] = await deps.db
    .insert(invitations)
    .values({ inviterId: inviter.id, email: input.email, category: 'general' })
    .onConflictDoUpdate({ target: [invitations.inviterId, invitations.email], set: { modifiedAt: sql`now()` } })
    .returning();
  const link = linkOf(deps.config, row.id);
  try {
    await deps.mailer.send({
      to: row.email,
      subject: `${inviter.firstname} ${inviter.lastname} invites you to Delv`,
      text:
        `Hello,\n\n${inviter.firstname} ${inviter.lastname} invites you to join Delv: practical career guidance, ` +
        'mentors and courses for East Africa. Joining is free.',
      link,
      linkLabel: 'Join Delv',
    });
  } catch (err) {
    log.warn({ err, invitation: row.id }, 'invitation mail failed');
  }
  return { _id: row.id, email: row.email, category: 'general', link, createdAt: row.createdAt.toISOString() };
}

/** The invitation landing page: who invited, and whether the address has an account already. */
export async function landing(db: Db, id: string): Promise<InvitationLanding> {
  if (!UUID_RE.test(id)) throw notFound(FEED_MSG.invitationNotFound);
  const [row] = await db
    .select({
      inv: invitations,
      inviter: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      userExist: sql<boolean>`exists(select 1 from users u where u.email = ${invitations.email})`,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.id, id))
    .limit(1);
  if (!row) throw notFound(FEED_MSG.invitationNotFound);
  return {
    _id: row.inv.id,
    email: row.inv.email,
    category: 'general',
    inviter: { _id: row.inviter.id, firstname: row.inviter.firstname, lastname: row.inviter.lastname },
    userExist: row.userExist ? 1 : 0,
  };
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
    .where(and(eq(invitations.email, friend.email), isNull(invitations.acceptedAt), ne(invitations.inviterId, friend.id)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(1);
  if (!first) return;
  await tx.update(invitations).set({ acceptedBy: friend.id, acceptedAt: sql`now()` }).where(eq(invitations.id, first.id));
  await award(tx, first.inviterId, POINT_RULES.INVITE_FRIEND, first.id);
}
