import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../../test/fakeFetch';
import { notifyError } from '../../../lib/notify';
import { setLanguage } from '../../../i18n';
import ContentListPage from './ContentListPage';
import ContentViewPage from '../../../app/pages/ContentViewPage';
import CourseUnitsPage from './CourseUnitsPage';
import MyContentPage from './MyContentPage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const ownerId = '00000000-0000-4000-8000-0000000000aa';

function makeItem(over: Partial<ContentItem> = {}): ContentItem {
  return {
    _id: '00000000-0000-4000-8000-0000000000c1',
    userID: ownerId,
    title: 'Data Science Basics',
    author: 'David Otieno',
    postedBy: '',
    description: 'An introduction.',
    sourceLink: '',
    category: 'Video',
    visible: true,
    tags: ['data'],
    thumbnailFile: null,
    contentFile: { publicUrl: '/files/content/a/intro.mp4', mimeType: 'video/mp4', size: 1000, width: null, height: null, variants: [] },
    publisher: '',
    noOfStudents: null,
    duration: null,
    parentCourse: '',
    courseCategory: '',
    venue: '',
    organiser: '',
    avgRating: 4.25,
    ratingCount: 2,
    reviewCount: 0,
    likes: 3,
    likedByMe: false,
    views: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-01T10:00:00.000Z',
    owner: { _id: ownerId, firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'], profilePicture: null },
    // As a signed-in reader who is not its owner gets it.
    can: { edit: false, delete: false, review: true },
    ...over,
  };
}

beforeEach(() => vi.mocked(notifyError).mockClear());

describe('videos list', () => {
  it("shows the count, the cards with ratings to one decimal and 'Viewing 1 - 32 of 40'", async () => {
    const items = Array.from({ length: 32 }, (_, i) =>
      makeItem({ _id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, title: `Video ${i}` }),
    );
    mockServer({ 'GET /api/contents/videos/': { body: { success: true, data: items, count: 40 } } });
    renderWithProviders(<ContentListPage kind="videos" />, { route: '/videos', path: '/videos' });
    expect(await screen.findByRole('heading', { name: 'All Videos (40)' })).toBeInTheDocument();
    expect(screen.getByText('Viewing 1 - 32 of 40')).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/video/watch/${items[0]._id}`);
    expect(within(first).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Videos' })).toHaveAttribute('href', '/videos/mylist');
  }, 15_000); // 32 cards in jsdom on a shared, busy machine

  it('searches on the server with q, as typed (any case), after a pause, from the first page', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/contents/videos/': (call: FakeRequest) => ({
        body: {
          success: true,
          data: call.query.get('q')
            ? [makeItem()]
            : [makeItem(), makeItem({ _id: '00000000-0000-4000-8000-0000000000c2', title: 'Other' })],
          count: call.query.get('q') ? 1 : 2,
        },
      }),
    });
    renderWithProviders(<ContentListPage kind="videos" />, { route: '/videos?skip=32', path: '/videos' });
    await screen.findByRole('heading', { name: /All Videos/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search Videos' }), 'Data Sci');
    await waitFor(() => expect(server.calls.some((c) => c.query.get('q') === 'Data Sci')).toBe(true));
    const searched = server.calls.filter((c) => c.query.get('q'));
    // One request for the settled text, not one per key.
    expect(searched).toHaveLength(1);
    expect(searched[0].query.get('skip')).toBe('0');
    expect(await screen.findByRole('heading', { name: 'All Videos (1)' })).toBeInTheDocument();
  });

  it('shows an empty state when a search matches nothing', async () => {
    mockServer({ 'GET /api/contents/articles/': { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<ContentListPage kind="articles" />, { route: '/articles?q=zzz', path: '/articles' });
    expect(await screen.findByText('No articles match “zzz”')).toBeInTheDocument();
  });
});

describe('course units (/course/view/{name})', () => {
  const openAt = (name: string, units: ContentItem[] = []) => {
    mockServer({ 'GET /api/contents/course-units/': { body: { success: true, data: units, count: units.length } } });
    renderWithProviders(<CourseUnitsPage />, { route: `/course/view/${encodeURIComponent(name)}`, path: '/course/view/:courseID' });
  };

  it("when the name is a course category with no course of that title (a landing tile's link), then its courses open", async () => {
    openAt('Data Scientist');
    expect(await screen.findByTestId('location')).toHaveTextContent('/courses/Data%20Scientist');
  });

  it("when the name is an old tile's label, then the category it stands for opens", async () => {
    openAt('UX Designer');
    expect(await screen.findByTestId('location')).toHaveTextContent('/courses/Design');
  });

  it('when a course of that title has units, then they are listed, even if the title is a category too', async () => {
    openAt('Data Scientist', [makeItem({ title: 'Unit 1', category: 'Course', parentCourse: 'Data Scientist' })]);
    expect(await screen.findByRole('heading', { name: 'Data Scientist (1)' })).toBeInTheDocument();
    expect(screen.getByText('Unit 1')).toBeInTheDocument();
  });

  it('when a course title has no units, then it says so', async () => {
    openAt('Data Science');
    expect(await screen.findByText('No units yet')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('my content', () => {
  for (const [category, title] of [
    ['Book', 'My Books (1)'],
    ['OpenLib', 'My Open Library links (1)'],
  ] as const) {
    it(`an institution's ${category} list is titled '${title}' and leads back to its Library (issue 27 #7)`, async () => {
      mockServer({ 'GET /api/contents/mine/': { body: { success: true, data: [makeItem({ category })], count: 1 } } });
      renderWithProviders(<MyContentPage category={category} back="/institution/library" />, {
        route: '/institution/books',
        path: '/institution/books',
        user: makeUser({ _id: ownerId, usercategory: ['institution'] }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← Library' })).toHaveAttribute('href', '/institution/library');
      // The row's buttons sit in a box inside their cell, so the cell stays a table cell in line with the row.
      const edit = screen.getByRole('button', { name: /^Edit details of/ });
      expect(edit.closest('td')).not.toHaveClass('content-table-actions');
    });
  }

  it('the publish switch saves to the server and shows the new state', async () => {
    const user = userEvent.setup();
    let item = makeItem({ category: 'Article' });
    const server = mockServer({
      'GET /api/contents/mine/': () => ({ body: { success: true, data: [item], count: 1 } }),
      'PUT /api/contents/publish/': (call: FakeRequest) => {
        item = { ...item, visible: call.body.visible };
        return { body: { success: true, message: 'Update Complete', data: item } };
      },
    });
    renderWithProviders(<MyContentPage category="Article" />, {
      route: '/articles/mylist',
      path: '/articles/mylist',
      user: makeUser({ _id: ownerId }),
    });
    expect(await screen.findByRole('heading', { name: 'My Articles (1)' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/contents/mine/')[0].query.get('category')).toBe('Article');
    const toggle = screen.getByRole('switch', { name: `Public: ${item.title}` });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(server.callsTo('PUT', '/api/contents/publish/')).toHaveLength(1));
    const call = server.callsTo('PUT', '/api/contents/publish/')[0];
    expect(call.query.get('id')).toBe(item._id);
    expect(call.body).toEqual({ visible: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: `Public: ${item.title}` })).toHaveAttribute('aria-checked', 'false'));
  });

  it('when the server refuses the switch, then it flips back and says why', async () => {
    const user = userEvent.setup();
    const item = makeItem({ category: 'Article' });
    mockServer({
      'GET /api/contents/mine/': { body: { success: true, data: [item], count: 1 } },
      'PUT /api/contents/publish/': apiError(403, 'You are not allowed to do this', 'FORBIDDEN'),
    });
    renderWithProviders(<MyContentPage category="Article" />, {
      route: '/articles/mylist',
      path: '/articles/mylist',
      user: makeUser({ _id: ownerId }),
    });
    await user.click(await screen.findByRole('switch'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('You are not allowed to do this'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('asks before deleting, then deletes', async () => {
    const user = userEvent.setup();
    const item = makeItem({ category: 'Article' });
    const server = mockServer({
      'GET /api/contents/mine/': { body: { success: true, data: [item], count: 1 } },
      'DELETE /api/contents/': { body: { success: true, message: 'Content deleted' } },
    });
    renderWithProviders(<MyContentPage category="Article" />, {
      route: '/articles/mylist',
      path: '/articles/mylist',
      user: makeUser({ _id: ownerId }),
    });
    await user.click(await screen.findByRole('button', { name: `Delete ${item.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete content?' });
    expect(server.callsTo('DELETE', '/api/contents/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/contents/')[0]?.query.get('id')).toBe(item._id));
  });
});

describe('article reader', () => {
  const article = makeItem({
    category: 'Article',
    contentFile: {
      publicUrl: '/files/content/a/guide.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      width: null,
      height: null,
      variants: [],
    },
  });

  it('sends a guest to the overview, which offers sign-up and a log-in that returns to the article', async () => {
    mockServer({
      [`GET /api/contents/content/${article._id}`]: { body: { success: true, data: article } },
      [`GET /api/comment/${article._id}`]: { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(
      <>
        <ContentViewPage kind="article" />
      </>,
      { route: `/article/read/${article._id}`, path: '/article/read/:articleID' },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/article/overview/${article._id}`);
  });

  it('the overview shows the call to action to a guest', async () => {
    mockServer({
      [`GET /api/contents/content/${article._id}`]: { body: { success: true, data: article } },
      [`GET /api/comment/${article._id}`]: { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<ContentViewPage kind="articleOverview" />, {
      route: `/article/overview/${article._id}`,
      path: '/article/overview/:articleID',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Read the full article' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?article=${article._id}`);
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(document.querySelector('object')).toBeNull();
  });

  it("shows a signed-in reader the PDF (or its links), the average to one decimal and 'Review this article'", async () => {
    mockServer({
      [`GET /api/contents/content/${article._id}`]: { body: { success: true, data: article } },
      [`GET /api/comment/${article._id}`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/contents/related/${article._id}`]: { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<ContentViewPage kind="article" />, {
      route: `/article/read/${article._id}`,
      path: '/article/read/:articleID',
      user: makeUser(),
    });
    expect(await screen.findByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', article.contentFile!.publicUrl);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 2 reviews' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Review this article' }).length).toBeGreaterThan(0);
  });

  it('says the article is not available when it is private or gone', async () => {
    mockServer({ [`GET /api/contents/content/${article._id}`]: apiError(404, 'Content not found', 'NOT_FOUND') });
    renderWithProviders(<ContentViewPage kind="article" />, {
      route: `/article/read/${article._id}`,
      path: '/article/read/:articleID',
      user: makeUser(),
    });
    expect(await screen.findByText('This article is not available')).toBeInTheDocument();
  });

  it('embeds a YouTube link in a lazy frame', async () => {
    const video = makeItem({ sourceLink: 'https://youtu.be/dQw4w9WgXcQ', contentFile: null });
    mockServer({
      [`GET /api/contents/content/${video._id}`]: { body: { success: true, data: video } },
      [`GET /api/comment/${video._id}`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/contents/related/${video._id}`]: { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<ContentViewPage kind="video" />, { route: `/video/watch/${video._id}`, path: '/video/watch/:videoID' });
    const frame = await screen.findByTitle(video.title);
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });
});

describe('the library in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when a guest on a Kiswahili phone opens an article overview, then the call to action and the page are in Kiswahili', async () => {
    const article = makeItem({ _id: '00000000-0000-4000-8000-0000000000d1', category: 'Article', title: 'Kuandika CV' });
    mockServer({
      [`GET /api/contents/content/${article._id}`]: { body: { success: true, data: article } },
      [`GET /api/comment/${article._id}`]: { body: { success: true, data: [], count: 0 } },
    });
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <ContentViewPage kind="articleOverview" />
      </Suspense>,
      { route: `/article/overview/${article._id}`, path: '/article/overview/:articleID' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Soma makala yote' });
    expect(within(dialog).getByRole('link', { name: 'Ingia' })).toHaveAttribute('href', `/login?article=${article._id}`);
    expect(screen.getByText('Ukadiriaji wa wastani')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Tathmini \(/ })).toBeInTheDocument();
  });
});
