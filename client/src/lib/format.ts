import type { Language } from '@delv/shared';
import { i18n } from '../i18n/catalogues';
import { getLanguage } from '../i18n/language';

/*
 * Dates, times, numbers, prices and sizes in the active language, with Intl only (issue 11).
 * English is written the East African way (day before month: en-GB); Kiswahili is 'sw'.
 * Every function reads the language when called: a component that shows them re-renders on a
 * switch because it uses useT or useLanguage.
 */

const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw' };
const locale = () => LOCALES[getLanguage()];

// Intl formatters are costly to build; keep one per language and options.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (l: string) => T,
): T {
  const key = `${kind}|${locale()}|${JSON.stringify(options)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make(locale());
    cache.set(key, f);
  }
  return f;
}

const dateFormat = (options: Intl.DateTimeFormatOptions) => cached('date', options, (l) => new Intl.DateTimeFormat(l, options));
const numberFormat = (options: Intl.NumberFormatOptions = {}) => cached('number', options, (l) => new Intl.NumberFormat(l, options));

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** '3 Mar 2026' / '3 Mac 2026'; '' for a broken date. */
export function formatDate(iso: string, timeZone?: string): string {
  return valid(iso) ? dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso)) : '';
}

/** 'Tue, 3 Mar 2026' / 'Jumanne, 3 Mac 2026' (a session's day). */
export function formatDay(iso: string, timeZone?: string): string {
  return valid(iso)
    ? dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso))
    : '';
}

/** '14:00' (24 hours in both languages: East Africa reads either, and the zone is shown beside it). */
export function formatTime(iso: string, timeZone?: string): string {
  return valid(iso) ? dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso)) : '';
}

/** '3 Mar 2026, 14:00'. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return valid(iso) ? dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)) : '';
}

/** 'Mar 2026' (member since). */
export function formatMonthYear(iso: string): string {
  return valid(iso) ? dateFormat({ month: 'short', year: 'numeric' }).format(new Date(iso)) : '';
}

/** The zone's short name ('EAT', 'GMT+3'), so '14:00' is never ambiguous. */
export function zoneName(iso: string, timeZone?: string): string {
  if (!valid(iso)) return '';
  const part = dateFormat({ timeZoneName: 'short', timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'in 3 days', 'tomorrow', '2 hours ago' / 'baada ya siku 3', 'kesho'. Under a minute: 'now'
 * in the language (or `justNow`, e.g. the feed's 'just now'). */
export function relativeTime(iso: string, now: number = Date.now(), justNow?: string): string {
  if (!valid(iso)) return '';
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const rtf = cached('relative', {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return justNow ?? rtf.format(0, 'second');
}

/** 20,000 (grouped as the language groups). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(Number.isFinite(n) ? n : 0);
}

/** Spec 000 §9 / 001 §2: 'Ugx 20,000' from 1 shilling up, otherwise the word for free ('FREE', 'BURE'). */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && price >= 1 ? `Ugx ${formatNumber(price, { maximumFractionDigits: 0 })}` : i18n._('shell:format.free');
}

/** '2.5 MB', '300 KB' (decimal units, as phones show them) / 'MB 2.5'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000)
    return numberFormat({ style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000);
  return numberFormat({ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)));
}
