import type { ImageRef } from './images';
/** A session (live event) as the API returns it (spec 001 §3 "Session/event"). */
export interface SessionPresenter {
  /** User id of the presenting mentor: 'Go Live' vs 'Attend Session' is decided by id. */
  _id: string;
  /** Display name chosen at creation (defaults to the mentor's full name). */
  name: string;
  profilePicture: ImageRef | null;
  /** The presenter's scheduling link; check it with isSchedulingLink() before embedding. */
  calendly: string;
}

export interface Session {
  /** Hidden by a moderator (issue 31): shown only to its organisers and staff, who read this notice. */
  hiddenByModerator?: true;
  _id: string;
  sessionTitle: string;
  description: string;
  presenter: SessionPresenter;
  organiser: string;
  /** ISO 8601 instants in UTC; show them in the viewer's zone. */
  startsAt: string;
  endsAt: string;
  /** IANA zone the organiser entered the time in (default 'Africa/Kampala'). */
  timeZone: string;
  /** The organiser's wall-clock values in `timeZone` (for the edit form). */
  sessionDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  durationMinutes: number;
  /** Ugx; 0 = FREE. */
  price: number;
  /** Meeting link: null unless the viewer is registered, the presenter or the owner. */
  sessionAddressLink: string | null;
  /** True when a meeting link exists (even if hidden from this viewer). */
  hasAddressLink: boolean;
  tags: string[];
  thumbnailFile: ImageRef | null;
  attendeeCount: number;
  registeredByMe: boolean;
  isPresenter: boolean;
  /** What the viewer may do with it (sessions.policy.ts): edit and cancel (its creator, an admin of its institution), see who registered (also its presenter). */
  can: { edit: boolean; cancel: boolean; seeAttendees: boolean };
  /** True once endsAt has passed (computed by the server at answer time). */
  isPast: boolean;
  avgRating: number;
  ratingCount: number;
  institutionId: string | null;
  cancelled: boolean;
  createdAt: string;
  modifiedAt: string;
}

/** One registration, as the session's owner sees it (GET /sessions/session/:id/attendees). */
export interface SessionAttendee {
  _id: string;
  /** null for guests (the old 'Unregistered_User'). */
  userId: string | null;
  firstname: string;
  lastname: string;
  email: string;
  createdAt: string;
}

/** Mentor profile summary with real figures (replaces the old fixed placeholders). */
export interface MentorSummary {
  mentorId: string;
  /** Past, not cancelled sessions this mentor presented. */
  sessionsHeld: number;
  /** Registrations on those past sessions. */
  attendees: number;
  upcomingSessions: number;
  /** ISO date the account was created. */
  memberSince: string;
  /** Average of the ratings behind it (0 with none). */
  avgRating: number;
  /** Ratings behind avgRating: a review's stars stay when its text is deleted, so it can differ from reviewCount. */
  ratingCount: number;
  /** Reviews (comments about the mentor), with or without stars. */
  reviewCount: number;
  /** Whether the mentor's calendly link can be embedded (isSchedulingLink). */
  hasSchedulingLink: boolean;
}
