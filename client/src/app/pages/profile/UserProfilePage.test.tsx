import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG, MSG, type PublicUser } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
import UserProfilePage from './UserProfilePage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentorId = '00000000-0000-4000-8000-000000000042';

function publicUser(over: Partial<PublicUser> = {}): PublicUser {
  const {
    email: _e,
    confirmed: _c,
    roles: _r,
    modifiedAt: _m,
    institutionId: _i,
    ...rest
  } = makeUser({
    _id: mentorId,
    firstname: 'Joseph',
    lastname: 'Mwangi',
    country: 'Kenya',
    usercategory: ['mentor'],
  });
  return { ...rest, ...over };
}

function renderAt(id: string, signedIn = true) {
  return renderWithProviders(<UserProfilePage />, {
    route: `/mentors/more/${id}`,
    path: '/mentors/more/:id',
    user: signedIn ? makeUser() : undefined,
  });
}

describe('public profile', () => {
  it('tells its owner or a moderator that a moderator hid it (issue 31)', async () => {
    mockServer({ [`GET /api/user/${mentorId}`]: { body: { success: true, data: publicUser({ hiddenByModerator: true }) } } });
    renderAt(mentorId);
    expect(await screen.findByText(MODERATION_MSG.hiddenByModerator)).toHaveAttribute('role', 'status');
  });

  it('shows no notice on a profile nobody hid', async () => {
    mockServer({ [`GET /api/user/${mentorId}`]: { body: { success: true, data: publicUser() } } });
    renderAt(mentorId);
    expect(await screen.findByRole('heading', { name: 'Joseph Mwangi' })).toBeInTheDocument();
    expect(screen.queryByText(MODERATION_MSG.hiddenByModerator)).not.toBeInTheDocument();
  });

  it("shows a mentor's header with the fallbacks and the mentor tabs", async () => {
    mockServer({ [`GET /api/user/${mentorId}`]: { body: { success: true, data: publicUser({ isFollowing: false }) } } });
    renderAt(mentorId);
    expect(await screen.findByRole('heading', { name: 'Joseph Mwangi' })).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByText('BA and Associate Degree')).toBeInTheDocument();
    expect(screen.getByText('No interests Defined')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Content', 'Review', 'Schedule']);
    expect(screen.getByText('Kenya')).toBeInTheDocument();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
  });

  it('shows no mentor tabs and no fallback qualification for a learner', async () => {
    mockServer({
      [`GET /api/user/${mentorId}`]: { body: { success: true, data: publicUser({ usercategory: ['student'], interests: ['Design'] }) } },
    });
    renderAt(mentorId);
    expect(await screen.findByRole('heading', { name: 'Joseph Mwangi' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('BA and Associate Degree')).not.toBeInTheDocument();
    expect(screen.getAllByText('Design').length).toBeGreaterThan(0);
  });

  it('follows at once and counts the new follower', async () => {
    const user = userEvent.setup();
    let following = false;
    const server = mockServer({
      [`GET /api/user/${mentorId}`]: () => ({
        body: { success: true, data: publicUser({ isFollowing: following, followersCount: following ? 6 : 5 }) },
      }),
      'POST /api/user/follow': () => {
        following = true;
        return { body: { success: true, message: MSG.followAdded, data: { following: true, followersCount: 6 } } };
      },
    });
    renderAt(mentorId);
    await user.click(await screen.findByRole('button', { name: 'Follow Joseph Mwangi' }));
    expect(await screen.findByRole('button', { name: /6 Followers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow Joseph Mwangi' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/user/follow')[0].body).toEqual({ userId: mentorId });
  });

  it('shows Edit Profile instead of Follow on your own public profile', async () => {
    const me = makeUser();
    mockServer({ [`GET /api/user/${me._id}`]: { body: { success: true, data: publicUser({ _id: me._id }) } } });
    renderAt(me._id);
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/updateprofile');
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow)\b/ })).not.toBeInTheDocument();
  });

  it("says 'User not found' for an unknown id", async () => {
    mockServer({ 'GET /api/user/nope': apiError(404, MSG.userNotFound, 'NOT_FOUND') });
    renderAt('nope', false);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });

  it('offers a retry for other failures', async () => {
    const user = userEvent.setup();
    const server = mockServer({ [`GET /api/user/${mentorId}`]: apiError(500, MSG.serverError, 'INTERNAL') });
    renderAt(mentorId);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('GET', `/api/user/${mentorId}`)).toHaveLength(2));
  });
});
