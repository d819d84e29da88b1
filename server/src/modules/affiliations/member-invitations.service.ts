/**
 * Member invitations (issue 14): an institution invites people by e-mail, one with Invite Member or
 * hundreds from a CSV file. A dry run judges every row before anything is sent; the import then
 * records the new invitations in one statement and a job hands their mails to the queue in batches,
 * reporting progress live. The person becomes a member by accepting signed in with that address, or
 * at once when they confirm a new account made with it (auth calls acceptMemberInvitationsOf).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import {
  AFFILIATION_INVITATION_TTL_DAYS,
  AFFILIATION_MSG,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_RESULTS,
  MEMBER_INVITE_MSG,
  MODERATION_MSG,
  UUID_RE,
  hasBadCharacter,
  memberImportRowSchema,
  roleOf,
  type DomainEvent,
  type MemberImport,
  type MemberImportCheck,
  type MemberImportResult,
  type MemberImportRow,
  type MemberInvitation,
  type MemberInvitationLanding,
  type MemberInvitationStatus,
  type MemberInviteInput,
  type MemberRole,
  type PagingQuery,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { affiliations, memberImports, memberInvitations } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { mailTexts } from '../../mail/texts';
import { authorize, type Actor } from '../../policies/actor';
import { blockedIdsOf } from '../blocks';
import { admitMember, memberIdsAmong, type InstitutionRow } from '../institutions';
import { invitationKey } from '../invitations';
import { findUserById, findUsersByEmails, type UserRow } from '../users';
import { affiliationChanged, memberInvitationChanged } from './affiliations.published';
import { affiliationPolicy } from './affiliations.policy';
import { DAY_MS, refOf, requireInstitution, requireManaged } from './affiliations.service';

type InvitationRow = typeof memberInvitations.$inferSelect;
/** Rows whose mails one transaction of the import job queues: progress moves every batch. */
const MAIL_BATCH = 100;

/** A pending invitation past its date reads as expired (no timer has to mark it). */
const statusOf = (row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): MemberInvitationStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as MemberInvitationStatus);

