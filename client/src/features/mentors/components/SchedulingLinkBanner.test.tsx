import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '../../../test/render';
import SchedulingLinkBanner from './SchedulingLinkBanner';

describe('scheduling-link banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows for a mentor without a link and links to the settings', () => {
    renderWithProviders(<SchedulingLinkBanner />, { user: makeUser({ usercategory: ['mentor'], calendly: '' }) });
    expect(screen.getByText(/Learners cannot book sessions with you yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add booking link' })).toHaveAttribute('href', '/updateprofile?tab=profile');
  });

  it('shows for a mentor whose link is not an https calendar page', () => {
    renderWithProviders(<SchedulingLinkBanner />, { user: makeUser({ usercategory: ['mentor'], calendly: 'http://calendly.com/david' }) });
    expect(screen.getByText(/must start with https:\/\/calendly.com\//)).toBeInTheDocument();
  });

  it('stays hidden for a valid link and for people who are not mentors', () => {
    const { unmount } = renderWithProviders(<SchedulingLinkBanner />, {
      user: makeUser({ usercategory: ['mentor'], calendly: 'https://calendly.com/david-otieno' }),
    });
    expect(screen.queryByText(/Learners cannot book/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SchedulingLinkBanner />, { user: makeUser({ usercategory: ['student'] }) });
    expect(screen.queryByText(/Learners cannot book/)).not.toBeInTheDocument();
  });

  it('hides after dismissal, and stays hidden on the next visit', async () => {
    const user = userEvent.setup();
    const mentor = makeUser({ usercategory: ['mentor'] });
    const { unmount } = renderWithProviders(<SchedulingLinkBanner />, { user: mentor });
    await user.click(screen.getByRole('button', { name: 'Dismiss booking link reminder' }));
    expect(screen.queryByText(/Learners cannot book/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SchedulingLinkBanner />, { user: mentor });
    expect(screen.queryByText(/Learners cannot book/)).not.toBeInTheDocument();
    // Another mentor on the same phone still sees it.
    renderWithProviders(<SchedulingLinkBanner />, {
      user: makeUser({ _id: '00000000-0000-4000-8000-0000000000ff', usercategory: ['mentor'] }),
    });
    expect(screen.getByText(/Learners cannot book/)).toBeInTheDocument();
  });
});
