/**
 * Trust and safety (issue 31): reports, the review queue, decisions and sanctions, the audit log.
 *
 * A report is a row of `reports`; its thing's row in `moderation_cases` is kept up to date in the
 * same transaction (open reporters, oldest open report, the snapshot), so the queue's page is an
 * index walk however many reports there are. A decision closes the thing's open reports, tells
 * the reporters (a notice), and publishes 'moderation.hidden' when the thing is hidden or shown
 * again: the thing's area reacts in the same transaction (a post is pulled down). Sanctions end by
 * themselves: whoever enforces them compares ends_at with now (standingOf), nothing lifts them.
 * Every staff action writes one row of the audit log in its transaction (audit()).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_MSG,
  UUID_RE,
  type AuditEntry,
  type AuditQuery,
  type ModerationActInput,
  type ModerationActResult,
  type ModerationCase,
  type ModerationQueueQuery,
  type ReportInput,
  type ReportKind,
  type ReportReason,
  type ReportSnapshot,
  type RoleChangeInput,
  type Sanction,
  type SanctionKind,
  type StaffPersonView,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction, publish } from '../../events/publish';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { authorize, type Actor, type Standing } from '../../policies/actor';
import { notify } from '../notifications';
import { findAccounts, findUserById, grantRole, revokeRole, userChanged } from '../users';
import { moderationPolicy } from './moderation.policy';
import { snapshotOf } from './moderation.things';

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const iso = (d: Date | string) => new Date(d).toISOString();
const HOUR_MS = 3_600_000;

// ---------------------------------------------------------------------------------------------
// The audit log

export interface AuditInput {
  /** Who did it (null: the system, e.g. an automatic hiding, or the command line). */
  actorId: string | null;
  /** What, as area.verb: 'moderation.remove', 'role.grant', 'claim.approve', 'post.pulldown'... */
  action: string;
  targetKind: string;
  targetId: string;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** Appends one row to the audit log, in `tx` (the action's own transaction). */
export async function audit(tx: Db, e: AuditInput): Promise<void> {
  const actorId = e.actorId && UUID_RE.test(e.actorId) ? e.actorId : null;
  await tx.execute(sql`
    insert into audit_log (actor_id, actor_name, action, target_kind, target_id, reason, before, after)
    values (${actorId}::uuid,
      coalesce((select u.firstname || ' ' || u.lastname from users u where u.id = ${actorId}::uuid), ''),
      ${e.action}, ${e.targetKind}, ${e.targetId}, ${e.reason ?? ''}, ${jsonOrNull(e.before)}::jsonb, ${jsonOrNull(e.after)}::jsonb)`);
}

// ---------------------------------------------------------------------------------------------
// Standing: the sanctions in force

export const GOOD_STANDING: Standing = { silencedUntil: null, suspendedUntil: null };

/** The person's silence and suspension in force now (each: when it ends), from the sanctions index. */
export async function standingOf(db: Db, userId: string): Promise<Standing> {
  if (!UUID_RE.test(userId)) return GOOD_STANDING;
  const rows = rowsOf<{ kind: SanctionKind; ends_at: string | Date }>(
    await db.execute(sql`
      select kind, max(ends_at) as ends_at from sanctions
      where user_id = ${userId}::uuid and kind in ('silence', 'suspend') and ends_at > now()
      group by kind`),
  );
  const until = (kind: SanctionKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? new Date(row.ends_at) : null;
  };
  return { silencedUntil: until('silence'), suspendedUntil: until('suspend') };
}

// ---------------------------------------------------------------------------------------------
// Reports

/** A person reports a thing: 409 while their earlier report of it is open; hidden once enough people report it. */
export async function report(deps: { db: Db; config: Config }, actor: Actor, input: ReportInput): Promise<void> {
  authorize(moderationPolicy.report(actor));
  const kind = input.kind as ReportKind;
  const found = await snapshotOf(deps.db, kind, input.id, actor.id);
  if (!found) throw notFound(MODERATION_MSG.thingNotFound);
  const { snapshot, adminIds } = found;
  if (snapshot.authorId === actor.id) throw badRequest(MODERATION_MSG.ownThing);
  const admins = `{${adminIds.join(',')}}`;
  await inTransaction(deps.db, async (tx) => {
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into reports (kind, thing_id, reporter_id, author_id, reason, text, snapshot)
        values (${kind}, ${input.id}, ${actor.id}::uuid, ${snapshot.authorId}::uuid, ${input.reason}, ${input.text ?? ''}, ${JSON.stringify(snapshot)}::jsonb)
        on conflict (kind, thing_id, reporter_id) where closed_at is null do nothing
        returning id`),
    );
    if (!inserted.length) throw conflict(MODERATION_MSG.alreadyReported);
    // Concerns about young people reach the safeguarding leads first (the youth area, issue 32).
    await publish(tx, {
      type: 'moderation.reported',
      actorId: actor.id,
      audience: [],
      data: { kind, id: input.id, reason: input.reason as ReportReason, reporterId: actor.id, authorId: snapshot.authorId },
    });
    // The case row: one more distinct reporter (the unique index above guarantees distinct).
    const [c] = rowsOf<{ open_reporters: number; hidden: string | null }>(
      await tx.execute(sql`
        insert into moderation_cases (kind, thing_id, open_reporters, first_reported_at, snapshot, author_id, admin_ids)
        values (${kind}, ${input.id}, 1, now(), ${JSON.stringify(snapshot)}::jsonb, ${snapshot.authorId}::uuid, ${admins}::uuid[])
        on conflict (kind, thing_id) do update set
          open_reporters = moderation_cases.open_reporters + 1,
          first_reported_at = coalesce(moderation_cases.first_reported_at, excluded.first_reported_at),
          snapshot = case when moderation_cases.open_reporters = 0 then excluded.snapshot else moderation_cases.snapshot end,
          author_id = case when moderation_cases.open_reporters = 0 then excluded.author_id else moderation_cases.author_id end,
          admin_ids = excluded.admin_ids
        returning open_reporters, hidden`),
    );
    if (c.hidden === null && Number(c.open_reporters) >= deps.config.moderationAutohideReporters) {
      await tx.execute(sql`update moderation_cases set hidden = 'auto', hidden_at = now() where kind = ${kind} and thing_id = ${input.id}`);
      await publish(tx, { type: 'moderation.hidden', actorId: null, audience: [], data: { kind, id: input.id, hidden: 'auto' } });
      await audit(tx, {
        actorId: null,
        action: 'moderation.autohide',
        targetKind: kind,
        targetId: input.id,
        reason: `${c.open_reporters} reporters`,
        before: { hidden: null },
        after: { hidden: 'auto' },
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The queue

interface CaseRow {
  kind: ReportKind;
  thing_id: string;
  open_reporters: number;
  first_reported_at: string | Date;
  snapshot: ReportSnapshot;
  author_id: string | null;
  author_name: string | null;
  hidden: string | null;
  claimed_by: string | null;
  claimed_name: string | null;
  admin_ids: string[];
}

const toSanction = (r: {
  id: string;
  kind: SanctionKind;
  reason: string;
  created_at: string | Date;
  ends_at: string | Date;
}): Sanction => ({
  _id: r.id,
  kind: r.kind,
  reason: r.reason,
  createdAt: iso(r.created_at),
  endsAt: iso(r.ends_at),
});

/** GET /moderation/queue: reported things, oldest open report first, each with its reports grouped and its author's history. */
export async function queue(db: Db, actor: Actor, q: ModerationQueueQuery): Promise<{ data: ModerationCase[]; count: number }> {
  authorize(moderationPolicy.queue(actor), MODERATION_MSG.moderatorsOnly);
  return casesPage(db, sql`true`, q);
}

/** GET /moderation/queue/local: the open reports about the things of the groups and institutions one administers. */
export async function localQueue(db: Db, actor: Actor, q: ModerationQueueQuery): Promise<{ data: ModerationCase[]; count: number }> {
  authorize(moderationPolicy.localQueue(actor));
  return casesPage(db, sql`c.admin_ids @> array[${actor.id}::uuid]`, q);
}

async function casesPage(db: Db, where: SQL, q: ModerationQueueQuery): Promise<{ data: ModerationCase[]; count: number }> {
  const [page, [{ count }]] = await Promise.all([
    db.execute(sql`
      select c.kind, c.thing_id, c.open_reporters, c.first_reported_at, c.snapshot, c.author_id, c.hidden, c.claimed_by,
        (select u.firstname || ' ' || u.lastname from users u where u.id = c.claimed_by) as claimed_name,
        (select u.firstname || ' ' || u.lastname from users u where u.id = c.author_id) as author_name
      from moderation_cases c where c.open_reporters > 0 and ${where}
      order by c.first_reported_at, c.kind, c.thing_id
      limit ${q.limit} offset ${q.skip}`),
    db
      .execute(sql`select count(*)::int as count from moderation_cases c where c.open_reporters > 0 and ${where}`)
      .then((r) => rowsOf<{ count: number }>(r)),
  ]);
  const cases = rowsOf<CaseRow>(page);
  if (!cases.length) return { data: [], count: Number(count) };
  const things = sql.join(
    cases.map((c) => sql`(${c.kind}, ${c.thing_id})`),
    sql`, `,
  );
  const authors = [...new Set(cases.flatMap((c) => (c.author_id ? [c.author_id] : [])))];
  const authorList = `{${authors.join(',')}}`;
  const [reasons, earlier, sanctionRows] = await Promise.all([
    db
      .execute(
        sql`select kind, thing_id, reason, count(*)::int as n,
              (array_agg(text order by created_at desc) filter (where text <> ''))[1:3] as notes
            from reports where closed_at is null and (kind, thing_id) in (${things})
            group by kind, thing_id, reason`,
      )
      .then((r) => rowsOf<{ kind: string; thing_id: string; reason: ReportReason; n: number; notes: string[] | null }>(r)),
    db
      .execute(
        sql`select author_id, count(*)::int as n from reports
            where author_id = any(${authorList}::uuid[]) and closed_at is not null and outcome <> 'dismiss'
            group by author_id`,
      )
      .then((r) => rowsOf<{ author_id: string; n: number }>(r)),
    db
      .execute(
        sql`select id, user_id, kind, reason, created_at, ends_at from sanctions
            where user_id = any(${authorList}::uuid[]) order by created_at desc`,
      )
      .then((r) => rowsOf<{ id: string; user_id: string; kind: SanctionKind; reason: string; created_at: string; ends_at: string }>(r)),
  ]);
  const data = cases.map((c): ModerationCase => {
    const mine = reasons.filter((r) => r.kind === c.kind && r.thing_id === c.thing_id);
    return {
      kind: c.kind,
      id: c.thing_id,
      snapshot: c.snapshot,
      reporters: Number(c.open_reporters),
      reasons: Object.fromEntries(mine.map((r) => [r.reason, Number(r.n)])),
      notes: mine.flatMap((r) => r.notes ?? []).slice(0, 5),
      firstReportedAt: iso(c.first_reported_at),
      hidden: c.hidden !== null,
      claimedBy: c.claimed_by ? { _id: c.claimed_by, name: (c.claimed_name ?? '').trim() } : null,
      author: c.author_id
        ? {
            _id: c.author_id,
            name: (c.author_name ?? c.snapshot.authorName).trim(),
            earlierReports: Number(earlier.find((e) => e.author_id === c.author_id)?.n ?? 0),
            sanctions: sanctionRows.filter((s) => s.user_id === c.author_id).map(toSanction),
          }
        : null,
    };
  });
  return { data, count: Number(count) };
}

/**
 * Claims a reported thing (a moderator, or an admin of its group or institution): one statement,
 * so of two at once the second gets 409.
 */
export async function claim(db: Db, actor: Actor, kind: ReportKind, id: string): Promise<void> {
  const [c] = rowsOf<{ admin_ids: string[] }>(
    await db.execute(sql`select admin_ids from moderation_cases where kind = ${kind} and thing_id = ${id} and open_reporters > 0`),
  );
  authorize(moderationPolicy.claim(actor, { adminIds: c?.admin_ids ?? [] }), MODERATION_MSG.moderatorsOnly);
  if (!c) throw notFound(MODERATION_MSG.nothingOpen);
  const claimed = rowsOf<{ kind: string }>(
    await db.execute(sql`
      update moderation_cases set claimed_by = ${actor.id}::uuid, claimed_at = now()
      where kind = ${kind} and thing_id = ${id} and open_reporters > 0 and (claimed_by is null or claimed_by = ${actor.id}::uuid)
      returning kind`),
  );
  if (claimed.length) return;
  const [open] = rowsOf<{ kind: string }>(
    await db.execute(sql`select kind from moderation_cases where kind = ${kind} and thing_id = ${id} and open_reporters > 0`),
  );
  throw open ? conflict(MODERATION_MSG.claimedByOther) : notFound(MODERATION_MSG.nothingOpen);
}

// ---------------------------------------------------------------------------------------------
// Decisions

const SANCTIONS: readonly string[] = ['warn', 'silence', 'suspend'];
type NoticeSpec = Parameters<typeof notify>[2][number];

/**
 * A moderator acts on a reported thing (claiming it if nobody has): dismiss, hide or remove decide
 * the thing and close its reports (the reporters are told); warn, silence and suspend sanction its
 * author until `hours` from now and leave the reports open for the thing's decision.
 */
export async function act(db: Db, actor: Actor, kind: ReportKind, id: string, input: ModerationActInput): Promise<ModerationActResult> {
  const action = input.action as ModerationActResult['action'];
  const reason = input.reason ?? '';
  // The people told (the author of a sanction, the reporters of a decision): written once the
  // decision has committed, once per decision (its source key), by the notifications area.
  let notice: { source: string; spec: NoticeSpec; at: Date } | null = null;
  const result = await inTransaction(db, async (tx) => {
    const [c] = rowsOf<CaseRow>(
      await tx.execute(sql`select * from moderation_cases where kind = ${kind} and thing_id = ${id} and open_reporters > 0 for update`),
    );
    authorize(moderationPolicy.act(actor, { adminIds: c?.admin_ids ?? [] }, action), MODERATION_MSG.moderatorsOnly);
    if (!c) throw notFound(MODERATION_MSG.nothingOpen);
    if (c.claimed_by && c.claimed_by !== actor.id) throw conflict(MODERATION_MSG.claimedByOther);
    const now = new Date();

    if (SANCTIONS.includes(action)) {
      if (!c.author_id) throw notFound(MODERATION_MSG.thingNotFound);
      const sanctionKind = action as SanctionKind;
      const endsAt = new Date(now.getTime() + (input.hours ?? 0) * HOUR_MS);
      const before = await standingOf(tx, c.author_id);
      const [s] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into sanctions (user_id, kind, reason, by_id, created_at, ends_at)
          values (${c.author_id}::uuid, ${sanctionKind}, ${reason}, ${actor.id}::uuid, ${now.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)
          returning id`),
      );
      await tx.execute(
        sql`update moderation_cases set claimed_by = ${actor.id}::uuid, claimed_at = coalesce(claimed_at, now()) where kind = ${kind} and thing_id = ${id}`,
      );
      // user.changed: every process drops the person's cached standing, and the live channel
      // re-checks their streams (a suspension ends them).
      await publish(
        tx,
        {
          type: 'moderation.sanctioned',
          actorId: actor.id,
          audience: [c.author_id],
          data: { userId: c.author_id, kind: sanctionKind, endsAt: endsAt.toISOString() },
        },
        userChanged(c.author_id),
      );
      notice = {
        source: `moderation:sanction:${s.id}`,
        spec: {
          recipients: [c.author_id],
          kind: 'moderation',
          subject: { kind: 'sanction', id: s.id, title: reason, state: sanctionKind },
          link: c.snapshot.link ?? '/notifications',
          actorId: null,
          actorKey: null,
        },
        at: now,
      };
      await audit(tx, {
        actorId: actor.id,
        action: `moderation.${sanctionKind}`,
        targetKind: 'user',
        targetId: c.author_id,
        reason,
        before: {
          silencedUntil: before.silencedUntil?.toISOString() ?? null,
          suspendedUntil: before.suspendedUntil?.toISOString() ?? null,
        },
        after: { sanction: sanctionKind, endsAt: endsAt.toISOString(), about: { kind, id } },
      });
      return { action, closedReports: 0 };
    }

    const hidden = action === 'dismiss' ? null : (action as 'hide' | 'remove');
    const closed = rowsOf<{ reporter_id: string }>(
      await tx.execute(sql`
        update reports set closed_at = ${now.toISOString()}::timestamptz, outcome = ${action}
        where kind = ${kind} and thing_id = ${id} and closed_at is null returning reporter_id`),
    );
    await tx.execute(sql`
      update moderation_cases set open_reporters = 0, first_reported_at = null, claimed_by = null, claimed_at = null,
        hidden = ${hidden}, hidden_at = ${hidden ? now.toISOString() : null}::timestamptz
      where kind = ${kind} and thing_id = ${id}`);
    if (c.hidden !== hidden) {
      await publish(tx, { type: 'moderation.hidden', actorId: actor.id, audience: [], data: { kind, id, hidden } });
    }
    notice = {
      source: `moderation:decision:${kind}:${id}:${now.toISOString()}`,
      spec: {
        recipients: closed.map((r) => r.reporter_id),
        kind: 'moderation',
        subject: { kind: 'report', id: `${kind}:${id}`, title: c.snapshot.title || c.snapshot.text.slice(0, 80), state: action },
        link: '/notifications',
        actorId: null,
        actorKey: null,
      },
      at: now,
    };
    await audit(tx, {
      actorId: actor.id,
      action: `moderation.${action}`,
      targetKind: kind,
      targetId: id,
      reason,
      before: { hidden: c.hidden, openReporters: Number(c.open_reporters) },
      after: { hidden, snapshot: c.snapshot },
    });
    return { action, closedReports: closed.length };
  });
  const told = notice as { source: string; spec: NoticeSpec; at: Date } | null;
  if (told) await notify(db, told.source, [told.spec], told.at, new Date());
  return result;
}

