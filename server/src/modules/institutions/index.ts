import { institutions } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { institutionTarget } from './institutions.target';
import { institutionPolicy } from './institutions.policy';
import { institutionRoutes } from './institutions.routes';
import { forgetLearner, hideForModeration, institutionJoinTarget, removeAdminEverywhere } from './institutions.service';

/** Institutions: their profiles, admins, directory and learners. */
export const area = defineArea({
  name: 'institutions',
  uses: [],
  tables: ['institutions', 'institutionLearners'],
  policy: institutionPolicy,
  publishes: ['institution.changed', 'institution.members.changed', 'staff.acted'],
  beforeCommit: {
    'user.deleted': async (tx, event) => {
      await removeAdminEverywhere(tx, event.data.userId);
      await forgetLearner(tx, event.data.userId);
    },
    // A reported institution hidden or removed in review, or shown again (issue 31).
    'moderation.hidden': async (tx, event) => {
      if (event.data.kind === 'institution') await hideForModeration(tx, event.data.id, event.data.hidden !== null);
    },
  },
  targets: { institution: institutionTarget },
  joinTargets: { institution: institutionJoinTarget },
  router: institutionRoutes,
  images: {
    institutionPicture: { preset: 'avatar', table: institutions, id: institutions.id, column: institutions.profilePicture },
  },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export {
  administeredInstitutionIds,
  admitMember,
  countMembersAmong,
  createInstitution,
  findInstitutionRow,
  findInstitutionRows,
  institutionAdmins,
  type InstitutionRow,
  institutionsAdministeredBy,
  libraryOwners,
  memberFigures,
  memberIdsAmong,
  memberIdsOf,
  membersAfter,
} from './institutions.service';
