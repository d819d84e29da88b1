import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { mockServer } from '../../../test/fakeFetch';
import { setLanguage } from '../../../i18n';
import { makePost } from '../../../features/feed/testItems';
import FeedPage from './FeedPage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentorDavid = {
  ...makeUser({ _id: '00000000-0000-4000-8000-0000000000aa', firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'] }),
  isFollowing: false,
};

function feedServer(me: ReturnType<typeof makeUser>) {
  return mockServer({
    'GET /api/home/feed/': { body: { success: true, data: [makePost(1)], hasMore: false } },
    [`GET /api/user/points/${me._id}`]: { body: { success: true, data: [], count: 0, total: 0 } },
    [`GET /api/contents/owner/${me._id}/counts`]: {
      body: { success: true, data: { Video: 2, Article: 3, Book: 0, OpenLib: 0, Course: 0 } },
    },
    'GET /api/sessions/all': { body: { success: true, data: [], count: 1 } },
    'GET /api/sessions/mentor': { body: { success: true, data: [], count: 4 } },
    'GET /api/user/mentors': { body: { success: true, data: [mentorDavid], count: 1 } },
    // A mentor with one institution's invitation waiting.
    'GET /api/affiliations/currentuser': { body: { success: true, data: [{ _id: 'i1', status: 'pending' }], count: 1 } },
  });
}

/** matchMedia answering `mobile` for the phone query. */
function setWidth(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** The points pop-up already came up today for this person (FeedPage remembers it per day). */
const pointsShownToday = (userId: string) => window.localStorage.setItem(`delv.pointsShown.${userId}`, new Date().toDateString());

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('feed page', { timeout: 15_000 }, () => {
  it("opens the points modal by itself on the first visit ('Collect More Points'), not on the next", async () => {
    const me = makeUser();
    setWidth(false);
    feedServer(me);
    const { unmount } = renderWithProviders(<FeedPage />, { user: me });
    // The dialog is its own chunk: the first import can take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'My Earned Points' }, { timeout: 5000 });
    expect(await within(dialog).findByText(FEED_MSG.collectMorePoints)).toBeInTheDocument();
    unmount();
    renderWithProviders(<FeedPage />, { user: me });
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('dialog', { name: 'My Earned Points' })).not.toBeInTheDocument();
  });

  it('the points pop-up takes focus, keeps Tab inside, closes on Escape, and comes up at most once a day (a reload included)', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    setWidth(false);
    feedServer(me);
    const { unmount } = renderWithProviders(<FeedPage />, { user: me });
    const dialog = await screen.findByRole('dialog', { name: 'My Earned Points' }, { timeout: 5000 });
    await within(dialog).findByText(FEED_MSG.collectMorePoints);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab and Shift+Tab never leave it for the page behind.
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // A part of the page behind that takes focus as it loads (or a stray click) does not keep it.
    const behind = [...document.querySelectorAll<HTMLElement>('textarea, button, a[href]')].find((el) => !dialog.contains(el));
    act(() => behind?.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'My Earned Points' })).not.toBeInTheDocument();
    unmount();
    // A reload (a new tab's session) the same day: not again.
    window.sessionStorage.clear();
    renderWithProviders(<FeedPage />, { user: me });
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('dialog', { name: 'My Earned Points' })).not.toBeInTheDocument();
  });

  it('the points pop-up comes up again on a later day', async () => {
    const me = makeUser();
    setWidth(false);
    feedServer(me);
    window.localStorage.setItem(`delv.pointsShown.${me._id}`, new Date(Date.now() - 86_400_000).toDateString());
    renderWithProviders(<FeedPage />, { user: me });
    expect(await screen.findByRole('dialog', { name: 'My Earned Points' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows user info with content counts and mentors to follow beside the feed on wide screens', async () => {
    const me = makeUser();
    pointsShownToday(me._id);
    setWidth(false);
    feedServer(me);
    renderWithProviders(<FeedPage />, { user: me });
    const mine = await screen.findByRole('navigation', { name: 'My content' });
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Articles 3' })).toHaveAttribute('href', '/articles/mylist'));
    expect(within(mine).getByRole('link', { name: 'Videos 2' })).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Sessions 1' })).toHaveAttribute('href', '/sessions/subscribed');
    expect(await screen.findByRole('button', { name: 'Follow David Otieno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all mentors' })).toHaveAttribute('href', '/mentors');
    expect(screen.queryByRole('button', { name: 'User Info' })).not.toBeInTheDocument();
  });

  it('does not offer a mentor herself among the mentors to follow', async () => {
    const me = makeUser({ _id: mentorDavid._id, firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'] });
    pointsShownToday(me._id);
    setWidth(false);
    feedServer(me);
    renderWithProviders(<FeedPage />, { user: me });
    expect(await screen.findByText('No mentors yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow David Otieno' })).not.toBeInTheDocument();
  });

  it("turns the side panels into drawers under 757 px, opened from 'User Info' and 'Follow'", async () => {
    const user = userEvent.setup();
    const me = makeUser();
    pointsShownToday(me._id);
    setWidth(true);
    feedServer(me);
    renderWithProviders(<FeedPage />, { user: me });
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('navigation', { name: 'My content' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User Info' }));
    // The drawer's code comes when a bar is first tapped.
    const drawer = await screen.findByRole('dialog', { name: 'User Info' });
    expect(await within(drawer).findByRole('navigation', { name: 'My content' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'User Info' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Follow' })).findByRole('button', { name: 'Follow David Otieno' }),
    ).toBeInTheDocument();
  });

  it("shows a mentor the booking-link banner and 'Library' wording to institutions", async () => {
    const mentor = makeUser({ usercategory: ['mentor'], calendly: '' });
    pointsShownToday(mentor._id);
    setWidth(false);
    feedServer(mentor);
    const { unmount } = renderWithProviders(<FeedPage />, { user: mentor });
    expect(await screen.findByRole('region', { name: 'Booking link reminder' })).toBeInTheDocument();
    const mine = screen.getByRole('navigation', { name: 'My content' });
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Sessions 4' })).toHaveAttribute('href', '/sessions/mylist'));
    expect(screen.getByRole('link', { name: 'My Affiliations' })).toBeInTheDocument();
    expect(await screen.findByLabelText('1 invitation waiting')).toHaveTextContent('NEW');
    unmount();

    const inst = makeUser({ usercategory: ['institution'], institutionId: '00000000-0000-4000-8000-000000000099' });
    pointsShownToday(inst._id);
    feedServer(inst);
    renderWithProviders(<FeedPage institution />, { user: inst });
    expect(await screen.findByRole('navigation', { name: 'Library' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Survey' }));
    const survey = await screen.findByRole('dialog', { name: 'Send Survey' });
    expect(within(survey).getByRole('radio', { name: 'My Mentors' })).toBeChecked();
  });
});

describe('the feed page in Kiswahili', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the posting box, the left panel and the cards are in Kiswahili; English brings them back', async () => {
    const me = makeUser();
    pointsShownToday(me._id);
    setWidth(false);
    feedServer(me);
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <FeedPage />
      </Suspense>,
      { user: me },
    );
    // Posting box
    expect(await screen.findByLabelText('Ungependa kushiriki nini?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chapisha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Picha' })).toBeInTheDocument();
    // Left panel
    const mine = await screen.findByRole('navigation', { name: 'Maudhui yangu' });
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Makala 3' })).toHaveAttribute('href', '/articles/mylist'));
    expect(within(mine).getByRole('link', { name: 'Vipindi 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alika rafiki' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tupe maoni' })).toBeInTheDocument();
    // A card, and a shared message (FEED_MSG) in Kiswahili
    await screen.findByText('Post number 1');
    expect(screen.getByRole('button', { name: 'Penda' })).toBeInTheDocument();
    expect(screen.getByText('watu 0 wamependa · maoni 0')).toBeInTheDocument();
    expect(screen.getByText('Hakuna machapisho zaidi')).toBeInTheDocument();
    expect(screen.queryByText('What do you want to share?')).toBeNull();

    await act(() => setLanguage('en'));
    expect(await screen.findByLabelText('What do you want to share?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My content' })).toBeInTheDocument();
    expect(screen.getByText('0 likes · 0 comments')).toBeInTheDocument();
    expect(screen.getByText(FEED_MSG.noMoreFeeds)).toBeInTheDocument();
  });
});
