/** Wall-clock ⇄ instant conversion with Intl only (no moment/luxon): the create form sends a
 * date, a time and an IANA zone; the database keeps the instant (timestamptz). */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  date: string; // YYYY-MM-DD
  time: string; // HH:MM
}

function wallParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour) % 24,
    mi: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (EAT: +3 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the clocks of `timeZone` show `date` `time`. In a DST gap the time is
 * moved forward by the gap; in an overlap the earlier instant is taken. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets half a day either side cover any transition near this wall time.
  const before = zoneOffsetMs(new Date(wall - 12 * 3600_000), timeZone);
  const after = zoneOffsetMs(new Date(wall + 12 * 3600_000), timeZone);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const valid = candidates.find((c) => c + zoneOffsetMs(new Date(c), timeZone) === wall);
  // No valid candidate = a spring-forward gap: read the time with the offset from before the gap.
  return new Date(valid ?? wall - before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What the clocks of `timeZone` show at `instant`. */
export function utcToZoned(instant: Date, timeZone: string): WallClock {
  const p = wallParts(instant, timeZone);
  return { date: `${p.y}-${pad(p.mo)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.mi)}` };
}

/** "Tuesday, 25 November 2025, 14:00 EAT" for e-mails (in the session's own zone). */
export function humanTime(instant: Date, timeZone: string, language = 'en'): string {
  const text = new Intl.DateTimeFormat(language === 'sw' ? 'sw' : 'en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
  // en-GB writes Africa/Kampala as "GMT+3": name the zone too so people elsewhere can convert.
  return `${text} (${timeZone})`;
}
