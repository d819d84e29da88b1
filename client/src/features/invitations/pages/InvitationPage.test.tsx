import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { renderWithProviders } from '../../../test/render';
import InvitationPage from './InvitationPage';

const landing = (userExist: 0 | 1) => ({
  body: {
    success: true,
    data: { _id: 'inv-1', email: 'friend@example.com', category: 'general', inviter: { _id: 'u1', firstname: 'Amina', lastname: 'Nakato' }, userExist },
  },
});

describe('invitation landing', () => {
  it('when the invited address has no account, then it goes to sign-up with the address', async () => {
    mockServer({ 'GET /api/invitation/inv-1': landing(0) });
    renderWithProviders(<InvitationPage />, { route: '/invitation/inv-1', path: '/invitation/:invitationID' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signup?email=friend%40example.com'));
  });

  it('when the invited address already has an account, then it goes to sign-in', async () => {
    mockServer({ 'GET /api/invitation/inv-1': landing(1) });
    renderWithProviders(<InvitationPage />, { route: '/invitation/inv-1', path: '/invitation/:invitationID' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?email=friend%40example.com'));
  });

  it('when the invitation is unknown, then it says so and offers Home', async () => {
    mockServer({ 'GET /api/invitation/nope': apiError(404, 'Invitation not found', 'NOT_FOUND') });
    renderWithProviders(<InvitationPage />, { route: '/invitation/nope', path: '/invitation/:invitationID' });
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
