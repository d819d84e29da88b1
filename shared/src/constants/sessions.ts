// Plain constants, apart from the yup schemas (validation/sessions.ts), so a screen or the
// message catalogue can use the texts without downloading yup.
/** Texts of the session forms (spec 001 §5 "Create session", "Registration form", §8). */
export const SESSION_MSG = {
  titleRequired: 'Event name is required',
  descriptionRequired: 'Description is required',
  organiserRequired: 'Organizer is required',
  presenterRequired: 'Presenter is required',
  priceRequired: 'Price is required',
  priceWhole: 'Price must be a whole number of shillings',
  priceTooHigh: 'Price must be at most 100,000,000 Ugx',
  dateRequired: 'Date is required',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  timeRequired: 'Time is required',
  timeFormat: 'Enter the time as HH:MM (24 hours)',
  durationInvalid: 'Duration must be 1 Hr (60 mins) or 2 Hrs (120 mins)',
  endBeforeStart: 'The session must end after it starts',
  tooLong: 'A session can last at most 12 hours',
  timeZoneInvalid: 'Unknown time zone',
  eventIdRequired: 'eventId is required',
  // outcomes and refusals (server answers)
  created: 'Session Successfully created',
  createFailed: 'Failed to create session',
  updated: 'Session updated',
  cancelled: 'Session cancelled',
  registered: 'Registration Successful',
  registeredAlready: 'You registered already',
  youArePresenter: 'You are a Presenter',
  sessionCancelled: 'This session was cancelled',
  sessionEnded: 'This session has already ended',
  sessionNotFound: 'Session not found',
  onlyMentors: 'Only mentors and institutions can create sessions',
  presenterNotMentor: 'The presenter must be a mentor',
  notOwner: 'Only the organiser of this session can change it',
  subscribedNeedsSignIn: 'Please sign in to see your subscribed sessions',
} as const;

/** The calendar address a mentor's scheduling link must start with (spec 001 §5 "Calendly link"). */
export const SCHEDULING_LINK_PREFIX = 'https://calendly.com/';

/** A mentor's booking link is usable (embeddable) only on the scheduling service over https. */
export function isSchedulingLink(link: unknown): boolean {
  return (
    typeof link === 'string' && link.startsWith(SCHEDULING_LINK_PREFIX) && link.length > SCHEDULING_LINK_PREFIX.length && !/\s/.test(link)
  );
}

/** True when Intl knows the IANA zone name (e.g. 'Africa/Kampala'). */
export function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
