import type { Actor } from '../../policies/actor';

/** Who may share what: anyone signed in shares what they may see (its target found it for them). */
export const sharePolicy = {
  share: (_actor: Actor, _item: { ownerIds: readonly string[] }) => true,
};
