import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CONTENT_MSG } from '../constants/content';
import { loginSchema } from './auth';
import { pagingSchema } from './common';
import { contentCreateSchema, contentListQuerySchema, ratingSchema } from './content';
import { INPUT_LIMITS, INPUT_MSG, inspectInput } from './input';
import { searchSchema } from './search';
import { sessionListQuerySchema } from './sessions';
import { profileUpdateSchema } from './users';

const firstError = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, input: unknown) => {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return null;
  } catch (e) {
    const err = e as ValidationError;
    return { path: err.inner[0]?.path ?? err.path, message: err.inner[0]?.message ?? err.message };
  }
};

const nested = (levels: number) => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('inspectInput', () => {
  it('when a string holds a NUL or a lone surrogate, then the field is named', () => {
    expect(inspectInput({ name: 'a\u0000b' })).toEqual({ field: 'name', message: INPUT_MSG.badCharacter('name') });
    expect(inspectInput({ tags: ['ok', 'bad\uD800'] })?.field).toBe('tags[1]');
    expect(inspectInput({ a: { b: '\uDC00x' } })?.field).toBe('a.b');
    // A whole pair is fine (an emoji).
    expect(inspectInput({ name: 'Amina \uD83D\uDE00' })).toBeNull();
  });

  it('when a key is inherited by every object, then it is refused', () => {
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']) {
      const body = JSON.parse(`{"${key}": 1}`) as unknown;
      expect(inspectInput(body), key).toEqual({ field: key, message: INPUT_MSG.badKey(key) });
    }
  });

  it('when the input nests too deep or has too many entries, then it stops there, without recursion', () => {
    expect(inspectInput(nested(INPUT_LIMITS.MAX_DEPTH - 1))).toBeNull();
    expect(inspectInput(nested(INPUT_LIMITS.MAX_DEPTH + 1))?.message).toBe(INPUT_MSG.tooDeep);
    // 100,000 levels would overflow any recursive walk.
    expect(inspectInput(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))?.message).toBe(INPUT_MSG.tooDeep);
    expect(inspectInput({ list: Array.from({ length: INPUT_LIMITS.MAX_ENTRIES + 1 }, () => 1) })?.message).toBe(INPUT_MSG.tooManyEntries);
  });
});

describe('strict types', () => {
  it('when text fields get a boolean, a number, an array or an object, then "<field> must be text"', async () => {
    expect(await firstError(loginSchema, { email: 'a@example.com', password: true })).toEqual({
      path: 'password',
      message: 'password must be text',
    });
    expect((await firstError(loginSchema, { email: ['a@example.com'], password: 'x' }))?.path).toBe('email');
    expect(
      (await firstError(profileUpdateSchema, { firstname: 'A', lastname: 'B', email: 'a@example.com', country: true, category: 'Student' }))
        ?.path,
    ).toBe('country');
    expect(await firstError(searchSchema, { keywords: { $ne: 1 } })).toEqual({ path: 'keywords', message: 'keywords must be text' });
  });

  it('when a number field gets an array, a boolean, an exponent or a huge value, then it is refused', async () => {
    expect((await firstError(ratingSchema, { idOfRated: 'x', ratingLevel: [1, 2] }))?.message).toBe(CONTENT_MSG.ratingRange);
    expect((await firstError(ratingSchema, { idOfRated: 'x', ratingLevel: [1] }))?.message).toBe(CONTENT_MSG.ratingRange);
    expect((await firstError(ratingSchema, { idOfRated: 'x', ratingLevel: true }))?.message).toBe(CONTENT_MSG.ratingRange);
    expect((await firstError(pagingSchema, { skip: '1e20' }))?.message).toBe('skip must be a number');
    expect((await firstError(pagingSchema, { skip: 1e20 }))?.message).toBe(`skip must be at most ${INPUT_LIMITS.MAX_INT}`);
    expect((await firstError(pagingSchema, { skip: -1 }))?.message).toBe('skip must be 0 or more');
    expect((await firstError(pagingSchema, { skip: ['1', '2'] }))?.message).toBe('skip must be a number');
    expect((await firstError(searchSchema, { limit: '0x10' }))?.message).toBe('limit must be a number');
    // Decimal text (a query string) is still a number.
    expect(await pagingSchema.validate({ skip: '30', limit: ' 10 ' })).toEqual({ skip: 30, limit: 10 });
  });

  it('when an integer column gets a fraction, then 400 with its message', async () => {
    const base = { title: 'T', category: 'Video', sourceLink: 'https://example.com/v' };
    expect((await firstError(contentCreateSchema, { ...base, noOfStudents: 1.5 }))?.message).toBe(
      CONTENT_MSG.numberInvalid('Number of students'),
    );
    expect((await contentCreateSchema.validate({ ...base, noOfStudents: '12', duration: '1.5' })).duration).toBe(1.5);
  });

  it('when a boolean field gets an array or other text, then it is refused; true/false and their text pass', async () => {
    expect((await firstError(contentListQuerySchema, { topLevel: ['true'] }))?.message).toBe('topLevel must be true or false');
    expect((await firstError(sessionListQuerySchema, { subscribed: '1' }))?.message).toBe('subscribed must be true or false');
    expect((await contentListQuerySchema.validate({ topLevel: 'true' })).topLevel).toBe(true);
    expect(
      (await contentCreateSchema.validate({ title: 'T', category: 'Video', sourceLink: 'https://e.com/v', visible: 'false' })).visible,
    ).toBe(false);
  });
});
