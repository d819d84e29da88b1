import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@delv/shared';
import { FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import MailingListModal from '../../features/landing/components/MailingListModal';
import LandingPage from './LandingPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
// jsdom has no layout, so the real carousel measures a width of 0 and shows no slide: show them all.
vi.mock('react-multi-carousel', () => ({ default: ({ children }: { children: unknown }) => <ul>{children as never}</ul> }));

beforeEach(() => vi.mocked(notifySuccess).mockClear());

const owner = { _id: 'o1', firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'], profilePicture: null };

function item(id: string, title: string, category: ContentItem['category']): ContentItem {
  return {
    _id: id,
    userID: 'o1',
    title,
    author: '',
    postedBy: '',
    description: '',
    sourceLink: '',
    category,
    visible: true,
    tags: [],
    thumbnailFile: null,
    contentFile: null,
    publisher: '',
    noOfStudents: null,
    duration: null,
    parentCourse: '',
    courseCategory: '',
    venue: '',
    organiser: '',
    avgRating: 4,
    ratingCount: 1,
    reviewCount: 1,
    likes: 0,
    likedByMe: false,
    views: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-01T10:00:00.000Z',
    owner,
    can: { edit: false, delete: false, review: false },
  };
}

/** Each sort answers with titles naming the sort and category, so the test sees which list it got. */
function landingServer(extra = {}) {
  const list = (sort: string) => (call: FakeRequest) => {
    const category = call.query.get('category') as ContentItem['category'];
    return { body: { success: true, data: [item(`${sort}-${category}`, `${sort} ${category} one`, category)], count: 1 } };
  };
  return mockServer({
    'GET /api/contents/popular/': list('popular'),
    'GET /api/contents/latest/': list('latest'),
    'GET /api/contents/trending/': list('trending'),
    'GET /api/sessions/all': { body: { success: true, data: [], count: 0 } },
    // Two career categories and one skill category have courses.
    'GET /api/contents/course-categories': { body: { success: true, data: { 'Data Scientist': 2, Design: 1, 'Photo & Film': 3 } } },
    'GET /api/feedback/': {
      body: {
        success: true,
        count: 1,
        summary: { avgRating: 4.5, ratingCount: 1 },
        data: [
          {
            _id: 'f1',
            commentAbout: 'platform',
            idOfCommentedAbout: 'delv-platform',
            commentText: 'Delv helped me find a mentor.',
            rating: 4.5,
            commentedBy: { _id: 'u1', firstname: 'Amina', lastname: 'Nakato', profilePicture: null },
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    },
    ...extra,
  });
}

describe('landing page', { timeout: 15_000 }, () => {
  it('opens on Popular for courses, videos and articles, and Latest / Trending load their own lists', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const server = landingServer();
    renderWithProviders(<LandingPage />);
    // Below the fold on a phone, the explore tabs load after the first paint.
    expect(await screen.findByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('popular Course one')).toBeInTheDocument();
    expect(await screen.findByText('popular Video one')).toBeInTheDocument();
    expect(await screen.findByText('popular Article one')).toBeInTheDocument();
    const popular = server.callsTo('GET', '/api/contents/popular/');
    expect(popular.map((c) => c.query.get('category')).sort()).toEqual(['Article', 'Course', 'Video']);
    // Whole courses only (a course's units belong on its page).
    expect(popular.find((c) => c.query.get('category') === 'Course')?.query.get('topLevel')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText('latest Video one')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(await screen.findByText('trending Article one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/articles?sort=trending');
  });

  it('the hero search goes to /search?q=...', async () => {
    const user = userEvent.setup();
    landingServer();
    renderWithProviders(<LandingPage />);
    await user.type(screen.getByRole('searchbox', { name: 'What do you want to learn today?' }), ' data sci ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=data%20sci');
  });

  it('shows only the career and skill tiles whose course category has courses, each leading to it, from one request (issue 27 #6)', async () => {
    const server = landingServer();
    renderWithProviders(<LandingPage />);
    const careers = await screen.findByRole('region', { name: 'Top careers' });
    // The grid shows at once at its final height (no layout shift); its tiles come with the counts.
    await waitFor(() => expect(careers).not.toHaveAttribute('aria-busy', 'true'));
    // Data Scientist, and UX Designer (whose courses are Design's); the six empty categories are left out.
    expect(
      within(careers)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Data Scientist', 'UX Designer']);
    expect(within(careers).getByRole('link', { name: 'Data Scientist' })).toHaveAttribute('href', '/courses/Data%20Scientist');
    const skills = screen.getByRole('region', { name: 'Top skills' });
    expect(
      within(skills)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Photo Film', 'Design']);
    expect(within(skills).getByRole('link', { name: 'Photo Film' })).toHaveAttribute('href', '/courses/Photo%20%26%20Film');
    expect(server.callsTo('GET', '/api/contents/course-categories')).toHaveLength(1);
  });

  it('when no category has courses, then neither grid is shown', async () => {
    const server = landingServer({ 'GET /api/contents/course-categories': { body: { success: true, data: {} } } });
    renderWithProviders(<LandingPage />);
    await waitFor(() => expect(server.callsTo('GET', '/api/contents/course-categories')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Top careers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top skills' })).not.toBeInTheDocument();
  });

  it("'Start now' sends a guest to sign in", async () => {
    const user = userEvent.setup();
    landingServer();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getAllByRole('button', { name: 'Start now' })[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("'Start now' opens the points modal when signed in", async () => {
    const user = userEvent.setup();
    const me = makeUser();
    landingServer({ [`GET /api/user/points/${me._id}`]: { body: { success: true, data: [], count: 0, total: 0 } } });
    renderWithProviders(<LandingPage />, { user: me });
    await user.click(screen.getAllByRole('button', { name: 'Start now' })[0]);
    expect(await screen.findByRole('dialog', { name: 'My Earned Points' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(FEED_MSG.collectMorePoints)).toBeInTheDocument();
  });

  it('shows community feedback and the upcoming sessions empty state', async () => {
    landingServer();
    renderWithProviders(<LandingPage />);
    expect((await screen.findAllByText('Delv helped me find a mentor.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('No Upcoming sessions')).toBeInTheDocument();
  });
});

describe('mailing-list modal', { timeout: 15_000 }, () => {
  it('needs a name and a valid e-mail', async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    renderWithProviders(<MailingListModal open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(FEED_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('signs up, thanks the person and clears both fields', async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'POST /api/mailing-list/': { status: 201, body: { success: true, message: FEED_MSG.mailingListThanks } } });
    renderWithProviders(<MailingListModal open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FEED_MSG.mailingListThanks);
    expect(server.callsTo('POST', '/api/mailing-list/')[0].body).toEqual({ name: 'Amina', email: 'amina@example.com' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says why when the server refuses', async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/mailing-list/': apiError(429, 'Too many attempts. Please wait a few minutes and try again.', 'RATE_LIMITED') });
    renderWithProviders(<MailingListModal open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
    expect(screen.getByLabelText('Name')).toHaveValue('Amina');
  });
});

describe('the landing page in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the hero, tiles, banners, tabs and offers are in Kiswahili', async () => {
    landingServer();
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <LandingPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ungependa kujifunza nini leo?' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Tafuta kozi, video, makala, washauri')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mwanasayansi wa data' })).toHaveAttribute('href', '/courses/Data%20Scientist');
    expect(screen.getByRole('heading', { name: 'Zaidi kuhusu tunachotoa' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Maarufu' })).toBeInTheDocument();
    expect(screen.queryByText('What do you want to learn today?')).toBeNull();
  });
});
