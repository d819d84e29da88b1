import { discussionGroups } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { groupPolicy } from './groups.policy';
import { groupRoutes } from './groups.routes';
import { chatJoinTarget } from './chats.service';
import { forgetGroupMember, groupJoinTarget } from './groups.service';

/** Discussion groups, their members and their discussions (chat). */
export const area = defineArea({
  name: 'groups',
  uses: ['institutions', 'requests'],
  tables: ['discussionGroups', 'groupMembers', 'chats', 'chatMembers', 'chatMessages'],
  policy: groupPolicy,
  publishes: ['group.changed', 'group.members.changed', 'chat.changed', 'chat.message', 'chat.message.deleted', 'chat.read'],
  beforeCommit: {
    // Rows cascade with the account; the counts and a group it looked after alone need us.
    'user.deleted': (tx, event) => forgetGroupMember(tx, event.data.userId),
  },
  joinTargets: { group: groupJoinTarget, chat: chatJoinTarget },
  router: groupRoutes,
  images: {
    groupPicture: { preset: 'avatar', table: discussionGroups, id: discussionGroups.id, column: discussionGroups.profilePicture },
  },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { groupNameOf, groupToInviteTo, isGroupAdmin, useGroupInvitation } from './groups.service';
