import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import ComingSoonPage from './ComingSoonPage';

const at = (route: string) =>
  renderWithProviders(<ComingSoonPage />, { route, path: route.includes('/comingsoon/') ? '/comingsoon/:pageType' : '/comingsoon' });

describe('coming soon', () => {
  it("when the type is 'booksession', then booking is not available yet, with the e-mail and phone to reach the team", async () => {
    mockServer({});
    at('/comingsoon/booksession');
    expect(await screen.findByRole('heading', { name: 'Book a session: coming soon' })).toBeInTheDocument();
    expect(screen.getByText(/Booking a session is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@delv.africa' })).toHaveAttribute('href', 'mailto:hello@delv.africa');
    expect(screen.queryByRole('button', { name: 'Join the mailing list' })).not.toBeInTheDocument();
  });

  it("when the type is anything else, then live chat; without a type, 'Coming soon' and the mailing list", async () => {
    const user = userEvent.setup();
    mockServer({});
    const { unmount } = at('/comingsoon/whatever');
    expect(await screen.findByRole('heading', { name: 'Live chat: coming soon' })).toBeInTheDocument();
    unmount();
    at('/comingsoon');
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the mailing list' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
