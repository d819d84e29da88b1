import type { Session } from '@delv/shared';
import type { sessions, StoredFileJson } from '../../db/schema';
import { utcToZoned } from './time';
import { toImageRef } from '../../lib/images';
import { canOf, type Actor } from '../../policies/actor';
import { sessionPolicy, type SessionFacts } from './sessions.policy';

/** What the viewer may do with a session: change or cancel it (its creator, an admin of its institution), see who registered (also its presenter). */
export const sessionCan = (viewer: Actor | null, facts: { session: SessionFacts; administered: readonly string[] }) =>
  canOf(viewer, facts, {
    edit: (actor, f) => sessionPolicy.manage(actor, f.session, f.administered),
    cancel: (actor, f) => sessionPolicy.manage(actor, f.session, f.administered),
    seeAttendees: (actor, f) => sessionPolicy.seeAttendees(actor, f.session, f.administered),
  });

type SessionRow = typeof sessions.$inferSelect;

export interface SessionRowWithViewer {
  s: SessionRow;
  presenterPicture: StoredFileJson | null;
  presenterCalendly: string;
  registeredByMe: boolean;
  /** The viewer administers the session's institution. */
  adminOfInstitution: boolean;
}

/** The one place a session row becomes JSON. The meeting link is private: only registered
 * attendees, the presenter and the organiser get it (the old API sent it to everyone). */
export function toSession(r: SessionRowWithViewer, viewer: Actor | null, now: Date): Session {
  const s = r.s;
  const isPresenter = viewer !== null && viewer.id === s.presenterId;
  const registeredByMe = Boolean(r.registeredByMe);
  const can = sessionCan(viewer, { session: s, administered: r.adminOfInstitution && s.institutionId ? [s.institutionId] : [] });
  const start = utcToZoned(s.startsAt, s.timeZone);
  const end = utcToZoned(s.endsAt, s.timeZone);
  return {
    _id: s.id,
    // Only its organisers and staff read a hidden session: their notice (issue 31).
    ...(s.hiddenAt && { hiddenByModerator: true as const }),
    sessionTitle: s.sessionTitle,
    description: s.description,
    presenter: {
      _id: s.presenterId,
      name: s.presenterName,
      profilePicture: toImageRef(r.presenterPicture),
      calendly: r.presenterCalendly,
    },
    organiser: s.organiser,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    timeZone: s.timeZone,
    sessionDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    durationMinutes: s.durationMinutes,
    price: s.price,
    sessionAddressLink: s.addressLink && (registeredByMe || isPresenter || can.edit) ? s.addressLink : null,
    hasAddressLink: Boolean(s.addressLink),
    tags: s.tags,
    thumbnailFile: toImageRef(s.thumbnail),
    attendeeCount: s.attendeeCount,
    registeredByMe,
    isPresenter,
    can,
    isPast: s.endsAt.getTime() <= now.getTime(),
    avgRating: s.avgRating,
    ratingCount: s.ratingCount,
    institutionId: s.institutionId,
    cancelled: s.cancelled,
    createdAt: s.createdAt.toISOString(),
    modifiedAt: s.modifiedAt.toISOString(),
  };
}
