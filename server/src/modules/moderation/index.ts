import { defineArea } from '../../platform/area';
import { moderationPolicy } from './moderation.policy';
import { moderationRoutes } from './moderation.routes';
import { audit } from './moderation.service';

/**
 * Trust and safety (issue 31): reports, the review queue, decisions and sanctions, the audit log,
 * the admin console. Other areas' staff actions reach the audit log as 'staff.acted', written here
 * in the action's own transaction; the areas of reported things hide them on 'moderation.hidden'.
 */
export const area = defineArea({
  name: 'moderation',
  uses: ['notifications', 'users'],
  tables: ['reports', 'moderationCases', 'sanctions', 'auditLog'],
  // The reported things, read by primary key to keep them as reported (moderation.things.ts), and
  // the names of people acting and acted on; moderation writes none of them.
  borrows: [
    'users',
    'posts',
    'comments',
    'chatMessages',
    'chatMembers',
    'chats',
    'discussionGroups',
    'groupMembers',
    'contents',
    'sessions',
    'institutions',
  ],
  policy: moderationPolicy,
  publishes: ['moderation.reported', 'moderation.hidden', 'moderation.sanctioned', 'user.changed'],
  beforeCommit: {
    'staff.acted': (tx, event) => audit(tx, { actorId: event.actorId, ...event.data }),
  },
  router: moderationRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { standingOf, GOOD_STANDING } from './moderation.service';
