/**
 * Discussions (chat rooms) inside a group and their messages (issue 12). Messages reach the
 * members through the live channel as whole messages ('chat.message'); a client that was away
 * catches up from its last event (live/hub.ts) or pages back by `seq`.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import {
  CHAT_FILE_TYPES,
  GROUP_LIMITS,
  GROUP_MSG,
  UUID_RE,
  type Chat,
  type ChatInput,
  type ChatMessage,
  type ChatMessageInput,
  type ChatPage,
  type MembershipCheck,
} from '@delv/shared';
import { executeNamed, executeNamedQuery, forNamedStatements, type Db } from '../../db/client';
import { chatMembers, chatMessages, chats, discussionGroups, groupMembers, userCards, type StoredFileJson } from '../../db/schema';
import {
  PUBLISHER_LOCK_CTE,
  assertNoBeforeCommit,
  inTransaction,
  outboxInsert,
  outboxNotify,
  publish,
  published,
} from '../../events/publish';
import { enqueue, jobInsert, jobNotify } from '../../jobs/queue';
import { badRequest, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { withImageSize } from '../../lib/images';
import { imageRefOf, privateFileUrl } from '../../lib/privateFiles';
import { deleteQuietly, privateKeyOf, type Storage } from '../../lib/storage';
import type { JoinTargetHandler } from '../../platform/joinTargets';
import { authorize, seesHidden, type Actor } from '../../policies/actor';
import { refuseIfBlocked } from '../blocks';
import { chatNoticeJob, noticeChatMessage, readChatNotice } from '../notifications';
import { groupPolicy } from './groups.policy';
import { checkYoungRoom, holdForReview } from '../youth';
import { groupStanding, toPerson } from './groups.service';

const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? (result as unknown[]);

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

async function findChat(db: Db, groupId: string, chatId: string): Promise<ChatRow> {
  if (!UUID_RE.test(chatId) || !UUID_RE.test(groupId)) throw notFound(GROUP_MSG.chatNotFound);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.groupId, groupId)))
    .limit(1);
  if (!row) throw notFound(GROUP_MSG.chatNotFound);
  return row;
}

async function chatMemberIds(db: Db, chatId: string): Promise<string[]> {
  const rows = await db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId));
  return rows.map((r) => r.userId);
}

/**
 * After a message (`seq`, by `authorId`) is stored, in one statement: the chat's last message, the
 * author's read mark (my own message is seen by me), the members, and those of them whose chat notice
 * the message changes. It does when the author has no earlier message after the point the
 * member's notice starts (notice_seq, their last reading): the notice starts, or gains a person.
 * A busy room, where the same people write on, so writes no notice per message.
 */
async function afterMessage(tx: Db, chatId: string, authorId: string, seq: number, at: Date) {
  // Hot statements (every message): named, so each connection parses them once.
  const rows = await executeNamed<{ members: string | null; notices: string | null }>(
    tx,
    'chat_after_message_ids',
    sql`
      with last as (update chats set last_seq = greatest(last_seq, ${seq}::bigint), last_message_at = ${at.toISOString()}::timestamptz
          where id = ${chatId}::uuid),
        seen as (update chat_members set read_seq = greatest(read_seq, ${seq}::bigint) where chat_id = ${chatId}::uuid and user_id = ${authorId}::uuid)
      select string_agg(cm.user_id::text, ',') as members,
        string_agg(cm.user_id::text, ',') filter (where cm.user_id <> ${authorId}::uuid and cm.notice_seq >= coalesce((select max(x.seq)
          from chat_messages x where x.chat_id = ${chatId}::uuid and x.user_id = ${authorId}::uuid and x.seq < ${seq}::bigint), 0)) as notices
      from chat_members cm where cm.chat_id = ${chatId}::uuid`,
  );
  // One row, not one per member: a room of 200 cost 200 rows to send and parse.
  const ids = (list: string | null | undefined) => (list ? list.split(',') : []);
  return { members: ids(rows[0]?.members), notices: ids(rows[0]?.notices) };
}

