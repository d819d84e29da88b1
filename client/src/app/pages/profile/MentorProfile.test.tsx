import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MentorSummary, PublicUser } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { mockServer } from '../../../test/fakeFetch';
import UserProfilePage from './UserProfilePage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentorId = '00000000-0000-4000-8000-000000000042';

function publicMentor(over: Partial<PublicUser> = {}): PublicUser {
  const {
    email: _e,
    confirmed: _c,
    roles: _r,
    modifiedAt: _m,
    institutionId: _i,
    ...rest
  } = makeUser({
    _id: mentorId,
    firstname: 'David',
    lastname: 'Otieno',
    usercategory: ['mentor'],
    createdAt: '2024-03-05T00:00:00.000Z',
  });
  return { ...rest, ...over };
}

const summary: MentorSummary = {
  mentorId,
  sessionsHeld: 4,
  attendees: 37,
  upcomingSessions: 1,
  memberSince: '2024-03-05T00:00:00.000Z',
  avgRating: 4.5,
  ratingCount: 5,
  reviewCount: 6,
  hasSchedulingLink: false,
};

function serve(mentor: PublicUser, over: Partial<MentorSummary> = {}) {
  return mockServer({
    [`GET /api/user/${mentorId}`]: { body: { success: true, data: mentor } },
    [`GET /api/mentors/${mentorId}/summary`]: { body: { success: true, data: { ...summary, ...over } } },
  });
}

function renderAt(tab: string, viewer = makeUser()) {
  return renderWithProviders(<UserProfilePage />, {
    route: `/mentors/more/${mentorId}${tab ? `?tab=${tab}` : ''}`,
    path: '/mentors/more/:id',
    user: viewer,
  });
}

describe("a mentor's profile", () => {
  it('shows the real rating and counts in the summary (not the old fixed figures)', async () => {
    serve(publicMentor());
    renderAt('');
    const box = await screen.findByLabelText('Mentor summary');
    // The count is of the ratings behind the average (a review without stars adds none).
    expect(within(box).getByRole('img', { name: 'Rated 4.5 out of 5, 5 reviews' })).toBeInTheDocument();
    expect(within(box).getByText('4')).toBeInTheDocument();
    expect(within(box).getByText('37')).toBeInTheDocument();
    expect(within(box).getByText(/2024/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Session' })).toHaveAttribute('href', `/booksession/${mentorId}`);
    expect(screen.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/comingsoon/livechat');
    expect(screen.getByRole('button', { name: 'Upcoming Sessions' })).toBeInTheDocument();
  });

  it('says No Rating, never an average, when no rating stands behind it', async () => {
    serve(publicMentor({ avgRating: 4.9 }), { avgRating: 4.9, ratingCount: 0, reviewCount: 0 });
    renderAt('');
    const box = await screen.findByLabelText('Mentor summary');
    expect(within(box).getByText('No Rating')).toBeInTheDocument();
    expect(within(box).queryByRole('img')).not.toBeInTheDocument();
    expect(within(box).queryByText(/4\.9/)).not.toBeInTheDocument();
  });

  it("embeds the mentor's calendar lazily in the Schedule tab when the link is valid", async () => {
    serve(publicMentor({ calendly: 'https://calendly.com/david-otieno' }));
    renderAt('schedule');
    const frame = await screen.findByTitle('Book a session with David Otieno');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/david-otieno\?embed_domain=/);
  });

  it('offers Book Session (the in-app prompt) instead of an embed for an invalid link', async () => {
    serve(publicMentor({ calendly: 'https://example.com/david' }));
    renderAt('schedule');
    const panel = await screen.findByRole('tabpanel', { name: 'Schedule' });
    expect(within(panel).getByRole('link', { name: 'Book Session' })).toHaveAttribute('href', `/booksession/${mentorId}`);
    expect(panel.querySelector('iframe')).toBeNull();
  });

  it('never shows Book Session to an institution account', async () => {
    serve(publicMentor());
    renderAt('schedule', makeUser({ usercategory: ['institution'] }));
    await screen.findByRole('heading', { name: 'David Otieno' });
    expect(screen.queryByRole('link', { name: 'Book Session' })).not.toBeInTheDocument();
  });

  it('opens the upcoming sessions of the mentor in a dialog', async () => {
    const user = userEvent.setup();
    serve(publicMentor());
    renderAt('');
    await user.click(await screen.findByRole('button', { name: 'Upcoming Sessions' }));
    // The dialog's code loads when asked for.
    expect(await screen.findByRole('dialog', { name: 'Upcoming sessions of David Otieno' })).toBeInTheDocument();
  });
});
