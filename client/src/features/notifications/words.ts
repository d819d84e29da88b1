/** The catalogues a notifications screen shows: its own words and the API's NOTIFICATION_MSG. */
export const NOTIFICATION_WORDS = ['notifications', 'messages.NOTIFICATION_MSG'];
