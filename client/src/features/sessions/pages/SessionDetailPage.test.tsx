import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { makeSession } from '../testSession';
import { setLanguage } from '../../../i18n';
import SessionDetailPage from './SessionDetailPage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const id = '00000000-0000-4000-8000-0000000000a1';
const presenterId = '00000000-0000-4000-8000-000000000042';

function serve(session = makeSession()) {
  return mockServer({ [`GET /api/sessions/session/${id}`]: { body: { success: true, data: session } } });
}

function renderPage(user = makeUser()) {
  return renderWithProviders(<SessionDetailPage />, { route: `/session/${id}`, path: '/session/:sessionID', user });
}

describe('session page', () => {
  it('when the page hands in Report, then a signed-in visitor may report the session and its organiser may not', async () => {
    const Report = ({ kind, id: thing }: { kind: string; id: string }) => <button type="button">{`Report ${kind} ${thing}`}</button>;
    serve();
    const first = renderWithProviders(<SessionDetailPage Report={Report} />, {
      route: `/session/${id}`,
      path: '/session/:sessionID',
      user: makeUser(),
    });
    expect(await screen.findByRole('button', { name: `Report session ${id}` })).toBeInTheDocument();
    first.unmount();
    serve(makeSession({ can: { edit: true, cancel: true, seeAttendees: true } }));
    renderWithProviders(<SessionDetailPage Report={Report} />, { route: `/session/${id}`, path: '/session/:sessionID', user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report / })).not.toBeInTheDocument();
  });

  it('shows a paid price as Ugx and a free one as FREE', async () => {
    serve(makeSession({ price: 25000 }));
    renderPage();
    expect(await screen.findByText('Ugx 25,000')).toBeInTheDocument();
  });

  it('shows FREE for a price of 0', async () => {
    serve(makeSession({ price: 0 }));
    renderPage();
    expect(await screen.findByText('FREE')).toBeInTheDocument();
    expect(screen.getByText(/^Starts in /)).toBeInTheDocument();
  });

  it("offers 'Go Live' to the presenter, matched by user id even when the names differ", async () => {
    serve(
      makeSession({
        sessionAddressLink: 'https://meet.google.com/abc-defg-hij',
        presenter: { _id: presenterId, name: 'Dr. D. Otieno', profilePicture: null, calendly: '' },
      }),
    );
    renderPage(makeUser({ _id: presenterId, firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'] }));
    expect(await screen.findByRole('link', { name: 'Go Live' })).toHaveAttribute('href', 'https://meet.google.com/abc-defg-hij');
    expect(screen.queryByRole('link', { name: 'Attend Session' })).not.toBeInTheDocument();
  });

  it("offers 'Attend Session' to someone else who shares the presenter's name", async () => {
    serve(makeSession({ registeredByMe: true, sessionAddressLink: 'https://meet.google.com/abc-defg-hij' }));
    renderPage(makeUser({ firstname: 'David', lastname: 'Otieno' }));
    expect(await screen.findByRole('link', { name: 'Attend Session' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Live' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not registered to register, and offers the calendar file', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Register to attend' })).toHaveAttribute('href', `/joinsession/${id}`);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/sessions/session/${id}/ics`);
  });

  it('copies the link to share the session', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share session' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/session/${id}`);
  });

  it("says 'Session not found' for an unknown id", async () => {
    mockServer({ [`GET /api/sessions/session/${id}`]: apiError(404, 'Session not found', 'NOT_FOUND') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeInTheDocument();
  });
});

describe('the session page in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the facts, the price, the duration and the actions are in Kiswahili', async () => {
    serve(makeSession({ price: 0, durationMinutes: 120 }));
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <SessionDetailPage />
      </Suspense>,
      { route: `/session/${id}`, path: '/session/:sessionID', user: makeUser() },
    );
    expect(await screen.findByText('Mzungumzaji')).toBeInTheDocument();
    expect(screen.getByText('BURE')).toBeInTheDocument();
    expect(screen.getByText('Saa 2 (dakika 120)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shiriki kipindi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ongeza kwenye kalenda' })).toBeInTheDocument();
  });
});
