import * as yup from 'yup';
import { BIRTH_AGE_MAX, BIRTH_AGE_MIN, YOUTH_MSG } from '../constants/youth';
import { LIMITS, MSG, PHONE_MSG, toE164 } from '../constants';
import { EMAIL_RE, UUID_RE, bool, text } from './common';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years from a YYYY-MM-DD date of birth to `today` (UTC). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

const realDay = (v: string) => {
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
};

/** A date of birth as YYYY-MM-DD: a real day, between BIRTH_AGE_MIN and BIRTH_AGE_MAX years ago. */
const isBirthDate = (v: unknown) => {
  if (typeof v !== 'string' || !DAY_RE.test(v) || !realDay(v)) return false;
  const age = ageOn(v);
  return age >= BIRTH_AGE_MIN && age <= BIRTH_AGE_MAX;
};
export const birthDateField = () => text().required(YOUTH_MSG.birthDateRequired).test('day', YOUTH_MSG.birthDateInvalid, isBirthDate);
/** Sign-up's: learners give it there (the form asks); an account without one is asked on its next sign-in. */
export const optionalBirthDateField = () =>
  text()
    .optional()
    .test('day', YOUTH_MSG.birthDateInvalid, (v) => v === undefined || v === '' || isBirthDate(v));

/** PUT /youth/birth-date: an account made before dates of birth were asked. */
export const birthDateSchema = yup.object({ birthDate: birthDateField() });
export type BirthDateInput = yup.InferType<typeof birthDateSchema>;

/** POST /youth/consent/request: where the consent link goes, an e-mail address or a mobile number (by SMS). */
export const guardianRequestSchema = yup.object({
  guardianEmail: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .max(LIMITS.EMAIL_MAX, MSG.emailInvalid)
    .matches(EMAIL_RE, { message: MSG.emailInvalid, excludeEmptyString: true })
    .when('guardianPhone', {
      is: (phone: unknown) => !phone,
      then: (s) => s.required(YOUTH_MSG.guardianEmailRequired),
    }),
  guardianPhone: text()
    .max(40, PHONE_MSG.numberInvalid)
    .transform((v: unknown) => (typeof v === 'string' ? (toE164(v) ?? v) : v))
    .test('e164', PHONE_MSG.numberInvalid, (v) => v === undefined || v === '' || (typeof v === 'string' && toE164(v) === v)),
});
export type GuardianRequestInput = yup.InferType<typeof guardianRequestSchema>;

/** POST /youth/consent/:token: the guardian agrees or withdraws. */
export const consentDecisionSchema = yup.object({
  decision: text().required(YOUTH_MSG.consentDecisionInvalid).oneOf(['give', 'withdraw'], YOUTH_MSG.consentDecisionInvalid),
});
export type ConsentDecisionInput = yup.InferType<typeof consentDecisionSchema>;

/** POST /youth/consent/institution: an institution that holds consent for its learner records it. */
export const institutionConsentSchema = yup.object({
  userId: text()
    .required(YOUTH_MSG.notYourMember)
    .test('uuid', YOUTH_MSG.notYourMember, (v) => typeof v === 'string' && UUID_RE.test(v)),
  holdsConsent: bool(YOUTH_MSG.institutionStatementRequired)
    .required(YOUTH_MSG.institutionStatementRequired)
    .oneOf([true], YOUTH_MSG.institutionStatementRequired),
});
export type InstitutionConsentInput = yup.InferType<typeof institutionConsentSchema>;

/** POST /youth/held/:id: a safeguarding reviewer releases or removes a held message. */
export const heldDecisionSchema = yup.object({
  decision: text().required(YOUTH_MSG.heldDecisionInvalid).oneOf(['release', 'remove'], YOUTH_MSG.heldDecisionInvalid),
});
export type HeldDecisionInput = yup.InferType<typeof heldDecisionSchema>;

/** POST /youth/institution/leads: an institution names one of its adults its safeguarding lead. */
export const leadSchema = yup.object({
  userId: text()
    .required(YOUTH_MSG.leadNotOurs)
    .test('uuid', YOUTH_MSG.leadNotOurs, (v) => typeof v === 'string' && UUID_RE.test(v)),
});
