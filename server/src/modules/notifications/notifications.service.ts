/**
 * Notifications (issue 17): the notices in each person's bell, their choices per kind, and the
 * e-mails' unsubscribe tokens. Notices are written from domain events by notifications.jobs.ts
 * (through addNotices), a chat's from what its message's transaction queues (noticeChatMessage);
 * this file never reads another area's tables.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MSG,
  UUID_RE,
  defaultNotificationPreference,
  type DomainEvent,
  type Notification,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferencesInput,
} from '@delv/shared';
import { forNamedStatements, type Db } from '../../db/client';
import { notificationPreferences, notifications, notificationSources } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { toUserSummary, findUserById, findUsersByIds } from '../users';
import { notificationPolicy } from './notifications.policy';

export type NoticeRow = typeof notifications.$inferSelect;

/** What one event (or reminder) tells its recipients: one notice each, grouped with their open one. */
export interface NoticeSpec {
  recipients: string[];
  kind: NotificationKind;
  subject: { kind: string; id: string; title: string; state?: string | null };
  link: string;
  /** The person shown as having done it (null: the system, or a guest). */
  actorId: string | null;
  /** Counts each person once in the group: the actor's id, or a guest registration's id; null counts nobody. */
  actorKey: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
/** A PostgreSQL array literal of values that need no quoting (uuids, booleans). */
const pgArray = (values: (string | boolean)[]) => `{${values.join(',')}}`;

/** Each of these people's choice for one kind (defaults where they chose nothing). */
async function choicesFor(db: Db, userIds: string[], kind: NotificationKind): Promise<Map<string, NotificationPreference>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.kind, kind)));
  const stored = new Map(rows.map((r) => [r.userId, r]));
  return new Map(
    userIds.map((id) => {
      const row = stored.get(id);
      return [
        id,
        row ? { kind, inApp: row.inApp, email: row.email as NotificationPreference['email'] } : defaultNotificationPreference(kind),
      ];
    }),
  );
}

/**
 * Who of these people wants this kind e-mailed as it happens: the areas that send their own mail
 * for a kind (session changes, claim decisions, invitations) ask before sending it, so a person's
 * choice of a digest or of never holds for those mails too.
 */
export async function wantMailNow(db: Db, userIds: string[], kind: NotificationKind): Promise<Set<string>> {
  const ids = [...new Set(userIds)].filter((id) => UUID_RE.test(id));
  if (!ids.length) return new Set();
  const choices = await choicesFor(db, ids, kind);
  return new Set(ids.filter((id) => choices.get(id)!.email === 'instant'));
}

/** How many unread notices each person has in the bell. */
async function unreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: notifications.recipientId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.recipientId, userIds), sql`${notifications.readAt} is null and ${notifications.inApp}`))
    .groupBy(notifications.recipientId);
  const counts = new Map(rows.map((r) => [r.id, Number(r.count)]));
  return new Map(userIds.map((id) => [id, counts.get(id) ?? 0]));
}

/**
 * Kinds whose area already sends its own mail as it happens (when wantMailNow says so): a session's
 * change or cancellation (with the calendar file), a claim's decision, an institution's invitation.
 * Their notice is not mailed again at once; in the app and in digests they are like any other kind.
 */
const MAILED_BY_THEIR_AREA: ReadonlySet<NotificationKind> = new Set(['session', 'claim', 'invitation']);

const changedEvent = (userId: string, unread: number, notificationId: string | null): DomainEvent<'notification.changed'> => ({
  type: 'notification.changed',
  actorId: null,
  audience: [userId],
  data: { unread, notificationId },
});

/**
 * Marks `key` (an event, a reminder) as turned into notices, in `tx`: false when it already was,
 * so a retried or raced job adds nothing twice.
 */
export async function claimSource(tx: Db, key: string): Promise<boolean> {
  const rows = await tx.insert(notificationSources).values({ key }).onConflictDoNothing().returning({ key: notificationSources.key });
  return rows.length > 0;
}

/**
 * Writes a spec's notices in `tx` (one opened by inTransaction): each recipient's open notice of
 * this kind and subject gathers the actor, or a new one starts. The actor never hears of their own
 * act; a kind off in the app and by e-mail makes nothing. Returns the notices to mail at once.
 */
