import type { Actor } from '../../policies/actor';

/** Who may read the disciplines (career guidance): anyone. They change only through seeds. */
export const disciplinePolicy = {
  read: (_actor: Actor | null) => true,
};
