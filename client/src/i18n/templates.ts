/** Key of the list of message templates inside a compiled shared-messages catalogue. */
export const TEMPLATES_KEY = '$templates';
/** [hash of the English template, pattern matching its English texts, names of its values] */
export type SharedTemplate = [string, string, string[]];