export async function addNotices(tx: Db, spec: NoticeSpec, at: Date): Promise<{ id: string; recipientId: string }[]> {
  const recipients = [...new Set(spec.recipients)].filter((id) => id !== spec.actorId && UUID_RE.test(id));
  if (!recipients.length) return [];
  const choices = await choicesFor(tx, recipients, spec.kind);
  const wanted = recipients.filter((id) => choices.get(id)!.inApp || choices.get(id)!.email !== 'never');
  if (!wanted.length) return [];
  const { kind, subject, link } = spec;
  const rows = rowsOf<{ id: string; recipient_id: string; created: boolean; in_app: boolean }>(
    await tx.execute(sql`
      insert into notifications (recipient_id, kind, subject_kind, subject_id, subject_title, subject_state, link, in_app, created_at, updated_at)
      select r.id, ${kind}, ${subject.kind}, ${subject.id}, ${subject.title}, ${subject.state ?? null}, ${link}, r.in_app, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      from unnest(${pgArray(wanted)}::uuid[], ${pgArray(wanted.map((id) => choices.get(id)!.inApp))}::boolean[]) as r(id, in_app)
      on conflict (recipient_id, kind, subject_kind, subject_id) where read_at is null do update set
        updated_at = greatest(notifications.updated_at, excluded.updated_at), subject_title = excluded.subject_title,
        subject_state = excluded.subject_state, link = excluded.link, in_app = excluded.in_app
      returning id, recipient_id, (xmax = 0) as created, in_app`),
  );
  // The bell changes for those with a new notice or one more person in it (a repeat by the same person moves nothing).
  const changed = new Set(rows.filter((r) => r.created || spec.actorKey === null).map((r) => r.id));
  if (spec.actorKey !== null && rows.length) {
    const ids = pgArray(rows.map((r) => r.id));
    // The upsert above holds each notice's row until commit, so a job adding to the same notice
    // waits, and its statements below see this one's people: the latest three are exact whatever
    // order the jobs run in.
    const added = rowsOf<{ notification_id: string; inserted: boolean }>(
      await tx.execute(sql`
        insert into notification_actors (notification_id, actor_key, actor_id, acted_at)
        select unnest(${ids}::uuid[]), ${spec.actorKey}, ${spec.actorId}::uuid, ${at.toISOString()}::timestamptz
        on conflict (notification_id, actor_key) do update set acted_at = greatest(notification_actors.acted_at, excluded.acted_at)
        returning notification_id, (xmax = 0) as inserted`),
    );
    const grown = added.filter((a) => a.inserted).map((a) => a.notification_id);
    await tx.execute(sql`
      update notifications n set actor_count = n.actor_count + (n.id = any(${pgArray(grown)}::uuid[]))::int,
        actor_ids = coalesce((select array_agg(l.actor_id order by l.acted_at desc) from (
          select a.actor_id, a.acted_at from notification_actors a
          where a.notification_id = n.id and a.actor_id is not null order by a.acted_at desc limit 3) l), '{}')
      where n.id = any(${ids}::uuid[])`);
    grown.forEach((id) => changed.add(id));
  }
  const shown = rows.filter((r) => r.in_app && changed.has(r.id));
  if (shown.length) {
    const counts = await unreadCounts(
      tx,
      shown.map((r) => r.recipient_id),
    );
    await publish(tx, ...shown.map((r) => changedEvent(r.recipient_id, counts.get(r.recipient_id)!, r.id)));
  }
  if (MAILED_BY_THEIR_AREA.has(spec.kind)) return [];
  return rows.filter((r) => choices.get(r.recipient_id)!.email === 'instant').map((r) => ({ id: r.id, recipientId: r.recipient_id }));
}

/** Notice rows as the bell shows them; their people are read in one query. */
async function presentNotices(db: Db, rows: NoticeRow[]): Promise<Notification[]> {
  const people = await findUsersByIds(
    db,
    rows.flatMap((r) => r.actorIds),
  );
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind as NotificationKind,
    actors: r.actorIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [toUserSummary(person)] : [];
    }),
    actorCount: r.actorCount,
    subject: { kind: r.subjectKind, id: r.subjectId, title: r.subjectTitle, ...(r.subjectState ? { state: r.subjectState } : {}) },
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

