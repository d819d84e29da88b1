import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MSG, FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../../test/fakeFetch';
import { notifyError } from '../../../lib/notify';
import { makeContentItem, makePost, makeShare } from '../testItems';
import { act } from '@testing-library/react';
import { deliverLiveEvent } from '../../../lib/live';
import FeedList from './FeedList';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => vi.mocked(notifyError).mockClear());

const authorOf = (u: ReturnType<typeof makeUser>) => ({
  _id: u._id,
  firstname: u.firstname,
  lastname: u.lastname,
  usercategory: u.usercategory,
  profilePicture: null,
});

/** A feed of `total` posts, newest first, paged by skip and limit. */
function feedServer(total: number, extra = {}) {
  const all = Array.from({ length: total }, (_, i) => makePost(i + 1));
  return mockServer({
    'GET /api/home/feed/': (call: FakeRequest) => {
      const skip = Number(call.query.get('skip'));
      const limit = Number(call.query.get('limit'));
      return { body: { success: true, data: all.slice(skip, skip + limit), hasMore: skip + limit < total } };
    },
    ...extra,
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Feed' })).getAllByRole('article');
// Role queries walk the whole tree: counting 60 cards that way is slow in jsdom.
const cardCount = () => document.querySelectorAll('.feed-cards > li').length;

describe('feed list', { timeout: 15_000 }, () => {
  it("shows 30, SHOW MORE FEEDS adds 30 more, then 'No more feeds to show'", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const server = feedServer(65);
    renderWithProviders(<FeedList />, { user: makeUser() });
    await screen.findByText('Post number 1');
    expect(cardCount()).toBe(30);

    // By text, not role: computing every button's name on a 60-card page is slow in jsdom.
    await user.click(screen.getByText('SHOW MORE FEEDS'));
    await waitFor(() => expect(cardCount()).toBe(60));
    await user.click(screen.getByText('SHOW MORE FEEDS'));
    await waitFor(() => expect(cardCount()).toBe(65));
    expect(screen.getByText(FEED_MSG.noMoreFeeds)).toBeInTheDocument();
    expect(screen.queryByText('SHOW MORE FEEDS')).not.toBeInTheDocument();

    const pages = server.callsTo('GET', '/api/home/feed/').map((c) => [c.query.get('skip'), c.query.get('limit')]);
    expect(pages).toEqual([
      ['0', '30'],
      ['30', '30'],
      ['60', '30'],
    ]);
  });

  it('shows an empty state when there is nothing yet', async () => {
    feedServer(0);
    renderWithProviders(<FeedList />, { user: makeUser() });
    expect(await screen.findByText('Your feed is empty')).toBeInTheDocument();
    expect(screen.queryByText(FEED_MSG.noMoreFeeds)).not.toBeInTheDocument();
  });

  it('likes what the card is about: the count moves at once, and moves back when refused', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/home/feed/': { body: { success: true, data: [makeShare()], hasMore: false } },
      'POST /api/like/': apiError(404, 'Not found', 'NOT_FOUND'),
    });
    renderWithProviders(<FeedList />, { user: makeUser() });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(screen.getByText('2 likes · 1 comment')).toBeInTheDocument();
    await user.click(like);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(CONTENT_MSG.likeFailed));
    expect(server.callsTo('POST', '/api/like/')[0].body).toEqual({ likedAbout: 'content', idOfLikedAbout: makeShare().target.id });
    expect(screen.getByText('2 likes · 1 comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("keeps the server's count after a like", async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/home/feed/': { body: { success: true, data: [makePost(1)], hasMore: false } },
      'POST /api/like/': { body: { success: true, message: 'Like added', data: { liked: true, likes: 7 } } },
    });
    renderWithProviders(<FeedList />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('7 likes · 0 comments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders each kind of card: a post with a player that loads on demand, a share, new content', async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/home/feed/': {
        body: {
          success: true,
          hasMore: false,
          data: [
            makePost(1, { link: 'https://youtu.be/aircAruvnKk', embedUrl: 'https://www.youtube.com/embed/aircAruvnKk' }),
            makeShare({ audience: 'users', recipients: 1 }),
            makeContentItem(),
          ],
        },
      },
    });
    renderWithProviders(<FeedList />, { user: makeUser() });
    await screen.findByText('Post number 1');
    // No third-party frame until asked for: it costs data.
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/aircAruvnKk?autoplay=1');

    // Shared with specific people: the recipient reads 'with you'.
    expect(screen.getByText('shared an article with you', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('published a new article', { exact: false })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /How to build a data portfolio/ });
    expect(links[0]).toHaveAttribute('href', '/article/read/00000000-0000-4000-8000-0000000000c1');
    // Every card has Like, Comment, Send and Share (spec 000 §2.5), plain posts too.
    for (const card of cards()) {
      expect(
        within(card)
          .getAllByRole('button')
          .map((b) => b.textContent?.trim()),
      ).toEqual(expect.arrayContaining(['Like', 'Comment', 'Send', 'Share']));
    }
    // Share on a post opens the share dialog for the post (its social networks; nothing sent to Delv's shares).
    await user.click(within(cards()[0]).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this post' });
    expect(within(dialog).getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent('/post/00000000-0000-4000-8000-000000000001'),
    );
  });

  it("tells the sharer how many people a share went to ('with 2 people')", async () => {
    const me = makeUser();
    mockServer({
      'GET /api/home/feed/': {
        body: { success: true, hasMore: false, data: [makeShare({ audience: 'users', recipients: 2, author: authorOf(me) })] },
      },
    });
    renderWithProviders(<FeedList />, { user: me });
    expect(await screen.findByText('shared an article with 2 people', { exact: false })).toBeInTheDocument();
  });

  it('adds a comment and counts it on the card', async () => {
    const user = userEvent.setup();
    const post = makePost(1);
    const server = mockServer({
      'GET /api/home/feed/': { body: { success: true, data: [post], hasMore: false } },
      [`GET /api/comment/${post._id}`]: { body: { success: true, data: [], count: 0 } },
      'POST /api/comment/': {
        status: 201,
        body: {
          success: true,
          message: CONTENT_MSG.commentAdded,
          data: {
            _id: 'c1',
            commentAbout: 'post',
            idOfCommentedAbout: post._id,
            commentText: 'Well said',
            rating: null,
            commentedBy: { _id: 'u', firstname: 'Amina', lastname: 'Nakato', profilePicture: null },
            createdAt: new Date().toISOString(),
          },
        },
      },
    });
    renderWithProviders(<FeedList />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments on this post' }, { timeout: 5000 });
    expect(await within(dialog).findByText('No comments yet. Be the first.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Write a comment'), 'Well said');
    await user.click(within(dialog).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/comment/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/comment/')[0].body).toEqual({
      commentAbout: 'post',
      idOfCommentedAbout: post._id,
      commentText: 'Well said',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('0 likes · 1 comment')).toBeInTheDocument();
  });

  describe('live', () => {
    const event = (type: string, actorId: string, data: Record<string, unknown>) => ({ id: '1', type, actorId, data, at: '' }) as never;

    it("counts other people's new posts in 'N new posts' instead of moving the list, and loads them when asked", async () => {
      const user = userEvent.setup();
      const me = makeUser();
      let total = 2;
      mockServer({
        'GET /api/home/feed/': () => ({
          body: { success: true, data: Array.from({ length: total }, (_, i) => makePost(total - i)), hasMore: false },
        }),
      });
      const { store } = renderWithProviders(<FeedList />, { user: me });
      await screen.findByText('Post number 2');
      await import('../live'); // what the list loads after its first paint
      const live = { dispatch: store.dispatch, me: me._id };
      // My own posts are put at the top by their answer: not announced.
      act(() => deliverLiveEvent(event('post.created', me._id, { postId: 'x', authorId: me._id }), live));
      expect(screen.queryByText(/new post/)).not.toBeInTheDocument();
      total = 4;
      act(() => deliverLiveEvent(event('post.created', 'someone', { postId: 'p3', authorId: 'someone' }), live));
      expect(screen.getByRole('button', { name: '1 new post' })).toBeInTheDocument();
      act(() => deliverLiveEvent(event('share.created', 'someone', { shareId: 's', toEveryone: true }), live));
      expect(cardCount()).toBe(2);
      await user.click(screen.getByRole('button', { name: '2 new posts' }));
      expect(await screen.findByText('Post number 4')).toBeInTheDocument();
      expect(cardCount()).toBe(4);
      expect(screen.queryByText(/new post/)).not.toBeInTheDocument();
    });

    it('shows likes and comments others make on my items without reloading', async () => {
      const me = makeUser();
      feedServer(1);
      const { store } = renderWithProviders(<FeedList />, { user: me });
      await screen.findByText('Post number 1');
      await import('../live');
      const target = makePost(1).target;
      const live = { dispatch: store.dispatch, me: me._id };
      act(() => deliverLiveEvent(event('like.changed', 'fan', { target, liked: true, likes: 1, ownerIds: [me._id] }), live));
      act(() => deliverLiveEvent(event('comment.created', 'fan', { target, commentId: 'c', ownerIds: [me._id], rated: false }), live));
      expect(screen.getByText('1 like · 1 comment')).toBeInTheDocument();
    });
  });
});
