import { defineArea } from '../../platform/area';
import { invitationPolicy } from './invitations.policy';
import { invitationRoutes } from './invitations.routes';

/** Invitations by e-mail: to the platform (points for the inviter) and to groups. */
export const area = defineArea({
  name: 'invitations',
  uses: ['blocks', 'groups', 'points', 'users'],
  tables: ['invitations'],
  policy: invitationPolicy,
  publishes: ['group.invitation.changed'],
  router: invitationRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { acceptInvitation, invitationKey } from './invitations.service';
