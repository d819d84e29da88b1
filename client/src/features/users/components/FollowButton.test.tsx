import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { apiError, mockServer } from '../../../test/fakeFetch';
import FollowButton from './FollowButton';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const otherId = '00000000-0000-4000-8000-000000000099';

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
});

describe('follow button', () => {
  it('toggles to Unfollow, sends the user id and says "Follow Added"', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'POST /api/user/follow': { body: { success: true, message: MSG.followAdded, data: { following: true, followersCount: 1 } } },
    });
    renderWithProviders(<FollowButton userId={otherId} isFollowing={false} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Follow Added'));
    expect(server.callsTo('POST', '/api/user/follow')[0].body).toEqual({ userId: otherId });
  });

  it('flips back and shows the error when the server refuses', async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/user/follow': apiError(404, MSG.userNotFound, 'NOT_FOUND') });
    renderWithProviders(<FollowButton userId={otherId} isFollowing={false} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(MSG.userNotFound));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    function LoginStandIn() {
      const { state } = useLocation();
      return <p>sign in, then back to {(state as { from: string }).from}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/users/profile/:id" element={<FollowButton userId={otherId} />} />
        <Route path="/login" element={<LoginStandIn />} />
      </Routes>,
      { route: `/users/profile/${otherId}` },
    );
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(`sign in, then back to /users/profile/${otherId}`)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('is not shown on your own profile', () => {
    const me = makeUser();
    renderWithProviders(<FollowButton userId={me._id} />, { user: me });
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
  });
});
