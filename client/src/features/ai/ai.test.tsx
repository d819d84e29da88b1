import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import AskAi from './components/AskAi';

describe('Ask AI', () => {
  it("when the server has no completion service, then the entry is there and its dialog says 'not available on this server'", async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'GET /api/ai/status': { body: { success: true, data: { available: false } } } });
    renderWithProviders(<AskAi />, { user: makeUser() });
    await waitFor(() => expect(server.callsTo('GET', '/api/ai/status')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask AI' });
    expect(await within(dialog).findByText('Ask AI is not available on this server.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Find a mentor' })).toHaveAttribute('href', '/mentors');
    expect(within(dialog).queryByLabelText('Your question')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/ai/ask')).toHaveLength(0);
  });

  it('asks, shows the answer, keeps the questions of the visit when reopened, and says when the service fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    mockServer({
      'GET /api/ai/status': { body: { success: true, data: { available: true } } },
      'POST /api/ai/ask': (call) =>
        fail
          ? apiError(502, FEED_MSG.aiFailed, 'INTERNAL')
          : { body: { success: true, data: { answer: `Answer to ${(call.body as { question: string }).question}` } } },
    });
    renderWithProviders(<AskAi />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Ask AI' }));
    let dialog = screen.getByRole('dialog', { name: 'Ask AI' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FEED_MSG.questionRequired);
    await user.type(within(dialog).getByLabelText('Your question'), 'Which courses for data?');
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByText('Answer to Which courses for data?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    dialog = screen.getByRole('dialog', { name: 'Ask AI' });
    expect(within(dialog).getByText('Answer to Which courses for data?')).toBeInTheDocument();
    fail = true;
    await user.type(within(dialog).getByLabelText('Your question'), 'And jobs?');
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FEED_MSG.aiFailed);
  });
});
