import { isAdmin, isSelf, type Actor } from '../../policies/actor';

/** Who may see and decide join requests (spec 001 §4, §7). */
export const requestPolicy = {
  /** The inbox GET /joinrequests/getAllJoinRequests/:adminID is that admin's own. */
  viewInbox: (actor: Actor, adminId: string) => isSelf(actor, adminId) || isAdmin(actor),
  /** Only the people the thing's owner names now (a group's admins, a chat's admin) decide, and never their own request. */
  decide: (actor: Actor, deciders: readonly string[], request: { userId: string }) =>
    deciders.includes(actor.id) && !isSelf(actor, request.userId),
};
