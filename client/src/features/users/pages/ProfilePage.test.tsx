import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type UserSummary } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
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

function renderProfile(user = makeUser()) {
  const server = mockServer({ 'GET /api/user/profile': { body: { success: true, data: user } } });
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
    // The feed's scheduling-link banner shows on the profile too.
    expect(screen.getByRole('region', { name: 'Booking link reminder' })).toBeInTheDocument();
  });

  it('has no Schedule tab for learners, and honest empty Reviews and Requests (0) tabs', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('heading', { name: 'Amina Nakato' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Reviews', 'Requests (0)']);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Requests (0)' }));
    expect(screen.getByText('No requests')).toBeInTheDocument();
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

  it('says honestly that invitations and points come later', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'My Points' }));
    expect(within(screen.getByRole('dialog', { name: 'My Points' })).getByText(/arrive with the points feature/)).toBeInTheDocument();
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
