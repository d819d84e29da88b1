import type { Actor } from '../../policies/actor';

/** Who may follow whom: anyone signed in follows anyone else; who follows whom is public (profiles). */
export const followPolicy = {
  follow: (actor: Actor, userId: string) => actor.id !== userId,
  read: (_actor: Actor | null) => true,
};
