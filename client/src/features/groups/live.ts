/**
 * Groups and chat on the live channel (lib/live.ts): messages arrive whole and are put into their
 * discussion's cache (no request after an event); unread badges move with them; join requests
 * and their decisions reach both sides. Registered when the groups code first loads (a room: after
 * its first paint, as the live stream itself, app/SignedIn.tsx).
 */
import type { ChatMessage } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import { onLiveEvent } from '../../lib/live';
import { notifyError, notifySuccess } from '../../lib/notify';
import { translateMessage } from '../../i18n';
import { groupsApi, putMessage } from './api';
import { readingNow } from './openChat';

/** Moves a group's unread badge by `delta` wherever the group is cached (its page, every list page). */
function moveGroupUnread(dispatch: Parameters<typeof putMessage>[0], groupId: string, delta: number) {
  const move = (g: { unread: number }) => void (g.unread = Math.max(0, g.unread + delta));
  dispatch(groupsApi.util.updateQueryData('getGroup', groupId, (answer) => void (answer.data && move(answer.data))));
  dispatch((_d: unknown, getState: () => unknown) => {
    for (const args of groupsApi.util.selectCachedArgsForQuery(getState() as never, 'listGroups')) {
      dispatch(
        groupsApi.util.updateQueryData('listGroups', args, (list) => {
          const g = list.data.find((x) => x._id === groupId);
          if (g) move(g);
        }),
      );
    }
  });
}

onLiveEvent('chat.message', (event, { dispatch, me }) => {
  const { message } = event.data;
  putMessage(dispatch, message);
  if (message.userId === me || readingNow(message.chatId)) return;
  dispatch(
    groupsApi.util.updateQueryData('listChats', message.groupId, (list) => {
      const chat = list.data.find((c) => c._id === message.chatId);
      if (chat) {
        chat.unread += 1;
        chat.lastSeq = Math.max(chat.lastSeq, message.seq);
        chat.lastMessageAt = message.createdAt;
      }
    }),
  );
  moveGroupUnread(dispatch, message.groupId, 1);
});

onLiveEvent('chat.message.deleted', (event, { dispatch }) => {
  const { groupId, chatId, messageId } = event.data;
  dispatch(
    groupsApi.util.updateQueryData('chatThread', { groupId, chatId }, (thread) => {
      const m = thread.messages.find((x) => x._id === messageId);
      if (m) Object.assign(m, { deleted: true, content: '', attachment: null } satisfies Partial<ChatMessage>);
    }),
  );
});

onLiveEvent('chat.read', (event, { dispatch }) => {
  const { groupId, chatId, seq } = event.data;
  // Patched, not refetched: what this discussion had unread leaves its group's badge too.
  let cleared = 0;
  dispatch(
    groupsApi.util.updateQueryData('listChats', groupId, (list) => {
      const chat = list.data.find((c) => c._id === chatId);
      if (chat) {
        cleared = chat.unread;
        chat.unread = 0;
      }
    }),
  );
  dispatch(groupsApi.util.updateQueryData('chatThread', { groupId, chatId }, (t) => void (t.readSeq = Math.max(t.readSeq, seq))));
  if (cleared) moveGroupUnread(dispatch, groupId, -cleared);
});

onLiveEvent('joinrequest.changed', (event, { dispatch, me }) => {
  const { userId, status, whatToJoin, idOfWhatToJoin, groupId } = event.data;
  dispatch(
    groupsApi.util.invalidateTags([
      { type: 'JoinRequests', id: 'INBOX' },
      { type: 'JoinRequests', id: 'MINE' },
    ]),
  );
  // Those who decide a group's requests see its pending count move (the institution's Groups page).
  if (userId !== me && whatToJoin === 'group')
    dispatch(
      groupsApi.util.invalidateTags([
        { type: 'Group', id: idOfWhatToJoin },
        { type: 'Group', id: 'LIST' },
      ]),
    );
  if (userId !== me || status === 'pending') return;
  const group = whatToJoin === 'chat' ? groupId : idOfWhatToJoin;
  if (group) {
    dispatch(
      groupsApi.util.invalidateTags([
        { type: 'Group', id: group },
        { type: 'Group', id: 'LIST' },
        { type: 'Chats', id: group },
        { type: 'GroupMembers', id: group },
      ]),
    );
  }
  // The requester hears the decision wherever they are.
  if (status === 'accepted') notifySuccess(translateMessage(GROUP_MSG.accepted), { id: `request-${event.data.requestId}` });
  else notifyError(translateMessage(GROUP_MSG.rejected), { id: `request-${event.data.requestId}` });
});

onLiveEvent('group.members.changed', (event, { dispatch, me }) => {
  const { groupId, userIds } = event.data;
  const tags = [
    { type: 'Group' as const, id: groupId },
    { type: 'GroupMembers' as const, id: groupId },
  ];
  if (me && userIds.includes(me)) tags.push({ type: 'Group', id: 'LIST' }, { type: 'Chats' as never, id: groupId });
  dispatch(groupsApi.util.invalidateTags(tags));
});

onLiveEvent('group.changed', (event, { dispatch }) => {
  dispatch(
    groupsApi.util.invalidateTags([
      { type: 'Group', id: 'LIST' },
      { type: 'Group', id: event.data.groupId },
    ]),
  );
});

onLiveEvent('chat.changed', (event, { dispatch }) => {
  dispatch(groupsApi.util.invalidateTags([{ type: 'Chats', id: event.data.groupId }]));
});
