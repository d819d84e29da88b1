import type { Actor } from '../../policies/actor';

/**
 * Who may like what: anyone signed in likes what they may see (its target found it for them,
 * platform/targets.ts); an item's likes are as public as the item; a list of likes without an item
 * is one's own, for the signed-in only.
 */
export const likePolicy = {
  like: (_actor: Actor, _item: { ownerIds: readonly string[] }) => true,
  listOwn: (actor: Actor | null) => actor !== null,
};