async function membership(db: Db, chatId: string, userId: string) {
  const [m] = await db
    .select({ readSeq: chatMembers.readSeq })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .limit(1);
  return m ?? null;
}

/** The chat, the caller's read mark and the group's name: built once per database (every message asks it). */
const readableStatement = (db: Db) =>
  forNamedStatements(db)
    .select({ chat: chats, readSeq: chatMembers.readSeq, groupName: discussionGroups.groupName })
    .from(chats)
    .leftJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, sql.placeholder('userId'))))
    .leftJoin(discussionGroups, eq(discussionGroups.id, chats.groupId))
    .where(and(eq(chats.id, sql.placeholder('chatId')), eq(chats.groupId, sql.placeholder('groupId'))))
    .limit(1)
    .prepare('chat_readable');
const readableStatements = new WeakMap<Db, ReturnType<typeof readableStatement>>();

/** The chat, and the actor's right to read it (403 otherwise), in one statement. */
async function readableChat(db: Db, actor: Actor, groupId: string, chatId: string) {
  if (!UUID_RE.test(chatId) || !UUID_RE.test(groupId)) throw notFound(GROUP_MSG.chatNotFound);
  let statement = readableStatements.get(db);
  if (!statement) readableStatements.set(db, (statement = readableStatement(db)));
  const [row] = await statement.execute({ userId: actor.id, chatId, groupId });
  if (!row) throw notFound(GROUP_MSG.chatNotFound);
  // Hidden by a moderator (issue 31): only the one who opened it and staff still read it.
  if (row.chat.hiddenAt && row.chat.adminId !== actor.id && !seesHidden(actor, [])) throw notFound(GROUP_MSG.chatNotFound);
  authorize(groupPolicy.readChat(actor, { isMember: row.readSeq !== null }), GROUP_MSG.notChatMember);
  return { chat: row.chat, readSeq: row.readSeq!, groupName: row.groupName ?? '' };
}

/** GET /chat/:groupID: the group's discussions with my standing and unread counts; group members only. */
export async function listChats(db: Db, actor: Actor, groupId: string): Promise<{ data: Chat[]; count: number }> {
  const g = await groupStanding(db, groupId, actor.id);
  authorize(groupPolicy.listChats(actor, g), GROUP_MSG.notGroupMember);
  const me = actor.id;
  const rows = await db
    .select({
      c: chats,
      readSeq: sql<number | null>`(select cm.read_seq from chat_members cm where cm.chat_id = "chats"."id" and cm.user_id = ${me})`,
      requested: sql<boolean>`exists(select 1 from join_requests r where r.id_of_what_to_join = "chats"."id" and r.user_id = ${me} and r.status = 'pending')`,
      unread: sql<number>`(select count(*)::int from (select 1 from chat_messages x join chat_members cm on cm.chat_id = x.chat_id and cm.user_id = ${me}
          where x.chat_id = "chats"."id" and x.seq > cm.read_seq and x.user_id <> ${me} and x.deleted_at is null limit ${GROUP_LIMITS.UNREAD_CAP + 1}) u)`,
    })
    .from(chats)
    // Those a moderator hid (issue 31) only for the one who opened them, the group's admins and staff.
    .where(
      and(
        eq(chats.groupId, groupId),
        g.isAdmin || seesHidden(actor, []) ? undefined : sql`(${chats.hiddenAt} is null or ${chats.adminId} = ${me})`,
      ),
    )
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id))
    .limit(200);
  return {
    data: rows.map((r) => ({
      _id: r.c.id,
      ...(r.c.hiddenAt && { hiddenByModerator: true as const }),
      groupId: r.c.groupId,
      title: r.c.title,
      adminId: r.c.adminId ?? '',
      memberCount: r.c.memberCount,
      isMember: r.readSeq !== null,
      isAdmin: r.c.adminId === me,
      requested: r.requested,
      unread: Number(r.unread),
      lastSeq: r.c.lastSeq,
      lastMessageAt: r.c.lastMessageAt?.toISOString() ?? null,
      createdAt: r.c.createdAt.toISOString(),
    })),
    count: rows.length,
  };
}

