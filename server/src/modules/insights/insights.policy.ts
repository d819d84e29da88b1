import { isAdmin, type Actor } from '../../policies/actor';

/**
 * Who sees which insights (issue 34): an institution's dashboard and downloads are for its admins
 * only (not even system admins: they hold per-person rows the members shared with it alone); the
 * platform's dashboard and rolling figures up again are for system admins.
 */
export const insightsPolicy = {
  institution: (actor: Actor, institution: { admins: readonly string[] }) => institution.admins.includes(actor.id),
  platform: (actor: Actor) => isAdmin(actor),
  rollup: (actor: Actor) => isAdmin(actor),
};
