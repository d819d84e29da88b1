import { hasRole, isAdmin, type Actor } from '../../policies/actor';

/** The review queue's people: moderators, the platform's safeguarding leads (issue 32), and admins. */
export const isQueueModerator = (actor: Actor | null): boolean =>
  isAdmin(actor) || hasRole(actor, 'moderator') || hasRole(actor, 'safeguardingLead');

/** What a group's or an institution's admins may do with a report about their own things. */
const LOCAL_ACTIONS: readonly string[] = ['hide', 'remove'];

/**
 * Who may do what in trust and safety (issue 31): anyone signed in reports; moderators and admins
 * work the queue and may do anything with a reported thing; a group's admins (and its
 * institution's) and an institution's admins see the reports about their own things and may hide
 * or remove them; the audit log is for admins.
 */
export const moderationPolicy = {
  report: (actor: Actor) => Boolean(actor.id),
  queue: (actor: Actor) => isQueueModerator(actor),
  /** The reports about one's own group's or institution's things (anyone signed in: often none). */
  localQueue: (actor: Actor) => Boolean(actor.id),
  claim: (actor: Actor, thing: { adminIds: readonly string[] }) => isQueueModerator(actor) || thing.adminIds.includes(actor.id),
  act: (actor: Actor, thing: { adminIds: readonly string[] }, action: string) =>
    isQueueModerator(actor) || (LOCAL_ACTIONS.includes(action) && thing.adminIds.includes(actor.id)),
  dismissMany: (actor: Actor) => isQueueModerator(actor),
  audit: (actor: Actor) => isAdmin(actor),
  /** The admin console: finding people (with their e-mail addresses) and changing their roles. */
  people: (actor: Actor) => isAdmin(actor),
  roles: (actor: Actor) => isAdmin(actor),
};
