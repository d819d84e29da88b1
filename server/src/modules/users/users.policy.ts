import type { Actor } from '../../policies/actor';

/**
 * Who may do what with accounts. Its own person changes a profile, its picture, language and
 * interests, or deletes the account (with its password): the routes carry no id, the token decides.
 * Profiles and the people lists are public, of confirmed accounts only.
 */
export const userPolicy = {
  /** Its own person (a system admin's roles change through `npm run admin`, not the API). */
  change: (actor: Actor, account: { id: string }) => actor.id === account.id,
  delete: (actor: Actor, account: { id: string }) => actor.id === account.id,
  read: (_actor: Actor | null, account: { confirmed: boolean }) => account.confirmed,
};
