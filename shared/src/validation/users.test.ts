import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MSG } from '../constants';
import { institutionSignupFormSchema, interestsSchema, profileUpdateSchema, signupFormSchema, signupSchema } from './users';
import { tagList } from './common';

/** Collects every message a schema gives for an input, keyed by field. */
async function messages(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, input: unknown) {
  try {
    await schema.validate(input, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.message;
    return out;
  }
}

const validSignup = {
  firstname: 'Amina',
  lastname: 'Nakato',
  email: 'Amina@Example.com',
  country: 'Uganda',
  usercategory: 'student',
  password: 'longenough',
};

describe('sign-up schema', () => {
  it('when every field is empty, then each gives the spec message', async () => {
    const m = await messages(signupSchema, {});
    expect(m).toMatchObject({
      firstname: MSG.firstNameRequired,
      lastname: MSG.lastNameRequired,
      email: MSG.emailRequired,
      country: MSG.countryRequired,
      password: MSG.passwordRequired,
    });
  });

  it('when the password has 7 characters, then "Password must be atleast 8 characters long"', async () => {
    expect((await messages(signupSchema, { ...validSignup, password: '1234567' })).password).toBe(
      'Password must be atleast 8 characters long',
    );
  });

  it('when the e-mail has no domain dot, then "Invalid email format"', async () => {
    expect((await messages(signupSchema, { ...validSignup, email: 'a@b' })).email).toBe('Invalid email format');
  });

  it('when the category is a single string, then it becomes a one-entry list and the e-mail is lower-cased', async () => {
    const v = await signupSchema.validate(validSignup);
    expect(v.usercategory).toEqual(['student']);
    expect(v.email).toBe('amina@example.com');
  });

  it('when the category is institution or unknown, then it is refused (institutions register separately)', async () => {
    expect((await messages(signupSchema, { ...validSignup, usercategory: ['institution'] }))['usercategory[0]']).toBe(MSG.categoryRequired);
  });

  it('when the repeated password differs, then "Password don\'t match"', async () => {
    const m = await messages(signupFormSchema, { ...validSignup, repeatPassword: 'different1' });
    expect(m.repeatPassword).toBe("Password don't match");
  });
});

describe('institution registration schema', () => {
  it('when the passwords differ, then "Passwords do not match."', async () => {
    const m = await messages(institutionSignupFormSchema, { password: 'longenough', confirmPassword: 'other-one' });
    expect(m.confirmPassword).toBe('Passwords do not match.');
    expect(m.institutionName).toBe(MSG.institutionNameRequired);
    expect(m.bio).toBe(MSG.institutionBioRequired);
  });

  it('when a speciality is longer than 40 characters, then it is refused', async () => {
    const m = await messages(institutionSignupFormSchema, { specialities: ['x'.repeat(41)] });
    expect(m['specialities[0]']).toBe(MSG.tagTooLong);
  });

  it('when specialities come as a comma string, then they are split and trimmed', async () => {
    const v = await tagList(20).validate(' AI, Data ,, Cloud');
    expect(v).toEqual(['AI', 'Data', 'Cloud']);
  });

  it('when the country is Other, then it is refused (registration offers the five countries only)', async () => {
    const m = await messages(institutionSignupFormSchema, { country: 'Other' });
    expect(m.country).toBe(MSG.countryRequired);
  });
});

describe('profile update schema', () => {
  it('when a social link is not a web address, then it is refused; empty is allowed', async () => {
    const base = { firstname: 'A', lastname: 'B', email: 'a@b.co', country: 'Kenya', category: 'mentor' };
    expect((await messages(profileUpdateSchema, { ...base, linkedIn: 'linkedin' })).linkedIn).toBe(MSG.invalidUrl);
    expect(await messages(profileUpdateSchema, { ...base, linkedIn: '' })).toEqual({});
  });

  it('when the category is missing, then "User Category is required"', async () => {
    const m = await messages(profileUpdateSchema, {});
    expect(m.category).toBe('User Category is required');
  });
});

describe('interests schema', () => {
  it('when two interests are sent, then at least 3 are asked for', async () => {
    expect((await messages(interestsSchema, { interests: 'Data,Design' })).interests).toBe(MSG.interestsMin);
  });

  it('when a comma-joined string of three is sent, then it becomes a list', async () => {
    const v = await interestsSchema.validate({ interests: 'Data Science, Design ,Writing' });
    expect(v.interests).toEqual(['Data Science', 'Design', 'Writing']);
  });
});
