import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment, PublicUser } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { mockServer } from '../../../test/fakeFetch';
import MentorReviewsTab from './MentorReviewsTab';
import { reviews } from '../../../app/pages/reviews';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentorId = '00000000-0000-4000-8000-000000000042';

function publicMentor(): PublicUser {
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
  });
  return rest;
}

function review(n: number, rating: number): Comment {
  return {
    can: { delete: false },
    _id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    commentAbout: 'user',
    idOfCommentedAbout: mentorId,
    commentText: `Review ${n}`,
    rating,
    commentedBy: {
      _id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
      firstname: 'Learner',
      lastname: String(n),
      profilePicture: null,
    },
    createdAt: new Date(2030, 0, n).toISOString(),
  };
}

describe("a mentor's reviews", () => {
  it('asks the server for the chosen order, and lists what it answers in that order', async () => {
    const user = userEvent.setup();
    const all = [review(1, 2), review(2, 5), review(3, 3.5)];
    const server = mockServer({
      [`GET /api/comment/${mentorId}`]: (call) => {
        const sort = call.query.get('sort');
        const sorted =
          sort === 'rating_desc'
            ? [...all].sort((a, b) => b.rating! - a.rating!)
            : sort === 'rating_asc'
              ? [...all].sort((a, b) => a.rating! - b.rating!)
              : [...all].reverse();
        return { body: { success: true, data: sorted, count: sorted.length } };
      },
    });
    renderWithProviders(<MentorReviewsTab mentor={publicMentor()} reviews={reviews} />, { user: makeUser() });
    await screen.findByText('Review 3');
    expect(server.callsTo('GET', `/api/comment/${mentorId}`)[0].query.get('sort')).toBeNull();
    expect(server.callsTo('GET', `/api/comment/${mentorId}`)[0].query.get('about')).toBe('user');
    expect(server.callsTo('GET', `/api/comment/${mentorId}`)[0].query.get('limit')).toBe('5');

    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Rating Descending');
    await waitFor(() => expect(server.callsTo('GET', `/api/comment/${mentorId}`).at(-1)?.query.get('sort')).toBe('rating_desc'));
    await waitFor(() => expect(screen.getAllByText(/^Review \d$/).map((e) => e.textContent)).toEqual(['Review 2', 'Review 3', 'Review 1']));

    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Rating Ascending');
    await waitFor(() => expect(screen.getAllByText(/^Review \d$/).map((e) => e.textContent)).toEqual(['Review 1', 'Review 3', 'Review 2']));
    expect(server.callsTo('GET', `/api/comment/${mentorId}`).at(-1)?.query.get('sort')).toBe('rating_asc');
  });

  it("offers 'Review Mentor' to a signed-in learner, with the review modal", async () => {
    const user = userEvent.setup();
    mockServer({ [`GET /api/comment/${mentorId}`]: { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<MentorReviewsTab mentor={publicMentor()} reviews={reviews} />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Review Mentor' }));
    // The form's code comes when it is opened.
    expect(await screen.findByRole('dialog', { name: /Review Mentor: David Otieno/ })).toBeInTheDocument();
  });

  it('does not offer a mentor to review themselves', async () => {
    mockServer({ [`GET /api/comment/${mentorId}`]: { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<MentorReviewsTab mentor={publicMentor()} reviews={reviews} />, {
      user: makeUser({ _id: mentorId, usercategory: ['mentor'] }),
    });
    await screen.findByText('No reviews yet');
    expect(screen.queryByRole('button', { name: 'Review Mentor' })).not.toBeInTheDocument();
  });
});
