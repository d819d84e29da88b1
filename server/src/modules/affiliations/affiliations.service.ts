/**
 * Affiliations (spec 001 §2 'Invitations and affiliations', 'Institution area' Mentors page, §3-§8;
 * issue 14): an institution's mentors, made by Create Mentor or by an invitation the mentor accepts;
 * either side may end one. Also the institution's surveys to its mentors or members.
 * Institutions, accounts and members are reached through their services, never their tables.
 */
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import {
  AFFILIATION_INVITATION_TTL_DAYS,
  AFFILIATION_MSG,
  INSTITUTION_MSG,
  UUID_RE,
  roleOf,
  type AffiliatedMentor,
  type Affiliation,
  type AffiliationInvitation,
  type AffiliationInvitationStatus,
  type AffiliateType,
  type DomainEvent,
  type InstitutionRef,
  type Language,
  type MentorCreateInput,
  type MentorInviteInput,
  type PagingQuery,
  type SentSurvey,
  type SurveyAudience,
  type SurveySendInput,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { affiliationInvitations, affiliations, memberInvitations, surveys, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { HttpError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { toImageRef } from '../../lib/images';
import { authorize, type Actor } from '../../policies/actor';
import { passwordSetLink } from '../auth';
import { refuseIfBlocked } from '../blocks';
import { findInstitutionRow, findInstitutionRows, institutionsAdministeredBy, memberIdsOf, type InstitutionRow } from '../institutions';
import { createUser, findUserById, findUsersByIds, type UserRow } from '../users';
import { affiliationChanged, invitationChanged } from './affiliations.published';
import { queueInvitationMail, queueMentorWelcome, queueSurveyMail } from './affiliations.mail';
import { affiliationPolicy } from './affiliations.policy';

export const DAY_MS = 86_400_000;
/** Create Mentor's set-password link: longer than a reset's hour, since the mentor did not ask for it. */
const PASSWORD_LINK_DAYS = 7;

type InvitationRow = typeof affiliationInvitations.$inferSelect;

export const refOf = (row: InstitutionRow): InstitutionRef => ({
  _id: row.id,
  institutionName: row.institutionName,
  profilePicture: toImageRef(row.profilePicture),
});

/** A pending invitation past its date reads as expired (no timer has to mark it). */
const statusOf = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): AffiliationInvitationStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as AffiliationInvitationStatus);

export async function requireInstitution(db: Db, id: string): Promise<InstitutionRow> {
  const row = await findInstitutionRow(db, id);
  if (!row) throw notFound(INSTITUTION_MSG.notFound);
  return row;
}

/** The institution, when the actor is one of its admins (else 404 / 403). */
export async function requireManaged(db: Db, actor: Actor, id: string): Promise<InstitutionRow> {
  const row = await requireInstitution(db, id);
  authorize(affiliationPolicy.manage(actor, row), AFFILIATION_MSG.adminsOnly);
  return row;
}

/** The named institution, or the first the actor administers (the spec's forms name none). */
async function adminsInstitution(db: Db, actor: Actor, id: string, refusal: string): Promise<InstitutionRow> {
  if (id) return requireManaged(db, actor, id);
  const [first] = await institutionsAdministeredBy(db, actor.id);
  if (!first) throw forbidden(refusal);
  return first;
}

export async function isAffiliatedMentor(db: Db, institutionId: string, userId: string): Promise<boolean> {
  if (!UUID_RE.test(institutionId) || !UUID_RE.test(userId)) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(affiliations)
    .where(and(eq(affiliations.institutionId, institutionId), eq(affiliations.userId, userId), eq(affiliations.affiliateType, 'mentor')))
    .limit(1);
  return Boolean(row);
}

function mentorCard(user: UserRow, affiliatedAt: Date): AffiliatedMentor {
  return {
    _id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    usercategory: user.usercategory,
    profilePicture: toImageRef(user.profilePicture),
    interests: user.interests,
    affiliatedAt: affiliatedAt.toISOString(),
  };
}

/**
 * POST /mentor: Create Mentor. A confirmed mentor account with no password, the country the admin
 * chose, affiliated to the institution, and a mail with a one-time link to choose a password.
 * A taken address is a 409 that says only what the admin can act on (Invite Mentor); the route is
 * rate limited so it cannot be used to probe addresses in bulk.
 */
export async function createMentor(
  deps: { db: Db; config: Config },
  actor: Actor & { language: string },
  input: MentorCreateInput,
): Promise<AffiliatedMentor> {
  const inst = await adminsInstitution(deps.db, actor, input.institution, AFFILIATION_MSG.adminsOnly);
  const interests = [...new Set([input.discipline, ...input.skills])];
  try {
    return await inTransaction(deps.db, async (tx) => {
      const mentor = await createUser(tx, {
        email: input.email,
        passwordHash: null,
        firstname: input.firstname,
        lastname: input.lastname,
        country: input.country || inst.country,
        usercategory: ['mentor'],
        bio: input.bio,
        about: input.bio,
        qualification: input.title,
        experience: input.specialization,
        interests,
        confirmed: true,
        language: (input.language ?? actor.language) as Language,
      });
      const [row] = await tx
        .insert(affiliations)
        .values({ institutionId: inst.id, userId: mentor.id, affiliateType: 'mentor', phone: input.phone })
        .returning();
      const link = await passwordSetLink(tx, deps.config, mentor.id, PASSWORD_LINK_DAYS * 24 * 60);
      await queueMentorWelcome(tx, mentor, inst.institutionName, link, PASSWORD_LINK_DAYS);
      await publish(tx, affiliationChanged(inst.id, mentor.id, 'mentor', true, inst.admins, actor.id));
      return mentorCard(mentor, row.createdAt);
    });
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) throw conflict(AFFILIATION_MSG.emailTaken);
    throw err;
  }
}