const toInvitation = (row: InvitationRow): MemberInvitation => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as MemberRole,
  status: statusOf(row),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const toImport = (row: typeof memberImports.$inferSelect): MemberImport => ({
  _id: row.id,
  institution: row.institutionId,
  total: row.total,
  sent: row.sent,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const landingLink = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>, id: string) =>
  `${config.publicUrl}/invitation/member/${id}?key=${invitationKey(config, id)}`;

/** The invitation mail, in the inviting admin's language (the person may have no account yet). Keyed
 * by its sending, so a retried batch never mails twice and a resend mails again. */
async function queueInvitationMail(
  tx: Db,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  row: InvitationRow,
  institutionName: string,
  language: string,
): Promise<void> {
  const words = mailTexts(language).memberInvitation({ name: row.name, institutionName, days: AFFILIATION_INVITATION_TTL_DAYS });
  await enqueue(
    tx,
    'mail.send',
    { to: row.email, ...words, link: landingLink(config, row.id), language },
    { key: `member-invitation:${row.id}:${row.sentAt.getTime()}` },
  );
}

/**
 * Records invitations for these addresses. An expired pending one for the same address is renewed
 * instead (one open invitation per address); a live one is left alone and not returned.
 */
async function recordInvitations(
  tx: Db,
  inst: InstitutionRow,
  actorId: string,
  people: { email: string; name: string; role: MemberRole }[],
  importId: string | null,
): Promise<InvitationRow[]> {
  if (!people.length) return [];
  const now = new Date();
  const expiresAt = new Date(now.getTime() + AFFILIATION_INVITATION_TTL_DAYS * DAY_MS);
  return tx
    .insert(memberInvitations)
    .values(people.map((p) => ({ institutionId: inst.id, ...p, invitedBy: actorId, importId, sentAt: now, expiresAt })))
    .onConflictDoUpdate({
      target: [memberInvitations.institutionId, memberInvitations.email],
      targetWhere: sql`${memberInvitations.status} = 'pending'`,
      set: {
        name: sql`excluded.name`,
        role: sql`excluded.role`,
        invitedBy: actorId,
        importId,
        mailedAt: null,
        sentAt: now,
        expiresAt,
        createdAt: now,
      },
      setWhere: sql`${memberInvitations.expiresAt} <= now()`,
    })
    .returning();
}

/** POST /institution/:id/members/invite: Invite Member, one address; its mail is queued with it. */
export async function inviteMember(
  deps: { db: Db; config: Config },
  actor: Actor & { language: string },
  institutionId: string,
  input: MemberInviteInput,
): Promise<MemberInvitation> {
  const inst = await requireManaged(deps.db, actor, institutionId);
  const [judged] = (await judgeRows(deps.db, inst, actor.id, [{ line: 1, name: input.name, email: input.email, role: input.role }])).rows;
  if (judged.result === 'member') throw conflict(MEMBER_INVITE_MSG.alreadyMember);
  if (judged.result === 'blocked') throw forbidden(MODERATION_MSG.blockedBetween, 'BLOCKED');
  if (judged.result === 'invited') throw conflict(MEMBER_INVITE_MSG.alreadyInvited);
  const row = await inTransaction(deps.db, async (tx) => {
    const [created] = await recordInvitations(
      tx,
      inst,
      actor.id,
      [{ email: input.email, name: input.name, role: input.role as MemberRole }],
      null,
    );
    // Lost a race with another admin inviting the same address.
    if (!created) throw conflict(MEMBER_INVITE_MSG.alreadyInvited);
    await queueInvitationMail(tx, deps.config, created, inst.institutionName, actor.language);
    await tx
      .update(memberInvitations)
      .set({ mailedAt: sql`now()` })
      .where(eq(memberInvitations.id, created.id));
    await publish(tx, memberInvitationChanged(created, 'pending', inst.admins, actor.id));
    return created;
  });
  return toInvitation(row);
}

/** The CSV file's rows with their line numbers; a file this import cannot read is a 400. */
async function readRows(path: string): Promise<Omit<MemberImportRow, 'result'>[]> {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(await readFile(path), {
      info: true,
      bom: true,
      columns: (header: string[]) =>
        header.map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^e-mail$/, 'email'),
        ),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to: MEMBER_IMPORT_MAX_ROWS + 1,
    });
  } catch {
    throw badRequest(MEMBER_INVITE_MSG.fileRequired, { file: MEMBER_INVITE_MSG.fileRequired });
  }
  if (records.length && !('email' in records[0].record))
    throw badRequest(MEMBER_INVITE_MSG.headerInvalid, { file: MEMBER_INVITE_MSG.headerInvalid });
  if (!records.length) throw badRequest(MEMBER_INVITE_MSG.noRows, { file: MEMBER_INVITE_MSG.noRows });
  if (records.length > MEMBER_IMPORT_MAX_ROWS) throw badRequest(MEMBER_INVITE_MSG.tooManyRows, { file: MEMBER_INVITE_MSG.tooManyRows });
  // The line in the file, as a person scanning the sheet counts it (the header is line 1).
  return records.map(({ record, info }) => ({
    line: info.lines,
    name: record.name ?? '',
    email: record.email ?? '',
    role: record.role ?? '',
  }));
}

