import type { Actor } from '../../policies/actor';

/** Platform feedback (spec 000 §1, §4): anyone signed in gives it; anyone reads it (the landing's carousel). */
export const feedbackPolicy = {
  give: (_actor: Actor) => true,
  read: (_actor: Actor | null) => true,
};
