import { describe, expect, it } from 'vitest';
import { humanTime, utcToZoned, zoneOffsetMs, zonedToUtc } from './time';

describe('wall clock to instant', () => {
  it('when the zone is Kampala (EAT, UTC+3, no DST), then 14:00 local is 11:00 UTC', () => {
    expect(zonedToUtc('2026-03-10', '14:00', 'Africa/Kampala').toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(zoneOffsetMs(new Date('2026-07-01T00:00:00Z'), 'Africa/Nairobi')).toBe(3 * 3600_000);
  });

  it('when local midnight falls on the previous UTC day, then the date moves back', () => {
    expect(zonedToUtc('2026-01-01', '01:30', 'Africa/Kampala').toISOString()).toBe('2025-12-31T22:30:00.000Z');
  });

  it('when the zone has daylight saving, then summer and winter offsets both apply', () => {
    expect(zonedToUtc('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToUtc('2026-01-15', '09:00', 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedToUtc('2026-06-01', '09:00', 'America/New_York').toISOString()).toBe('2026-06-01T13:00:00.000Z');
  });

  it('when the time is in a spring-forward gap, then it lands after the gap; in an overlap, the earlier instant', () => {
    // London 2026-03-29 01:30 does not exist (01:00 -> 02:00).
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // London 2026-10-25 01:30 happens twice; the first is 00:30 UTC.
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('when converted back, then the organiser sees the wall clock they typed', () => {
    const at = zonedToUtc('2026-05-20', '18:45', 'Africa/Kampala');
    expect(utcToZoned(at, 'Africa/Kampala')).toEqual({ date: '2026-05-20', time: '18:45' });
    expect(utcToZoned(at, 'UTC')).toEqual({ date: '2026-05-20', time: '15:45' });
  });

  it('when written for a mail, then the zone is named', () => {
    expect(humanTime(new Date('2026-03-10T11:00:00Z'), 'Africa/Kampala')).toMatch(/Tuesday, 10 March 2026.*14:00.*\(Africa\/Kampala\)/);
  });
});
