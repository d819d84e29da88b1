/** Countries at individual sign-up (spec 000 §5). */
export const COUNTRIES = ['Uganda', 'Kenya', 'Rwanda', 'Burundi', 'Tanzania', 'Other'] as const;
/** Institution registration omits Other (spec 001 §5). */
export const INSTITUTION_COUNTRIES = ['Uganda', 'Kenya', 'Rwanda', 'Burundi', 'Tanzania'] as const;
/** Mentor and institution directory filter (spec 000 §9). 'Others' = any country not listed. */
export const COUNTRY_FILTERS = ['All', 'Uganda', 'Kenya', 'Rwanda', 'Tanzania', 'Burundi', 'Others'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_TIME_ZONE = 'Africa/Kampala';
