/**
 * A valid address: the HTML standard's rule for an e-mail field (what a browser's type="email"
 * accepts: ASCII letters, digits and the listed signs before the @; domain labels of letters,
 * digits and inner hyphens), plus a dot in the domain (people mistype domains) and a top-level
 * domain of two letters or more. So a broken character (U+FFFD from a bad byte in a file), a
 * control or invisible character, a space or a quoted local part is never invited or mailed.
 * An international domain is typed in its ASCII (xn--) form.
 * Its own module without yup: a form that checks by hand (sign-in) does not download yup for it.
 */
export const EMAIL_RE = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/;

/** The e-mail rule as a test, for forms that check by hand (lower-cased as the schema does). */
export const isEmail = (value: string) => EMAIL_RE.test(value.trim().toLowerCase());
