import type { Actor } from '../../policies/actor';

/** Who may do what with invitations (spec 001 §3 'Invitation'; issue 26 #4). */
export const invitationPolicy = {
  /** Its sender, or (a group invitation) the group's admins, revoke it. */
  revoke: (actor: Actor, inv: { inviterId: string; runsItsGroup: boolean }) => inv.inviterId === actor.id || inv.runsItsGroup,
};
