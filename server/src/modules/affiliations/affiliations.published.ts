/** The events this area publishes, built in one place (its reactions to others' are in affiliations.events.ts). */
import type { AffiliateType, AffiliationInvitationStatus, DomainEvent, MemberInvitationStatus } from '@delv/shared';

/** To the mentor and the institution's admins: the Invitations badge and the admins' pending list. */
export const invitationChanged = (
  inv: { id: string; institutionId: string; mentorId: string },
  status: AffiliationInvitationStatus,
  inst: { admins: readonly string[]; institutionName: string },
  actorId: string,
): DomainEvent<'affiliation.invitation.changed'> => ({
  type: 'affiliation.invitation.changed',
  actorId,
  audience: [inv.mentorId, ...inst.admins],
  data: { invitationId: inv.id, institutionId: inv.institutionId, institutionName: inst.institutionName, mentorId: inv.mentorId, status },
});

/** To the person and the institution's admins: whichever side ended it, the other is told. */
export const affiliationChanged = (
  institutionId: string,
  userId: string,
  affiliateType: AffiliateType,
  affiliated: boolean,
  admins: readonly string[],
  actorId: string,
): DomainEvent<'affiliation.changed'> => ({
  type: 'affiliation.changed',
  actorId,
  audience: [userId, ...admins],
  data: { institutionId, userId, affiliateType, affiliated },
});

/** To the institution's admins: their list of member invitations changes. */
export const memberInvitationChanged = (
  inv: { id: string; institutionId: string },
  status: MemberInvitationStatus,
  admins: readonly string[],
  actorId: string | null,
): DomainEvent<'member.invitation.changed'> => ({
  type: 'member.invitation.changed',
  actorId,
  audience: [...admins],
  data: { institutionId: inv.institutionId, invitationId: inv.id, status },
});
