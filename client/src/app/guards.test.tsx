import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@delv/shared';
import { installFakeFetch, mockServer } from '../test/fakeFetch';
import { makeUser, renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

const learner = makeUser();
const institution = makeUser({ usercategory: ['institution'] });

async function landsOn(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('when a guest is sent to sign in from a page, then signing in returns them to that page', async () => {
    installFakeFetch((req) =>
      req.path === '/api/auth/login'
        ? { body: { success: true, message: MSG.userLoggedIn, token: 'jwt', user: learner } }
        : { body: { success: true, data: [] } },
    );
    renderWithProviders(<AppRoutes />, { route: '/videos/mylist' });
    await landsOn('/login');
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await ue.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await ue.click(screen.getByRole('button', { name: 'Sign in' }));
    await landsOn('/videos/mylist');
  });

  it('when a guest opens a user page, then they go to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/feeds' });
    await landsOn('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('when a guest opens an institution page, then they go to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/institution/feeds' });
    await landsOn('/login');
  });

  it('when an institution opens a user-only page, then it goes to /institution/feeds', async () => {
    renderWithProviders(<AppRoutes />, { route: '/feeds', user: institution });
    await landsOn('/institution/feeds');
  });

  it('when an institution opens account settings, then it may stay (password change, closing the account)', async () => {
    renderWithProviders(<AppRoutes />, { route: '/updateprofile', user: institution });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/updateprofile');
  });

  it('when a claim reviewer opens the platform insights, then they go to /feeds', async () => {
    mockServer({ 'GET /api/insights/platform': { body: { success: true, data: { from: '', to: '', asOf: null, figures: [] } } } });
    renderWithProviders(<AppRoutes />, { route: '/admin/insights', user: makeUser({ roles: ['claimReviewer'] }) });
    await landsOn('/feeds');
  });

  it('when a system admin opens the platform insights, then the page shows', async () => {
    mockServer({ 'GET /api/insights/platform': { body: { success: true, data: { from: '', to: '', asOf: null, figures: [] } } } });
    renderWithProviders(<AppRoutes />, { route: '/admin/insights', user: makeUser({ roles: ['admin'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform insights' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/insights$/);
  });

  it('when a learner opens an institution page, then they go to /feeds', async () => {
    renderWithProviders(<AppRoutes />, { route: '/institution/feeds', user: learner });
    await landsOn('/feeds');
  });

  it('when a signed-in person opens /login or /signup, then they go to their feed', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login', user: learner });
    await landsOn('/feeds');
  });

  it('when a signed-in institution opens /signup/individual, then it goes to /institution/feeds', async () => {
    renderWithProviders(<AppRoutes />, { route: '/signup/individual', user: institution });
    await landsOn('/institution/feeds');
  });

  it('when a guest opens /institutions, then the directory opens (public like /mentors)', async () => {
    mockServer({ 'GET /api/institution': { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<AppRoutes />, { route: '/institutions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Institutions' })).toBeInTheDocument();
  });

  it('when a guest opens /mentors, then it is public', async () => {
    renderWithProviders(<AppRoutes />, { route: '/mentors' });
    expect(await screen.findByRole('heading', { name: 'Mentors' })).toBeInTheDocument();
  });

  it('when an unknown path is opened, then the not-found page shows', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByText("OOPS! We can't seem to find the page you were looking for")).toBeInTheDocument();
  });

  it('when the Jobsearch spelling is used, then the job search route answers', async () => {
    renderWithProviders(<AppRoutes />, { route: '/Jobsearch' });
    expect(await screen.findByRole('heading', { name: 'Job search' })).toBeInTheDocument();
  });
});
