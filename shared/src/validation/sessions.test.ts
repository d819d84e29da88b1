import { describe, expect, it } from 'vitest';
import { MSG, SESSION_MSG } from '../constants';
import {
  guestRegistrationSchema,
  institutionSessionSchema,
  isSchedulingLink,
  isTimeZone,
  mentorSessionSchema,
  registrationFormSchema,
  sessionListQuerySchema,
} from './sessions';

const valid = {
  sessionTitle: 'Data careers',
  description: 'd',
  organiser: 'Delv',
  presenter: 'David Otieno',
  price: '0',
  sessionDate: '2030-01-10',
  startTime: '14:00',
  durationMinutes: '60',
  tags: 'a, b',
};

const firstError = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (e: Error) => e.message,
  );

describe('session form schemas', () => {
  it('when valid form strings arrive, then they are cast (price, duration numbers; tags list; default zone)', async () => {
    const v = await mentorSessionSchema.validate(valid);
    expect(v).toMatchObject({ price: 0, durationMinutes: 60, tags: ['a', 'b'], timeZone: 'Africa/Kampala' });
  });

  it('when a required field is empty, then the spec message', async () => {
    expect(await firstError(mentorSessionSchema, { ...valid, sessionTitle: '' })).toBe(SESSION_MSG.titleRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, description: ' ' })).toBe(SESSION_MSG.descriptionRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, organiser: '' })).toBe(SESSION_MSG.organiserRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, presenter: '' })).toBe(SESSION_MSG.presenterRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, price: '' })).toBe(SESSION_MSG.priceRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, price: -5 })).toBe(SESSION_MSG.priceRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, sessionDate: '' })).toBe(SESSION_MSG.dateRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, startTime: '' })).toBe(SESSION_MSG.timeRequired);
    expect(await firstError(mentorSessionSchema, { ...valid, durationMinutes: 45 })).toBe(SESSION_MSG.durationInvalid);
    expect(await firstError(mentorSessionSchema, { ...valid, tags: ['x'.repeat(41)] })).toBe(MSG.tagTooLong);
  });

  it('when an institution fills the form, then a presenter id is required instead of a name', async () => {
    expect(await firstError(institutionSessionSchema, { ...valid, presenter: '' })).toBe(SESSION_MSG.presenterRequired);
    expect(await firstError(institutionSessionSchema, { ...valid, presenter: '', presenterId: 'abc' })).toBeNull();
  });

  it('when no duration is given, then the end date and time decide and must come after the start', async () => {
    const noDuration = { ...valid, durationMinutes: '' };
    const both = await mentorSessionSchema.validate(noDuration, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
    expect(both).toEqual(expect.arrayContaining([SESSION_MSG.dateRequired, SESSION_MSG.timeRequired]));
    expect(await firstError(mentorSessionSchema, { ...noDuration, endDate: '2030-01-10', endTime: '13:00' })).toBe(
      SESSION_MSG.endBeforeStart,
    );
    expect(await firstError(mentorSessionSchema, { ...noDuration, endDate: '2030-01-11', endTime: '13:00' })).toBe(SESSION_MSG.tooLong);
    expect(await firstError(mentorSessionSchema, { ...noDuration, endDate: '2030-01-10', endTime: '15:30' })).toBeNull();
  });

  it('when the registration form is incomplete, then the spec messages', async () => {
    const g = { firstname: 'A', lastname: 'B', email: 'a@b.co' };
    expect(await firstError(registrationFormSchema, { ...g, firstname: '' })).toBe(MSG.firstNameRequired);
    expect(await firstError(registrationFormSchema, { ...g, lastname: '' })).toBe(MSG.lastNameRequired);
    expect(await firstError(registrationFormSchema, { ...g, email: '' })).toBe(MSG.emailRequired);
    expect(await firstError(registrationFormSchema, { ...g, email: 'a@b' })).toBe(MSG.emailInvalid);
    expect(await firstError(guestRegistrationSchema, g)).toBe(SESSION_MSG.eventIdRequired);
  });

  it('when the list query comes as strings, then it is cast with defaults', async () => {
    expect(await sessionListQuerySchema.validate({ subscribed: 'true', limit: '5' })).toMatchObject({
      subscribed: true,
      limit: 5,
      skip: 0,
      sort: 'latest',
      when: 'all',
      presenter: '',
    });
  });
});

describe('scheduling link and time zones', () => {
  it('when the link starts with https://calendly.com/, then it is valid; anything else is not', () => {
    expect(isSchedulingLink('https://calendly.com/delv-david')).toBe(true);
    for (const bad of [
      '',
      'http://calendly.com/x',
      'https://calendly.com/',
      'https://calendly.com.evil.io/x',
      'calendly.com/x',
      null,
      42,
      'https://calendly.com/a b',
    ]) {
      expect(isSchedulingLink(bad)).toBe(false);
    }
  });

  it('when a zone is a real IANA name, then it is accepted', () => {
    expect(isTimeZone('Africa/Kampala')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
