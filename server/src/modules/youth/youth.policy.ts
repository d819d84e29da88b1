import { hasRole, isAdmin, type Actor } from '../../policies/actor';

/**
 * Who may do what for young learners (issue 32): each learner their own date of birth and their
 * guardian's link; the guardian anyone holding the link; an institution's admins consent for its
 * own learners; the held messages are for the safeguarding reviewers (moderators, leads and admins).
 */
export const youthPolicy = {
  own: (actor: Actor | null) => actor !== null,
  /** Institution consent: the service checks the institution is theirs and the learner its member. */
  institutionConsent: (actor: Actor, isTheirLearner: boolean) => isTheirLearner && Boolean(actor.id),
  reviewHeld: (actor: Actor | null) => isAdmin(actor) || hasRole(actor, 'moderator') || hasRole(actor, 'safeguardingLead'),
  /** An institution's admin names its safeguarding leads. */
  leads: (actor: Actor, isInstitutionAdmin: boolean) => isInstitutionAdmin && Boolean(actor.id),
  /** The platform's leads see every concern about young people; an institution's, those touching it. */
  platformLead: (actor: Actor) => isAdmin(actor) || hasRole(actor, 'safeguardingLead'),
};
