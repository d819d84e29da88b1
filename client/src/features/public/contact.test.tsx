import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG, MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { setLanguage } from '../../i18n';
import ContactPage from './pages/ContactPage';

describe('/contact_us', () => {
  it("when fields are empty, then the spec's message under each, and nothing is sent", async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    renderWithProviders(<ContactPage />);
    await user.click(await screen.findByRole('button', { name: 'Send us a message' }));
    for (const text of [FEED_MSG.nameRequired, MSG.emailRequired, FEED_MSG.subjectRequired, FEED_MSG.messageBodyRequired]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(server.callsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it("when a signed-in person sends it, then their name and address are filled in and 'Your Message has been sent' shows", async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'POST /api/contact': { status: 201, body: { success: true, message: FEED_MSG.contactSent } } });
    renderWithProviders(<ContactPage />, { user: makeUser() });
    expect(await screen.findByLabelText('Name')).toHaveValue('Amina Nakato');
    await user.type(screen.getByLabelText('Subject'), 'A mentor in nursing');
    await user.type(screen.getByLabelText('Message'), 'Do you have one in Arusha?');
    await user.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FEED_MSG.contactSent);
    expect(server.callsTo('POST', '/api/contact')[0].body).toMatchObject({
      name: 'Amina Nakato',
      subject: 'A mentor in nursing',
      message: 'Do you have one in Arusha?',
    });
  });

  it('when the server refuses (too many messages), then its message shows and the words stay', async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/contact': apiError(429, MSG.tooManyRequests, 'RATE_LIMITED') });
    renderWithProviders(<ContactPage />, { user: makeUser() });
    await user.type(await screen.findByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Kept after a refusal');
    await user.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyRequests);
    expect(screen.getByLabelText('Message')).toHaveValue('Kept after a refusal');
  });

  it('in Kiswahili, the form is in Kiswahili', async () => {
    mockServer({});
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<ContactPage />);
      expect(await screen.findByRole('heading', { name: 'Wasiliana nasi' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Kichwa')).toBeInTheDocument());
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
