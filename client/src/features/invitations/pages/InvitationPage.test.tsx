import { Suspense } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { renderWithProviders } from '../../../test/render';
import InvitationPage from './InvitationPage';

const landing = (userExist: 0 | 1) => ({
  body: {
    success: true,
    data: {
      _id: 'inv-1',
      email: 'friend@example.com',
      category: 'general',
      inviter: { _id: 'u1', firstname: 'Amina', lastname: 'Nakato' },
      userExist,
    },
  },
});

describe('invitation landing', () => {
  it('when the invitee opens the mailed link and has no account, then the key goes along and it goes to sign-up with the address', async () => {
    const fake = mockServer({ 'GET /api/invitation/inv-1': landing(0) });
    renderWithProviders(<InvitationPage />, { route: '/invitation/inv-1?key=k3y', path: '/invitation/:invitationID' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signup?email=friend%40example.com'));
    expect(fake.calls[0].query.get('key')).toBe('k3y');
  });

  it('when the invited address already has an account, then it goes to sign-in', async () => {
    mockServer({ 'GET /api/invitation/inv-1': landing(1) });
    renderWithProviders(<InvitationPage />, { route: '/invitation/inv-1?key=k3y', path: '/invitation/:invitationID' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?email=friend%40example.com'));
  });

  it('when the link has no key (copied by the inviter), then who invited and a choice of sign-up or sign-in, no redirect', async () => {
    const { email: _email, userExist: _userExist, ...onlyInviter } = landing(0).body.data;
    const fake = mockServer({ 'GET /api/invitation/inv-1': { body: { success: true, data: onlyInviter } } });
    renderWithProviders(<InvitationPage />, { route: '/invitation/inv-1', path: '/invitation/:invitationID' });
    expect(await screen.findByText('Amina Nakato invited you to Delv. Joining is free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Still on the landing: the page did not navigate away.
    expect(screen.queryByTestId('location')).toBeNull();
    expect(fake.calls[0].query.has('key')).toBe(false);
  });

  it('when the invitation is unknown, then it says so and offers Home', async () => {
    mockServer({ 'GET /api/invitation/nope': apiError(404, 'Invitation not found', 'NOT_FOUND') });
    renderWithProviders(<InvitationPage />, { route: '/invitation/nope', path: '/invitation/:invitationID' });
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

describe('invitation landing in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when a link without the key is opened on a Kiswahili phone, then who invited and the choice are in Kiswahili', async () => {
    const { email: _email, userExist: _userExist, ...onlyInviter } = landing(0).body.data;
    mockServer({ 'GET /api/invitation/inv-1': { body: { success: true, data: onlyInviter } } });
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <InvitationPage />
      </Suspense>,
      { route: '/invitation/inv-1', path: '/invitation/:invitationID' },
    );
    expect(await screen.findByText('Amina Nakato amekualika kwenye Delv. Kujiunga ni bure.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jisajili' })).toHaveAttribute('href', '/signup');
  });
});
