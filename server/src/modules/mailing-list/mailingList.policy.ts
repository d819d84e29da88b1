import type { Actor } from '../../policies/actor';

/** Who may join the mailing list ('Get started'): anyone; nobody may read it through the API. */
export const mailingListPolicy = {
  subscribe: (_actor: Actor | null) => true,
};
