import { describe, expect, it } from 'vitest';
import { FEED_MSG, feedbackSchema, postCreateSchema, shareSchema } from './feed';

const error = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (e: Error) => e.message,
  );

describe('feed schemas', () => {
  it('when a post has text and an embeddable link, then it passes; an unknown link or long text fails', async () => {
    expect(await postCreateSchema.validate({ postText: ' hi ', link: 'youtu.be/dQw4w9WgXcQ' })).toEqual({
      postText: 'hi',
      link: 'youtu.be/dQw4w9WgXcQ',
      clientId: '',
    });
    expect(await error(postCreateSchema, { postText: 'hi', link: 'https://example.com' })).toBe(FEED_MSG.linkNotEmbeddable);
    expect(await error(postCreateSchema, { postText: 'x'.repeat(281) })).toBe(FEED_MSG.postTextTooLong);
    expect(await error(postCreateSchema, { postText: '' })).toBe(FEED_MSG.postTextRequired);
  });

  it('when a share names the old client object or people, then it is read; missing audience fails with the spec text', async () => {
    expect(
      await shareSchema.validate({ shareText: 'x', sharedModel: 'Content', shared: { _id: 'abc' }, shareWith: 'users', to: 'a,b' }),
    ).toMatchObject({ shared: 'abc', to: ['a', 'b'] });
    expect(await error(shareSchema, { shareText: 'x', sharedModel: 'Content', shared: 'abc' })).toBe(FEED_MSG.shareWithRequired);
    expect(await error(shareSchema, { shareText: 'x', sharedModel: 'Content', shared: 'abc', shareWith: 'users' })).toBe(
      FEED_MSG.shareWithRequired,
    );
    expect(await error(shareSchema, { sharedModel: 'Content', shared: 'abc', shareWith: 'everyone' })).toBe(FEED_MSG.shareTextRequired);
  });

  it('when feedback has no stars, then it fails; half stars pass', async () => {
    expect(await error(feedbackSchema, { rating: 0, feedbackText: 'x' })).toBe(FEED_MSG.feedbackRatingRequired);
    expect(await feedbackSchema.validate({ rating: 3.5, feedbackText: 'ok' })).toEqual({ rating: 3.5, feedbackText: 'ok' });
  });
});