/** POST /chat/: a group member opens a discussion with members of the group. */
export async function createChat(db: Db, actor: Actor, input: ChatInput): Promise<{ _id: string }> {
  const g = await groupStanding(db, input.groupId, actor.id);
  authorize(groupPolicy.createChat(actor, g), GROUP_MSG.notGroupMember);
  const wanted = [...new Set([actor.id, ...input.members])];
  const inGroup = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, input.groupId), inArray(groupMembers.userId, wanted)));
  if (inGroup.length !== wanted.length) throw badRequest(GROUP_MSG.notGroupMember, { members: GROUP_MSG.notGroupMember });
  // Nobody starts a discussion with a person they blocked or were blocked by (issue 31).
  await refuseIfBlocked(db, actor.id, input.members);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(chats)
      .values({ groupId: input.groupId, title: input.title, adminId: actor.id, memberCount: wanted.length })
      .returning({ id: chats.id });
    await tx.insert(chatMembers).values(wanted.map((userId) => ({ chatId: row.id, userId })));
    await publish(tx, { type: 'chat.changed', actorId: actor.id, audience: wanted, data: { groupId: input.groupId, chatId: row.id } });
    return { _id: row.id };
  });
}

/** GET /chat/checkChatMember/:groupId/:chatId/:userId */
export async function checkChatMember(db: Db, actor: Actor, groupId: string, chatId: string, userId: string): Promise<MembershipCheck> {
  authorize(groupPolicy.checkMember(actor, userId));
  const chat = await findChat(db, groupId, chatId);
  if (!UUID_RE.test(userId)) return { isMember: false, isAdmin: false, requested: false };
  const [m, [pending]] = await Promise.all([
    membership(db, chatId, userId),
    db
      .execute(sql`select 1 from join_requests where id_of_what_to_join = ${chatId} and user_id = ${userId} and status = 'pending' limit 1`)
      .then(rowsOf),
  ]);
  return { isMember: Boolean(m), isAdmin: chat.adminId === userId, requested: Boolean(pending) };
}

type MessageWithAuthor = { m: MessageRow; a: Author | null };

function toMessage(groupId: string, r: MessageWithAuthor): ChatMessage {
  const { m, a } = r;
  const file = m.deletedAt ? null : m.attachment;
  return {
    _id: m.id,
    chatId: m.chatId,
    groupId,
    seq: m.seq,
    userId: m.userId,
    author: a
      ? toPerson({
          id: a.id,
          firstname: a.firstname,
          lastname: a.lastname,
          usercategory: a.usercategory,
          profile_picture: a.profilePicture,
        })
      : null,
    content: m.deletedAt ? '' : m.content,
    attachment: file
      ? {
          url: privateFileUrl(file.key),
          name: m.attachmentName,
          mimeType: file.mimeType,
          size: file.size,
          image: file.mimeType.startsWith('image/') ? imageRefOf(file) : null,
        }
      : null,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
    deleted: Boolean(m.deletedAt),
    ...(m.heldAt ? { held: true } : {}),
  };
}

const authorColumns = {
  id: userCards.id,
  firstname: userCards.firstname,
  lastname: userCards.lastname,
  usercategory: userCards.usercategory,
  profilePicture: userCards.profilePicture,
};
type Author = { id: string; firstname: string; lastname: string; usercategory: string[]; profilePicture: StoredFileJson | null };

const selectMessages = (db: Db) =>
  db.select({ m: chatMessages, a: authorColumns }).from(chatMessages).leftJoin(userCards, eq(userCards.id, chatMessages.userId));

/** GET /chat/getAllChatDiscusions/:groupId/:chatId: the newest page, or the page before `before`. */
export async function messagePage(
  db: Db,
  actor: Actor,
  groupId: string,
  chatId: string,
  q: { before?: number; limit: number },
): Promise<ChatPage> {
  const { readSeq } = await readableChat(db, actor, groupId, chatId);
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        q.before ? lt(chatMessages.seq, q.before) : undefined,
        // Held words (issue 32) are their author's alone until released.
        or(isNull(chatMessages.heldAt), eq(chatMessages.userId, actor.id)),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(q.limit + 1);
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit).reverse();
  return { data: page.map((r) => toMessage(groupId, r)), before: more && page.length ? page[0].m.seq : null, readSeq };
}

