// Plain constants of affiliations, mentor invitations and surveys (issue 14); yup schemas are in
// validation/affiliations.ts.

/** How a person is affiliated to an institution (spec 001 §3 'Affiliation'). */
export const AFFILIATE_TYPES = ['mentor', 'learner'] as const;
export type AffiliateType = (typeof AFFILIATE_TYPES)[number];

/** An institution's invitation to a mentor. 'expired' is also what a pending one past its date reads as. */
export const AFFILIATION_INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'revoked', 'expired'] as const;
export type AffiliationInvitationStatus = (typeof AFFILIATION_INVITATION_STATUSES)[number];

/** A pending invitation lapses after this many days; resending starts the days again. */
export const AFFILIATION_INVITATION_TTL_DAYS = 14;

/** 'My Mentors' or 'My Learners' in the Send Survey form (spec 001 §5 'Survey'). */
export const SURVEY_AUDIENCES = ['mentors', 'learners'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

/** Texts of affiliations, Create/Invite Mentor and surveys (spec 001 §5, §8; the rest written for issue 14). */
export const AFFILIATION_MSG = {
  mentorCreated: 'Mentor profile successfully created',
  mentorCreateFailed: 'Failed to create Mentor Profile, try again',
  specializationRequired: 'Specilization is required',
  phoneRequired: 'Phone is required',
  disciplineRequired: 'Discipline is required',
  bioRequired: 'Bio is required',
  emailTaken: 'This e-mail already has a Delv account. If they are a mentor, use Invite Mentor instead.',
  invitationSent: 'Invitation sent to the mentor',
  mentorInvited: 'Mentor successfully invited',
  invitationAccepted: 'Invitation request accepted.',
  invitationRejected: 'Invitation request rejected.',
  invitationResent: 'Invitation sent again',
  invitationRevoked: 'Invitation revoked',
  invitationNotFound: 'Invitation not found',
  invitationNotPending: 'This invitation is no longer pending',
  invitationExpired: 'This invitation has expired',
  alreadyInvited: 'This mentor already has a pending invitation from your institution',
  alreadyAffiliated: 'This mentor is already affiliated with your institution',
  notAMentor: 'Only confirmed mentors can be invited',
  mentorIdRequired: 'Mentor id is required',
  institutionIdRequired: 'Institution id is required',
  adminsOnly: 'Only the admins of this institution can do this',
  onlyInvitedMentor: 'Only the invited mentor can answer this invitation',
  affiliationRemoved: 'Affiliation removed',
  affiliationNotFound: 'Affiliation not found',
  noInvitations: 'No Invitations avalilable',
  topicRequired: 'Topic is required',
  linkRequired: 'Link body is required',
  descriptionRequired: 'Description body is required',
  audienceInvalid: 'Audience must be mentors or learners',
  surveySent: 'Survey dispatched successfully',
  surveyFailed: 'Failed to submit survey, try again.',
  noInstitution: 'Only institution admins can send surveys',
  presenterNotAffiliated: "The presenter must be one of your institution's mentors",
} as const;

/** An institution's invitation of a person by e-mail (Invite Member, CSV import): what the row says they will be. */
export const MEMBER_ROLES = ['learner', 'mentor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** 'expired' is what a pending one past its date reads as (nothing has to mark it). */
export const MEMBER_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type MemberInvitationStatus = (typeof MEMBER_INVITATION_STATUSES)[number];

/** A CSV row's fate in the dry run: only 'new' rows are invited. */
/** 'blocked': the account and the inviting admin have blocked one another (issue 31): no invitation. */
export const MEMBER_IMPORT_RESULTS = ['new', 'member', 'invited', 'blocked', 'invalidEmail', 'invalidRole', 'duplicate'] as const;
export type MemberImportResult = (typeof MEMBER_IMPORT_RESULTS)[number];

/** One CSV import's limits: programmes invite 500-1,000 people at once. */
export const MEMBER_IMPORT_MAX_ROWS = 2000;
export const MEMBER_IMPORT_MAX_BYTES = 512 * 1024;

/** Texts of member invitations and the CSV import (issue 14; 'Invitation sent successfully' is the spec's). */
export const MEMBER_INVITE_MSG = {
  invitationSent: 'Invitation sent successfully',
  alreadyMember: 'This person is already a member of your institution',
  alreadyInvited: 'This address already has a pending invitation from your institution',
  roleInvalid: 'Role must be learner or mentor',
  fileRequired: 'Choose a CSV file with the columns name, email and role',
  fileTooLarge: 'The file may be at most 512 KB',
  headerInvalid: 'The first line must name the columns name, email and role',
  tooManyRows: 'A file may hold at most 2000 rows',
  noRows: 'The file has no rows to import',
  importStarted: 'The invitations are on their way',
  importNotFound: 'Import not found',
  nothingToInvite: 'No row of this file can be invited',
  invitationAccepted: 'You are now a member of this institution',
  otherAddress: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
} as const;
