import * as yup from 'yup';
import {
  COUNTRY_FILTERS,
  INSTITUTION_COUNTRIES,
  INSTITUTION_INDUSTRIES,
  INSTITUTION_MSG,
  INSTITUTION_PAGING,
  LIMITS,
  MSG,
} from '../constants';
import { EMAIL_RE, limitOf, optionalText, optionalUrl, requiredText, skipParam, tagList, text } from './common';

const country = () =>
  text()
    .required(MSG.countryRequired)
    .oneOf([...INSTITUTION_COUNTRIES], MSG.countryRequired);

// Registration stores an industry (the longer list), so the update form accepts every industry too.
const institutionType = () =>
  text()
    .required(MSG.institutionTypeRequired)
    .oneOf([...INSTITUTION_INDUSTRIES], MSG.institutionTypeRequired);

const profileFields = {
  institutionName: requiredText(MSG.institutionNameRequired, 120, 'Institution name'),
  country: country(),
  city: requiredText(MSG.cityRequired, 80, 'City'),
  area: optionalText(20, 'Area code'),
  postalcode: optionalText(20, 'Postal code'),
  website: optionalUrl(),
  specialities: tagList(20),
  bio: requiredText(MSG.institutionBioRequired, LIMITS.TEXT_MAX, 'Bio'),
};

/** POST /institution: 'About you' at /onboarding/institute (spec 001 §3, §5). The picture follows
 * separately to /institution/profilepic/:id. */
export const institutionCreateSchema = yup.object({ ...profileFields, industry: institutionType() });
export type InstitutionCreateInput = yup.InferType<typeof institutionCreateSchema>;

/** PUT /institution/:id: the update-profile modal (spec 001 §5 'Institution profile (update)'). */
export const institutionUpdateSchema = yup.object({
  ...profileFields,
  institutionType: institutionType(),
  linkFacebook: optionalUrl(),
  linkTwitter: optionalUrl(),
  linkLinkedin: optionalUrl(),
  /** The address 'Contact us' opens; empty = the platform's contact form. Never an admin's login e-mail. */
  contactEmail: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .max(LIMITS.EMAIL_MAX, INSTITUTION_MSG.contactEmailInvalid)
    .test('email', INSTITUTION_MSG.contactEmailInvalid, (v) => !v || EMAIL_RE.test(v))
    .default(''),
});
export type InstitutionUpdateInput = yup.InferType<typeof institutionUpdateSchema>;

/** GET /institution/?skip&limit&country&q (spec 001 §7, §9: 30 a page; country filter). */
export const institutionListQuerySchema = yup.object({
  skip: skipParam(),
  limit: limitOf(INSTITUTION_PAGING.DIRECTORY),
  country: text()
    .oneOf([...COUNTRY_FILTERS], INSTITUTION_MSG.countryFilterInvalid)
    .default('All'),
  q: text().max(100, MSG.tooLong('Name', 100)).default(''),
});
export type InstitutionListQuery = yup.InferType<typeof institutionListQuerySchema>;

/** POST /learner/institution: follow (join as a member) an institution, by the old client's field
 * name. The learner is always the signed-in user (the old payload's `id` is ignored). */
export const institutionJoinSchema = yup.object({
  institution_id: text().required(INSTITUTION_MSG.institutionIdRequired).max(64, INSTITUTION_MSG.institutionIdRequired),
});
export type InstitutionJoinInput = yup.InferType<typeof institutionJoinSchema>;