async function checkAttachment(file: { path: string; size: number }) {
  if (file.size > GROUP_LIMITS.ATTACHMENT_BYTES) throw payloadTooLarge(GROUP_MSG.attachmentTooLarge);
  const type = await fileTypeFromFile(file.path);
  if (!type || !(CHAT_FILE_TYPES as readonly string[]).includes(type.mime)) throw unsupportedMediaType(GROUP_MSG.attachmentType);
  return type;
}

/** The message this person already sent to this discussion under this client id (issue 26 #8: per person and discussion). */
async function messageOfClient(db: Db, groupId: string, chatId: string, userId: string, clientId: string): Promise<ChatMessage | null> {
  const [row] = await selectMessages(db)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatId, chatId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ? toMessage(groupId, row) : null;
}

/** Who sends: the signed-in person, whose card the message carries (read with the sign-in, not again). */
export type Sender = Actor & { firstname: string; lastname: string; profilePicture: StoredFileJson | null };

const authorOf = (sender: Sender): Author => ({
  id: sender.id,
  firstname: sender.firstname,
  lastname: sender.lastname,
  usercategory: [...sender.usercategory],
  profilePicture: sender.profilePicture,
});

/**
 * POST /chat/submitchat: stored once per client id (an outbox sending again after a lost answer
 * gets the stored message back), then delivered whole to the members on the live channel.
 */
export async function sendMessage(
  deps: { db: Db; storage: Storage },
  sender: Sender,
  input: ChatMessageInput,
  file: { path: string; size: number; originalname?: string } | undefined,
): Promise<ChatMessage> {
  const { db } = deps;
  const { chat, groupName } = await readableChat(db, sender, input.groupId, input.chatId);
  if (!input.content && !file) throw badRequest(GROUP_MSG.messageEmpty, { content: GROUP_MSG.messageEmpty });
  // A discussion of two is a direct conversation: not with a person one blocked or was blocked by (issue 31).
  if (chat.memberCount === 2) await refuseIfBlocked(db, sender.id, await chatMemberIds(db, chat.id));
  const clientId = input.clientId || null;
  // A repeat without a file is answered by the insert itself (below); one with a file is caught
  // before the file is stored again.
  if (clientId && file) {
    const repeat = await messageOfClient(db, chat.groupId, chat.id, sender.id, clientId);
    if (repeat) return repeat;
  }
  // No adult alone with a minor; contact details between them are held for review (issue 32).
  const { hold } = await checkYoungRoom(db, {
    chatId: chat.id,
    memberCount: chat.memberCount,
    senderId: sender.id,
    words: input.content ?? '',
  });
  let stored: StoredFileJson | null = null;
  if (file) {
    const type = await checkAttachment(file);
    const key = privateKeyOf(`chats/${chat.id}/${randomUUID()}.${type.ext}`);
    stored = await withImageSize(
      await deps.storage.put(key, createReadStream(file.path), { contentType: type.mime, size: file.size }),
      file.path,
    );
  }
  const row = {
    id: randomUUID(),
    chatId: chat.id,
    userId: sender.id,
    content: input.content ?? '',
    attachment: stored,
    attachmentName: file ? path.basename(file.originalname || 'file').slice(0, 200) : '',
    clientId,
  };
  try {
    const message = hold ? await storeHeld(db, chat, sender, row) : await storeAndDeliver(db, chat, groupName, sender, row);
    if (message) return message;
    // The same message arrived twice at once: the other request stored it.
    await deleteQuietly(deps.storage, stored?.key);
    return (await messageOfClient(db, chat.groupId, chat.id, sender.id, clientId!))!;
  } catch (err) {
    await deleteQuietly(deps.storage, stored?.key);
    throw err;
  }
}