async function requireInvitableMentor(db: Db, mentorId: string) {
  const mentor = await findUserById(db, mentorId);
  if (!mentor || !mentor.confirmed || roleOf(mentor.usercategory) !== 'mentor') {
    throw badRequest(AFFILIATION_MSG.notAMentor, { mentorId: AFFILIATION_MSG.notAMentor });
  }
  return mentor;
}

/**
 * POST /institution/mentor/invite. From an admin: an invitation, told to the mentor live and by
 * mail. From the invited mentor themself (the old client's accept step, spec 001 §4): accepting
 * their pending invitation from that institution.
 */
export async function inviteMentor(
  deps: { db: Db; config: Config },
  actor: Actor,
  input: MentorInviteInput,
): Promise<{ accepted: boolean; invitation: AffiliationInvitation }> {
  if (input.mentorId === actor.id) {
    const pending = await pendingInvitation(deps.db, input.institutionId, actor.id);
    if (!pending) throw notFound(AFFILIATION_MSG.invitationNotFound);
    return { accepted: true, invitation: await answerInvitation(deps.db, actor, pending.id, true) };
  }
  const inst = await requireManaged(deps.db, actor, input.institutionId);
  const mentor = await requireInvitableMentor(deps.db, input.mentorId);
  // Not a mentor who blocked the inviting admin or was blocked by them (issue 31).
  await refuseIfBlocked(deps.db, actor.id, [mentor.id]);
  if (await isAffiliatedMentor(deps.db, inst.id, mentor.id)) throw conflict(AFFILIATION_MSG.alreadyAffiliated);
  const now = new Date();
  const row = await inTransaction(deps.db, async (tx) => {
    await lapseExpired(tx, inst.id, mentor.id);
    const [created] = await tx
      .insert(affiliationInvitations)
      .values({
        institutionId: inst.id,
        mentorId: mentor.id,
        invitedBy: actor.id,
        sentAt: now,
        expiresAt: new Date(now.getTime() + AFFILIATION_INVITATION_TTL_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(AFFILIATION_MSG.alreadyInvited);
    await queueInvitationMail(tx, deps.config.publicUrl, mentor, inst.institutionName);
    await publish(tx, invitationChanged(created, 'pending', inst, actor.id));
    return created;
  });
  return { accepted: false, invitation: await presentInvitation(deps.db, row, inst) };
}

/** A pending invitation past its date is stored as expired before a new one is made (one pending per pair). */
async function lapseExpired(tx: Db, institutionId: string, mentorId: string): Promise<void> {
  await tx
    .update(affiliationInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(affiliationInvitations.institutionId, institutionId),
        eq(affiliationInvitations.mentorId, mentorId),
        eq(affiliationInvitations.status, 'pending'),
        lte(affiliationInvitations.expiresAt, new Date()),
      ),
    );
}

async function pendingInvitation(db: Db, institutionId: string, mentorId: string): Promise<InvitationRow | null> {
  if (!UUID_RE.test(institutionId)) return null;
  const [row] = await db
    .select()
    .from(affiliationInvitations)
    .where(
      and(
        eq(affiliationInvitations.institutionId, institutionId),
        eq(affiliationInvitations.mentorId, mentorId),
        eq(affiliationInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function requireInvitation(db: Db, id: string): Promise<InvitationRow> {
  const [row] = UUID_RE.test(id) ? await db.select().from(affiliationInvitations).where(eq(affiliationInvitations.id, id)).limit(1) : [];
  if (!row) throw notFound(AFFILIATION_MSG.invitationNotFound);
  return row;
}

/** Invitations as the API shows them: their institutions and mentors in one query each. */
async function presentInvitations(db: Db, rows: InvitationRow[]): Promise<AffiliationInvitation[]> {
  if (!rows.length) return [];
  const [institutionsById, mentors] = await Promise.all([
    findInstitutionRows(
      db,
      rows.map((r) => r.institutionId),
    ),
    db
      .select()
      .from(userCards)
      .where(
        inArray(
          userCards.id,
          rows.map((r) => r.mentorId),
        ),
      ),
  ]);
  const mentorsById = new Map(mentors.map((m) => [m.id, m]));
  return rows.flatMap((row) => {
    const institution = institutionsById.get(row.institutionId);
    return institution ? [invitationOf(row, institution, mentorsById.get(row.mentorId))] : [];
  });
}

async function presentInvitation(db: Db, row: InvitationRow, inst?: InstitutionRow): Promise<AffiliationInvitation> {
  const institution = inst ?? (await requireInstitution(db, row.institutionId));
  const [mentor] = await db.select().from(userCards).where(eq(userCards.id, row.mentorId)).limit(1);
  return invitationOf(row, institution, mentor);
}

function invitationOf(
  row: InvitationRow,
  institution: InstitutionRow,
  mentor: typeof userCards.$inferSelect | undefined,
): AffiliationInvitation {
  return {
    _id: row.id,
    institution: refOf(institution),
    mentor: {
      _id: row.mentorId,
      firstname: mentor?.firstname ?? '',
      lastname: mentor?.lastname ?? '',
      usercategory: mentor?.usercategory ?? [],
      profilePicture: toImageRef(mentor?.profilePicture ?? null),
    },
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Accept (the affiliation is made in the same transaction) or reject, by the invited mentor. */
export async function answerInvitation(db: Db, actor: Actor, id: string, accept: boolean): Promise<AffiliationInvitation> {
  const found = await requireInvitation(db, id);
  authorize(affiliationPolicy.answer(actor, found), AFFILIATION_MSG.onlyInvitedMentor);
  const inst = await requireInstitution(db, found.institutionId);
  const status = accept ? 'accepted' : 'rejected';
  const row = await inTransaction(db, async (tx) => {
    // Claimed in one statement: a double click, or a revoke at the same moment, cannot both win.
    const [answered] = await tx
      .update(affiliationInvitations)
      .set({ status, decidedAt: new Date() })
      .where(
        and(
          eq(affiliationInvitations.id, id),
          eq(affiliationInvitations.status, 'pending'),
          gt(affiliationInvitations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!answered) throw conflict(statusOf(found) === 'expired' ? AFFILIATION_MSG.invitationExpired : AFFILIATION_MSG.invitationNotPending);
    const events: DomainEvent[] = [invitationChanged(answered, status, inst, actor.id)];
    if (accept) {
      const added = await tx
        .insert(affiliations)
        .values({ institutionId: inst.id, userId: actor.id, affiliateType: 'mentor' })
        .onConflictDoNothing()
        .returning();
      if (added.length) events.push(affiliationChanged(inst.id, actor.id, 'mentor', true, inst.admins, actor.id));
    }
    await publish(tx, ...events);
    return answered;
  });
  return presentInvitation(db, row, inst);
}

/** GET /affiliations: the signed-in person's affiliations, newest first, with each institution's name and picture. */
export async function myAffiliations(db: Db, actor: Actor): Promise<{ data: Affiliation[]; count: number }> {
  const rows = await db.select().from(affiliations).where(eq(affiliations.userId, actor.id)).orderBy(desc(affiliations.createdAt));
  const institutionsById = await findInstitutionRows(
    db,
    rows.map((r) => r.institutionId),
  );
  const data: Affiliation[] = [];
  for (const row of rows) {
    const inst = institutionsById.get(row.institutionId);
    if (!inst) continue;
    data.push({
      _id: `${row.institutionId}:${row.userId}:${row.affiliateType}`,
      institution: refOf(inst),
      affiliate: row.userId,
      affiliateType: row.affiliateType as AffiliateType,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return { data, count: data.length };
}

/** GET /affiliations/currentuser: the invitations waiting for the signed-in person's answer. */
export async function myInvitations(db: Db, actor: Actor): Promise<{ data: AffiliationInvitation[]; count: number }> {
  const rows = await db
    .select()
    .from(affiliationInvitations)
    .where(
      and(
        eq(affiliationInvitations.mentorId, actor.id),
        eq(affiliationInvitations.status, 'pending'),
        gt(affiliationInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(affiliationInvitations.sentAt));
  const data = await presentInvitations(db, rows);
  return { data, count: data.length };
}

/** Ends an affiliation: by the person (their own), or by an admin of the institution; the other side is told. */
export async function removeAffiliation(db: Db, actor: Actor, institutionId: string, userId: string): Promise<void> {
  const inst = await requireInstitution(db, institutionId);
  if (!UUID_RE.test(userId)) throw notFound(AFFILIATION_MSG.affiliationNotFound);
  if (userId !== actor.id) authorize(affiliationPolicy.manage(actor, inst), AFFILIATION_MSG.adminsOnly);
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(affiliations)
      .where(and(eq(affiliations.institutionId, inst.id), eq(affiliations.userId, userId)))
      .returning({ type: affiliations.affiliateType });
    if (!removed.length) throw notFound(AFFILIATION_MSG.affiliationNotFound);
    await publish(tx, ...removed.map((r) => affiliationChanged(inst.id, userId, r.type as AffiliateType, false, inst.admins, actor.id)));
  });
}

/** GET /institution/:id/mentors: its affiliated mentors as public cards (no e-mail, no phone), newest first. */
export async function institutionMentors(
  db: Db,
  institutionId: string,
  page: PagingQuery,
): Promise<{ data: AffiliatedMentor[]; count: number }> {
  const inst = await requireInstitution(db, institutionId);
  const where = and(eq(affiliations.institutionId, inst.id), eq(affiliations.affiliateType, 'mentor'), eq(userCards.confirmed, true));
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ userId: affiliations.userId, createdAt: affiliations.createdAt })
      .from(affiliations)
      .innerJoin(userCards, eq(userCards.id, affiliations.userId))
      .where(where)
      .orderBy(desc(affiliations.createdAt), desc(affiliations.userId))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(affiliations)
      .innerJoin(userCards, eq(userCards.id, affiliations.userId))
      .where(where),
  ]);
  // Interests are not on user_cards: the page's users in one query.
  const people = await findUsersByIds(
    db,
    rows.map((r) => r.userId),
  );
  return { data: rows.flatMap((r) => (people.has(r.userId) ? [mentorCard(people.get(r.userId)!, r.createdAt)] : [])), count };
}

/** GET /mentor: the mentors of the institution the actor administers (the named one, or their first). */
export async function managedInstitutionMentors(
  db: Db,
  actor: Actor,
  query: PagingQuery & { institution: string },
): Promise<{ data: AffiliatedMentor[]; count: number }> {
  const inst = await adminsInstitution(db, actor, query.institution, AFFILIATION_MSG.adminsOnly);
  return institutionMentors(db, inst.id, query);
}

/** The admins' list of invitations (every status), newest first. */
export async function institutionInvitations(
  db: Db,
  actor: Actor,
  institutionId: string,
  page: PagingQuery,
): Promise<{ data: AffiliationInvitation[]; count: number }> {
  const inst = await requireManaged(db, actor, institutionId);
  const where = eq(affiliationInvitations.institutionId, inst.id);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(affiliationInvitations)
      .where(where)
      .orderBy(desc(affiliationInvitations.createdAt), desc(affiliationInvitations.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(affiliationInvitations)
      .where(where),
  ]);
  return { data: await presentInvitations(db, rows), count };
}

/** Resend: a pending or expired invitation is sent again with fresh days. */
export async function resendInvitation(deps: { db: Db; config: Config }, actor: Actor, id: string): Promise<AffiliationInvitation> {
  const found = await requireInvitation(deps.db, id);
  const inst = await requireManaged(deps.db, actor, found.institutionId);
  if (!['pending', 'expired'].includes(found.status)) throw conflict(AFFILIATION_MSG.invitationNotPending);
  if (await isAffiliatedMentor(deps.db, inst.id, found.mentorId)) throw conflict(AFFILIATION_MSG.alreadyAffiliated);
  const mentor = await requireInvitableMentor(deps.db, found.mentorId);
  const now = new Date();
  let row: InvitationRow;
  try {
    row = await inTransaction(deps.db, async (tx) => {
      const [next] = await tx
        .update(affiliationInvitations)
        .set({ status: 'pending', sentAt: now, expiresAt: new Date(now.getTime() + AFFILIATION_INVITATION_TTL_DAYS * DAY_MS) })
        .where(
          and(
            eq(affiliationInvitations.id, id),
            or(eq(affiliationInvitations.status, 'pending'), eq(affiliationInvitations.status, 'expired')),
          ),
        )
        .returning();
      if (!next) throw conflict(AFFILIATION_MSG.invitationNotPending);
      await queueInvitationMail(tx, deps.config.publicUrl, mentor, inst.institutionName);
      await publish(tx, invitationChanged(next, 'pending', inst, actor.id));
      return next;
    });
  } catch (err) {
    // Another invitation to the same mentor was made after this one expired.
    if (isUniqueViolation(err, 'affiliation_invitations_pending_key')) throw conflict(AFFILIATION_MSG.alreadyInvited);
    throw err;
  }
  return presentInvitation(deps.db, row, inst);
}

/** Revoke: a pending invitation can no longer be accepted. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<AffiliationInvitation> {
  const found = await requireInvitation(db, id);
  const inst = await requireManaged(db, actor, found.institutionId);
  const row = await inTransaction(db, async (tx) => {
    const [next] = await tx
      .update(affiliationInvitations)
      .set({ status: 'revoked', decidedAt: new Date() })
      .where(and(eq(affiliationInvitations.id, id), eq(affiliationInvitations.status, 'pending')))
      .returning();
    if (!next) throw conflict(AFFILIATION_MSG.invitationNotPending);
    await publish(tx, invitationChanged(next, 'revoked', inst, actor.id));
    return next;
  });
  return presentInvitation(db, row, inst);
}

async function mentorIdsOf(db: Db, institutionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: affiliations.userId })
    .from(affiliations)
    .where(and(eq(affiliations.institutionId, institutionId), eq(affiliations.affiliateType, 'mentor')));
  return rows.map((r) => r.id);
}

const toSurvey = (row: typeof surveys.$inferSelect): SentSurvey => ({
  _id: row.id,
  institution: row.institutionId,
  topic: row.topic,
  link: row.link,
  description: row.description,
  audience: row.audience as SurveyAudience,
  recipientCount: row.recipientCount,
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /institution/surveys/send: the survey is recorded with its count and its mails are one job,
 * committed together. Recipients are the institution's own mentors or members, found here: the
 * browser never names an address.
 */
export async function sendSurvey(db: Db, actor: Actor, input: SurveySendInput): Promise<SentSurvey> {
  const inst = await adminsInstitution(db, actor, input.institutionId, AFFILIATION_MSG.noInstitution);
  const recipientIds = input.audience === 'mentors' ? await mentorIdsOf(db, inst.id) : await memberIdsOf(db, inst.id);
  const row = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(surveys)
      .values({
        institutionId: inst.id,
        sentBy: actor.id,
        topic: input.topic,
        link: input.link,
        description: input.description,
        audience: input.audience,
        recipientCount: recipientIds.length,
      })
      .returning();
    if (recipientIds.length) await enqueue(tx, 'affiliations.survey', { surveyId: created.id, recipientIds });
    return created;
  });
  return toSurvey(row);
}

/** The 'affiliations.survey' job: one mail per recipient still there, in their language. */
export async function sendSurveyMails(db: Db, surveyId: string, recipientIds: string[]): Promise<void> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  const inst = survey ? await findInstitutionRow(db, survey.institutionId) : null;
  if (!survey || !inst) return;
  const people = await findUsersByIds(db, recipientIds);
  for (const id of recipientIds) {
    const person = people.get(id);
    if (!person) continue;
    await queueSurveyMail(db, survey.id, person, { institutionName: inst.institutionName, ...survey });
  }
}

/** The admins' record of sent surveys, newest first. */
export async function institutionSurveys(
  db: Db,
  actor: Actor,
  institutionId: string,
  page: PagingQuery,
): Promise<{ data: SentSurvey[]; count: number }> {
  const inst = await requireManaged(db, actor, institutionId);
  const where = eq(surveys.institutionId, inst.id);
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(surveys).where(where).orderBy(desc(surveys.createdAt), desc(surveys.id)).limit(page.limit).offset(page.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(surveys)
      .where(where),
  ]);
  return { data: rows.map(toSurvey), count };
}

/**
 * For the insights rollup, per institution: invitations sent in [from, to) (a resend counts as a
 * send) and accepted in it, of members ('member') and of mentors ('mentor'); and surveys sent with
 * how many people each went to.
 */
export async function invitationFigures(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ institutionId: string; kind: 'member' | 'mentor'; sent: number; accepted: number }[]> {
  const f = from.toISOString();
  const t = to.toISOString();
  const figures = async (table: typeof memberInvitations | typeof affiliationInvitations, kind: 'member' | 'mentor') =>
    (
      await db
        .select({
          institutionId: table.institutionId,
          sent: sql<number>`count(*) filter (where ${table.sentAt} >= ${f}::timestamptz and ${table.sentAt} < ${t}::timestamptz)`.mapWith(
            Number,
          ),
          accepted:
            sql<number>`count(*) filter (where ${table.status} = 'accepted' and ${table.decidedAt} >= ${f}::timestamptz and ${table.decidedAt} < ${t}::timestamptz)`.mapWith(
              Number,
            ),
        })
        .from(table)
        .where(
          or(
            and(sql`${table.sentAt} >= ${f}::timestamptz`, sql`${table.sentAt} < ${t}::timestamptz`),
            and(sql`${table.decidedAt} >= ${f}::timestamptz`, sql`${table.decidedAt} < ${t}::timestamptz`),
          ),
        )
        .groupBy(table.institutionId)
    ).map((r) => ({ ...r, kind }));
  return [...(await figures(memberInvitations, 'member')), ...(await figures(affiliationInvitations, 'mentor'))];
}

export async function surveyFigures(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ institutionId: string; surveys: number; recipients: number }[]> {
  return db
    .select({
      institutionId: surveys.institutionId,
      surveys: sql<number>`count(*)`.mapWith(Number),
      recipients: sql<number>`coalesce(sum(${surveys.recipientCount}), 0)`.mapWith(Number),
    })
    .from(surveys)
    .where(
      and(sql`${surveys.createdAt} >= ${from.toISOString()}::timestamptz`, sql`${surveys.createdAt} < ${to.toISOString()}::timestamptz`),
    )
    .groupBy(surveys.institutionId);
}
