import { defineArea } from '../../platform/area';
import { affiliationJobs } from './affiliations.jobs';
import { affiliationPolicy } from './affiliations.policy';
import { affiliationRoutes } from './affiliations.routes';
import { acceptMemberInvitationsOf } from './member-invitations.service';

/** Mentors and members of institutions: affiliations, invitations, CSV imports, surveys. */
export const area = defineArea({
  name: 'affiliations',
  uses: ['auth', 'blocks', 'institutions', 'invitations', 'notifications', 'users'],
  tables: ['affiliations', 'affiliationInvitations', 'surveys', 'memberImports', 'memberInvitations'],
  policy: affiliationPolicy,
  publishes: ['affiliation.changed', 'affiliation.invitation.changed', 'member.invitation.changed', 'member.import.progress'],
  beforeCommit: {
    // A new account made with an invited address is a member as soon as the address is proven.
    'user.confirmed': (tx, event) => acceptMemberInvitationsOf(tx, event.data.userId),
  },
  router: affiliationRoutes,
  jobs: affiliationJobs,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { invitationFigures, isAffiliatedMentor, surveyFigures } from './affiliations.service';
