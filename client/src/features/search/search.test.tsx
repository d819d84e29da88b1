import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import userEvent from '@testing-library/user-event';
import { searchQuerySchema, type ContentHit, type MentorHit, type SearchResponse, type SessionHit } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../test/fakeFetch';
import { highlight } from './highlight';
import { readSearchState, toRequest, writeSearchState } from './params';
import SearchPage from './pages/SearchPage';

/** What a search asked for, read from GET /search's query string as the server reads it. */
const asked = (call: FakeRequest) => searchQuerySchema.validateSync(Object.fromEntries(call.query));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const owner = { _id: id(900), firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'], profilePicture: null };

function contentHit(over: Partial<ContentHit> = {}): ContentHit {
  return {
    _id: id(1),
    kind: 'content',
    title: 'Data Science Basics',
    description: 'An introduction to data.',
    author: 'David Otieno',
    category: 'Article',
    parentCourse: '',
    courseCategory: '',
    tags: [],
    visible: true,
    thumbnailFile: null,
    avgRating: 4.5,
    reviewCount: 2,
    views: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    owner,
    ...over,
  };
}
const course = contentHit({
  _id: id(2),
  kind: 'course',
  title: 'Data Science',
  category: 'Course',
  description: 'From Python to neural networks.',
});
const session: SessionHit = {
  _id: id(3),
  kind: 'session',
  title: 'Breaking into data science',
  sessionTitle: 'Breaking into data science',
  description: 'Live Q&A.',
  presenter: { _id: owner._id, name: 'David Otieno' },
  organiser: 'Delv',
  startsAt: '2030-05-01T15:00:00.000Z',
  endsAt: '2030-05-01T16:00:00.000Z',
  price: 0,
  durationMinutes: 60,
  isPast: false,
  thumbnailFile: null,
  avgRating: 0,
  reviewCount: 0,
  views: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const mentor: MentorHit = {
  _id: owner._id,
  kind: 'mentor',
  title: 'David Otieno',
  firstname: 'David',
  lastname: 'Otieno',
  about: '',
  bio: 'Data scientist in Nairobi.',
  usercategory: ['mentor', 'Data Scientist'],
  country: 'Kenya',
  profilePicture: null,
  thumbnailFile: null,
  avgRating: 4.8,
  reviewCount: 3,
  views: 320,
  createdAt: '2026-01-01T10:00:00.000Z',
};

function answer(
  over: Partial<SearchResponse['data']> = {},
  counts: Partial<SearchResponse['counts']> = {},
  atLeast: SearchResponse['atLeast'] = [],
) {
  const data = { content: [contentHit()], courses: [course], sessions: [session], mentors: [mentor], ...over };
  const c = {
    content: data.content.length,
    courses: data.courses.length,
    sessions: data.sessions.length,
    mentors: data.mentors.length,
    ...counts,
  };
  return { body: { success: true, data, counts: c, count: c.content + c.courses + c.sessions + c.mentors, atLeast } };
}

const setWidth = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

// getByRole over a page of results is slow in jsdom, and this machine is shared: a roomy timeout.
describe('search page', { timeout: 30_000 }, () => {
  it('when opened at /search?q=data%20sci, then it searches for the words and shows each group with its total', async () => {
    const server = mockServer({ 'GET /api/search': answer({}, { content: 41 }) });
    renderWithProviders(<SearchPage />, { route: '/search?q=data%20sci', path: '/search' });
    expect(screen.getByRole('status')).toHaveTextContent('Searching');
    expect(await screen.findByRole('heading', { name: 'Courses (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “data sci”');
    expect(screen.getByRole('heading', { name: 'Videos, articles and books (41)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live sessions (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mentors (1)' })).toBeInTheDocument();
    expect(screen.getByText('44 results')).toBeInTheDocument();
    expect(asked(server.callsTo('GET', '/api/search')[0])).toEqual({
      keywords: 'data sci',
      skip: 0,
      limit: 30,
      types: [],
      sort: 'relevance',
      category: '',
    });
    // The typed words are marked where they start words of the title.
    const courseLink = screen.getByRole('link', { name: /Course\s*Data Science/ });
    expect(
      within(courseLink)
        .getAllByText((_, el) => el?.tagName === 'MARK')
        .map((m) => m.textContent),
    ).toEqual(['Data', 'Sci']);
  });

  it('when a guest sees results, then each links where spec 2.11 says (articles to the overview)', async () => {
    mockServer({ 'GET /api/search': answer() });
    renderWithProviders(<SearchPage />, { route: '/search?q=data', path: '/search' });
    await screen.findByRole('heading', { name: 'Courses (1)' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([`/course/review/${id(2)}`, `/article/overview/${id(1)}`, `/session/${id(3)}`, `/mentors/more/${owner._id}`]);
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
  });

  it('when signed in, then articles open in the reader', async () => {
    mockServer({ 'GET /api/search': answer({ courses: [], sessions: [], mentors: [] }) });
    renderWithProviders(<SearchPage />, { route: '/search?q=data', path: '/search', user: makeUser() });
    const link = await screen.findByRole('link', { name: /Data Science Basics/ });
    expect(link).toHaveAttribute('href', `/article/read/${id(1)}`);
  });

  it('when filters change, then the server is asked again from page 1 and the URL keeps them', async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'GET /api/search': answer() });
    renderWithProviders(<SearchPage />, { route: '/search?q=data&page=3' });
    await screen.findByRole('heading', { name: 'Courses (1)' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Job Search' })).toBeDisabled();
    expect(within(filters).getByRole('checkbox', { name: 'Course' })).toBeDisabled();

    await user.click(within(filters).getByRole('checkbox', { name: 'Video' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Sessions' }));
    await user.click(within(filters).getByRole('radio', { name: 'Popular' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Career Guidance' }));
    await waitFor(() =>
      expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toEqual({
        keywords: 'data',
        skip: 0,
        limit: 30,
        types: ['Video', 'Sessions'],
        sort: 'popular',
        category: 'Career Guidance',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=data&types=Video%2CSessions&sort=popular&category=Career+Guidance');

    // One category at a time; unticking goes back to the type filter alone.
    await user.click(within(filters).getByRole('checkbox', { name: 'Upskilling' }));
    expect(within(filters).getByRole('checkbox', { name: 'Career Guidance' })).not.toBeChecked();
    await user.click(within(filters).getByRole('checkbox', { name: 'Upskilling' }));
    // (The same body as before the category was ticked: the cached answer is reused, no new call.)
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=data&types=Video%2CSessions&sort=popular$/);

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toMatchObject({ types: [], sort: 'relevance', category: '' }),
    );
  });

  it('when Next is pressed, then the next 30 of every group are asked for', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => contentHit({ _id: id(100 + i), title: `Data item ${i}` }));
    const server = mockServer({
      'GET /api/search': (call: FakeRequest) => answer({ content: asked(call).skip ? many.slice(0, 5) : many }, { content: 35 }),
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=data' });
    expect(await screen.findByText('Viewing 1 - 30 of 35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Viewing 31 - 35 of 35')).toBeInTheDocument();
    expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toMatchObject({ skip: 30, limit: 30 });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=data&page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a group has more after this page, then its total reads 30+', async () => {
    const many = Array.from({ length: 30 }, (_, i) => contentHit({ _id: id(200 + i), title: `Python item ${i}` }));
    mockServer({ 'GET /api/search': answer({ content: many }, { content: 30 }, ['content']) });
    renderWithProviders(<SearchPage />, { route: '/search?q=python' });
    expect(await screen.findByRole('heading', { name: 'Videos, articles and books (30+)' })).toBeInTheDocument();
    expect(screen.getByText('33+ results')).toBeInTheDocument();
    expect(screen.getByText('Viewing 1 - 30 of 30+')).toBeInTheDocument();
  });

  it('when more follow a page ("at least" to its end), then Next stays while the pages are full, and the last page tells the total', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => contentHit({ _id: id(300 + i), title: `Harvest item ${i}` }));
    // 100 match: pages 1 to 3 are full with more after them, page 4 holds the last 10.
    const server = mockServer({
      'GET /api/search': (req) =>
        asked(req).skip < 90
          ? answer({ content: many, courses: [], sessions: [], mentors: [] }, { content: asked(req).skip + 30 }, ['content'])
          : answer({ content: many.slice(0, 10), courses: [], sessions: [], mentors: [] }, { content: 100 }),
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=harvest&page=3' });
    expect(await screen.findByText('Viewing 61 - 90 of 90+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Viewing 91 - 100 of 100')).toBeInTheDocument();
    expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toMatchObject({ skip: 90 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a page past the end comes back empty, then it says so and offers the page before', async () => {
    const user = userEvent.setup();
    // A page past every group's end tells nothing of the matches before it.
    const server = mockServer({ 'GET /api/search': answer({ content: [], courses: [], sessions: [], mentors: [] }) });
    renderWithProviders(<SearchPage />, { route: '/search?q=harvest&page=23' });
    expect(await screen.findByRole('heading', { name: 'No more results' })).toBeInTheDocument();
    expect(screen.queryByText(/Viewing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toMatchObject({ skip: 630, limit: 30 });
  });

  it('when nothing matches, then it says so and offers to clear the filters', async () => {
    const user = userEvent.setup();
    mockServer({ 'GET /api/search': answer({ content: [], courses: [], sessions: [], mentors: [] }) });
    renderWithProviders(<SearchPage />, { route: '/search?q=xylophone&types=Video' });
    const heading = await screen.findByRole('heading', { name: 'No results for “xylophone”' });
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=xylophone');
  });

  it('when the server fails, then the message shows with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockServer({ 'GET /api/search': () => (fail ? apiError(400, 'Search must be at most 100 characters') : answer()) });
    renderWithProviders(<SearchPage />, { route: '/search?q=data', path: '/search' });
    expect(await screen.findByText('Search must be at most 100 characters')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Courses (1)' })).toBeInTheDocument();
  });

  it('when the screen is narrower than 757 px, then the filters live in a drawer that Escape closes', async () => {
    setWidth(true);
    const user = userEvent.setup();
    const server = mockServer({ 'GET /api/search': answer() });
    renderWithProviders(<SearchPage />, { route: '/search?q=data&sort=latest', path: '/search' });
    await screen.findByRole('heading', { name: 'Courses (1)' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Filters (1)' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('radio', { name: 'Latest' })).toBeChecked();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Article' }));
    await waitFor(() => expect(asked(server.callsTo('GET', '/api/search').at(-1)!)).toMatchObject({ types: ['Article'], sort: 'latest' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});

describe('search helpers', () => {
  it('when the URL has filters, then they survive a round trip and junk is dropped', () => {
    const state = readSearchState(new URLSearchParams('q=data&page=2&types=Sessions,Video,Book&sort=trending&category=Upskilling'));
    expect(state).toEqual({ q: 'data', page: 2, types: ['Video', 'Sessions'], sort: 'trending', category: 'Upskilling' });
    expect(writeSearchState(state).toString()).toBe('q=data&page=2&types=Video%2CSessions&sort=trending&category=Upskilling');
    expect(toRequest(state)).toEqual({
      keywords: 'data',
      skip: 30,
      limit: 30,
      types: ['Video', 'Sessions'],
      sort: 'trending',
      category: 'Upskilling',
    });
    expect(readSearchState(new URLSearchParams('page=-4&sort=random&category=Job+Search'))).toEqual({
      q: '',
      page: 1,
      types: [],
      sort: 'relevance',
      category: '',
    });
  });

  it('when highlighting, then only word starts are marked and regex characters are plain text', () => {
    renderWithProviders(<p data-testid="h">{highlight('Data science (C++) and metadata', 'data c++')}</p>);
    const marks = Array.from(screen.getByTestId('h').querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['Data', 'C']);
  });
});

describe('search in Kiswahili', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the heading, groups, totals and filters are in Kiswahili', async () => {
    setWidth(false);
    mockServer({ 'GET /api/search': answer({}, { content: 41 }) });
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <SearchPage />
      </Suspense>,
      { route: '/search?q=data%20sci', path: '/search' },
    );
    expect(await screen.findByRole('heading', { name: 'Vipindi vya moja kwa moja (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Matokeo ya “data sci”');
    expect(screen.getByText('matokeo 44')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zinazolingana zaidi' })).toBeChecked();
  });
});
