import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users, type StoredFileJson } from './users';

/** Discussion groups (spec 001 §3). Members and admins are rows of group_members, not arrays. */
export const discussionGroups = pgTable(
  'discussion_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupName: text('group_name').notNull(),
    /** Hidden by a moderator (issue 31): only its owner and staff see it, until the decision is reversed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hashTag: text('hash_tag')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    privacy: text('privacy').notNull(),
    profilePicture: jsonb('profile_picture').$type<StoredFileJson>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The institution that owns it (its Groups page): that institution's admins are its admins. */
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    /** Kept by the membership writes in their transaction: cards never count. */
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discussion_groups_privacy_check', sql`${t.privacy} in ('Public', 'Private')`),
    index('discussion_groups_created_idx').on(t.createdAt, t.id),
    index('discussion_groups_name_trgm_idx').using('gin', sql`lower(${t.groupName}) gin_trgm_ops`),
    index('discussion_groups_tags_idx').using('gin', t.hashTag),
    index('discussion_groups_institution_idx')
      .on(t.institutionId, t.createdAt)
      .where(sql`${t.institutionId} is not null`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => discussionGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'group_members_pkey', columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId, t.joinedAt),
    index('group_members_group_joined_idx').on(t.groupId, t.joinedAt),
  ],
);

/** Discussions (chat rooms) inside a group. */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => discussionGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Hidden by a moderator (issue 31): only its owner and staff see it, until the decision is reversed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_group_idx').on(t.groupId, t.createdAt)],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Seen up to': unread messages are the others' messages after it. */
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    /**
     * Where the member's chat notice starts: their read mark as of their last reading (POST
     * /chat/read). Their own messages move read_seq, not this, as they leave the notice open.
     */
    noticeSeq: bigint('notice_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'chat_members_pkey', columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Increasing across all discussions: a discussion's messages in order, and the paging cursor. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    attachment: jsonb('attachment').$type<StoredFileJson>(),
    attachmentName: text('attachment_name').notNull().default(''),
    /** The sending client's id (an outbox may send it twice): stored once per author and discussion. */
    clientId: uuid('client_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Held for a safeguarding review (issue 32): shown to its author only until released. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.seq),
    index('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    /** An author's latest message in a discussion (whose notices a new message changes: chats.service.ts). */
    index('chat_messages_chat_author_seq_idx').on(t.chatId, t.userId, t.seq),
    uniqueIndex('chat_messages_user_chat_client_id_key').on(t.userId, t.chatId, t.clientId),
  ],
);

/**
 * Join requests for groups, chats and institutions (spec 001 §3): one model, decided by someone in
 * can_be_accepted_by. At most one pending request per person and thing.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whatToJoin: text('what_to_join').notNull(),
    idOfWhatToJoin: uuid('id_of_what_to_join').notNull(),
    nameOfWhatToJoin: text('name_of_what_to_join').notNull(),
    /** The group itself, or a chat's group: the request goes when the group does. */
    groupId: uuid('group_id').references(() => discussionGroups.id, { onDelete: 'cascade' }),
    toJoinAs: text('to_join_as').notNull().default('member'),
    canBeAcceptedBy: uuid('can_be_accepted_by')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    title: text('title').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('join_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('join_requests_what_check', sql`${t.whatToJoin} in ('group', 'chat', 'institution')`),
    uniqueIndex('join_requests_one_pending_key')
      .on(t.userId, t.whatToJoin, t.idOfWhatToJoin)
      .where(sql`${t.status} = 'pending'`),
    index('join_requests_user_idx').on(t.userId, t.createdAt),
    // "What may I decide": pending requests whose deciders include me.
    index('join_requests_deciders_idx')
      .using('gin', t.canBeAcceptedBy)
      .where(sql`${t.status} = 'pending'`),
    index('join_requests_target_idx').on(t.idOfWhatToJoin, t.status),
  ],
);
