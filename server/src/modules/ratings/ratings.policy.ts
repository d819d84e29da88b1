import type { Actor } from '../../policies/actor';

/** Who may rate: anyone signed in, except the item's owners (their own content, session, profile). */
export const ratingPolicy = {
  rate: (actor: Pick<Actor, 'id'>, item: { ownerIds: readonly string[] }) => !item.ownerIds.includes(actor.id),
};
