import type { Actor } from '../../policies/actor';

/** Who may use Ask AI (spec 000 §1, §7). */
export const aiPolicy = {
  /** Whether the service is there: anyone (the button shows or not). */
  status: (_actor: Actor | null) => true,
  /** Anyone signed in asks (a per-person limit holds the cost back, ai.routes.ts). */
  ask: (_actor: Actor) => true,
};