/** Every row's result: invalid, duplicate, already a member (or one of its mentors), already invited, or new. */
async function judgeRows(
  db: Db,
  inst: InstitutionRow,
  actorId: string,
  input: Omit<MemberImportRow, 'result'>[],
): Promise<MemberImportCheck> {
  const seen = new Set<string>();
  const rows: MemberImportRow[] = input.map((given) => {
    // A file is not JSON through the input boundary: its NULs and broken characters are met here
    // (an address with one is invalid; a name with one is left out).
    const raw = { ...given, name: hasBadCharacter(given.name) ? '' : given.name };
    if (hasBadCharacter(raw.email)) return { ...raw, email: '', result: 'invalidEmail' as const };
    let valid: { name: string; email: string; role: string };
    try {
      valid = memberImportRowSchema.validateSync({ ...raw, role: raw.role || undefined }, { abortEarly: true });
    } catch (err) {
      const result: MemberImportResult = err instanceof ValidationError && err.path === 'role' ? 'invalidRole' : 'invalidEmail';
      return { ...raw, result };
    }
    const row = {
      line: raw.line,
      name: valid.name.slice(0, 160),
      email: valid.email,
      role: valid.role,
      result: 'new' as MemberImportResult,
    };
    if (seen.has(row.email)) row.result = 'duplicate';
    seen.add(row.email);
    return row;
  });
  const candidates = rows.filter((r) => r.result === 'new').map((r) => r.email);
  const [accounts, pending] = await Promise.all([
    findUsersByEmails(db, candidates),
    candidates.length
      ? db
          .select({ email: memberInvitations.email })
          .from(memberInvitations)
          .where(
            and(
              eq(memberInvitations.institutionId, inst.id),
              eq(memberInvitations.status, 'pending'),
              gt(memberInvitations.expiresAt, new Date()),
              inArray(memberInvitations.email, candidates),
            ),
          )
      : [],
  ]);
  const accountIds = [...accounts.values()].map((u) => u.id);
  const [members, mentors, blocked] = await Promise.all([
    memberIdsAmong(db, inst.id, accountIds),
    accountIds.length
      ? db
          .select({ id: affiliations.userId })
          .from(affiliations)
          .where(and(eq(affiliations.institutionId, inst.id), inArray(affiliations.userId, accountIds)))
      : [],
    accountIds.length ? blockedIdsOf(db, actorId) : [],
  ]);
  const blockedIds = new Set(blocked);
  const inside = new Set([...members, ...mentors.map((m) => m.id), ...inst.admins]);
  const invited = new Set(pending.map((p) => p.email));
  for (const row of rows) {
    if (row.result !== 'new') continue;
    const account = accounts.get(row.email);
    if (account && inside.has(account.id)) row.result = 'member';
    else if (account && blockedIds.has(account.id)) row.result = 'blocked';
    else if (invited.has(row.email)) row.result = 'invited';
  }
  const counts = Object.fromEntries(MEMBER_IMPORT_RESULTS.map((r) => [r, 0])) as Record<MemberImportResult, number>;
  for (const row of rows) counts[row.result] += 1;
  return { rows, counts };
}

/** POST /institution/:id/members/import/check: the dry run; nothing is written or sent. */
export async function checkImport(db: Db, actor: Actor, institutionId: string, csvPath: string): Promise<MemberImportCheck> {
  const inst = await requireManaged(db, actor, institutionId);
  return judgeRows(db, inst, actor.id, await readRows(csvPath));
}

/**
 * POST /institution/:id/members/import: the file is judged again (never the browser's word for it),
 * its new rows become invitations with the import's record in one transaction, and the job that
 * mails them is queued with them.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  institutionId: string,
  csvPath: string,
): Promise<{ import: MemberImport; check: MemberImportCheck }> {
  const inst = await requireManaged(db, actor, institutionId);
  const check = await judgeRows(db, inst, actor.id, await readRows(csvPath));
  const people = check.rows.filter((r) => r.result === 'new').map((r) => ({ email: r.email, name: r.name, role: r.role as MemberRole }));
  if (!people.length) throw badRequest(MEMBER_INVITE_MSG.nothingToInvite);
  const row = await inTransaction(db, async (tx) => {
    const [created] = await tx.insert(memberImports).values({ institutionId: inst.id, createdBy: actor.id, total: 0 }).returning();
    const invited = await recordInvitations(tx, inst, actor.id, people, created.id);
    const [counted] = await tx.update(memberImports).set({ total: invited.length }).where(eq(memberImports.id, created.id)).returning();
    await enqueue(tx, 'affiliations.memberImport', { importId: created.id });
    return counted;
  });
  return { import: toImport(row), check };
}

/**
 * The 'affiliations.memberImport' job: each batch's mails are queued and marked in one transaction,
 * so a restart resumes with the rows not yet marked and mails nobody twice.
 */
