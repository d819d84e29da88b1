import type { Actor } from '../../policies/actor';

/** Who may write to the team (spec 000 §7): anyone, signed in or not (a per-IP limit holds floods back). */
export const contactPolicy = {
  send: (_actor: Actor | null) => true,
};
