import type { Actor } from '../../policies/actor';

/** Who may do what with affiliations, mentor invitations and surveys (spec 001 §6; issue 14). */
export const affiliationPolicy = {
  /** Create or invite mentors, see and resend or revoke invitations, remove mentors, send surveys:
   * the institution's own admins (a site admin does not act in an institution's name). */
  manage: (actor: Actor, inst: { admins: readonly string[] }) => inst.admins.includes(actor.id),
  /** Accept or reject an invitation: the mentor it was sent to. */
  answer: (actor: Actor, invitation: { mentorId: string }) => invitation.mentorId === actor.id,
  /** Accept a member invitation: whoever is signed in with the address it was sent to. */
  acceptMember: (actor: Actor & { email: string }, invitation: { email: string }) => actor.email === invitation.email,
};
