import { describe, expect, it } from 'vitest';
import { durationLabel, hasEnded, priceLabel, relativeTime } from './format';

describe('session price display', () => {
  it('shows Ugx and the amount, grouped, from 1 shilling up', () => {
    expect(priceLabel(1)).toBe('Ugx 1');
    expect(priceLabel(20000)).toBe('Ugx 20,000');
  });
  it('shows FREE for 0, a fraction under 1, or no price', () => {
    expect(priceLabel(0)).toBe('FREE');
    expect(priceLabel(0.5)).toBe('FREE');
    expect(priceLabel(undefined)).toBe('FREE');
  });
});

describe('session duration and time', () => {
  it("uses the create form's wording and 'T.B.D' when unknown", () => {
    expect(durationLabel(60)).toBe('1 Hr (60 mins)');
    expect(durationLabel(120)).toBe('2 Hrs (120 mins)');
    expect(durationLabel(45)).toBe('45 mins');
    expect(durationLabel(0)).toBe('T.B.D');
  });
  it('says when a session starts relative to now', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(relativeTime('2030-01-04T10:00:00Z', now)).toMatch(/in 3 days/);
    expect(relativeTime('2030-01-01T12:00:00Z', now)).toMatch(/in 2 hours/);
    expect(relativeTime('2030-01-01T09:00:00Z', now)).toMatch(/1 hour ago/);
  });
  it('counts a session as past only once its real end time has passed', () => {
    const now = Date.parse('2030-01-01T10:30:00Z');
    expect(hasEnded({ endsAt: '2030-01-01T11:00:00Z' }, now)).toBe(false);
    expect(hasEnded({ endsAt: '2030-01-01T10:30:00Z' }, now)).toBe(true);
  });
});
