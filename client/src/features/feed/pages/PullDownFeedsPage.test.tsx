import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { mockServer } from '../../../test/fakeFetch';
import { notifySuccess } from '../../../lib/notify';
import { makePost } from '../testItems';
import PullDownFeedsPage from './PullDownFeedsPage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('feed moderation', { timeout: 15_000 }, () => {
  it('tells a non-moderator the page is for moderators, without asking the server', () => {
    const server = mockServer({});
    renderWithProviders(<PullDownFeedsPage />, { user: makeUser() });
    expect(screen.getByText('Moderators only')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("a moderator pulls a post down: 'Success: Post has been pulled down'", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const post = makePost(1, { can: { delete: false, moderate: true } });
    let pulled = false;
    const server = mockServer({
      'GET /api/post/': () => ({ body: { success: true, data: pulled ? [] : [post], count: pulled ? 0 : 1 } }),
      'POST /api/post/update_post': () => {
        pulled = true;
        return { body: { success: true, message: FEED_MSG.postPulledDown, data: { ...post, status: 'rejected' } } };
      },
    });
    renderWithProviders(<PullDownFeedsPage />, { user: makeUser({ roles: ['claimReviewer'] }) });
    await user.click(await screen.findByRole('button', { name: 'Pull Down' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.pulledDownAlert));
    expect(server.callsTo('POST', '/api/post/update_post')[0].body).toEqual({ postId: post._id, status: 'rejected' });
    expect(await screen.findByText('No posts')).toBeInTheDocument();
  });
});
