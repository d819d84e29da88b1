// Plain constants, apart from the yup schemas (validation/groups.ts), so screens and the message
// catalogue can use them without downloading yup.
import { MSG } from './messages';

export const GROUP_LIMITS = {
  /** Groups per page (spec 001 §9). */
  PAGE: 30,
  NAME_MAX: 80,
  DESCRIPTION_MAX: 1000,
  /** Member avatars on a group card (spec 001 §9). */
  CARD_AVATARS: 5,
  CHAT_TITLE_MAX: 80,
  /** A chat message: a few paragraphs; a longer text belongs in an article. */
  MESSAGE_MAX: 2000,
  /** Chat messages per page: newest first, then older pages by cursor. */
  MESSAGES_PAGE: 40,
  ATTACHMENT_BYTES: 5_000_000,
  REASON_MAX: 300,
  /** Requests decided in one call (the inbox's 'several at once'). */
  DECIDE_MAX: 50,
  /** Unread badges stop counting here ('99+'). */
  UNREAD_CAP: 99,
  /** A group invitation admits for this long after it was (last) sent, like an institution's (issue 26 #4). */
  INVITATION_TTL_DAYS: 14,
} as const;

export const GROUP_PRIVACY = ['Public', 'Private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACY)[number];

/** What a join request asks to join (one model for groups, chats and, later, institutions). */
export const JOIN_TARGETS = ['group', 'chat', 'institution'] as const;
export type JoinTarget = (typeof JOIN_TARGETS)[number];
export const JOIN_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** Chat attachments: images and PDFs, recognised by their bytes. */
export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const CHAT_FILE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';

/** Texts of groups, chats and join requests (spec 001 §5, §8; issue 12). */
export const GROUP_MSG = {
  groupNameRequired: 'Group name is required',
  groupNameTooLong: MSG.tooLong('Name', GROUP_LIMITS.NAME_MAX),
  descriptionTooLong: MSG.tooLong('Description', GROUP_LIMITS.DESCRIPTION_MAX),
  privacyRequired: 'Privacy is required',
  created: 'Discussion group Successfully created',
  createFailed: 'Group creation failed',
  updated: 'Group updated',
  deleted: 'Group deleted',
  groupNotFound: 'Group not found',
  notGroupAdmin: 'Only the admins of this group can do this',
  notGroupMember: 'Only members of this group can do this',
  membersRequired: 'Choose at least one member',
  memberAdded: 'Member added to group successfully.',
  memberAddFailed: 'Group member Addition failed',
  institutionsCannotJoin: 'Institution accounts cannot be group members',
  joined: 'You joined the group',
  left: 'You left the group',
  lastAdminCannotLeave: 'Make another member an admin before you leave',
  alreadyMember: 'You are already a member',
  joinSubmitted: 'Join Request submitted successfully',
  chatJoinSubmitted: 'Request has been sent to the Admin',
  joinFailed: 'Failed to submit join request',
  alreadyRequested: 'You have already asked to join; the admin will decide',
  requestNotFound: 'Join request not found',
  notDecider: 'Only the admin this request was sent to can decide it',
  alreadyDecided: 'This request was already decided',
  statusUpdated: 'Success: Request status has been updated',
  accepted: 'Request to join Accepted.',
  rejected: 'Request to join Rejected.',
  noReason: 'No reason appended',
  reasonTooLong: MSG.tooLong('This field', GROUP_LIMITS.REASON_MAX),
  requestStatusInvalid: 'requestStatus must be accepted or rejected',
  requestIdsRequired: 'Choose at least one request',
  whatToJoinInvalid: 'whatToJoin must be group, chat or institution',
  noJoinRequests: 'No Join Requests avalilable',
  noMembers: 'No members registered yet',
  chatTitleRequired: 'Title is required',
  chatTitleTooLong: MSG.tooLong('Title', GROUP_LIMITS.CHAT_TITLE_MAX),
  chatCreated: 'Discussion created',
  chatNotFound: 'Discussion not found',
  notChatMember: 'Only members of this discussion can read it',
  messageEmpty: 'Write a message or attach a file',
  messageTooLong: 'A message can be at most 2000 characters',
  messageNotFound: 'Message not found',
  messageDeleted: 'Message deleted',
  notMessageAuthor: 'Only its author or a group admin can delete a message',
  attachmentType: 'Attach an image (JPEG, PNG, GIF, WebP) or a PDF',
  attachmentTooLarge: 'The file must be at most 5 MB',
  cursorInvalid: 'before must be a message number',
  groupClosed: 'This group is closed: everyone has left it',
  cannotDecideOwn: 'Nobody can decide their own request',
  invitationExpired: 'This invitation has expired',
  invitationRevoked: 'Invitation revoked',
  notInviter: 'Only the person who sent this invitation, or the group admins, can revoke it',
} as const;
