import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, loginSchema, resetPasswordSchema } from './auth';
import { pagingSchema } from './common';

describe('password change form', () => {
  it('when the confirmation differs, then "New passwords do not match"', async () => {
    await expect(
      changePasswordFormSchema.validateAt('confirmPassword', { password: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' }),
    ).rejects.toThrow('New passwords do not match');
  });

  it('when the new password is short, then the spec message', async () => {
    await expect(changePasswordFormSchema.validateAt('newPassword', { newPassword: 'short' })).rejects.toThrow(
      'Password must be atleast 8 characters long',
    );
  });
});

describe('login and reset', () => {
  it('when the e-mail is missing, then "Email is required"', async () => {
    await expect(loginSchema.validateAt('email', {})).rejects.toThrow('Email is required');
  });

  it('when the reset token is missing, then the invalid-link message', async () => {
    await expect(resetPasswordSchema.validateAt('token', {})).rejects.toThrow(/invalid or has expired/);
  });
});

describe('paging', () => {
  it('when nothing is given, then skip 0 and limit 30', () => {
    expect(pagingSchema.cast({})).toEqual({ skip: 0, limit: 30 });
  });

  it('when query strings are given, then they are numbers; over 100 is refused', async () => {
    expect(await pagingSchema.validate({ skip: '30', limit: '30' })).toEqual({ skip: 30, limit: 30 });
    await expect(pagingSchema.validate({ limit: '1000' })).rejects.toThrow('limit must be at most 100');
    await expect(pagingSchema.validate({ skip: 'abc' })).rejects.toThrow('skip must be a number');
  });
});

describe('wrong types', () => {
  it('when an object is sent as the e-mail, then a validation error, not a crash', async () => {
    await expect(loginSchema.validate({ email: { $ne: 1 }, password: 'x' })).rejects.toThrow('email must be text');
  });
});

describe('the e-mail rule (issue 26)', () => {
  const check = (email: string) => loginSchema.validateAt('email', { email });

  it('when an address is well formed, then it passes, lower-cased', async () => {
    for (const ok of ['amina@example.com', 'Brian.Okello+delv@mail.co.ug', "o'neil@sub-domain.example.org", 'a_b-c@x1.io']) {
      await expect(check(ok)).resolves.toBe(ok.toLowerCase());
    }
  });

  it('when an address holds a broken character, a control character, a space or non-ASCII letters, then "Invalid email"', async () => {
    for (const bad of [
      'amina\uFFFD@example.com',
      'amina@exa\uFFFDmple.com',
      'ami\u0007na@example.com',
      'amina@example.com\u200B',
      'am ina@example.com',
      'amina@@example.com',
      'amina@-example.com',
      'amina@example..com',
      'amina@example.c',
      'amina@example',
      '"amina"@example.com',
      'amína@example.com',
      'amina@ex\u00e4mple.com',
    ]) {
      await expect(check(bad), JSON.stringify(bad)).rejects.toThrow('Invalid email');
    }
  });
});
