import * as yup from 'yup';
import { GROUP_LIMITS, GROUP_MSG, GROUP_PRIVACY, JOIN_TARGETS } from '../constants/groups';
import { PAGING } from '../constants/limits';
import { MSG } from '../constants/messages';
import { UUID_RE, bool, clientId, limitOf, optionalText, skipParam, tagList, text, wholeNumber } from './common';

const uuidList = (max: number) =>
  yup
    .array()
    .typeError('${path} must be a list')
    // Multipart forms send one value as text, several as repeated fields or a comma-joined text.
    .transform((value, original) =>
      typeof original === 'string'
        ? original
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    )
    .of(text().required().matches(UUID_RE, '${path} must be user ids'))
    .max(max, MSG.tooMany(max))
    .default([]);

/** POST /discussiongroup (multipart: `picture`) and PUT /discussiongroup/:id (spec 001 §5 'Create group'). */
export const groupSchema = yup.object({
  groupName: text().required(GROUP_MSG.groupNameRequired).max(GROUP_LIMITS.NAME_MAX, GROUP_MSG.groupNameTooLong),
  hashTag: tagList(10),
  description: optionalText(GROUP_LIMITS.DESCRIPTION_MAX, 'Description'),
  privacy: text()
    .required(GROUP_MSG.privacyRequired)
    .oneOf([...GROUP_PRIVACY], GROUP_MSG.privacyRequired),
  /** People added at creation besides the creator. */
  members: uuidList(100),
  /** A group of an institution (its Groups page): its admins are the group's admins. Ignored on edit. */
  institutionId: text().default(''),
});
export type GroupInput = yup.InferType<typeof groupSchema>;

/** GET /discussiongroup/: 30 a page; `search` matches the name and the tags; `mine` only my groups. */
export const groupListQuerySchema = yup.object({
  skip: skipParam(),
  limit: limitOf(GROUP_LIMITS.PAGE),
  search: optionalText(100, 'Search'),
  mine: bool('mine must be true or false').default(false),
  /** Only the groups of this institution (its Groups page). */
  institution: text().max(100).default(''),
});
export type GroupListQuery = yup.InferType<typeof groupListQuerySchema>;

/** POST /discussiongroup/addmembers (group admins). */
export const addMembersSchema = yup.object({
  groupId: text().required('groupId is required'),
  groupMembers: uuidList(100).min(1, GROUP_MSG.membersRequired),
});
export type AddMembersInput = yup.InferType<typeof addMembersSchema>;

/** POST /user/requesttojoin/new: a public group is joined at once, anything else waits for its admin. */
export const joinRequestSchema = yup.object({
  whatToJoin: text()
    .required(GROUP_MSG.whatToJoinInvalid)
    .oneOf([...JOIN_TARGETS], GROUP_MSG.whatToJoinInvalid),
  idOfWhatToJoin: text().required('idOfWhatToJoin is required'),
  toJoinAs: text().oneOf(['member', 'staff'], 'toJoinAs must be member or staff').default('member'),
  title: optionalText(GROUP_LIMITS.REASON_MAX),
});
export type JoinRequestInput = yup.InferType<typeof joinRequestSchema>;

/**
 * POST /joinrequests/updateRequestStatus and POST /chat/submitChatRequestStatus: one request
 * (`requestId`) or several (`requestIds`), accepted or rejected with an optional reason.
 */
export const decideRequestsSchema = yup
  .object({
    requestId: text().default(''),
    requestIds: yup
      .array()
      .typeError('requestIds must be a list')
      .of(text().required())
      .max(GROUP_LIMITS.DECIDE_MAX, MSG.tooMany(GROUP_LIMITS.DECIDE_MAX))
      .default([]),
    requestStatus: text().required(GROUP_MSG.requestStatusInvalid).oneOf(['accepted', 'rejected'], GROUP_MSG.requestStatusInvalid),
    reason: optionalText(GROUP_LIMITS.REASON_MAX),
  })
  .test('some', GROUP_MSG.requestIdsRequired, (v) => Boolean(v.requestId || v.requestIds?.length));
export type DecideRequestsInput = yup.InferType<typeof decideRequestsSchema>;

/** POST /chat/: a discussion inside a group, with members chosen from the group. */
export const chatSchema = yup.object({
  groupId: text().required('groupId is required'),
  title: text().required(GROUP_MSG.chatTitleRequired).max(GROUP_LIMITS.CHAT_TITLE_MAX, GROUP_MSG.chatTitleTooLong),
  members: uuidList(500),
});
export type ChatInput = yup.InferType<typeof chatSchema>;

/** POST /chat/submitchat (multipart: `attachment`). */
export const chatMessageSchema = yup.object({
  groupId: text().required('groupId is required'),
  chatId: text().required('chatId is required'),
  content: text().max(GROUP_LIMITS.MESSAGE_MAX, GROUP_MSG.messageTooLong).default(''),
  clientId: clientId(),
});
export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>;

/** GET /chat/getAllChatDiscusions/:groupId/:chatId: newest page, or the page before message `before`. */
export const chatPageQuerySchema = yup.object({
  before: wholeNumber(GROUP_MSG.cursorInvalid, 1, Number.MAX_SAFE_INTEGER).optional(),
  limit: limitOf(GROUP_LIMITS.MESSAGES_PAGE),
});
export type ChatPageQuery = yup.InferType<typeof chatPageQuerySchema>;

/** POST /chat/read: I have seen this discussion up to message `seq`. */
export const chatReadSchema = yup.object({
  chatId: text().required('chatId is required'),
  seq: wholeNumber(GROUP_MSG.cursorInvalid, 0, Number.MAX_SAFE_INTEGER).required(GROUP_MSG.cursorInvalid),
});
export type ChatReadInput = yup.InferType<typeof chatReadSchema>;

/** GET /chat/getGroupChatRequests?chatId= */
export const chatRequestsQuerySchema = yup.object({ chatId: text().required('chatId is required') });

/** GET /user/requeststojoin/view and the admin inbox: pages of requests. */
export const joinRequestListQuerySchema = yup.object({ skip: skipParam(), limit: limitOf(PAGING.DEFAULT_LIMIT) });
