import { describe, expect, it } from 'vitest';
import { PAGING } from '../constants/limits';
import { SEARCH_MSG } from '../constants/search';
import { searchHitPath, searchQuerySchema, searchSchema } from './search';

describe('searchSchema', () => {
  it('when nothing is given, then everything, 30 a page, best match first', async () => {
    expect(await searchSchema.validate({})).toEqual({
      keywords: '',
      skip: 0,
      limit: PAGING.SEARCH_PAGE,
      types: [],
      sort: 'relevance',
      category: '',
    });
  });

  it('when keywords have spaces around them, then they are trimmed; over 100 characters is refused', async () => {
    expect((await searchSchema.validate({ keywords: '  data sci  ' })).keywords).toBe('data sci');
    await expect(searchSchema.validate({ keywords: 'x'.repeat(101) })).rejects.toThrow(SEARCH_MSG.keywordsTooLong);
  });

  it('when a filter is not one of the choices, then it is refused with its message', async () => {
    await expect(searchSchema.validate({ types: ['Book'] })).rejects.toThrow(SEARCH_MSG.typeInvalid);
    await expect(searchSchema.validate({ sort: 'random' })).rejects.toThrow(SEARCH_MSG.sortInvalid);
    await expect(searchSchema.validate({ category: 'Job Search' })).rejects.toThrow(SEARCH_MSG.categoryInvalid);
  });
});

describe('searchQuerySchema (GET /search)', () => {
  it('when types come as a comma list in the query string, then they are the list; an unknown one is refused', async () => {
    const value = await searchQuerySchema.validate({ keywords: 'data', types: 'Video,Article', skip: '30', limit: '30' });
    expect(value).toMatchObject({ keywords: 'data', types: ['Video', 'Article'], skip: 30, limit: 30 });
    expect((await searchQuerySchema.validate({ types: '' })).types).toEqual([]);
    await expect(searchQuerySchema.validate({ types: 'Video,Book' })).rejects.toThrow(SEARCH_MSG.typeInvalid);
  });
});

describe('searchHitPath (spec 000 §2.11)', () => {
  const id = 'abc';
  it.each([
    [{ kind: 'mentor' as const }, true, '/mentors/more/abc'],
    [{ kind: 'session' as const }, false, '/session/abc'],
    [{ kind: 'course' as const, category: 'Course' }, false, '/course/review/abc'],
    [{ kind: 'content' as const, category: 'Video' }, false, '/video/watch/abc'],
    [{ kind: 'content' as const, category: 'Article' }, true, '/article/read/abc'],
    [{ kind: 'content' as const, category: 'Article' }, false, '/article/overview/abc'],
    [{ kind: 'content' as const, category: 'Book' }, false, '/book/open/abc'],
    [{ kind: 'content' as const, category: 'OpenLib' }, false, '/openlib/link/abc'],
    [{ kind: 'content' as const, category: 'Image' }, false, '/image/abc'],
    [{ kind: 'content' as const, category: 'Photo' }, false, '/image/abc'],
  ])('when the hit is %o (signed in: %s), then it links to %s', (hit, signedIn, path) => {
    expect(searchHitPath({ _id: id, ...hit }, signedIn)).toBe(path);
  });
});