/** Dismisses several reported things at once (each in its own transaction; the first refusal stops). */
export async function dismissMany(db: Db, actor: Actor, cases: { kind: string; id: string }[]): Promise<number> {
  authorize(moderationPolicy.dismissMany(actor), MODERATION_MSG.moderatorsOnly);
  let closed = 0;
  for (const c of cases) closed += (await act(db, actor, c.kind as ReportKind, c.id, { action: 'dismiss' })).closedReports;
  return closed;
}

// ---------------------------------------------------------------------------------------------
// Reading the audit log

interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_kind: string;
  target_id: string;
  reason: string;
  before: unknown;
  after: unknown;
  at: string | Date;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  _id: String(r.id),
  actorId: r.actor_id,
  actorName: r.actor_name,
  action: r.action,
  targetKind: r.target_kind,
  targetId: r.target_id,
  reason: r.reason,
  before: r.before,
  after: r.after,
  at: iso(r.at),
});

function auditWhere(q: AuditQuery) {
  const parts = [sql`true`];
  if (q.action) parts.push(sql`action = ${q.action}`);
  if (q.actorId) parts.push(UUID_RE.test(q.actorId) ? sql`actor_id = ${q.actorId}::uuid` : sql`false`);
  if (q.targetKind) parts.push(sql`target_kind = ${q.targetKind}`);
  if (q.targetId) parts.push(sql`target_id = ${q.targetId}`);
  if (q.from) parts.push(sql`at >= ${q.from}::date`);
  if (q.to) parts.push(sql`at < ${q.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

/** GET /moderation/audit: newest first, a page after `before` (the last id seen). */
export async function auditPage(db: Db, actor: Actor, q: AuditQuery): Promise<{ data: AuditEntry[] }> {
  authorize(moderationPolicy.audit(actor), MODERATION_MSG.adminsOnly);
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select * from audit_log where ${auditWhere(q)} ${q.before ? sql`and id < ${q.before}` : sql``}
      order by id desc limit ${q.limit}`),
  );
  return { data: rows.map(toEntry) };
}

