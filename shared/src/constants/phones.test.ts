import { describe, expect, it } from 'vitest';
import { smsSegments, timeZoneOfPhone, toE164 } from './phones';

describe('toE164', () => {
  it('when a number of the five countries is typed with spaces, dashes, 00 or a bare country code, then it becomes E.164', () => {
    expect(toE164('+256 772 123 456')).toBe('+256772123456');
    expect(toE164('00254-712-345678')).toBe('+254712345678');
    expect(toE164('255 754 123456')).toBe('+255754123456');
    expect(toE164('+250 (788) 123.456')).toBe('+250788123456');
    expect(toE164('+257 79 123 456')).toBe('+25779123456');
    // A trunk 0 kept after the country code is dropped.
    expect(toE164('+256 0772 123456')).toBe('+256772123456');
  });

  it('when the country is another, the length is wrong or the country code is missing, then it is refused', () => {
    expect(toE164('+1 202 555 0143')).toBeNull();
    expect(toE164('+256 772 12345')).toBeNull();
    expect(toE164('+257 791 234 567')).toBeNull();
    expect(toE164('0772 123456')).toBeNull();
    expect(toE164('+256 072 123456')).toBeNull();
    expect(toE164('')).toBeNull();
  });

  it('when a number is of Rwanda or Burundi, then its SMS hours are Central Africa Time; else East Africa Time', () => {
    expect(timeZoneOfPhone('+250788123456')).toBe('Africa/Kigali');
    expect(timeZoneOfPhone('+25779123456')).toBe('Africa/Bujumbura');
    expect(timeZoneOfPhone('+256772123456')).toBe('Africa/Kampala');
    expect(timeZoneOfPhone('+44123')).toBe('Africa/Kampala');
  });
});

describe('smsSegments', () => {
  it('when a text is GSM-7, then 160 fit one message and longer ones take 153 per part', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
    expect(smsSegments('Delv: Somo linaanza saa 14:00. Jibu TOKA kusitisha.')).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('when a text has extension characters, then each counts two', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('when one character is outside GSM-7, then the text is UCS-2: 70 in one, 67 per part', () => {
    expect(smsSegments(`${'a'.repeat(69)}’`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}’`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('ā'.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSegments('ā'.repeat(135))).toMatchObject({ segments: 3 });
    // An emoji is two UTF-16 units.
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });
});
