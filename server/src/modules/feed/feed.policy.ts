import type { Actor } from '../../policies/actor';

/** Who sees the home feed (spec 000 §4): anyone signed in (what each card shows is its area's: pulled-down posts, posts.policy.ts). */
export const feedPolicy = {
  read: (_actor: Actor) => true,
};
