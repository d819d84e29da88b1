import * as yup from 'yup';
import {
  COUNTRIES,
  INSTITUTION_COUNTRIES,
  INSTITUTION_INDUSTRIES,
  LEARNER_CATEGORIES,
  LIMITS,
  MSG,
  PROFILE_CATEGORIES,
  USER_CATEGORIES,
  YOUTH_MSG,
} from '../constants';
import { optionalBirthDateField } from './youth';
import { email, languageField, newPassword, rawText, text, optionalText, optionalUrl, requiredText, tagList } from './common';

/** Accepts 'mentor' or ['mentor', ...]; always yields a non-empty array of known categories. */
const usercategory = (allowed: readonly string[]) =>
  yup
    .array()
    .typeError(MSG.categoryRequired)
    .transform((value, original) => (typeof original === 'string' ? [original] : value))
    .of(
      text()
        .oneOf([...allowed], MSG.categoryRequired)
        .required(MSG.categoryRequired),
    )
    .min(1, MSG.categoryRequired)
    .required(MSG.categoryRequired);

/** POST /user: the individual sign-up payload (spec 000 §7). */
export const signupSchema = yup.object({
  firstname: requiredText(MSG.firstNameRequired, LIMITS.NAME_MAX, 'First name'),
  lastname: requiredText(MSG.lastNameRequired, LIMITS.NAME_MAX, 'Last name'),
  email: email(),
  country: text()
    .required(MSG.countryRequired)
    .oneOf([...COUNTRIES], MSG.countryRequired),
  usercategory: usercategory(USER_CATEGORIES),
  password: newPassword(),
  /** The language of the page they signed up on: their e-mails and the interface use it. */
  language: languageField(),
  /** YYYY-MM-DD (issue 32): kept by the youth area, never shown to others. */
  birthDate: optionalBirthDateField(),
});
export type SignupInput = yup.InferType<typeof signupSchema>;

/** The sign-up form adds the repeat field ("Password don't match"). */
export const signupFormSchema = signupSchema.shape({
  repeatPassword: yup
    .string()
    .required(MSG.passwordRequired)
    .oneOf([yup.ref('password')], MSG.passwordsDontMatch),
  // The form asks learners for it (issue 32); the API takes an account without one and asks later.
  birthDate: optionalBirthDateField().when('usercategory', {
    is: (c: unknown) => [c].flat().some((x) => LEARNER_CATEGORIES.includes(String(x))),
    then: (s) => s.required(YOUTH_MSG.birthDateRequired),
  }),
});

/** POST /user/institution: 'Register Institution' (spec 000 §2.4, 001 §3, §5). */
export const institutionSignupSchema = yup.object({
  institutionName: requiredText(MSG.institutionNameRequired, 120, 'Institution name'),
  institutionType: text()
    .required(MSG.institutionTypeRequired)
    .oneOf([...INSTITUTION_INDUSTRIES], MSG.institutionTypeRequired),
  country: text()
    .required(MSG.countryRequired)
    .oneOf([...INSTITUTION_COUNTRIES], MSG.countryRequired),
  city: requiredText(MSG.cityRequired, 80, 'City'),
  area: optionalText(20, 'Area code'),
  postalcode: optionalText(20, 'Postal code'),
  website: optionalUrl(),
  specialities: tagList(20),
  bio: requiredText(MSG.institutionBioRequired, LIMITS.TEXT_MAX, 'Bio'),
  firstname: requiredText(MSG.firstNameRequired, LIMITS.NAME_MAX, 'First name'),
  lastname: requiredText(MSG.lastNameRequired, LIMITS.NAME_MAX, 'Last name'),
  email: email(),
  password: newPassword(),
  language: languageField(),
});
export type InstitutionSignupInput = yup.InferType<typeof institutionSignupSchema>;

export const institutionSignupFormSchema = institutionSignupSchema.shape({
  confirmPassword: yup
    .string()
    .required(MSG.passwordRequired)
    .oneOf([yup.ref('password')], MSG.institutionPasswordsDontMatch),
});

/** PUT /user: account profile (spec 000 §5, 001 §5 "Update profile"). `category` is the
 * displayed title; it becomes the last entry of usercategory (the role entry is kept). */
export const profileUpdateSchema = yup.object({
  firstname: requiredText(MSG.firstNameRequired, LIMITS.NAME_MAX, 'First name'),
  lastname: requiredText(MSG.lastNameRequired, LIMITS.NAME_MAX, 'Last name'),
  email: email(),
  country: text()
    .required(MSG.countryRequired)
    .oneOf([...COUNTRIES], MSG.countryRequired),
  category: text()
    .required(MSG.categoryRequired)
    .oneOf([...PROFILE_CATEGORIES], MSG.categoryRequired),
  linkedIn: optionalUrl(),
  twitter: optionalUrl(),
  facebook: optionalUrl(),
  website: optionalUrl(),
  calendly: optionalUrl(),
  about: optionalText(LIMITS.TEXT_MAX, 'About'),
  bio: optionalText(LIMITS.TEXT_MAX, 'Bio'),
  qualification: optionalText(200, 'Qualification'),
  experience: optionalText(LIMITS.TEXT_MAX, 'Experience'),
  education: optionalText(LIMITS.TEXT_MAX, 'Education'),
});
export type ProfileUpdateInput = yup.InferType<typeof profileUpdateSchema>;

/** PUT /user/interests: a comma-joined string (old client) or a list; at least 3. */
export const interestsSchema = yup.object({
  interests: yup
    .array()
    .typeError(MSG.interestsMin)
    .transform((value, original) =>
      typeof original === 'string'
        ? original
            .split(',')
            .map((s: string) => s.trim())
            .filter(Boolean)
        : value,
    )
    .of(
      text()
        .required()
        .max(LIMITS.TAG_MAX_LENGTH * 2, MSG.tagTooLong),
    )
    .min(LIMITS.INTERESTS_MIN, MSG.interestsMin)
    .max(LIMITS.INTERESTS_MAX, `Choose at most ${LIMITS.INTERESTS_MAX} interests`)
    .required(MSG.interestsMin),
});
export type InterestsInput = yup.InferType<typeof interestsSchema>;

/** POST /user/follow */
export const followSchema = yup.object({
  userId: text().required('userId is required'),
});

/** DELETE /user (spec 000 §5: the modal requires the password). */
export const deleteAccountSchema = yup.object({
  password: rawText().required(MSG.passwordRequired),
});

/** GET /user and GET /user/mentors filters, on top of paging. */
export const userListQuerySchema = yup.object({
  q: text().max(100).default(''),
  country: text().max(40).default('All'),
  sort: text().oneOf(['latest', 'popular', 'trending'], 'sort must be latest, popular or trending').default('latest'),
});
