import { hasRole, isAdmin, type Actor } from '../../policies/actor';

/** The review queue's people: moderators, and admins. */
export const isQueueModerator = (actor: Actor | null): boolean => isAdmin(actor) || hasRole(actor, 'moderator');

/**
 * Who may do what in trust and safety (issue 31): anyone signed in reports; moderators and admins
 * work the queue; the audit log is for admins.
 */
export const moderationPolicy = {
  report: (actor: Actor) => Boolean(actor.id),
  queue: (actor: Actor) => isQueueModerator(actor),
  act: (actor: Actor) => isQueueModerator(actor),
  audit: (actor: Actor) => isAdmin(actor),
};
