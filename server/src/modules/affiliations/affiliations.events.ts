import type { AffiliateType, AffiliationInvitationStatus, DomainEvent } from '@delv/shared';
import { beforeCommit } from '../../events/publish';
import { acceptMemberInvitationsOf } from './member-invitations.service';

/** To the mentor and the institution's admins: the Invitations badge and the admins' pending list. */
export const invitationChanged = (
  inv: { id: string; institutionId: string; mentorId: string },
  status: AffiliationInvitationStatus,
  admins: readonly string[],
  actorId: string,
): DomainEvent<'affiliation.invitation.changed'> => ({
  type: 'affiliation.invitation.changed',
  actorId,
  audience: [inv.mentorId, ...admins],
  data: { invitationId: inv.id, institutionId: inv.institutionId, mentorId: inv.mentorId, status },
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

/** Affiliations' reactions to other areas' events. */
export function registerAffiliationEvents(): void {
  // A new account made with an invited address is a member as soon as the address is proven.
  beforeCommit('user.confirmed', 'affiliations', (tx, event) => acceptMemberInvitationsOf(tx, event.data.userId));
}
