import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { makeUser, renderWithProviders } from '../test/render';
import MobileMenu from './MobileMenu';
import TopBar from './TopBar';

describe('top bar', () => {
  it('when a guest visits, then it offers Login and Get started today, and no bell', () => {
    renderWithProviders(<TopBar bell={<a href="/notifications">Notifications</a>} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get started today' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('offers GO PREMIUM, leading to the premium page, to guests and to signed-in people', () => {
    const { unmount } = renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'GO PREMIUM' })).toHaveAttribute('href', '/comingsoon/premium');
    unmount();
    renderWithProviders(<TopBar />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'GO PREMIUM' })).toHaveAttribute('href', '/comingsoon/premium');
  });

  it("when a guest opens the phone menu, then Go Premium is in it (the bar's button does not fit there)", async () => {
    renderWithProviders(<MobileMenu user={null} onOpenProfile={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/comingsoon/premium');
  });

  it('when a search is submitted, then it goes to /search?q=...', async () => {
    renderWithProviders(<TopBar />);
    const ue = userEvent.setup();
    await ue.type(screen.getByRole('searchbox', { name: 'Search Delv' }), 'data science{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=data%20science'));
  });

  it("when the results page's words change (the hero, a link, Back), then the box shows them; elsewhere it keeps what it holds", async () => {
    renderWithProviders(
      <>
        <TopBar />
        <Link to="/search?q=python">python</Link>
        <Link to="/search?q=data%20sci">data sci</Link>
        <Link to="/mentors">mentors</Link>
      </>,
      { route: '/search?q=kampala' },
    );
    const box = screen.getByRole('searchbox', { name: 'Search Delv' });
    expect(box).toHaveValue('kampala');
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('link', { name: 'data sci' }));
    expect(box).toHaveValue('data sci');
    await ue.click(screen.getByRole('link', { name: 'mentors' }));
    expect(box).toHaveValue('data sci');
    await ue.clear(box);
    await ue.type(box, 'half typed');
    await ue.click(screen.getByRole('link', { name: 'python' }));
    expect(box).toHaveValue('python');
  });

  it('when signed in, then the bell the app hands in and a user menu with My profile and Logout show', async () => {
    renderWithProviders(<TopBar bell={<a href="/notifications">Notifications</a>} />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Account menu for Amina Nakato' }));
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/comingsoon/premium');
    // The claims desk is for claim reviewers and admins only.
    expect(screen.queryByRole('link', { name: 'Pending claims' })).not.toBeInTheDocument();
    window.innerWidth = 1024;
    await ue.click(screen.getByRole('button', { name: 'My profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('when a claim reviewer opens the menu, then it leads to the pending claims', async () => {
    renderWithProviders(<TopBar />, { user: makeUser({ roles: ['claimReviewer'] }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Amina Nakato' }));
    expect(screen.getByRole('link', { name: 'Pending claims' })).toHaveAttribute('href', '/pending_claims');
  });

  it('when My profile is chosen on a phone-width screen, then it opens /updateprofile', async () => {
    renderWithProviders(<TopBar />, { user: makeUser() });
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Account menu for Amina Nakato' }));
    window.innerWidth = 375;
    await ue.click(screen.getByRole('button', { name: 'My profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/updateprofile'));
    window.innerWidth = 1024;
  });

  it("when an institution account chooses My profile, then it opens its institution's About page", async () => {
    renderWithProviders(<TopBar />, { user: makeUser({ firstname: 'Grace', lastname: 'Achieng', usercategory: ['institution'] }) });
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Account menu for Grace Achieng' }));
    await ue.click(screen.getByRole('button', { name: 'My profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/institution/about'));
  });

  it('the Browse menu lists the career areas', async () => {
    renderWithProviders(<TopBar />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Browse' }));
    expect(screen.getByRole('link', { name: 'Career guidance' })).toHaveAttribute('href', '/careerguidance');
    expect(screen.getByRole('link', { name: 'Mentors' })).toHaveAttribute('href', '/mentors');
    expect(screen.getByRole('link', { name: 'Peers, communities and groups' })).toHaveAttribute('href', '/groups');
  });
});