const mine = (userId: string) => and(eq(notifications.recipientId, userId), eq(notifications.inApp, true));

/** GET /api/notifications: mine, newest first. */
export async function listMine(
  db: Db,
  userId: string,
  page: { skip: number; limit: number },
): Promise<{ data: Notification[]; count: number }> {
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(userId))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(mine(userId)),
  ]);
  return { data: await presentNotices(db, rows), count: Number(count) };
}

/** The bell asks on every page load: a named prepared statement per database, planned once per connection. */
const unreadStatements = new WeakMap<Db, ReturnType<typeof prepareUnread>>();
const prepareUnread = (db: Db) =>
  forNamedStatements(db)
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, sql.placeholder('uid')), sql`${notifications.readAt} is null and ${notifications.inApp}`))
    .prepare('notifications_unread_count');

/** GET /api/notifications/unread-count: one count on the partial index of unread notices. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  let statement = unreadStatements.get(db);
  if (!statement) unreadStatements.set(db, (statement = prepareUnread(db)));
  const [{ count }] = await statement.execute({ uid: userId });
  return Number(count);
}

/** The count inside a transaction (a named statement belongs to the shared connections, not to `tx`). */
const unreadIn = async (tx: Db, userId: string) => (await unreadCounts(tx, [userId])).get(userId)!;

/** Marks one of my notices read (ending its group); someone else's is answered as missing. */
export async function markRead(db: Db, actor: Actor, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw notFound(NOTIFICATION_MSG.notFound);
  const [row] = await db
    .select({ recipientId: notifications.recipientId, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row || !notificationPolicy.read(actor, row)) throw notFound(NOTIFICATION_MSG.notFound);
  if (row.readAt) return;
  await inTransaction(db, async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), sql`${notifications.readAt} is null`));
    await publish(tx, changedEvent(actor.id, await unreadIn(tx, actor.id), id));
  });
}

/** Marks every notice of mine read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const read = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.recipientId, userId), sql`${notifications.readAt} is null`))
      .returning({ id: notifications.id });
    if (read.length) await publish(tx, changedEvent(userId, 0, null));
  });
}

/** A person has read a discussion (in the chat's read-mark transaction): its notice is read too. */
export async function readChatNotice(tx: Db, userId: string, chatId: string): Promise<void> {
  const read = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.kind, 'chat'),
        eq(notifications.subjectId, chatId),
        sql`${notifications.readAt} is null`,
      ),
    )
    .returning({ id: notifications.id });
  if (read.length) await publish(tx, changedEvent(userId, await unreadIn(tx, userId), read[0].id));
}

/** Every kind's choices, the defaults filled in. */
export async function myPreferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const stored = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = stored.get(kind);
    return row ? { kind, inApp: row.inApp, email: row.email as NotificationPreference['email'] } : defaultNotificationPreference(kind);
  });
}

/** PUT /api/notifications/preferences: the kinds sent change, the others keep their choice. */
export async function savePreferences(db: Db, userId: string, input: NotificationPreferencesInput): Promise<NotificationPreference[]> {
  // A kind sent twice: the last one counts.
  const byKind = new Map(input.preferences.map((p) => [p.kind, p]));
  if (byKind.size) {
    await db
      .insert(notificationPreferences)
      .values([...byKind.values()].map((p) => ({ userId, kind: p.kind, inApp: p.inApp, email: p.email })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, modifiedAt: sql`now()` },
      });
  }
  return myPreferences(db, userId);
}

/** What an unsubscribe link stops: one kind's e-mails, or the digests. */
export type UnsubscribeScope = NotificationKind | 'digest';

const macOf = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`delv-unsubscribe:${userId}:${scope}`).digest('base64url');

