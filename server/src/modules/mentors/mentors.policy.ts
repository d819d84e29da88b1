import type { Actor } from '../../policies/actor';

/** A mentor's summary is public like the mentor's profile: anyone, about a confirmed mentor (else not found). */
export const mentorPolicy = {
  read: (_actor: Actor | null, person: { confirmed: boolean; isMentor: boolean }) => person.confirmed && person.isMentor,
};