export const AUDIT_CSV_HEADER = ['id', 'at', 'actor_id', 'actor_name', 'action', 'target_kind', 'target_id', 'reason', 'before', 'after'];

/** The audit log's rows for a CSV download, a page at a time (newest first); asked before the first byte is sent. */
export function auditCsv(db: Db, actor: Actor, q: AuditQuery): AsyncIterable<(string | number)[][]> {
  authorize(moderationPolicy.audit(actor), MODERATION_MSG.adminsOnly);
  return auditCsvPages(db, q);
}

async function* auditCsvPages(db: Db, q: AuditQuery): AsyncIterable<(string | number)[][]> {
  let before = q.before ?? null;
  for (;;) {
    const rows = rowsOf<AuditRow>(
      await db.execute(sql`
        select * from audit_log where ${auditWhere(q)} ${before ? sql`and id < ${before}` : sql``}
        order by id desc limit 1000`),
    );
    if (!rows.length) return;
    yield rows.map((r) => [
      r.id,
      iso(r.at),
      r.actor_id ?? '',
      r.actor_name,
      r.action,
      r.target_kind,
      r.target_id,
      r.reason,
      JSON.stringify(r.before ?? null),
      JSON.stringify(r.after ?? null),
    ]);
    before = rows[rows.length - 1].id;
  }
}