type NewMessage = Pick<MessageRow, 'id' | 'chatId' | 'userId' | 'content' | 'attachment' | 'attachmentName' | 'clientId'>;

/**
 * A message, its discussion's last message and the author's read mark, its 'chat.message' event to
 * the members and, when it changes someone's chat notice (afterMessage's rule), the notices' job:
 * ONE statement, its own transaction (events/publish.ts PUBLISHER_LOCK_CTE), so a message costs one
 * round trip to PostgreSQL instead of six (BEGIN, lock, insert, after-message, outbox, COMMIT).
 * The event's message is made here; the statement puts in its seq and time. Nothing when its
 * client id was taken (a repeat).
 */
const SEND_STATEMENT = `with ${PUBLISHER_LOCK_CTE},
  m as (
    insert into chat_messages (id, chat_id, user_id, content, attachment, attachment_name, client_id)
    select $1::uuid, $2::uuid, $3::uuid, $4::text, $5::jsonb, $6::text, $7::uuid from publisher_lock
    on conflict (user_id, chat_id, client_id) do nothing
    returning seq, created_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at),
  last as (update chats c set last_seq = greatest(c.last_seq, m.seq), last_message_at = m.created_at from m where c.id = $2::uuid),
  seen as (update chat_members cm set read_seq = greatest(cm.read_seq, m.seq) from m where cm.chat_id = $2::uuid and cm.user_id = $3::uuid),
  room as (
    select array_agg(cm.user_id) as members,
      array_agg(cm.user_id) filter (where cm.user_id <> $3::uuid and cm.notice_seq >= coalesce((select max(x.seq)
        from chat_messages x where x.chat_id = $2::uuid and x.user_id = $3::uuid), 0)) as notices
    from chat_members cm where cm.chat_id = $2::uuid),
  e as (${outboxInsert(`select 'chat.message', $3::uuid, room.members,
      jsonb_set(jsonb_set($8::jsonb, '{message,seq}', to_jsonb(m.seq)), '{message,createdAt}', to_jsonb(m.at)) from m, room`)}),
  j as (${jobInsert(`select $9::text, $10::jsonb || jsonb_build_object('recipients', room.notices, 'at', m.at), $11::text
      from m, room where room.notices is not null`)})
  select m.seq::text as seq, m.at, e.id::text as id, e.tx::text as tx, ${outboxNotify('e')} as notified, ${jobNotify('j')} as queued
  from m, e`;

async function storeAndDeliver(db: Db, chat: ChatRow, groupName: string, sender: Sender, row: NewMessage): Promise<ChatMessage | null> {
  assertNoBeforeCommit('chat.message');
  const message = toMessage(chat.groupId, {
    m: { ...row, seq: 0, deletedAt: null, heldAt: null, createdAt: new Date(0) },
    a: authorOf(sender),
  });
  const notices = chatNoticeJob({ messageId: row.id, authorId: sender.id, groupId: chat.groupId, groupName, chatId: chat.id });
  const [done] = await executeNamedQuery<{ seq: string; at: string; id: string; tx: string }>(db, 'chat_send', {
    sql: SEND_STATEMENT,
    params: [
      row.id,
      row.chatId,
      row.userId,
      row.content,
      row.attachment && JSON.stringify(row.attachment),
      row.attachmentName,
      row.clientId,
      JSON.stringify({ message, groupName }),
      notices.kind,
      JSON.stringify(notices.payload),
      notices.key,
    ],
  });
  if (!done) return null;
  await published(db, { tx: Number(done.tx), id: Number(done.id) });
  return { ...message, seq: Number(done.seq), createdAt: done.at };
}

/** Held for review (issue 32): stored, not delivered: to its author's devices only, until a reviewer releases it ('youth.decided', settleHeldMessage). */
async function storeHeld(db: Db, chat: ChatRow, sender: Sender, row: NewMessage): Promise<ChatMessage | null> {
  return inTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(chatMessages)
      .values({ ...row, heldAt: new Date() })
      .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.chatId, chatMessages.clientId] })
      .returning();
    if (!stored) return null;
    const message = toMessage(chat.groupId, { m: stored, a: authorOf(sender) });
    await holdForReview(tx, { kind: 'chatMessage', id: stored.id, senderId: sender.id, words: stored.content });
    await publish(tx, { type: 'chat.message', actorId: sender.id, audience: [sender.id], data: { message, groupName: '' } });
    return message;
  });
}

