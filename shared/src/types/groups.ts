import type { GroupPrivacy, JoinStatus, JoinTarget } from '../constants/groups';
import type { ImageRef } from './images';

/** A person shown on a group card, a member list or a message. */
export interface GroupPerson {
  _id: string;
  firstname: string;
  lastname: string;
  usercategory: string[];
  profilePicture: ImageRef | null;
}

/** What the viewer may do with a group (the policy's answer; the client does not re-derive it). */
export interface GroupCan {
  /** See who is in it and its discussions' titles (a private group's are for its members). */
  read: boolean;
  /** Ask to join it (a public group is joined at once); false for members and closed groups. */
  join: boolean;
  leave: boolean;
  invite: boolean;
  edit: boolean;
  delete: boolean;
  addMembers: boolean;
  createChat: boolean;
  /** See and decide its join requests (its admins, and its institution's admins). */
  decide: boolean;
}

export interface DiscussionGroup {
  _id: string;
  groupName: string;
  hashTag: string[];
  description: string;
  privacy: GroupPrivacy;
  profilePicture: ImageRef | null;
  memberCount: number;
  /** Up to five members, earliest first; none for those who may not see its members (a private group's outsiders). */
  avatars: GroupPerson[];
  /** The institution that owns it (its admins are the group's admins without being members), or null. */
  institutionId: string | null;
  /** Everyone left and no institution owns it: nobody can join it any more (a site admin may delete it). */
  closed: boolean;
  /** Pending join requests, for those who decide them (0 for everyone else). */
  pendingRequests: number;
  createdAt: string;
  isMember: boolean;
  isAdmin: boolean;
  /** The viewer asked to join and the admins have not decided yet. */
  requested: boolean;
  /** Unread messages in the group's discussions I am in (capped at GROUP_LIMITS.UNREAD_CAP + 1). */
  unread: number;
  can: GroupCan;
}

export interface GroupMember extends GroupPerson {
  isAdmin: boolean;
  joinedAt: string;
}

export interface Chat {
  _id: string;
  groupId: string;
  title: string;
  adminId: string;
  memberCount: number;
  isMember: boolean;
  isAdmin: boolean;
  requested: boolean;
  unread: number;
  /** The last message's place; the client's 'seen up to' compares with it. */
  lastSeq: number;
  lastMessageAt: string | null;
  createdAt: string;
}

export interface ChatAttachment {
  url: string;
  name: string;
  mimeType: string;
  size: number;
  image: ImageRef | null;
}

export interface ChatMessage {
  _id: string;
  chatId: string;
  groupId: string;
  /** The message's place in its discussion: increasing, the cursor for older pages and catch-up. */
  seq: number;
  userId: string;
  author: GroupPerson | null;
  content: string;
  attachment: ChatAttachment | null;
  clientId: string | null;
  createdAt: string;
  /** Removed by its author or an admin: shown as 'Message deleted'. */
  deleted: boolean;
  /** Held for a safeguarding review (issue 32): its author alone sees it, marked so, until released. */
  held?: boolean;
}

export interface ChatPage {
  data: ChatMessage[];
  /** Cursor for the page before this one; null at the first message. */
  before: number | null;
  /** What I have seen up to. */
  readSeq: number;
}

export interface JoinRequest {
  _id: string;
  userId: string;
  fullName: string;
  profilePicture: ImageRef | null;
  whatToJoin: JoinTarget;
  idOfWhatToJoin: string;
  nameOfWhatToJoin: string;
  /** The group it is about: the group itself, or the group of a chat (links; it goes with the group). */
  groupId: string | null;
  toJoinAs: 'member' | 'staff';
  status: JoinStatus;
  requestStatus: JoinStatus;
  reason: string;
  title: string;
  createdAt: string;
  decidedAt: string | null;
}

/** Answer of POST /user/requesttojoin/new: joined at once (public group) or waiting. */
export interface JoinOutcome {
  joined: boolean;
  request: JoinRequest | null;
}

export interface MembershipCheck {
  isMember: boolean;
  isAdmin: boolean;
  requested: boolean;
}
