// Plain constants of the institution area (issue 13); yup schemas are in validation/institutions.ts.

/** Institution tabs (spec 001 §9): members, mentors and courses 9 then +3; feeds 3 then +2; sessions 3 then +2. */
export const INSTITUTION_PAGING = {
  DIRECTORY: 30,
  CARDS_FIRST: 9,
  CARDS_MORE: 3,
  FEED_FIRST: 3,
  FEED_MORE: 2,
  SESSIONS_FIRST: 3,
  SESSIONS_MORE: 2,
  SIDE_PANEL: 4,
} as const;

/** Texts of the institution area (spec 001 §5, §8; the rest written for issue 13). */
export const INSTITUTION_MSG = {
  profileCreated: 'Institution profile created',
  profileUpdated: 'Institution profile updated',
  pictureUpdated: 'Institution picture updated',
  alreadyHasProfile: 'This account already has an institution profile',
  onlyInstitutionAccounts: 'Only institution accounts can create an institution profile',
  notFound: 'Institution not found',
  adminsOnly: 'Only the admins of this institution can do this',
  joined: 'You are now a member of this institution',
  left: 'You have left this institution',
  alreadyMember: 'You are already a member of this institution',
  institutionsCannotJoin: 'Institution accounts cannot join an institution',
  institutionIdRequired: 'Institution id is required',
  countryFilterInvalid: 'country must be All, Uganda, Kenya, Rwanda, Tanzania, Burundi or Others',
  contactEmailInvalid: 'Invalid email format',
} as const;
