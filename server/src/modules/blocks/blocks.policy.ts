import type { Actor } from '../../policies/actor';

/** Blocking (issue 31): anyone signed in blocks anyone but themself, and sees only their own list. */
export const blockPolicy = {
  block: (actor: Actor, userId: string) => actor.id !== userId,
  list: (actor: Actor) => Boolean(actor.id),
};
