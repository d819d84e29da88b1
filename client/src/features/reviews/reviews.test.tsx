import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MSG, type Comment } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../test/fakeFetch';
import { notifyError, notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import ReviewModal from './ReviewModal';
import ReviewsList, { NO_MORE_REVIEWS } from './ReviewsList';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const itemId = '00000000-0000-4000-8000-0000000000c1';

function review(n: number): Comment {
  return {
    can: { delete: false },
    _id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    commentAbout: 'content',
    idOfCommentedAbout: itemId,
    commentText: `Review number ${n}`,
    rating: n % 2 ? 4.5 : null,
    commentedBy: { _id: `u${n}`, firstname: 'Reader', lastname: String(n), profilePicture: null },
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

/** A server holding `total` reviews that pages by skip and limit. */
function reviewsServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => review(i + 1));
  return mockServer({
    [`GET /api/comment/${itemId}`]: (call: FakeRequest) => {
      const skip = Number(call.query.get('skip'));
      const limit = Number(call.query.get('limit'));
      return { body: { success: true, data: all.slice(skip, skip + limit), count: total } };
    },
  });
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
});

describe('reviews list', () => {
  it("shows 5, then 4 more per press, then 'No more reviews'", async () => {
    const user = userEvent.setup();
    const server = reviewsServer(11);
    renderWithProviders(<ReviewsList about="content" id={itemId} />);
    expect(await screen.findByText('Review number 5')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(11));
    expect(screen.getByText(NO_MORE_REVIEWS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();

    const pages = server
      .callsTo('GET', `/api/comment/${itemId}`)
      .map((c) => [c.query.get('skip'), c.query.get('limit'), c.query.get('about')]);
    expect(pages).toEqual([
      ['0', '5', 'content'],
      ['5', '4', 'content'],
      ['9', '4', 'content'],
    ]);
  });

  it('shows each rating to one decimal and an empty state when there are none', async () => {
    reviewsServer(1);
    const { unmount } = renderWithProviders(<ReviewsList about="content" id={itemId} />);
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    unmount();
    reviewsServer(0);
    renderWithProviders(<ReviewsList about="content" id={itemId} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('asks the server for the chosen order when sortable (the old select did nothing)', async () => {
    const user = userEvent.setup();
    const server = reviewsServer(3);
    renderWithProviders(<ReviewsList about="user" id={itemId} sortable />);
    await screen.findByText('Review number 1');
    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'rating_desc');
    await waitFor(() =>
      expect(server.calls.some((c) => c.query.get('sort') === 'rating_desc' && c.query.get('about') === 'user')).toBe(true),
    );
  });
});

describe('review modal', () => {
  function renderModal() {
    const onClose = vi.fn();
    renderWithProviders(<ReviewModal open about="content" id={itemId} title="Review this article" onClose={onClose} />, {
      user: makeUser(),
    });
    return { onClose };
  }

  it("when the text is empty, then it says 'Review is required' and sends nothing", async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(CONTENT_MSG.reviewRequired)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("sends 4.5 stars (half steps by keyboard) with the text and says 'Review added successfully'", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'POST /api/comment/': { status: 201, body: { success: true, message: CONTENT_MSG.commentAdded, data: review(1) } },
    });
    const { onClose } = renderModal();
    const stars = screen.getByRole('slider', { name: 'Your rating' });
    stars.focus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(stars).toHaveAttribute('aria-valuenow', '4.5');
    await user.type(screen.getByLabelText('Your review'), 'Clear and practical.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(CONTENT_MSG.reviewAdded));
    expect(server.callsTo('POST', '/api/comment/')[0].body).toEqual({
      commentAbout: 'content',
      idOfCommentedAbout: itemId,
      commentText: 'Clear and practical.',
      rating: 4.5,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends no rating when the stars are left at 0', async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'POST /api/comment/': { status: 201, body: { success: true, data: review(2) } } });
    renderModal();
    await user.type(screen.getByLabelText('Your review'), 'A question about page 3.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/comment/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/comment/')[0].body.rating).toBeNull();
  });

  it("when the server refuses, then it says 'Failed to submit review', shows why and keeps the text", async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/comment/': apiError(403, CONTENT_MSG.cannotRateOwn, 'FORBIDDEN') });
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText('Your review'), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(CONTENT_MSG.reviewFailed));
    expect(await screen.findByText(CONTENT_MSG.cannotRateOwn)).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Mine.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('reviews in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the list, its end and its sort are in Kiswahili', async () => {
    reviewsServer(2);
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <ReviewsList about="content" id={itemId} sortable />
      </Suspense>,
    );
    expect(await screen.findByRole('list', { name: 'Tathmini (2)' })).toBeInTheDocument();
    expect(screen.getByText('Hakuna tathmini zaidi')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Panga tathmini' })).toHaveDisplayValue('Muda');
  });
});