export async function sendImportMails(deps: { db: Db; config: Config }, importId: string): Promise<void> {
  const [found] = await deps.db.select().from(memberImports).where(eq(memberImports.id, importId)).limit(1);
  const inst = found ? await requireInstitution(deps.db, found.institutionId).catch(() => null) : null;
  if (!found || !inst) return;
  const language = (found.createdBy && (await findUserById(deps.db, found.createdBy))?.language) || 'en';
  for (;;) {
    const finished = await inTransaction(deps.db, async (tx) => {
      const batch = await tx
        .select()
        .from(memberInvitations)
        .where(and(eq(memberInvitations.importId, importId), isNull(memberInvitations.mailedAt), eq(memberInvitations.status, 'pending')))
        .limit(MAIL_BATCH)
        .for('update', { skipLocked: true });
      for (const row of batch) await queueInvitationMail(tx, deps.config, row, inst.institutionName, language);
      if (batch.length) {
        await tx
          .update(memberInvitations)
          .set({ mailedAt: sql`now()` })
          .where(
            inArray(
              memberInvitations.id,
              batch.map((r) => r.id),
            ),
          );
      }
      const done = batch.length < MAIL_BATCH;
      const [progress] = await tx
        .update(memberImports)
        .set({ sent: sql`${memberImports.sent} + ${batch.length}`, ...(done ? { finishedAt: sql`now()` } : {}) })
        .where(eq(memberImports.id, importId))
        .returning();
      await publish(tx, {
        type: 'member.import.progress',
        actorId: null,
        audience: [...inst.admins],
        data: { institutionId: inst.id, importId, sent: progress.sent, total: progress.total, finished: done },
      });
      return done;
    });
    if (finished) return;
  }
}

/** GET /institution/:id/members/imports/:importId: where an import stands (its admins only). */
export async function getImport(db: Db, actor: Actor, institutionId: string, importId: string): Promise<MemberImport> {
  const inst = await requireManaged(db, actor, institutionId);
  const [row] = UUID_RE.test(importId)
    ? await db
        .select()
        .from(memberImports)
        .where(and(eq(memberImports.id, importId), eq(memberImports.institutionId, inst.id)))
        .limit(1)
    : [];
  if (!row) throw notFound(MEMBER_INVITE_MSG.importNotFound);
  return toImport(row);
}

/** GET /institution/:id/members/invitations: the admins' list, newest first, revoked ones left out. */
export async function listMemberInvitations(
  db: Db,
  actor: Actor,
  institutionId: string,
  page: PagingQuery,
): Promise<{ data: MemberInvitation[]; count: number }> {
  const inst = await requireManaged(db, actor, institutionId);
  const where = and(eq(memberInvitations.institutionId, inst.id), sql`${memberInvitations.status} <> 'revoked'`);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(memberInvitations)
      .where(where)
      .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(memberInvitations)
      .where(where),
  ]);
  return { data: rows.map(toInvitation), count };
}

async function requireInvitation(db: Db, id: string): Promise<InvitationRow> {
  const [row] = UUID_RE.test(id) ? await db.select().from(memberInvitations).where(eq(memberInvitations.id, id)).limit(1) : [];
  if (!row) throw notFound(AFFILIATION_MSG.invitationNotFound);
  return row;
}

/** POST /institution/member/invitations/:id/resend: a pending or expired one is mailed again for another 14 days. */
export async function resendMemberInvitation(
  deps: { db: Db; config: Config },
  actor: Actor & { language: string },
  id: string,
): Promise<MemberInvitation> {
  const found = await requireInvitation(deps.db, id);
  const inst = await requireManaged(deps.db, actor, found.institutionId);
  const now = new Date();
  const row = await inTransaction(deps.db, async (tx) => {
    const [next] = await tx
      .update(memberInvitations)
      .set({ sentAt: now, expiresAt: new Date(now.getTime() + AFFILIATION_INVITATION_TTL_DAYS * DAY_MS), mailedAt: now })
      .where(and(eq(memberInvitations.id, id), eq(memberInvitations.status, 'pending')))
      .returning();
    if (!next) throw conflict(AFFILIATION_MSG.invitationNotPending);
    await queueInvitationMail(tx, deps.config, next, inst.institutionName, actor.language);
    await publish(tx, memberInvitationChanged(next, 'pending', inst.admins, actor.id));
    return next;
  });
  return toInvitation(row);
}

