import { describe, expect, it } from 'vitest';
import { YOUTH_MSG, hasContactDetails } from '../constants/youth';
import { ageOn, birthDateSchema, institutionConsentSchema } from './youth';
import { signupSchema } from './users';

const messageOf = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (e: Error) => e.message,
  );

describe('young learners: dates of birth and contact details', () => {
  it('counts whole years, the birthday itself included', () => {
    const today = new Date('2026-11-27T10:00:00Z');
    expect(ageOn('2011-11-27', today)).toBe(15);
    expect(ageOn('2011-11-28', today)).toBe(14);
    expect(ageOn('2008-11-27', today)).toBe(18);
  });

  it('when a date of birth is not a real day or gives an impossible age, then its message', async () => {
    expect(await messageOf(birthDateSchema, {})).toBe(YOUTH_MSG.birthDateRequired);
    expect(await messageOf(birthDateSchema, { birthDate: '2011-02-30' })).toBe(YOUTH_MSG.birthDateInvalid);
    expect(await messageOf(birthDateSchema, { birthDate: '3011-01-01' })).toBe(YOUTH_MSG.birthDateInvalid);
    expect(await messageOf(birthDateSchema, { birthDate: '2011-02-28' })).toBeNull();
  });

  it('sign-up takes a date of birth but does not require one', async () => {
    const base = { firstname: 'A', lastname: 'B', email: 'a@b.co', country: 'Uganda', usercategory: ['student'], password: 'secret123' };
    expect(await messageOf(signupSchema, base)).toBeNull();
    expect(await messageOf(signupSchema, { ...base, birthDate: 'soon' })).toBe(YOUTH_MSG.birthDateInvalid);
  });

  it('an institution must say it holds consent', async () => {
    const userId = '7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f';
    expect(await messageOf(institutionConsentSchema, { userId, holdsConsent: false })).toBe(YOUTH_MSG.institutionStatementRequired);
    expect(await messageOf(institutionConsentSchema, { userId, holdsConsent: true })).toBeNull();
  });

  it('finds phone numbers, e-mail addresses and other messaging services, not ordinary numbers', () => {
    for (const words of [
      'call me on +256 772 123456',
      '0772-123-456 after school',
      'mail amina.k@gmail.com',
      'wa.me/256772123456',
      'add me on WhatsApp',
      'https://t.me/amina',
      'my snapchat is ak',
    ])
      expect(hasContactDetails(words), words).toBe(true);
    for (const words of ['The exam is in 2027', 'Chapter 12, page 345', 'score 98.5 out of 100', 'meet at the library at 4'])
      expect(hasContactDetails(words), words).toBe(false);
  });
});
