import type {
  ApiList,
  ApiSuccess,
  Chat,
  ChatMessage,
  ChatPage,
  DiscussionGroup,
  GroupMember,
  Invitation,
  JoinOutcome,
  JoinRequest,
  JoinTarget,
} from '@delv/shared';
import { GROUP_LIMITS } from '@delv/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';

export interface GroupListArgs {
  skip?: number;
  search?: string;
  mine?: boolean;
  /** Only this institution's groups (its Groups page). */
  institution?: string;
}

/** The newest page of a discussion, with older pages added in front as they are loaded. */
export interface ChatThread {
  messages: ChatMessage[];
  /** Cursor of the page before the oldest loaded; null when the first message is loaded. */
  before: number | null;
  readSeq: number;
}

export interface ThreadArgs {
  groupId: string;
  chatId: string;
  /** Load the page before this message (scrolling up); absent: the newest page. */
  before?: number;
}

/** Adds or replaces messages by id and keeps them in order (live events may arrive twice or early). */
export function upsertMessages(thread: ChatThread, incoming: ChatMessage[]): void {
  for (const m of incoming) {
    const at = thread.messages.findIndex((x) => x._id === m._id);
    if (at >= 0) thread.messages[at] = m;
    else thread.messages.push(m);
  }
  thread.messages.sort((a, b) => a.seq - b.seq);
}