/** DELETE /institution/member/invitations/:id: its link stops working at once. */
export async function revokeMemberInvitation(db: Db, actor: Actor, id: string): Promise<MemberInvitation> {
  const found = await requireInvitation(db, id);
  const inst = await requireManaged(db, actor, found.institutionId);
  const row = await inTransaction(db, async (tx) => {
    const [next] = await tx
      .update(memberInvitations)
      .set({ status: 'revoked', decidedAt: new Date() })
      .where(and(eq(memberInvitations.id, id), eq(memberInvitations.status, 'pending')))
      .returning();
    if (!next) throw conflict(AFFILIATION_MSG.invitationNotPending);
    await publish(tx, memberInvitationChanged(next, 'revoked', inst.admins, actor.id));
    return next;
  });
  return toInvitation(row);
}

/** GET /institution/member/invitations/:id?key=: public; only the mailed key shows the address. */
export async function memberInvitationLanding(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  id: string,
  key: string,
): Promise<MemberInvitationLanding> {
  const row = await requireInvitation(db, id);
  const inst = await requireInstitution(db, row.institutionId);
  const landing = { _id: row.id, institution: refOf(inst), status: statusOf(row) };
  if (!key || key !== invitationKey(config, id)) return landing;
  return { ...landing, email: row.email, userExist: (await findUsersByEmails(db, [row.email])).size > 0 };
}

/**
 * Makes the invited person a member, or for a 'mentor' row and a mentor account one of its mentors.
 * An institution account is never a member (spec 001 §5): its invitation stays pending.
 */
async function admit(tx: Db, row: InvitationRow, inst: InstitutionRow, user: { id: string; usercategory: string[] }): Promise<boolean> {
  const role = roleOf(user.usercategory);
  if (role === 'institution') return false;
  const [claimed] = await tx
    .update(memberInvitations)
    .set({ status: 'accepted', acceptedBy: user.id, decidedAt: new Date() })
    .where(and(eq(memberInvitations.id, row.id), eq(memberInvitations.status, 'pending'), gt(memberInvitations.expiresAt, new Date())))
    .returning();
  if (!claimed) return false;
  const events: DomainEvent[] = [memberInvitationChanged(claimed, 'accepted', inst.admins, user.id)];
  if (row.role === 'mentor' && role === 'mentor') {
    const added = await tx
      .insert(affiliations)
      .values({ institutionId: inst.id, userId: user.id, affiliateType: 'mentor' })
      .onConflictDoNothing()
      .returning();
    if (added.length) events.push(affiliationChanged(inst.id, user.id, 'mentor', true, inst.admins, user.id));
  } else {
    await admitMember(tx, inst.id, user.id);
  }
  await publish(tx, ...events);
  return true;
}

/** POST /institution/member/invitations/:id/accept: signed in with the invited address. */
export async function acceptMemberInvitation(db: Db, actor: UserRow, id: string): Promise<MemberInvitation> {
  const found = await requireInvitation(db, id);
  authorize(affiliationPolicy.acceptMember(actor, found), MEMBER_INVITE_MSG.otherAddress);
  if (statusOf(found) === 'expired') throw conflict(AFFILIATION_MSG.invitationExpired);
  const inst = await requireInstitution(db, found.institutionId);
  const accepted = await inTransaction(db, (tx) => admit(tx, found, inst, actor));
  if (!accepted) throw conflict(AFFILIATION_MSG.invitationNotPending);
  return toInvitation({ ...found, status: 'accepted' });
}

/** On 'user.confirmed', in the confirmation's transaction: every live invitation to the address is accepted. */
export async function acceptMemberInvitationsOf(tx: Db, userId: string): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user) return;
  const rows = await tx
    .select()
    .from(memberInvitations)
    .where(
      and(eq(memberInvitations.email, user.email), eq(memberInvitations.status, 'pending'), gt(memberInvitations.expiresAt, new Date())),
    );
  for (const row of rows) {
    const inst = await requireInstitution(tx, row.institutionId);
    await admit(tx, row, inst, user);
  }
}