/**
 * A safeguarding reviewer decided on a held message (issue 32), in their transaction: released,
 * it is delivered now as if just sent (its place in the discussion is its new seq); removed, it is
 * deleted for its author too.
 */
export async function settleHeldMessage(tx: Db, id: string, decision: 'release' | 'remove'): Promise<void> {
  if (decision === 'remove') {
    await tx.update(chatMessages).set({ deletedAt: new Date(), heldAt: null }).where(eq(chatMessages.id, id));
    return;
  }
  const [row] = await tx
    .update(chatMessages)
    .set({ heldAt: null, seq: sql`nextval(pg_get_serial_sequence('chat_messages', 'seq'))`, createdAt: new Date() })
    .where(and(eq(chatMessages.id, id), sql`${chatMessages.heldAt} is not null`))
    .returning();
  if (!row) return;
  const [chat] = await tx.select().from(chats).where(eq(chats.id, row.chatId)).limit(1);
  if (!chat) return;
  const [found] = await tx
    .select({ groupName: discussionGroups.groupName, a: authorColumns })
    .from(discussionGroups)
    .leftJoin(userCards, eq(userCards.id, row.userId))
    .where(eq(discussionGroups.id, chat.groupId))
    .limit(1);
  await deliver(tx, chat, toMessage(chat.groupId, { m: row, a: found?.a ?? null }), found?.groupName ?? '');
}

/**
 * A stored message reaches its discussion: its last message and the author's read mark move, the
 * members whose chat notice it changes get the notices' job, and the members get it whole.
 */
async function deliver(tx: Db, chat: ChatRow, message: ChatMessage, groupName: string): Promise<void> {
  const { members, notices } = await afterMessage(tx, chat.id, message.userId, message.seq, new Date(message.createdAt));
  await noticeChatMessage(tx, {
    messageId: message._id,
    recipients: notices,
    authorId: message.userId,
    groupId: chat.groupId,
    groupName,
    chatId: chat.id,
    at: message.createdAt,
  });
  await publish(tx, {
    type: 'chat.message',
    actorId: message.userId,
    audience: members,
    data: { message, groupName },
  });
}

/** DELETE /chat/message/:id: by its author, a group admin or a site admin; shown as deleted. */
export async function deleteMessage(deps: { db: Db; storage: Storage }, actor: Actor, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw notFound(GROUP_MSG.messageNotFound);
  const [row] = await deps.db
    .select({ m: chatMessages, groupId: chats.groupId })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chatMessages.id, id))
    .limit(1);
  if (!row || row.m.deletedAt) throw notFound(GROUP_MSG.messageNotFound);
  const g = await groupStanding(deps.db, row.groupId, actor.id);
  const inChat = await membership(deps.db, row.m.chatId, actor.id);
  // Someone who cannot read the chat learns nothing about its messages.
  if (!inChat && !g.isAdmin) throw notFound(GROUP_MSG.messageNotFound);
  authorize(groupPolicy.deleteMessage(actor, row.m, g), GROUP_MSG.notMessageAuthor);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(chatMessages).set({ deletedAt: new Date(), content: '', attachment: null }).where(eq(chatMessages.id, id));
    await publish(tx, {
      type: 'chat.message.deleted',
      actorId: actor.id,
      audience: await chatMemberIds(tx, row.m.chatId),
      data: { groupId: row.groupId, chatId: row.m.chatId, messageId: id },
    });
  });
  await deleteQuietly(deps.storage, row.m.attachment?.key);
}

/**
 * A chat message hidden or removed in review (moderation's 'moderation.hidden', in its
 * transaction): shown as deleted, as its author's deletion shows it; its file is removed by a job.
 */
