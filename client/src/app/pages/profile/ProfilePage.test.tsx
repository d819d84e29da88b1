import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type UserSummary } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { setLanguage } from '../../../i18n';
import { makeSession } from '../../../features/sessions/testSession';
import ProfilePage from './ProfilePage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function person(n: number): UserSummary {
  return {
    _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    firstname: `Person${n}`,
    lastname: 'Okello',
    usercategory: ['student'],
    profilePicture: null,
  };
}

function renderProfile(user = makeUser(), routes: Parameters<typeof mockServer>[0] = {}) {
  const server = mockServer({ 'GET /api/user/profile': { body: { success: true, data: user } }, ...routes });
  const utils = renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user });
  return { server, ...utils };
}

describe('own profile', () => {
  it("shows the name, the latest category's label and the counts", async () => {
    renderProfile(makeUser({ usercategory: ['student', 'employee'], followersCount: 7, followingCount: 3 }));
    expect(await screen.findByRole('heading', { name: 'Amina Nakato' })).toBeInTheDocument();
    expect(screen.getByText('Employed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Following/ })).toHaveTextContent('3 Following');
    expect(screen.getByRole('button', { name: /Followers/ })).toHaveTextContent('7 Followers');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/updateprofile');
  });

  it("says '1 Follower' for one and '0 Followers' for none (the plural follows the count)", async () => {
    renderProfile(makeUser({ followersCount: 1, followingCount: 0 }));
    expect(await screen.findByRole('button', { name: /Follower/ })).toHaveTextContent(/^1 Follower$/);
    expect(screen.getByRole('button', { name: /Following/ })).toHaveTextContent('0 Following');
  });

  it("falls back to 'Not set' for empty details and lists interests as chips", async () => {
    renderProfile(makeUser({ about: 'I build bridges.', interests: ['Data Science', 'Design'] }));
    const panel = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(panel).getByText('I build bridges.')).toBeInTheDocument();
    // bio, qualification, experience, education and links are empty
    expect(within(panel).getAllByText('Not set')).toHaveLength(5);
    expect(within(panel).getByText('Uganda')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Interests' })).toHaveTextContent('Data ScienceDesign');
  });

  it('shows the Schedule tab to mentors only, with a prompt when the Calendly link is missing', async () => {
    const user = userEvent.setup();
    renderProfile(makeUser({ usercategory: ['mentor'] }));
    await user.click(await screen.findByRole('tab', { name: 'Schedule' }));
    // The Schedule tab is the sessions feature's MentorScheduleTab: booking link, Create Session, next sessions.
    const panel = screen.getByRole('tabpanel', { name: 'Schedule' });
    // The tab's code comes when it is opened.
    expect(await within(panel).findByText(/You have no booking link yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add booking link' })).toHaveAttribute('href', '/updateprofile?tab=profile');
    expect(within(panel).getByRole('button', { name: 'Create Session' })).toBeInTheDocument();
    // The feed's scheduling-link banner shows on the profile too (its code loads for mentors, after the first paint).
    expect(await screen.findByRole('region', { name: 'Booking link reminder' })).toBeInTheDocument();
  });

  it('has no Schedule tab for learners; Requests (n) counts the join requests I decide and opens the inbox', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    const request = {
      _id: '00000000-0000-4000-8000-000000000901',
      userId: person(1)._id,
      fullName: 'Person1 Okello',
      profilePicture: null,
      whatToJoin: 'group',
      idOfWhatToJoin: '00000000-0000-4000-8000-000000000902',
      nameOfWhatToJoin: 'Makerere CS Class of 2027',
      groupId: '00000000-0000-4000-8000-000000000902',
      toJoinAs: 'member',
      status: 'pending',
      requestStatus: 'pending',
      reason: '',
      title: '',
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      [`GET /api/joinrequests/getAllJoinRequests/${me._id}`]: { body: { success: true, data: [request], count: 1 } },
      'GET /api/user/requeststojoin/view': { body: { success: true, data: [], count: 0 } },
      [`GET /api/comment/${me._id}`]: { body: { success: true, data: [], count: 0 } },
      'POST /api/joinrequests/updateRequestStatus': {
        body: { success: true, message: 'Success: Request status has been updated', data: [] },
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user: me });
    await screen.findByRole('heading', { name: 'Amina Nakato' });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Reviews', 'Requests (1)']));
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('Nobody has reviewed Amina yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Requests (1)' }));
    // The inbox's code comes when the tab is opened.
    const row = (await screen.findByText('Makerere CS Class of 2027')).closest('li')!;
    expect(row).toHaveTextContent('Person1 Okello wants to join the group Makerere CS Class of 2027');
    await user.click(within(row).getByRole('button', { name: 'Approve the request of Person1 Okello' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/joinrequests/updateRequestStatus')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/joinrequests/updateRequestStatus')[0].body).toEqual({
      requestIds: [request._id],
      requestStatus: 'accepted',
      reason: '',
    });
  });

  it('lists followers in a dialog, a page at a time', async () => {
    const user = userEvent.setup();
    const me = makeUser({ followersCount: 31 });
    renderProfile(me);
    const firstPage = Array.from({ length: 30 }, (_, i) => person(i));
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      [`GET /api/user/follow/${me._id}`]: (call) => ({
        body: {
          success: true,
          data: {
            followers: call.query.get('skip') === '0' ? firstPage : [person(30)],
            following: [],
            followersCount: 31,
            followingCount: 0,
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Followers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByRole('link', { name: 'Person0 Okello' })).toHaveAttribute('href', `/users/profile/${person(0)._id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByRole('link', { name: 'Person30 Okello' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', `/api/user/follow/${me._id}`).map((c) => c.query.get('skip'))).toEqual(['0', '30']);
  });

  it('when a learner with 2,150 points opens My Points, then the balance, the history and Redeem, whose form opens', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    renderProfile(me, {
      [`GET /api/user/points/${me._id}`]: {
        body: {
          success: true,
          total: 2150,
          count: 1,
          data: [
            {
              _id: 'p1',
              point: 2150,
              activity: 'post',
              activityPointId: 'post',
              label: 'Posted in the feed',
              postId: null,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/claim/mine': { body: { success: true, data: [], count: 0 } },
      // Claims pay only to a verified number of mine (issue 33).
      'GET /api/phones': {
        body: {
          success: true,
          data: [
            {
              _id: '00000000-0000-4000-8000-000000000901',
              number: '+256772123456',
              verified: true,
              verifiedAt: '2026-11-20T10:00:00.000Z',
              resendAt: null,
              codeExpiresAt: null,
              smsStopped: false,
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'My Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Earned Points' });
    expect(await within(dialog).findByText('2,150')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Points earned' })).toHaveTextContent('Posted in the feed');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Mobile number with country code' })).toHaveTextContent('+256772123456');
  });

  it('when I invite a friend from my profile, then the invitation goes out by e-mail and its link shows', async () => {
    const user = userEvent.setup();
    const { server } = renderProfile(makeUser(), {
      'POST /api/invitation/': {
        status: 201,
        body: {
          success: true,
          data: { _id: 'i1', email: 'friend@example.com', category: 'general', link: 'http://localhost/invitation/i1', createdAt: '' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite a friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a friend' });
    await user.type(within(dialog).getByLabelText("Friend's e-mail"), 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByLabelText('Invitation link')).toHaveValue('http://localhost/invitation/i1');
    expect(server.callsTo('POST', '/api/invitation/')[0].body).toEqual({ email: 'friend@example.com', category: 'general' });
  });

  it("when a mentor opens their own Reviews tab, then the reviews written about them, without a 'Review' button for themself", async () => {
    const user = userEvent.setup();
    const me = makeUser({ usercategory: ['mentor'] });
    const { server } = renderProfile(me, {
      [`GET /api/comment/${me._id}`]: {
        body: {
          success: true,
          count: 1,
          data: [
            {
              can: { delete: false },
              _id: '00000000-0000-4000-8000-000000000201',
              commentAbout: 'user',
              idOfCommentedAbout: me._id,
              commentText: 'Clear and patient mentor.',
              rating: 5,
              commentedBy: { _id: person(1)._id, firstname: 'Person1', lastname: 'Okello', profilePicture: null },
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(await within(panel).findByText('Clear and patient mentor.')).toBeInTheDocument();
    expect(server.callsTo('GET', `/api/comment/${me._id}`)[0].query.get('about')).toBe('user');
    expect(within(panel).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'GET /api/user/profile': apiError(500, MSG.serverError, 'INTERNAL') });
    renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user: makeUser() });
    expect(await screen.findByText(MSG.serverError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/user/profile')).toHaveLength(2));
  });
});

describe('own profile in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the person reads Kiswahili, then the tabs, counts and details are in Kiswahili, and English again after a switch back', async () => {
    const me = makeUser({ usercategory: ['student', 'employee'], followersCount: 7, followingCount: 1 });
    mockServer({ 'GET /api/user/profile': { body: { success: true, data: me } } });
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <ProfilePage />
      </Suspense>,
      { route: '/profile', path: '/profile', user: me },
    );
    expect(await screen.findByRole('heading', { name: 'Amina Nakato' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Kuhusu', 'Tathmini', 'Maombi (0)']);
    expect(screen.getByText('Ameajiriwa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wafuasi/ })).toHaveTextContent('Wafuasi 7');
    expect(screen.getByRole('button', { name: /Anayefuatwa/ })).toHaveTextContent('Anayefuatwa 1');
    expect(screen.getByRole('link', { name: 'Hariri wasifu' })).toHaveAttribute('href', '/updateprofile');
    const panel = screen.getByRole('tabpanel', { name: 'Kuhusu' });
    expect(within(panel).getByText('Sifa za kitaaluma')).toBeInTheDocument();
    expect(within(panel).getAllByText('Haijawekwa').length).toBeGreaterThan(0);

    await act(() => setLanguage('en'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Reviews', 'Requests (0)']);
    expect(screen.getByRole('button', { name: /Followers/ })).toHaveTextContent('7 Followers');
    expect(screen.getByText('Employed')).toBeInTheDocument();
  });
});

describe('the promo card on the own profile', () => {
  const me = makeUser();
  const renderWith = (sessions: ReturnType<typeof makeSession>[]) => {
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'GET /api/sessions/all': { body: { success: true, data: sessions, count: sessions.length } },
    });
    renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user: me });
    return server;
  };
  const promo = () => screen.findByRole('region', { name: /Career Guidance after 12th science session/ });

  it('when the career guidance session is coming up, then Join Session opens its page to register', async () => {
    const id = '00000000-0000-4000-8000-0000000000b2';
    const server = renderWith([
      makeSession({ sessionTitle: 'SQL for analysts: live practice' }),
      makeSession({ _id: id, sessionTitle: 'Career Guidance after 12th science session' }),
    ]);
    const card = await promo();
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', `/joinsession/${id}`));
    expect(server.callsTo('GET', '/api/sessions/all')[0].query.get('sort')).toBe('soonest');
  });

  it('when I am already registered, then Join Session opens the session itself', async () => {
    const id = '00000000-0000-4000-8000-0000000000b3';
    renderWith([makeSession({ _id: id, sessionTitle: 'Career guidance after 12th science session', registeredByMe: true })]);
    const card = await promo();
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', `/session/${id}`));
  });

  it('when no such session is coming up (or it was cancelled), then Join Session lists the upcoming sessions', async () => {
    renderWith([makeSession({ sessionTitle: 'Career Guidance after 12th science session', cancelled: true })]);
    const card = await promo();
    expect(within(card).getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', '/session/all');
  });
});
