import * as yup from 'yup';
import {
  AFFILIATION_MSG,
  COUNTRIES,
  INSTITUTION_INDUSTRIES,
  LIMITS,
  MEMBER_INVITE_MSG,
  MEMBER_ROLES,
  MSG,
  SURVEY_AUDIENCES,
} from '../constants';
import { email, languageField, optionalText, pagingSchema, requiredText, tagList, text } from './common';

const id = (message: string) => text().required(message).max(64, message);

/** POST /mentor: Create Mentor by an institution admin (spec 001 §3 'Mentor creation payload', §5
 * 'Create mentor'). The old client's fixed password and country Uganda are gone: the country is the
 * admin's choice (the institution's by default) and the mentor sets a password from a mailed link. */
export const mentorCreateSchema = yup.object({
  firstname: requiredText(MSG.firstNameRequired, LIMITS.NAME_MAX, 'First name'),
  lastname: requiredText(MSG.lastNameRequired, LIMITS.NAME_MAX, 'Last name'),
  email: email(),
  // 'Category choices as the institution types': the spec's misspelt message is kept.
  specialization: text()
    .required(AFFILIATION_MSG.specializationRequired)
    .oneOf([...INSTITUTION_INDUSTRIES], AFFILIATION_MSG.specializationRequired),
  phone: requiredText(AFFILIATION_MSG.phoneRequired, 30, 'This field').matches(/^\+?[\d\s()-]{6,30}$/, AFFILIATION_MSG.phoneRequired),
  discipline: requiredText(AFFILIATION_MSG.disciplineRequired, LIMITS.TAG_MAX_LENGTH, 'This field'),
  bio: requiredText(AFFILIATION_MSG.bioRequired, LIMITS.TEXT_MAX, 'Bio'),
  skills: tagList(LIMITS.TAGS_ADVISED * 2),
  title: optionalText(LIMITS.NAME_MAX * 2, 'Title'),
  /** The mentor's country; the institution's when absent (the spec's form sends none). */
  country: text()
    .oneOf(['', ...COUNTRIES], MSG.countryRequired)
    .default(''),
  /** The mentor's language for their mail and interface; the admin's own when absent. */
  language: languageField().optional(),
  /** Which institution (an admin of several); the first one administered when absent. */
  institution: text().max(64, AFFILIATION_MSG.institutionIdRequired).default(''),
});
export type MentorCreateInput = yup.InferType<typeof mentorCreateSchema>;

/** GET /mentor (spec 001 §7): an institution's mentors; the first one the caller administers when none is named. */
export const mentorListQuerySchema = pagingSchema.shape({
  institution: text().max(64, AFFILIATION_MSG.institutionIdRequired).default(''),
});
export type MentorListQuery = yup.InferType<typeof mentorListQuerySchema>;

/** POST /institution/mentor/invite (spec 001 §7). */
export const mentorInviteSchema = yup.object({
  institutionId: id(AFFILIATION_MSG.institutionIdRequired),
  mentorId: id(AFFILIATION_MSG.mentorIdRequired),
});
export type MentorInviteInput = yup.InferType<typeof mentorInviteSchema>;

/** POST /institution/surveys/send (spec 001 §3 'Survey', §5). Recipients are found by the server
 * from the audience: the browser never sends, nor sees, an address. */
export const surveySendSchema = yup.object({
  topic: requiredText(AFFILIATION_MSG.topicRequired, 200, 'Subject'),
  link: text()
    .required(AFFILIATION_MSG.linkRequired)
    .max(LIMITS.URL_MAX, MSG.tooLong('Link', LIMITS.URL_MAX))
    .matches(/^https?:\/\/[^\s.]+\.[^\s]+$/i, MSG.invalidUrl),
  description: requiredText(AFFILIATION_MSG.descriptionRequired, LIMITS.TEXT_MAX, 'Description'),
  audience: text()
    .required(AFFILIATION_MSG.audienceInvalid)
    .oneOf([...SURVEY_AUDIENCES], AFFILIATION_MSG.audienceInvalid),
  /** Which institution (an admin of several); the first one administered when absent. */
  institutionId: text().max(64, AFFILIATION_MSG.institutionIdRequired).default(''),
});
export type SurveySendInput = yup.InferType<typeof surveySendSchema>;

/** POST /institution/:id/members/invite: Invite Member, one address. */
export const memberInviteSchema = yup.object({
  email: email(),
  name: optionalText(LIMITS.NAME_MAX * 2, 'Name'),
  role: text()
    .default('learner')
    .oneOf([...MEMBER_ROLES], MEMBER_INVITE_MSG.roleInvalid),
});
export type MemberInviteInput = yup.InferType<typeof memberInviteSchema>;

/** One CSV row (name, email, role); the import judges each row with it instead of refusing the file. */
export const memberImportRowSchema = yup.object({
  name: optionalText(LIMITS.NAME_MAX * 2, 'Name'),
  email: email(),
  role: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .default('learner')
    .oneOf([...MEMBER_ROLES], MEMBER_INVITE_MSG.roleInvalid),
});

/** GET /institution/member/invitations/:id?key=: the mailed link's key (absent on a passed-on link). */
export const memberInvitationKeySchema = yup.object({ key: text().max(100).default('') });
