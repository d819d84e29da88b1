import type { Session } from '@delv/shared';

/** Spec 000 §9 / 001 §2: 'Ugx {price}' when the price is 1 or more, otherwise FREE. */
export function priceLabel(price: number | null | undefined): string {
  return typeof price === 'number' && price >= 1 ? `Ugx ${price}` : 'FREE';
}

/** The create form's wording (spec 001 §2); other lengths in minutes; unknown = 'T.B.D'. */
export function durationLabel(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return 'T.B.D';
  if (minutes === 60) return '1 Hr (60 mins)';
  if (minutes === 120) return '2 Hrs (120 mins)';
  if (minutes % 60 === 0) return `${minutes / 60} Hrs (${minutes} mins)`;
  return `${minutes} mins`;
}

/*
 * Times are stored as instants and shown in the viewer's own zone (the old client showed the
 * organiser's wall clock to everyone). `timeZone` is a parameter so tests can pin it.
 */
export function formatDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));
}

export function formatTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** The viewer's zone name, e.g. 'EAT' or 'GMT+3', so '14:00' is never ambiguous. */
export function zoneName(iso: string, timeZone?: string): string {
  const part = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short', timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/** 'in 3 days', 'tomorrow', '2 hours ago' (Intl.RelativeTimeFormat, no date library). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60000);
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(minutes) >= size) return rtf.format(Math.round(minutes / size), unit);
  }
  return rtf.format(0, 'minute');
}

/** Past vs upcoming by the real end time (a session that has started but not ended is upcoming). */
export function hasEnded(session: Pick<Session, 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(session.endsAt) <= now;
}

export function isLive(session: Pick<Session, 'startsAt' | 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(session.startsAt) <= now && now < Date.parse(session.endsAt);
}