export async function removeMessageForModeration(tx: Db, id: string, byId: string | null): Promise<void> {
  if (!UUID_RE.test(id)) return;
  const [row] = await tx
    .select({ m: chatMessages, groupId: chats.groupId })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chatMessages.id, id))
    .for('update')
    .limit(1);
  if (!row || row.m.deletedAt) return;
  await tx.update(chatMessages).set({ deletedAt: new Date(), content: '', attachment: null }).where(eq(chatMessages.id, id));
  if (row.m.attachment?.key) await enqueue(tx, 'files.delete', { keys: [row.m.attachment.key] });
  await publish(tx, {
    type: 'chat.message.deleted',
    actorId: byId,
    audience: await chatMemberIds(tx, row.m.chatId),
    data: { groupId: row.groupId, chatId: row.m.chatId, messageId: id },
  });
}

/** POST /chat/read: seen up to `seq` (never backwards); my other tabs and devices hear of it. */
export async function markRead(db: Db, actor: Actor, chatId: string, seq: number): Promise<{ readSeq: number }> {
  if (!UUID_RE.test(chatId)) throw notFound(GROUP_MSG.chatNotFound);
  const [chat] = await db.select({ groupId: chats.groupId, lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat) throw notFound(GROUP_MSG.chatNotFound);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(chatMembers)
      .set({
        readSeq: sql`greatest(${chatMembers.readSeq}, least(${seq}::bigint, ${chat.lastSeq}::bigint))`,
        // Read: the next message by anyone starts a new notice.
        noticeSeq: sql`greatest(${chatMembers.readSeq}, least(${seq}::bigint, ${chat.lastSeq}::bigint))`,
      })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, actor.id)))
      .returning({ readSeq: chatMembers.readSeq });
    if (!row) throw forbidden(GROUP_MSG.notChatMember);
    await readChatNotice(tx, actor.id, chatId);
    await publish(tx, {
      type: 'chat.read',
      actorId: actor.id,
      audience: [actor.id],
      data: { groupId: chat.groupId, chatId, seq: row.readSeq },
    });
    return { readSeq: row.readSeq };
  });
}

/** Joins a chat (an accepted request): a group member only. True when added. */
async function admitToChat(tx: Db, chatId: string, userId: string, actorId: string): Promise<boolean> {
  const [chat] = await tx.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat) throw notFound(GROUP_MSG.chatNotFound);
  const [inGroup] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, chat.groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  // Left the group since asking: a discussion is only for the group's members.
  if (!inGroup) throw badRequest(GROUP_MSG.notGroupMember);
  const added = await tx.insert(chatMembers).values({ chatId, userId }).onConflictDoNothing().returning({ userId: chatMembers.userId });
  if (!added.length) return false;
  await tx
    .update(chats)
    .set({ memberCount: sql`${chats.memberCount} + 1` })
    .where(eq(chats.id, chatId));
  await publish(tx, { type: 'chat.changed', actorId, audience: await chatMemberIds(tx, chatId), data: { groupId: chat.groupId, chatId } });
  return true;
}

/** What joining one of these means (its manifest's joinTargets; platform/joinTargets.ts). */
export const chatJoinTarget: JoinTargetHandler = {
  notFoundMessage: GROUP_MSG.chatNotFound,
  async find(db, id, actor) {
    const [chat] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
    if (!chat) return null;
    const g = await groupStanding(db, chat.groupId, actor.id);
    const isMember = Boolean(await membership(db, id, actor.id));
    // The chat's admin decides; a chat whose admin has gone is decided by the group's admins.
    const deciders = chat.adminId
      ? [chat.adminId]
      : (
          await db
            .select({ userId: groupMembers.userId })
            .from(groupMembers)
            .where(and(eq(groupMembers.groupId, chat.groupId), eq(groupMembers.isAdmin, true)))
        ).map((r) => r.userId);
    return {
      name: chat.title,
      groupId: chat.groupId,
      deciders,
      open: false,
      isMember,
      refusal: g.isMember ? null : GROUP_MSG.notGroupMember,
      subject: { kind: 'group', id: chat.groupId, title: g.row.groupName },
    };
  },
  admit: admitToChat,
};