/** The token of every notice e-mail's unsubscribe link: an HMAC under the server's secret, nothing stored. */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${macOf(secret, userId, scope)}`;
}

function readToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, mac, ...rest] = token.split('.');
  if (rest.length || !mac || !UUID_RE.test(userId)) return null;
  if (scope !== 'digest' && !NOTIFICATION_KINDS.includes(scope as NotificationKind)) return null;
  const want = Buffer.from(macOf(secret, userId, scope));
  const got = Buffer.from(mac);
  return got.length === want.length && timingSafeEqual(got, want) ? { userId, scope: scope as UnsubscribeScope } : null;
}

/** What a token unsubscribes from (the client's page may say it before the person confirms). */
export async function unsubscribeTarget(db: Db, secret: string, token: string): Promise<{ userId: string; scope: UnsubscribeScope }> {
  const found = readToken(secret, token);
  if (!found || !(await findUserById(db, found.userId))) {
    throw badRequest(NOTIFICATION_MSG.unsubscribeInvalid, { token: NOTIFICATION_MSG.unsubscribeInvalid });
  }
  return found;
}

/** One click, no sign-in: that kind's e-mails become 'never', or every digest choice does. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<{ kind: UnsubscribeScope }> {
  const { userId, scope } = await unsubscribeTarget(db, secret, token);
  if (scope === 'digest') {
    await db
      .update(notificationPreferences)
      .set({ email: 'never', modifiedAt: new Date() })
      .where(and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.email, ['daily', 'weekly'])));
  } else {
    const inApp = (await myPreferences(db, userId)).find((p) => p.kind === scope)!.inApp;
    await savePreferences(db, userId, { preferences: [{ kind: scope, inApp, email: 'never' }] });
  }
  return { kind: scope };
}

/** An account is being deleted (in its transaction): its notices go, and it leaves the others' lists of people. */
export async function forgetNotices(tx: Db, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.recipientId, userId));
  await tx.execute(sql`with gone as (delete from notification_actors where actor_key = ${userId} returning notification_id)
    update notifications set actor_ids = array_remove(actor_ids, ${userId}::uuid) where id in (select notification_id from gone)`);
}

/** Read notices older than `days`, and sources kept past any retry: removed in batches (the prune job). */
export async function pruneNotices(db: Db, now: Date, days: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`delete from notifications where id in (
        select id from notifications where read_at is not null and read_at < ${now.toISOString()}::timestamptz - ${`${days} days`}::interval limit 5000)
        returning id`),
    );
    removed += rows.length;
    if (rows.length < 5000) break;
  }
  await db.execute(sql`delete from notification_sources where created_at < ${now.toISOString()}::timestamptz - interval '8 days'`);
  return removed;
}

/** Unread notices of the kinds a person gets in this digest, changed in (from, to], newest first per person. */
export async function digestNotices(db: Db, userIds: string[], period: 'daily' | 'weekly', from: Date, to: Date): Promise<NoticeRow[]> {
  if (!userIds.length) return [];
  return db
    .select({ n: notifications })
    .from(notifications)
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.recipientId),
        eq(notificationPreferences.kind, notifications.kind),
        eq(notificationPreferences.email, period),
      ),
    )
    .where(
      and(
        inArray(notifications.recipientId, userIds),
        sql`${notifications.readAt} is null and ${notifications.updatedAt} > ${from.toISOString()}::timestamptz
          and ${notifications.updatedAt} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(notifications.recipientId, desc(notifications.updatedAt))
    .then((rows) => rows.map((r) => r.n));
}

/** The next people (by id, after `after`) who chose this digest for some kind. */
export async function digestPeople(db: Db, period: 'daily' | 'weekly', after: string | null, limit: number): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`select user_id from notification_preferences
      where email = ${period} ${after ? sql`and user_id > ${after}::uuid` : sql``}
      group by user_id order by user_id limit ${limit}`),
  );
  return rows.map((r) => r.user_id);
}

/** A notice by id (the instant mail's job). */
export async function findNotice(db: Db, id: string): Promise<NoticeRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Notices kept only for their e-mail (in-app off) are done once mailed. */
export async function markMailed(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length) {
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(inArray(notifications.id, ids), eq(notifications.inApp, false), sql`${notifications.readAt} is null`));
  }
}

/** The choice of one person for one kind (the instant mail checks it is still wanted). */
export async function choiceOf(db: Db, userId: string, kind: NotificationKind): Promise<NotificationPreference> {
  return (await choicesFor(db, [userId], kind)).get(userId)!;
}

/** How long a notice gathers people before its instant e-mail goes. */
export const NOTICE_MAIL_DELAY_MS = 60_000;

