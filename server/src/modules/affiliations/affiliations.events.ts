import { beforeCommit } from '../../events/publish';
import { acceptMemberInvitationsOf } from './member-invitations.service';

/** Affiliations' reactions to other areas' events. */
export function registerAffiliationEvents(): void {
  // A new account made with an invited address is a member as soon as the address is proven.
  beforeCommit('user.confirmed', 'affiliations', (tx, event) => acceptMemberInvitationsOf(tx, event.data.userId));
}
