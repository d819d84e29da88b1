import type { Session } from '@delv/shared';
import { formatPrice } from '../../lib/format';
import { i18n } from '../../i18n/catalogues';

/** Spec 000 §9 / 001 §2: 'Ugx 20,000' when the price is 1 or more, otherwise FREE (lib/format.ts, in the active language). */
export const priceLabel = formatPrice;

/** The create form's wording (spec 001 §2); other lengths in minutes; unknown = 'T.B.D'. In the
 * active language (the sessions catalogue, which every screen showing a session has loaded). */
export function durationLabel(minutes: number | null | undefined): string {
  const m = minutes && minutes > 0 ? minutes : 0;
  return i18n._('sessions:duration', { minutes: m, hours: m > 60 && m % 60 === 0 ? m / 60 : 'none' });
}

/*
 * Times are stored as instants and shown in the viewer's own zone (the old client showed the
 * organiser's wall clock to everyone), in the active language: lib/format.ts.
 */
export { formatDay, formatTime, relativeTime, zoneName } from '../../lib/format';

/** Past vs upcoming by the real end time (a session that has started but not ended is upcoming). */
export function hasEnded(session: Pick<Session, 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(session.endsAt) <= now;
}

export function isLive(session: Pick<Session, 'startsAt' | 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(session.startsAt) <= now && now < Date.parse(session.endsAt);
}
