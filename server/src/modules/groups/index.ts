import { discussionGroups } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { groupPolicy } from './groups.policy';
import { groupRoutes } from './groups.routes';
import { chatJoinTarget, removeMessageForModeration, settleHeldMessage } from './chats.service';
import { forgetGroupMember, groupJoinTarget, hideForModeration } from './groups.service';

/** Discussion groups, their members and their discussions (chat). */
export const area = defineArea({
  name: 'groups',
  uses: ['blocks', 'institutions', 'notifications', 'requests', 'youth'],
  tables: ['discussionGroups', 'groupMembers', 'chats', 'chatMembers', 'chatMessages'],
  policy: groupPolicy,
  publishes: ['group.changed', 'group.members.changed', 'chat.changed', 'chat.message', 'chat.message.deleted', 'chat.read'],
  beforeCommit: {
    // Rows cascade with the account; the counts and a group it looked after alone need us.
    'user.deleted': (tx, event) => forgetGroupMember(tx, event.data.userId),
    // A moderator's hide or remove of a chat message deletes it; automatic hiding (reversible) does not apply to it.
    'moderation.hidden': async (tx, event) => {
      const { kind, id, hidden } = event.data;
      if (kind === 'chatMessage' && (hidden === 'hide' || hidden === 'remove')) await removeMessageForModeration(tx, id, event.actorId);
      // A group or a discussion is hidden (also automatically) until the decision is reversed (issue 31).
      if (kind === 'group' || kind === 'discussion') await hideForModeration(tx, kind, id, hidden !== null);
    },
    // A held chat message released or removed by a safeguarding reviewer (issue 32).
    'youth.decided': async (tx, event) => {
      if (event.data.kind === 'chatMessage') await settleHeldMessage(tx, event.data.thingId, event.data.decision);
    },
  },
  joinTargets: { group: groupJoinTarget, chat: chatJoinTarget },
  router: groupRoutes,
  images: {
    groupPicture: { preset: 'avatar', table: discussionGroups, id: discussionGroups.id, column: discussionGroups.profilePicture },
  },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { groupNameOf, groupToInviteTo, isGroupAdmin, useGroupInvitation } from './groups.service';
