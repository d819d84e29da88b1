/** The catalogues a phones screen shows: its own words and the API's PHONE_MSG. */
export const PHONE_WORDS = ['phones', 'messages.PHONE_MSG'];