/**
 * Writes a source's notices once (a second call with the same `source` adds nothing), and queues
 * the instant e-mails of those that want one. Other areas call it for notices no event makes (a
 * session's reminders, sessions.jobs.ts). The mails are notifications.jobs.ts's.
 */
export async function notify(db: Db, source: string, specs: NoticeSpec[], at: Date, now: Date): Promise<void> {
  await inTransaction(db, (tx) => writeNotices(tx, source, specs, at, now));
}

/** notify() in a transaction already open (another area's change, through its event's beforeCommit). */
export async function writeNotices(tx: Db, source: string, specs: NoticeSpec[], at: Date, now: Date): Promise<void> {
  if (!(await claimSource(tx, source))) return;
  for (const spec of specs) await addAndMail(tx, spec, at, now);
}

/**
 * The notices of trust and safety's decisions (issue 31), written in the decision's own transaction
 * (beforeCommit), so none is lost if the process dies once it has committed: each reporter hears
 * the outcome; a sanctioned person hears why and until when.
 */
export async function moderationNotices(tx: Db, event: DomainEvent<'moderation.decided' | 'moderation.sanctioned'>): Promise<void> {
  const now = new Date();
  if (event.type === 'moderation.decided') {
    const { kind, id, action, title, reporterIds, at } = event.data;
    await writeNotices(
      tx,
      `moderation:decision:${kind}:${id}:${at}`,
      [
        {
          recipients: reporterIds,
          kind: 'moderation',
          subject: { kind: 'report', id: `${kind}:${id}`, title, state: action },
          link: '/notifications',
          actorId: null,
          actorKey: null,
        },
      ],
      new Date(at),
      now,
    );
    return;
  }
  const { userId, kind, sanctionId, reason, link } = event.data;
  await writeNotices(
    tx,
    `moderation:sanction:${sanctionId}`,
    [
      {
        recipients: [userId],
        kind: 'moderation',
        subject: { kind: 'sanction', id: sanctionId, title: reason, state: kind },
        link,
        actorId: null,
        actorKey: null,
      },
    ],
    now,
    now,
  );
}

async function addAndMail(tx: Db, spec: NoticeSpec, at: Date, now: Date): Promise<void> {
  for (const notice of await addNotices(tx, spec, at)) {
    await enqueue(
      tx,
      'notifications.mail',
      { notificationId: notice.id },
      { runAt: new Date(now.getTime() + NOTICE_MAIL_DELAY_MS), key: `notifications.mail:${notice.id}` },
    );
  }
}

/** What a chat message tells the members whose notice it changes (the sender's transaction names them). */
export interface ChatNotice {
  messageId: string;
  recipients: string[];
  authorId: string;
  groupId: string;
  groupName: string;
  chatId: string;
  /** The message's time (ISO). */
  at: string;
}

/**
 * A chat message's notices, queued in the message's own transaction (the chats service calls it)
 * and only when it names someone: the members whose notice this message starts, or adds its author
 * to. In a busy room, where the same people write on, that is nobody, so most messages queue
 * nothing (issue 35: one job per message rewrote a notice per member, 600 rows for 200 members).
 * The job writes them (notifications.jobs.ts), so the sender's request never waits for a room's
 * notices.
 */
export async function noticeChatMessage(tx: Db, m: ChatNotice): Promise<void> {
  if (!m.recipients.length) return;
  await enqueue(tx, 'notifications.chat', m, { key: `notifications.chat:${m.messageId}` });
}

/**
 * noticeChatMessage for a message the chats service writes in ONE statement: the job's key and
 * its payload but the recipients and the time, which that statement adds (`payload || {recipients,
 * at}`) and queues only when it names someone (jobs/queue.ts jobInsert).
 */
export const chatNoticeJob = (m: Omit<ChatNotice, 'recipients' | 'at'>) => ({
  kind: 'notifications.chat' as const,
  key: `notifications.chat:${m.messageId}`,
  payload: m,
});

/** The notice spec of a chat message (its job). */
export const chatNoticeSpec = (m: ChatNotice): NoticeSpec => ({
  recipients: m.recipients,
  kind: 'chat',
  subject: { kind: 'chat', id: m.chatId, title: m.groupName },
  link: `/ChatRoom/${m.groupId}`,
  actorId: m.authorId,
  actorKey: m.authorId,
});
