import { kindOf, type Actor } from '../../policies/actor';

export interface SessionFacts {
  ownerId: string;
  presenterId: string;
  institutionId: string | null;
}

/** Who may do what with live sessions. `administered`: the institutions the actor administers. */
export const sessionPolicy = {
  /** Mentors for themselves, institutions for their institution (spec 001 §6). */
  create: (actor: Actor) => kindOf(actor) === 'mentor' || kindOf(actor) === 'institution',
  /** Change or cancel: who created it, or an admin of its institution. */
  manage: (actor: Actor, session: SessionFacts, administered: readonly string[]) =>
    session.ownerId === actor.id || (session.institutionId !== null && administered.includes(session.institutionId)),
  /** The attendee list: the presenter and whoever manages it. */
  seeAttendees: (actor: Actor, session: SessionFacts, administered: readonly string[]) =>
    session.presenterId === actor.id || sessionPolicy.manage(actor, session, administered),
};
