import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, installFakeFetch } from '../../../test/fakeFetch';
import * as notify from '../../../lib/notify';
import LoginPage from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function okLogin(user = makeUser()) {
  return { status: 200, body: { success: true, message: MSG.userLoggedIn, token: 'jwt-1', user } };
}

async function signIn(email = 'amina@example.com', password = 'secret123') {
  const ue = userEvent.setup();
  await ue.type(screen.getByLabelText('Email'), email);
  await ue.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await ue.click(screen.getByRole('button', { name: 'Sign in' }));
  return ue;
}

describe('sign-in page', () => {
  it('when the details are right, then it calls the API, stores the session and goes to /feeds', async () => {
    const { calls } = installFakeFetch(() => okLogin());
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/feeds'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'amina@example.com', password: 'secret123' },
    });
    expect(store.getState().session).toMatchObject({ token: 'jwt-1', loggedIn: true });
  });

  it('when an institution signs in, then it goes to /institution/feeds', async () => {
    installFakeFetch(() => okLogin(makeUser({ usercategory: ['institution'] })));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/institution/feeds'));
  });

  it('when ?article=ID is present, then it opens that article', async () => {
    installFakeFetch(() => okLogin());
    renderWithProviders(<LoginPage />, { route: '/login?article=a42', path: '/login' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/article/read/a42'));
  });

  it('when arriving by a group invitation, then it opens the group chat', async () => {
    installFakeFetch(() => okLogin());
    renderWithProviders(<LoginPage />, { route: '/invitation/login/g9', path: '/invitation/login/:groupID' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ChatRoom/g9'));
  });

  it('when arriving by the confirmation link, then it confirms, says User Confirmed and leads to onboarding', async () => {
    const success = vi.spyOn(notify, 'notifySuccess');
    const { calls } = installFakeFetch((req) =>
      req.path.startsWith('/api/user/confirm/') ? { body: { success: true, message: MSG.userConfirmed } } : okLogin(),
    );
    renderWithProviders(<LoginPage />, { route: '/confirm/login/tok-1', path: '/confirm/login/:id' });
    expect(await screen.findByText(MSG.userConfirmed)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/user/confirm/tok-1' });
    expect(success).toHaveBeenCalledWith('Email verified', expect.anything());
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/onboardingInterests'));
  });

  it('when the confirmation link is bad, then the server message is shown', async () => {
    installFakeFetch(() => apiError(400, MSG.confirmationInvalid));
    renderWithProviders(<LoginPage />, { route: '/confirm/login/old', path: '/confirm/login/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.confirmationInvalid);
  });

  it('when the password is wrong, then the incorrect message is an error toast and the page stays', async () => {
    const error = vi.spyOn(notify, 'notifyError');
    installFakeFetch(() => apiError(401, MSG.loginIncorrect, 'UNAUTHENTICATED'));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await signIn();
    await waitFor(() => expect(error).toHaveBeenCalledWith(MSG.loginIncorrect, expect.anything()));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('when the e-mail is not confirmed, then the message is shown plainly on the page', async () => {
    installFakeFetch(() => apiError(403, MSG.emailNotConfirmed, 'EMAIL_NOT_CONFIRMED'));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailNotConfirmed);
  });

  it('while signing in, then the button is disabled', async () => {
    let release: (v: { body: unknown }) => void = () => {};
    installFakeFetch(
      () =>
        new Promise((r) => {
          release = r;
        }),
    );
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release(okLogin());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/feeds'));
  });

  it('when fields are empty, then it says what is missing and calls nothing', async () => {
    const { spy } = installFakeFetch(() => okLogin());
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the password on request, links to password reset and sign-up, and no Facebook button', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(/facebook/i)).toBeNull();
  });
});
