import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CONTENT_MSG } from '../constants/content';
import {
  commentKindOf,
  commentListQuerySchema,
  commentSchema,
  contentCreateSchema,
  contentDetailsSchema,
  contentListQuerySchema,
  courseUnitsQuerySchema,
  likeSchema,
  ratingSchema,
  reviewFormSchema,
} from './content';

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

describe('content create schema', () => {
  it('when title and category are missing, then "Title is required" and "Category is required"', async () => {
    expect(await messages(contentCreateSchema, {})).toMatchObject({
      title: CONTENT_MSG.titleRequired,
      category: CONTENT_MSG.categoryRequired,
    });
  });

  it('when multipart strings arrive, then they become booleans, numbers and tag lists', async () => {
    const v = await contentCreateSchema.validate({
      title: '  Intro  ',
      category: 'Course',
      visible: 'false',
      noOfStudents: '120',
      duration: '',
      tags: 'data, python,ml',
      courseCategory: 'Data Scientist',
    });
    expect(v).toMatchObject({ title: 'Intro', visible: false, noOfStudents: 120, tags: ['data', 'python', 'ml'] });
    expect(v.duration).toBeUndefined();
  });

  it('when a tag has 41 characters, then the tag message', async () => {
    expect(Object.values(await messages(contentCreateSchema, { title: 't', category: 'Video', tags: ['x'.repeat(41)] }))).toContain(
      'Each tag must be at most 40 characters',
    );
  });

  it('when the category or course category is not on the list, then their messages', async () => {
    expect(await messages(contentCreateSchema, { title: 't', category: 'Podcast', courseCategory: 'Cooking' })).toMatchObject({
      category: CONTENT_MSG.categoryInvalid,
      courseCategory: CONTENT_MSG.courseCategoryInvalid,
    });
  });

  it('when a number is negative or not a number, then a number message', async () => {
    const m = await messages(contentCreateSchema, { title: 't', category: 'Course', noOfStudents: '-1', duration: 'abc' });
    expect(m.noOfStudents).toBe(CONTENT_MSG.numberInvalid('Number of students'));
    expect(m.duration).toBe(CONTENT_MSG.numberInvalid('Duration'));
  });

  it('when visible is absent, then public by default', async () => {
    expect((await contentCreateSchema.validate({ title: 't', category: 'Article' })).visible).toBe(true);
  });
});

describe('content details schema', () => {
  it('when the title is blank, then "Title is required"; other fields may be empty', async () => {
    expect(await messages(contentDetailsSchema, { title: ' ', description: '' })).toEqual({ title: CONTENT_MSG.titleRequired });
    const v = await contentDetailsSchema.validate({ title: 'x' });
    expect(v.visible).toBeUndefined();
    expect(v.tags).toEqual([]);
  });
});

describe('review, comment, rating and like schemas', () => {
  it('when the review text is empty, then "Review is required"', async () => {
    expect(await messages(reviewFormSchema, { commentText: '  ', rating: 4 })).toEqual({ commentText: 'Review is required' });
    expect((await messages(commentSchema, { commentAbout: 'content', idOfCommentedAbout: 'x', commentText: '' })).commentText).toBe(
      'Review is required',
    );
  });

  it('when the rating is 0 to 5 in halves, then it passes; 4.3, 5.5 or -0.5 fail', async () => {
    for (const r of [0, 0.5, 2, 4.5, 5]) expect(await messages(ratingSchema, { idOfRated: 'x', ratingLevel: r })).toEqual({});
    for (const r of [4.3, 5.5, -0.5, 'abc']) {
      expect((await messages(ratingSchema, { idOfRated: 'x', ratingLevel: r })).ratingLevel).toBe(CONTENT_MSG.ratingRange);
    }
  });

  it('when a comment carries no rating or an empty one, then rating is null', async () => {
    expect((await commentSchema.validate({ commentAbout: 'user', idOfCommentedAbout: 'x', commentText: 'Good' })).rating).toBeNull();
    expect(
      (await commentSchema.validate({ commentAbout: 'user', idOfCommentedAbout: 'x', commentText: 'Good', rating: '' })).rating,
    ).toBeNull();
  });

  it('when the kind is unknown, then "Unknown kind of item"', async () => {
    expect((await messages(likeSchema, { likedAbout: 'car', idOfLikedAbout: 'x' })).likedAbout).toBe(CONTENT_MSG.kindInvalid);
  });

  it("when the item is 'delv-platform', then the comment is platform feedback whatever commentAbout says", () => {
    expect(commentKindOf({ commentAbout: 'content', idOfCommentedAbout: 'delv-platform' })).toBe('platform');
    expect(commentKindOf({ commentAbout: 'user', idOfCommentedAbout: 'abc' })).toBe('user');
  });
});

describe('list queries', () => {
  it('when nothing is given, then 32 a page, latest first, no search', async () => {
    expect(await contentListQuerySchema.validate({})).toMatchObject({ skip: 0, limit: 32, q: '', sort: 'latest' });
    expect(await commentListQuerySchema.validate({})).toMatchObject({ limit: 5, sort: 'time' });
  });

  it('when limit is over 100 or the sort unknown, then 400 messages', async () => {
    const m = await messages(contentListQuerySchema, { limit: '500', sort: 'random' });
    expect(m.limit).toBe('limit must be at most 100');
    expect(m.sort).toBeTruthy();
  });

  it('when course units are asked for without a course, then "Course is required"', async () => {
    expect((await messages(courseUnitsQuerySchema, {})).course).toBe(CONTENT_MSG.courseRequired);
    expect((await courseUnitsQuerySchema.validate({ course: 'Data Science' })).limit).toBe(32);
  });
});
