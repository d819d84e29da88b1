import { users } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { userPolicy } from './users.policy';
import { userTarget } from './users.target';
import { grantAdminEmails } from './users.service';
import { userRoutes } from './users.routes';

/** People's accounts as others see them: profiles, pictures, languages, roles, deletion. */
export const area = defineArea({
  name: 'users',
  uses: ['youth'],
  tables: ['users', 'userCards'],
  // A person's card (name, picture, institution): every area shows people.
  readModels: ['userCards'],
  // The sign-in middleware reads the user with their device's sign-in in one statement (auth's table).
  borrows: ['signInSessions'],
  policy: userPolicy,
  publishes: ['user.changed', 'user.deleted'],
  targets: { user: userTarget },
  router: userRoutes,
  images: { avatar: { preset: 'avatar', table: users, id: users.id, column: users.profilePicture } },
  prepare: ({ db, config }) => grantAdminEmails(db, config.adminEmails),
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { toUserSummary } from './users.presenter';
export {
  countSignups,
  createUser,
  findAccounts,
  findSignedInUser,
  findUserByEmail,
  findUserById,
  findUsersByEmails,
  findUsersByIds,
  firstAccountAt,
  getCurrentUser,
  grantRole,
  isUuid,
  revokeRole,
  userChanged,
  type UserRow,
} from './users.service';
