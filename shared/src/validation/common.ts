import * as yup from 'yup';
import { LIMITS, PAGING } from '../constants/limits';
import { MSG } from '../constants/messages';

/** A string schema whose trimming is safe on any input: `yup.string().trim()` calls .trim() on
 * whatever arrives, so an object sent as an e-mail threw a TypeError (a 500 on the server)
 * instead of a validation message. Non-strings now fail the type check with a clear text. */
export const text = () =>
  yup
    .string()
    .typeError('${path} must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed required text with a maximum length. */
export const requiredText = (message: string, max: number = LIMITS.NAME_MAX, label = 'This field') =>
  text().required(message).max(max, MSG.tooLong(label, max));

export const optionalText = (max: number = LIMITS.TEXT_MAX, label = 'This field') =>
  text().max(max, MSG.tooLong(label, max)).default('');

export const email = () =>
  text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(MSG.emailRequired)
    .max(LIMITS.EMAIL_MAX, MSG.emailInvalid)
    // yup's built-in email test accepts 'a@b'; people mistype domains, so demand a dot.
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.emailInvalid);

export const newPassword = () =>
  yup
    .string()
    .required(MSG.passwordRequired)
    .min(LIMITS.PASSWORD_MIN, MSG.passwordMin)
    .max(LIMITS.PASSWORD_MAX, MSG.passwordMax);

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
    .transform((value, original) =>
      typeof original === 'string'
        ? original.split(/[,\t\n]/).map((s: string) => s.trim()).filter(Boolean)
        : value,
    )
    .of(text().required().max(LIMITS.TAG_MAX_LENGTH, MSG.tagTooLong))
    .max(max, `At most ${max} entries`)
    .default([]);

/** A `limit` query parameter: 1 to PAGING.MAX_LIMIT, `def` when absent. */
export const limitOf = (def: number) =>
  yup
    .number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGING.MAX_LIMIT, `limit must be at most ${PAGING.MAX_LIMIT}`)
    .default(def);

/** A `skip` query parameter: 0 or more. */
export const skipParam = () =>
  yup.number().typeError('skip must be a number').integer('skip must be a whole number').min(0, 'skip must be 0 or more').default(PAGING.DEFAULT_SKIP);

/** skip/limit query parameters, coerced from strings. */
export const pagingSchema = yup.object({ skip: skipParam(), limit: limitOf(PAGING.DEFAULT_LIMIT) });
export type PagingQuery = yup.InferType<typeof pagingSchema>;

/** Ids are UUIDs; anything else is a 404 rather than a database error. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idParamSchema = yup.object({ id: yup.string().required() });

/** The id a client gives something it may send more than once (an outbox retrying after a lost
 * answer): the server stores it once per author and answers a repeat with what it stored. */
export const clientId = () =>
  text()
    .default('')
    .test('uuid', 'clientId must be a UUID', (v) => !v || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v));
