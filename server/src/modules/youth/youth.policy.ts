import { hasRole, isAdmin, type Actor } from '../../policies/actor';

/**
 * Who may do what for young learners (issue 32): each learner their own date of birth and their
 * guardian's link; the guardian anyone holding the link; an institution's admins consent for its
 * own learners; the held messages are for the safeguarding reviewers (moderators and admins).
 */
export const youthPolicy = {
  own: (actor: Actor | null) => actor !== null,
  /** Institution consent: the service checks the institution is theirs and the learner its member. */
  institutionConsent: (actor: Actor, isTheirLearner: boolean) => isTheirLearner && Boolean(actor.id),
  reviewHeld: (actor: Actor | null) => isAdmin(actor) || hasRole(actor, 'moderator'),
};
