import * as yup from 'yup';
import { LIMITS, PAGING } from '../constants/limits';
import { MSG, type FieldLabel } from '../constants/messages';
import { LANGUAGES } from '../i18n/languages';
import { EMAIL_RE } from './email';
import { INPUT_LIMITS } from './input';

export { EMAIL_RE, isEmail } from './email';

/**
 * Strict types: yup casts whatever arrives (`true` became 'true', `[1, 2]` became 1 or '1,2'). A
 * JSON body must send text as a string, a number as a number or its decimal text (query strings
 * and multipart forms are text), a boolean as true/false or 'true'/'false'. Anything else keeps
 * its original value, so the type check fails with the field's message.
 */
const strictString = (value: unknown, original: unknown) => (typeof original === 'string' || original == null ? value : original);

/** Plain decimal text: no exponent, hex, 'Infinity' or padding tricks. */
const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;
const strictNumber = (value: unknown, original: unknown) => {
  if (original == null) return original;
  if (typeof original === 'number') return Number.isFinite(original) ? original : NaN;
  if (typeof original === 'string') {
    const t = original.trim();
    return t === '' ? value : DECIMAL.test(t) ? Number(t) : NaN;
  }
  return NaN;
};
const strictBoolean = (_value: unknown, original: unknown) => {
  if (original == null || typeof original === 'boolean') return original;
  if (original === 'true' || original === 'false') return original === 'true';
  return original;
};

/** A string schema whose trimming is safe on any input: `yup.string().trim()` calls .trim() on
 * whatever arrives, so an object sent as an e-mail threw a TypeError (a 500 on the server)
 * instead of a validation message. Non-strings fail the type check with a clear text. */
export const text = () =>
  yup
    .string()
    .typeError('${path} must be text')
    .transform(strictString)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Text kept as typed (passwords: spaces count). */
export const rawText = () => yup.string().typeError('${path} must be text').transform(strictString);

/** A number: a JSON number or decimal text; `message` for anything else (and NaN, Infinity). */
export const num = (message: string) => yup.number().typeError(message).transform(strictNumber);

/** A whole number from `min` up to what an integer column holds (INPUT_LIMITS.MAX_INT). */
export const wholeNumber = (message: string, min = 0, max: number = INPUT_LIMITS.MAX_INT) =>
  num(message).integer(message).min(min, message).max(max, message);

/** true/false, or their text from a query string or a form. */
export const bool = (message: string) => yup.boolean().typeError(message).transform(strictBoolean);

/** Trimmed required text with a maximum length. */
export const requiredText = (message: string, max: number = LIMITS.NAME_MAX, label: FieldLabel = 'This field') =>
  text().required(message).max(max, MSG.tooLong(label, max));

export const optionalText = (max: number = LIMITS.TEXT_MAX, label: FieldLabel = 'This field') =>
  text().max(max, MSG.tooLong(label, max)).default('');

/** The one e-mail rule: every form and route that takes an address uses it. */
export const email = () =>
  text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(MSG.emailRequired)
    .max(LIMITS.EMAIL_MAX, MSG.emailInvalid)
    .matches(EMAIL_RE, MSG.emailInvalid);

export const newPassword = () =>
  rawText().required(MSG.passwordRequired).min(LIMITS.PASSWORD_MIN, MSG.passwordMin).max(LIMITS.PASSWORD_MAX, MSG.passwordMax);

/** Optional http(s) URL; empty string allowed (means "not set"). */
export const optionalUrl = () =>
  text()
    .max(LIMITS.URL_MAX, MSG.tooLong('Link', LIMITS.URL_MAX))
    .default('')
    .test('url', MSG.invalidUrl, (v) => !v || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v));

/** Tags / specialities: each at most 40 characters; accepts an array or a comma-joined string. */
export const tagList = (max = 30) =>
  yup
    .array()
    .typeError('${path} must be a list')
    .transform((value, original) =>
      typeof original === 'string'
        ? original
            .split(/[,\t\n]/)
            .map((s: string) => s.trim())
            .filter(Boolean)
        : value,
    )
    .of(text().required().max(LIMITS.TAG_MAX_LENGTH, MSG.tagTooLong))
    .max(max, MSG.tooMany(max))
    .default([]);

/** A `limit` query parameter: 1 to PAGING.MAX_LIMIT, `def` when absent. */
export const limitOf = (def: number) =>
  num('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGING.MAX_LIMIT, `limit must be at most ${PAGING.MAX_LIMIT}`)
    .default(def);

/** A `skip` query parameter: 0 or more (at most what PostgreSQL's OFFSET takes in an int4). */
export const skipParam = () =>
  num('skip must be a number')
    .integer('skip must be a whole number')
    .min(0, 'skip must be 0 or more')
    .max(INPUT_LIMITS.MAX_INT, `skip must be at most ${INPUT_LIMITS.MAX_INT}`)
    .default(PAGING.DEFAULT_SKIP);

/** skip/limit query parameters, coerced from strings. */
export const pagingSchema = yup.object({ skip: skipParam(), limit: limitOf(PAGING.DEFAULT_LIMIT) });
export type PagingQuery = yup.InferType<typeof pagingSchema>;

/** Ids are UUIDs; anything else is a 404 rather than a database error. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idParamSchema = yup.object({ id: text().required() });

/** The interface language a person chose ('en' | 'sw'); optional where the server can guess it. */
export const languageField = () => text().oneOf([...LANGUAGES], MSG.languageInvalid);

/** PUT /user/language: the signed-in person's interface and e-mail language (issue 11). */
export const languageSchema = yup.object({ language: languageField().required(MSG.languageInvalid) });
export type LanguageInput = yup.InferType<typeof languageSchema>;

/** The id a client gives something it may send more than once (an outbox retrying after a lost
 * answer): the server stores it once per author and answers a repeat with what it stored. */
export const clientId = () =>
  text()
    .default('')
    .test('uuid', 'clientId must be a UUID', (v) => !v || UUID_RE.test(v));
