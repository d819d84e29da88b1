import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeRequest } from '../../test/fakeFetch';
import { makeUser, renderWithProviders } from '../../test/render';
import BookSessionPage from './BookSessionPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentor = makeUser({
  _id: '00000000-0000-4000-8000-000000000042',
  firstname: 'David',
  lastname: 'Otieno',
  usercategory: ['mentor'],
  calendly: 'https://calendly.com/david-otieno',
});

/** The API answers; the calendar service is reachable or not. */
function serve(calendarUp: boolean) {
  const calls: FakeRequest[] = [];
  installFakeFetch((req) => {
    calls.push(req);
    if (req.path === `/api/user/${mentor._id}`) return { body: { success: true, data: mentor } };
    if (req.path.startsWith('/david-otieno')) {
      if (!calendarUp) throw new TypeError('Failed to fetch');
      return { status: 200 };
    }
    return { body: { success: true, data: [], count: 0 } };
  });
  return calls;
}

const open = () =>
  renderWithProviders(<BookSessionPage />, { user: makeUser(), route: `/booksession/${mentor._id}`, path: '/booksession/:id' });

describe('/booksession/:id', () => {
  it('when the calendar service cannot be reached, then it says so in words and offers the mentor’s sessions instead (issue 27 #13)', async () => {
    const user = userEvent.setup();
    const calls = serve(false);
    open();
    expect(await screen.findByText("David's booking calendar could not be loaded.")).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    // Nothing can be booked without the calendar: no 'Finish'.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Upcoming Sessions' }));
    expect(await screen.findByRole('dialog', { name: /David Otieno/ })).toBeInTheDocument();
    // Try again asks the calendar once more.
    const before = calls.filter((c) => c.path.startsWith('/david-otieno')).length;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/david-otieno')).length).toBe(before + 1));
  });

  it('when the calendar service answers, then the calendar is embedded', async () => {
    const calls = serve(true);
    open();
    const frame = await screen.findByTitle("David's booking calendar");
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/david-otieno\?embed_domain=/);
    await waitFor(() => expect(calls.some((c) => c.method === 'HEAD')).toBe(true));
    await act(async () => {}); // the answer to that check is handled
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
