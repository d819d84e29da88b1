import { isAdmin, type Actor } from '../../policies/actor';

/** Who may do what with phones and SMS (issue 33): each person their own numbers; system admins the SMS figures. */
export const phonesPolicy = {
  own: (actor: Actor | null) => actor !== null,
  status: (actor: Actor) => isAdmin(actor),
};
