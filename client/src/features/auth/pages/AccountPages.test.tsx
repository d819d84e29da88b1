import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, installFakeFetch } from '../../../test/fakeFetch';
import * as notify from '../../../lib/notify';
import ForgotPasswordPage from './ForgotPasswordPage';
import LogoutPage from './LogoutPage';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('when the server answers, then the token is revoked there, the session cleared and the person sent home', async () => {
    const { calls } = installFakeFetch(() => ({ body: { success: true, message: MSG.loggedOut } }));
    const { store } = renderWithProviders(<LogoutPage />, { route: '/logout', path: '/logout', user: makeUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/logout' });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer test-token');
    expect(store.getState().session.token).toBeNull();
  });

  it('when the server call fails, then the session is cleared anyway', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch(() => apiError(500, MSG.serverError, 'INTERNAL'));
    const { store } = renderWithProviders(<LogoutPage />, { route: '/logout', path: '/logout', user: makeUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
  });
});

describe('forgot password', () => {
  it('when an e-mail is sent, then the neutral message is shown', async () => {
    const { calls } = installFakeFetch(() => ({ body: { success: true, message: MSG.resetMailSent } }));
    renderWithProviders(<ForgotPasswordPage />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Email'), 'amina@example.com');
    await ue.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.resetMailSent)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/auth/forgot-password', body: { email: 'amina@example.com' } });
  });
});

describe('reset password', () => {
  async function fill(a: string, b: string) {
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('New password', { selector: 'input' }), a);
    await ue.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), b);
    await ue.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('when the new passwords differ, then it says New passwords do not match', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password/tok', path: '/reset-password/:token' });
    await fill('longenough1', 'longenough2');
    expect(await screen.findByText(MSG.newPasswordsDontMatch)).toBeInTheDocument();
  });

  it('when the reset works, then it says Password has been reset and goes to /login', async () => {
    const success = vi.spyOn(notify, 'notifySuccess');
    const { calls } = installFakeFetch(() => ({ body: { success: true, message: MSG.passwordReset } }));
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password/tok', path: '/reset-password/:token' });
    await fill('longenough1', 'longenough1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(success).toHaveBeenCalledWith('Password has been reset');
    expect(calls[0]).toMatchObject({ path: '/api/auth/resetpassword', body: { token: 'tok', newPassword: 'longenough1' } });
  });

  it('when the link is expired, then the server message and a way to a new link are shown', async () => {
    installFakeFetch(() => apiError(400, MSG.resetTokenInvalid));
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password/old', path: '/reset-password/:token' });
    await fill('longenough1', 'longenough1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
