import * as yup from 'yup';
import { DEFAULT_TIME_ZONE } from '../constants/countries';
import { LIMITS, PAGING, SESSION_DURATIONS } from '../constants/limits';
import { MSG } from '../constants/messages';
import { SESSION_MSG, isTimeZone } from '../constants/sessions';

// Plain values live in constants/ (no yup, so a page that shows them does not download yup);
// re-exported here for existing imports.
export { SCHEDULING_LINK_PREFIX, isSchedulingLink, isTimeZone } from '../constants/sessions';
export { SESSION_DURATIONS } from '../constants/limits';
import { bool, email, languageField, limitOf, num, optionalUrl, requiredText, skipParam, text, tagList } from './common';

const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

const dateField = () => text().required(SESSION_MSG.dateRequired).matches(DATE_RE, SESSION_MSG.dateFormat);
const timeField = () => text().required(SESSION_MSG.timeRequired).matches(TIME_RE, SESSION_MSG.timeFormat);

/** Empty strings from a multipart form or a cleared input mean "not given". */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** Minutes between two wall-clock date+time pairs in the same zone (DST ignored: a form check only). */
function wallMinutes(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm) / 60000;
}

const baseSessionShape = {
  sessionTitle: requiredText(SESSION_MSG.titleRequired, 120, 'Event name'),
  description: requiredText(SESSION_MSG.descriptionRequired, LIMITS.TEXT_MAX, 'Description'),
  organiser: requiredText(SESSION_MSG.organiserRequired, 120, 'Organizer'),
  price: num(SESSION_MSG.priceRequired)
    .transform(blankToUndefined)
    .required(SESSION_MSG.priceRequired)
    .min(0, SESSION_MSG.priceRequired)
    .integer(SESSION_MSG.priceWhole)
    .max(100_000_000, SESSION_MSG.priceTooHigh),
  sessionDate: dateField(),
  startTime: timeField(),
  /** 60 or 120; when absent, endDate + endTime decide the end. */
  durationMinutes: num(SESSION_MSG.durationInvalid)
    .transform(blankToUndefined)
    .oneOf([...SESSION_DURATIONS, undefined], SESSION_MSG.durationInvalid)
    .optional(),
  endDate: text()
    .transform(blankToUndefined)
    .when('durationMinutes', {
      is: (v: unknown) => v === undefined || v === null,
      then: () => dateField(),
      otherwise: (s) => s.optional().matches(DATE_RE, { message: SESSION_MSG.dateFormat, excludeEmptyString: true }),
    }),
  endTime: text()
    .transform(blankToUndefined)
    .when('durationMinutes', {
      is: (v: unknown) => v === undefined || v === null,
      then: () => timeField(),
      otherwise: (s) => s.optional().matches(TIME_RE, { message: SESSION_MSG.timeFormat, excludeEmptyString: true }),
    }),
  timeZone: text()
    .transform(blankToUndefined)
    .default(DEFAULT_TIME_ZONE)
    .test('tz', SESSION_MSG.timeZoneInvalid, (v) => v === undefined || isTimeZone(v)),
  /** The meeting address (Google Meet, Zoom...): shown only to registered attendees and the organiser. */
  sessionAddressLink: optionalUrl(),
  tags: tagList(10),
};

function withEndCheck<S extends yup.AnyObjectSchema>(schema: S): S {
  return schema.test('end-after-start', function (v: Record<string, unknown> | undefined) {
    if (!v || v.durationMinutes || !v.endDate || !v.endTime || !v.sessionDate || !v.startTime) return true;
    if (!DATE_RE.test(String(v.endDate)) || !TIME_RE.test(String(v.endTime))) return true;
    const minutes = wallMinutes(String(v.endDate), String(v.endTime)) - wallMinutes(String(v.sessionDate), String(v.startTime));
    if (minutes <= 0) return this.createError({ path: 'endTime', message: SESSION_MSG.endBeforeStart });
    if (minutes > 12 * 60) return this.createError({ path: 'endTime', message: SESSION_MSG.tooLong });
    return true;
  }) as S;
}

/** A mentor creates their own session: `presenter` is the speaker's display name (prefilled with
 * the mentor's name); the server stores the mentor's id as the presenter. */
export const mentorSessionSchema = withEndCheck(
  yup.object({
    ...baseSessionShape,
    presenter: requiredText(SESSION_MSG.presenterRequired, 120, 'Presenter'),
  }),
);

/** An institution admin picks the presenter (a mentor's user id); no free-text presenter. */
export const institutionSessionSchema = withEndCheck(
  yup.object({
    ...baseSessionShape,
    presenterId: text().required(SESSION_MSG.presenterRequired),
    presenter: text().max(120).default(''),
  }),
);

export function sessionSchemaFor(forInstitution: boolean) {
  return forInstitution ? institutionSessionSchema : mentorSessionSchema;
}
export type MentorSessionInput = yup.InferType<typeof mentorSessionSchema>;
export type InstitutionSessionInput = yup.InferType<typeof institutionSessionSchema>;
export type SessionInput = MentorSessionInput & { presenterId?: string };

/** The registration form's fields (spec 001 §5 "Registration form"). */
export const registrationFormSchema = yup.object({
  firstname: requiredText(MSG.firstNameRequired, LIMITS.NAME_MAX, 'First name'),
  lastname: requiredText(MSG.lastNameRequired, LIMITS.NAME_MAX, 'Last name'),
  email: email(),
});
export type RegistrationFormInput = yup.InferType<typeof registrationFormSchema>;

/** POST /user/event/register by a guest: the form plus the session id. A `userId` in the body is
 * ignored (the token alone says who registers; the old client sent 'Unregistered_User'). */
export const guestRegistrationSchema = registrationFormSchema.shape({
  eventId: text().required(SESSION_MSG.eventIdRequired),
  /** The guest's page language, for their e-mails (else the request's Accept-Language). */
  language: languageField(),
});
/** POST /user/event/register when signed in: names and e-mail come from the account. */
export const memberRegistrationSchema = yup.object({
  eventId: text().required(SESSION_MSG.eventIdRequired),
});
export function registrationSchemaFor(signedIn: boolean) {
  return signedIn ? memberRegistrationSchema : guestRegistrationSchema;
}
export type GuestRegistrationInput = yup.InferType<typeof guestRegistrationSchema>;

const idList = text()
  .max(40 * 20)
  .default('')
  .test('ids', 'presenter must be a comma list of at most 20 ids', (v) => !v || v.split(',').length <= 20);

/** GET /sessions/, /sessions/all, /sessions/mentor query (on top of skip/limit). */
export const sessionListQuerySchema = yup.object({
  skip: skipParam(),
  limit: limitOf(PAGING.DEFAULT_LIMIT),
  /** Presenter user ids, comma separated ('All Mentors' = empty). */
  presenter: idList,
  institution: text().max(40).default(''),
  /** Only sessions I registered for (needs sign-in). */
  subscribed: bool('subscribed must be true or false').default(false),
  /** latest = start descending (spec), soonest = start ascending, popular = attendee count descending. */
  sort: text().oneOf(['latest', 'soonest', 'popular'], 'sort must be latest, soonest or popular').default('latest'),
  /** upcoming = not yet ended; past = ended. /sessions/all always uses upcoming. */
  when: text().oneOf(['upcoming', 'past', 'all'], 'when must be upcoming, past or all').default('all'),
});
export type SessionListQuery = yup.InferType<typeof sessionListQuerySchema>;