export const groupsApi = api.enhanceEndpoints({ addTagTypes: ['Group', 'GroupMembers', 'Chats', 'JoinRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    listGroups: build.query<ApiList<DiscussionGroup>, GroupListArgs>({
      query: ({ skip = 0, search = '', mine = false, institution = '' }) => ({
        url: 'discussiongroup',
        params: {
          skip,
          limit: GROUP_LIMITS.PAGE,
          ...(search ? { search } : {}),
          ...(mine ? { mine: true } : {}),
          ...(institution ? { institution } : {}),
        },
      }),
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    suggestedGroups: build.query<ApiSuccess<DiscussionGroup[]>, void>({
      query: () => 'discussiongroup/suggested',
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    getGroup: build.query<ApiSuccess<DiscussionGroup>, string>({
      query: (id) => `discussiongroup/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Group', id }],
    }),
    groupMembers: build.query<ApiList<GroupMember>, { groupId: string; skip?: number }>({
      query: ({ groupId, skip = 0 }) => ({ url: `discussiongroup/${groupId}/members`, params: { skip, limit: 30 } }),
      providesTags: (_r, _e, { groupId }) => [{ type: 'GroupMembers', id: groupId }],
    }),
    /** A group's pending join requests, for those who decide them (an institution's Groups page). */
    groupRequests: build.query<ApiList<JoinRequest>, string>({
      query: (groupId) => ({ url: `discussiongroup/${groupId}/requests`, params: { limit: 50 } }),
      providesTags: [{ type: 'JoinRequests', id: 'INBOX' }],
    }),
    createGroup: build.mutation<ApiSuccess<DiscussionGroup>, FormData>({
      query: (body) => ({ url: 'discussiongroup', method: 'POST', body }),
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    addMembers: build.mutation<ApiSuccess<DiscussionGroup>, { groupId: string; groupMembers: string[] }>({
      query: (body) => ({ url: 'discussiongroup/addmembers', method: 'POST', body }),
      invalidatesTags: (_r, _e, { groupId }) => [
        { type: 'Group', id: groupId },
        { type: 'GroupMembers', id: groupId },
        { type: 'Group', id: 'LIST' },
      ],
    }),
    leaveGroup: build.mutation<ApiSuccess, string>({
      query: (groupId) => ({ url: `discussiongroup/${groupId}/leave`, method: 'POST' }),
      invalidatesTags: (_r, _e, groupId) => [
        { type: 'Group', id: groupId },
        { type: 'GroupMembers', id: groupId },
        { type: 'Group', id: 'LIST' },
        { type: 'Chats', id: groupId },
      ],
    }),
    requestToJoin: build.mutation<ApiSuccess<JoinOutcome>, { whatToJoin: JoinTarget; idOfWhatToJoin: string; groupId?: string }>({
      query: ({ whatToJoin, idOfWhatToJoin }) => ({ url: 'user/requesttojoin/new', method: 'POST', body: { whatToJoin, idOfWhatToJoin } }),
      invalidatesTags: (_r, _e, { whatToJoin, idOfWhatToJoin, groupId }) =>
        whatToJoin === 'chat'
          ? [
              { type: 'Chats', id: groupId },
              { type: 'JoinRequests', id: 'MINE' },
            ]
          : [
              { type: 'Group', id: idOfWhatToJoin },
              { type: 'GroupMembers', id: idOfWhatToJoin },
              { type: 'Group', id: 'LIST' },
              { type: 'Chats', id: idOfWhatToJoin },
              { type: 'JoinRequests', id: 'MINE' },
            ],
    }),
    myRequests: build.query<ApiList<JoinRequest>, void>({
      query: () => ({ url: 'user/requeststojoin/view', params: { limit: 30 } }),
      providesTags: [{ type: 'JoinRequests', id: 'MINE' }],
    }),
    /** The requests I may decide (the profile's Requests tab). */
    requestInbox: build.query<ApiList<JoinRequest>, { adminId: string; skip?: number }>({
      query: ({ adminId, skip = 0 }) => ({ url: `joinrequests/getAllJoinRequests/${adminId}`, params: { skip, limit: 30 } }),
      providesTags: [{ type: 'JoinRequests', id: 'INBOX' }],
    }),
    chatRequests: build.query<ApiList<JoinRequest>, string>({
      query: (chatId) => ({ url: 'chat/getGroupChatRequests', params: { chatId } }),
      providesTags: [{ type: 'JoinRequests', id: 'INBOX' }],
    }),
    decideRequests: build.mutation<
      ApiSuccess<JoinRequest[]>,
      { requestIds: string[]; requestStatus: 'accepted' | 'rejected'; reason?: string }
    >({
      query: (body) => ({ url: 'joinrequests/updateRequestStatus', method: 'POST', body }),
      invalidatesTags: [{ type: 'JoinRequests', id: 'INBOX' }, { type: 'GroupMembers' }, { type: 'Chats' }, { type: 'Group' }],
    }),
    listChats: build.query<ApiList<Chat>, string>({
      query: (groupId) => `chat/${groupId}`,
      providesTags: (_r, _e, groupId) => [{ type: 'Chats', id: groupId }],
    }),
    createChat: build.mutation<ApiSuccess<{ _id: string }>, { groupId: string; title: string; members: string[] }>({
      query: (body) => ({ url: 'chat', method: 'POST', body }),
      invalidatesTags: (_r, _e, { groupId }) => [{ type: 'Chats', id: groupId }],
    }),
    /** One cache entry per discussion: the newest page, then older ones merged in front. */
    chatThread: build.query<ChatThread, ThreadArgs>({
      query: ({ groupId, chatId, before }) => ({
        url: `chat/getAllChatDiscusions/${groupId}/${chatId}`,
        params: before ? { before } : {},
      }),
      transformResponse: (page: ChatPage & { success: true }) => ({ messages: page.data, before: page.before, readSeq: page.readSeq }),
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.groupId}/${queryArgs.chatId}`,
      merge: (cached, page, { arg }) => {
        upsertMessages(cached, page.messages);
        if (arg.before) cached.before = page.before;
        cached.readSeq = Math.max(cached.readSeq, page.readSeq);
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.before !== previousArg?.before,
    }),
    /** A message with a file (an upload: not kept offline). */
    sendMessage: build.mutation<ApiSuccess<ChatMessage>, FormData>({
      query: (body) => ({ url: 'chat/submitchat', method: 'POST', body }),
    }),
    /** A text message, through the outbox: it waits offline and goes out in order; a refusal stays
     * in the chat with Retry and Discard. The live handler (live.ts) puts the answer in the list. */
    sendText: build.mutation<ApiSuccess<ChatMessage>, { groupId: string; chatId: string; content: string }>({
      query: (body) => ({ url: 'chat/submitchat', method: 'POST', body, outbox: { kind: `chat:${body.chatId}`, listedAtOnce: true } }),
    }),
    markRead: build.mutation<ApiSuccess<{ readSeq: number }>, { chatId: string; seq: number }>({
      query: (body) => ({ url: 'chat/read', method: 'POST', body }),
    }),
    /** A member invites someone by e-mail (POST /invitation, category group). */
    inviteToGroup: build.mutation<ApiSuccess<Invitation>, { email: string; groupId: string }>({
      query: ({ email, groupId }) => ({ url: 'invitation', method: 'POST', body: { email, category: 'group', categoryID: groupId } }),
    }),
    /** Its sender (or the group's admins) withdraws an invitation: it admits nobody any more. */
    revokeInvitation: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `invitation/${id}`, method: 'DELETE' }),
    }),
    /** The invitee arrived signed in: the server checks the invitation was sent to them. */
    acceptGroupInvitation: build.mutation<ApiSuccess<{ joined: boolean }>, string>({
      query: (groupId) => ({ url: `invitation/group/${groupId}/accept`, method: 'POST' }),
      invalidatesTags: (_r, _e, groupId) => [
        { type: 'Group', id: groupId },
        { type: 'Group', id: 'LIST' },
        { type: 'GroupMembers', id: groupId },
        { type: 'Chats', id: groupId },
      ],
    }),
    deleteMessage: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `chat/message/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useListGroupsQuery,
  useSuggestedGroupsQuery,
  useGetGroupQuery,
  useGroupMembersQuery,
  useCreateGroupMutation,
  useAddMembersMutation,
  useLeaveGroupMutation,
  useRequestToJoinMutation,
  useRequestInboxQuery,
  useMyRequestsQuery,
  useChatRequestsQuery,
  useDecideRequestsMutation,
  useListChatsQuery,
  useCreateChatMutation,
  useChatThreadQuery,
  useSendMessageMutation,
  useSendTextMutation,
  useMarkReadMutation,
  useDeleteMessageMutation,
  useInviteToGroupMutation,
  useRevokeInvitationMutation,
  useAcceptGroupInvitationMutation,
  useGroupRequestsQuery,
} = groupsApi;

// any: live handlers get the app's dispatch, typed against a state lib/ cannot import.
type AnyDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** Puts a stored message into its discussion's cache (a live event, or the answer to my send). */
export function putMessage(dispatch: AnyDispatch, message: ChatMessage): void {
  dispatch(
    groupsApi.util.updateQueryData('chatThread', { groupId: message.groupId, chatId: message.chatId }, (thread) => {
      upsertMessages(thread, [message]);
    }),
  );
}
