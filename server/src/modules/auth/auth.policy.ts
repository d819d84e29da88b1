/**
 * Who may sign in: an account whose e-mail is confirmed (403 EMAIL_NOT_CONFIRMED otherwise; a wrong
 * password is a 401 for anyone). Everything else here is about one's own sign-ins: signing up,
 * resetting a password and confirming are for anyone holding the address or its mailed link.
 */
export const authPolicy = {
  signIn: (account: { confirmed: boolean }) => account.confirmed,
};