// ---------------------------------------------------------------------------------------------
// The admin console

/** GET /moderation/people?q=: people by name or e-mail, with their roles, reports and sanctions (admins only). */
export async function findPeople(db: Db, actor: Actor, words: string): Promise<StaffPersonView[]> {
  authorize(moderationPolicy.people(actor), MODERATION_MSG.adminsOnly);
  const found = await findAccounts(db, words);
  if (!found.length) return [];
  const ids = `{${found.map((u) => u.id).join(',')}}`;
  const [counts, sanctionRows] = await Promise.all([
    db
      .execute(
        sql`select author_id, count(*) filter (where closed_at is null)::int as open,
              count(*) filter (where outcome in ('hide', 'remove'))::int as upheld
            from reports where author_id = any(${ids}::uuid[]) group by author_id`,
      )
      .then((r) => rowsOf<{ author_id: string; open: number; upheld: number }>(r)),
    db
      .execute(
        sql`select id, user_id, kind, reason, created_at, ends_at from sanctions where user_id = any(${ids}::uuid[]) order by created_at desc`,
      )
      .then((r) => rowsOf<{ id: string; user_id: string; kind: SanctionKind; reason: string; created_at: string; ends_at: string }>(r)),
  ]);
  return found.map((u) => {
    const c = counts.find((x) => x.author_id === u.id);
    return {
      _id: u.id,
      name: `${u.firstname} ${u.lastname}`.trim(),
      email: u.email,
      roles: u.roles,
      usercategory: u.usercategory,
      openReports: Number(c?.open ?? 0),
      upheldReports: Number(c?.upheld ?? 0),
      sanctions: sanctionRows.filter((x) => x.user_id === u.id).map(toSanction),
    };
  });
}

/** POST /moderation/roles: an admin grants or revokes a system role (on the audit log, by the users area). */
export async function changeRole(db: Db, actor: Actor, input: RoleChangeInput): Promise<string[]> {
  authorize(moderationPolicy.roles(actor), MODERATION_MSG.adminsOnly);
  const person = await findUserById(db, input.userId);
  if (!person) throw notFound(MODERATION_MSG.userNotFound);
  if (input.grant) await grantRole(db, person.email, input.role, actor.id);
  else await revokeRole(db, person.email, input.role, actor.id);
  return (await findUserById(db, person.id))?.roles ?? [];
}
