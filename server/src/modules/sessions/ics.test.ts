import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDate } from './ics';

const event = {
  uid: 'session-1@delv.test',
  start: new Date('2026-03-10T11:00:00Z'),
  end: new Date('2026-03-10T12:00:00Z'),
  stamp: new Date('2026-03-01T08:30:15.123Z'),
  summary: 'Data careers; Q&A, live',
  description: 'Line one\nLine two with a back\\slash',
  url: 'http://delv.test/session/1',
};

describe('ics calendar file', () => {
  it('when built, then it is one VEVENT in a VCALENDAR with CRLF line ends and UTC times', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(ics).toContain('\r\nUID:session-1@delv.test\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T083015Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20260310T110000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260310T120000Z\r\n');
    expect(ics).toContain('\r\nURL:http://delv.test/session/1\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('when text holds , ; \\ and newlines, then they are escaped', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(buildIcs(event)).toContain('SUMMARY:Data careers\\; Q&A\\, live');
    expect(buildIcs(event)).toContain('DESCRIPTION:Line one\\nLine two with a back\\\\slash');
  });

  it('when a line is longer than 75 octets, then it is folded with CRLF + space and unfolds to the original', () => {
    const long = 'DESCRIPTION:' + 'é'.repeat(100) + 'x'.repeat(80);
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((p) => p.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    // Never splits a two-byte character.
    expect(folded).not.toContain('\uFFFD');
  });

  it('when cancelled, then the status says so', () => {
    expect(buildIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('formats dates without separators or milliseconds', () => {
    expect(icsDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});
