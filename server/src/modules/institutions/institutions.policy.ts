import { isAdmin, kindOf, type Actor } from '../../policies/actor';

/** Who may do what with institutions (spec 001 §2 'Institution area', §6; issue 13). */
export const institutionPolicy = {
  /** 'About you' at /onboarding/institute: an institution account without a profile yet. */
  create: (actor: Actor) => kindOf(actor) === 'institution',
  /** The profile, its picture: the institution's admins (a site admin may help). */
  edit: (actor: Actor, inst: { admins: readonly string[] }) => inst.admins.includes(actor.id) || isAdmin(actor),
  /** Following an institution makes one of its learners: people, never institution accounts. */
  join: (actor: Actor) => kindOf(actor) !== 'institution',
};
