import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MSG, YOUTH_MSG, type YouthStanding } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import YouthBanner from './components/YouthBanner';
import ConsentPage from './pages/ConsentPage';
import HeldMessagesPage from './pages/HeldMessagesPage';
import WaitingLearnersPage from './pages/WaitingLearnersPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const standing = (over: Partial<YouthStanding> = {}): YouthStanding => ({
  minor: true,
  needsConsent: true,
  needsBirthDate: false,
  consentAsked: false,
  ...over,
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, ...(message ? { message } : {}), data } });

describe('the young learner banner', () => {
  it('when a minor waits for consent, then she asks her guardian by e-mail (her own address refused by the server is shown), and the banner says the link went', async () => {
    const user = userEvent.setup();
    let asked = false;
    const server = mockServer({
      'GET /api/youth/me': () => ok(standing({ consentAsked: asked })),
      'POST /api/youth/consent/request': (call) => {
        if (call.body.guardianEmail === 'me@example.com') return apiError(400, YOUTH_MSG.guardianNotYou, 'VALIDATION');
        asked = true;
        return ok(undefined, YOUTH_MSG.consentRequested);
      },
    });
    renderWithProviders(<YouthBanner />, { user: makeUser({ email: 'me@example.com', youth: standing() }) });
    expect(await screen.findByText('Your account is limited for now.')).toBeInTheDocument();
    const input = screen.getByLabelText('Your parent’s or guardian’s e-mail');
    await user.click(screen.getByRole('button', { name: 'Ask them' }));
    expect(await screen.findByText(YOUTH_MSG.guardianEmailRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/youth/consent/request')).toHaveLength(0);
    await user.type(input, 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask them' }));
    expect(await screen.findByText(YOUTH_MSG.guardianNotYou)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'mama@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask them' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(YOUTH_MSG.consentRequested));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent them a link.');
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/youth/consent/request').at(-1)!.body).toEqual({ guardianEmail: 'mama@example.com' });
  });

  it('when her guardian has no e-mail, then she sends an SMS to a mobile number (written as she likes, sent in E.164)', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/youth/me': () => ok(standing()),
      'POST /api/youth/consent/request': () => ok(undefined, YOUTH_MSG.consentRequested),
    });
    renderWithProviders(<YouthBanner />, { user: makeUser({ youth: standing() }) });
    await user.click(await screen.findByRole('button', { name: 'They have no e-mail? Send an SMS' }));
    const input = screen.getByLabelText('Your parent’s or guardian’s mobile number');
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Ask them' }));
    expect(await screen.findByText(PHONE_MSG.numberInvalid)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0772 123 456'.replace('0772', '+256 772'));
    await user.click(screen.getByRole('button', { name: 'Ask them' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/youth/consent/request')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/youth/consent/request')[0].body).toEqual({ guardianPhone: '+256772123456' });
  });

  it('when a learner never gave a date of birth, then she is asked for it; saved, the banner goes', async () => {
    const user = userEvent.setup();
    let given = false;
    const server = mockServer({
      'GET /api/youth/me': () =>
        ok(given ? standing({ minor: false, needsConsent: false }) : standing({ minor: false, needsConsent: false, needsBirthDate: true })),
      'PUT /api/youth/birth-date': () => {
        given = true;
        return ok(standing({ minor: false, needsConsent: false }), YOUTH_MSG.birthDateSaved);
      },
    });
    renderWithProviders(<YouthBanner />, {
      user: makeUser({ youth: standing({ minor: false, needsConsent: false, needsBirthDate: true }) }),
    });
    const input = await screen.findByLabelText('Date of birth');
    await user.type(input, '2001-04-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(YOUTH_MSG.birthDateSaved));
    expect(server.callsTo('PUT', '/api/youth/birth-date')[0].body).toEqual({ birthDate: '2001-04-12' });
    await waitFor(() => expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument());
  });
});

describe("the guardian's page", () => {
  it('when a guardian opens the link, then the page says what is kept, why and how to withdraw; she agrees, and later withdraws', async () => {
    const user = userEvent.setup();
    let status: 'waiting' | 'given' | 'withdrawn' = 'waiting';
    const facts = () => ({ firstname: 'Neema', status, by: status === 'given' ? 'guardian' : null });
    const server = mockServer({
      'GET /api/youth/consent/tok123': () => ok(facts()),
      'POST /api/youth/consent/tok123': (call) => {
        status = call.body.decision === 'give' ? 'given' : 'withdrawn';
        return ok(facts(), status === 'given' ? YOUTH_MSG.consentGiven : YOUTH_MSG.consentWithdrawn);
      },
    });
    renderWithProviders(<ConsentPage />, { route: '/consent/tok123', path: '/consent/:token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neema asks you to agree to their Delv account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Withdrawing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(YOUTH_MSG.consentGiven));
    expect(await screen.findByText('You agreed: Neema’s account can be used fully.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    expect(await screen.findByText('You withdrew your consent: Neema’s account is limited.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/youth/consent/tok123').map((c) => c.body)).toEqual([
      { decision: 'give' },
      { decision: 'withdraw' },
    ]);
  });

  it('when the link is not valid, then the page says so with the way back', async () => {
    mockServer({ 'GET /api/youth/consent/bad': apiError(404, YOUTH_MSG.consentLinkInvalid, 'NOT_FOUND') });
    renderWithProviders(<ConsentPage />, { route: '/consent/bad', path: '/consent/:token' });
    expect(await screen.findByText(YOUTH_MSG.consentLinkInvalid)).toBeInTheDocument();
  });
});

describe('held messages and institution consent', () => {
  it('when a safeguarding lead opens Safeguarding, then the concerns show with the reporter’s words, and no held messages part', async () => {
    mockServer({
      'GET /api/youth/held': apiError(403, 'Forbidden', 'FORBIDDEN'),
      'GET /api/youth/concerns': () => ({
        body: {
          success: true,
          count: 1,
          data: [
            {
              _id: 'r1',
              kind: 'post',
              thingId: 'p1',
              reason: 'safeguarding_concern',
              text: 'He asked her to meet alone',
              title: 'A post by Peter',
              excerpt: 'Meet me after school',
              link: '/post/p1',
              reportedAt: '2026-11-27T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithProviders(<HeldMessagesPage />, { user: makeUser({ roles: ['safeguardingLead'] }) });
    expect(await screen.findByText('The reporter wrote: He asked her to meet alone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/post/p1');
    expect(screen.queryByRole('heading', { name: 'Held messages' })).not.toBeInTheDocument();
    // The decision is the review queue's: a lead who is no moderator is not sent to a page they cannot open.
    expect(screen.queryByRole('link', { name: 'Act in the review queue' })).not.toBeInTheDocument();
  });

  it('when a moderator releases a held message, then the queue asks again and it is gone', async () => {
    const user = userEvent.setup();
    let held = [
      {
        _id: '00000000-0000-4000-8000-000000000a01',
        kind: 'chatMessage',
        thingId: '00000000-0000-4000-8000-000000000b01',
        sender: { _id: 'u1', firstname: 'Peter', lastname: 'Mentor' },
        words: 'Call me on 0772 123 456',
        heldAt: '2026-11-27T10:00:00.000Z',
      },
    ];
    const server = mockServer({
      'GET /api/youth/held': () => ({ body: { success: true, data: held, count: held.length } }),
      // A moderator who is no safeguarding lead: the concerns part stays hidden.
      'GET /api/youth/concerns': apiError(403, 'Forbidden', 'FORBIDDEN'),
      'POST /api/youth/held/00000000-0000-4000-8000-000000000a01': () => {
        held = [];
        return ok(undefined, YOUTH_MSG.heldReleased);
      },
    });
    renderWithProviders(<HeldMessagesPage />, { user: makeUser({ roles: ['moderator'] }) });
    expect(await screen.findByText('Call me on 0772 123 456')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('No message is waiting for review.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/youth/held/00000000-0000-4000-8000-000000000a01')[0].body).toEqual({ decision: 'release' });
  });

  it('when an institution admin records consent, then only after saying the institution holds it', async () => {
    const user = userEvent.setup();
    let waiting = [{ _id: '00000000-0000-4000-8000-000000000c01', firstname: 'Zawadi', lastname: 'N', consentAsked: false }];
    const server = mockServer({
      'GET /api/youth/institution/leads': { body: { success: true, data: [] } },
      'GET /api/youth/institution/lead-candidates': { body: { success: true, data: [] } },
      'GET /api/youth/institution/waiting': () => ({ body: { success: true, data: waiting, count: waiting.length } }),
      'POST /api/youth/consent/institution': () => {
        waiting = [];
        return ok(undefined, YOUTH_MSG.institutionConsentGiven);
      },
    });
    renderWithProviders(<WaitingLearnersPage />, { user: makeUser({ usercategory: ['institution'] }) });
    expect(await screen.findByText('No lead yet: the platform’s leads get your institution’s concerns meanwhile.')).toBeInTheDocument();
    const record = await screen.findByRole('button', { name: 'Record consent for Zawadi N' });
    expect(record).toBeDisabled();
    await user.click(screen.getByLabelText('We hold a parent’s or guardian’s consent'));
    await user.click(record);
    expect(await screen.findByText('No learner of yours is waiting for consent.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/youth/consent/institution')[0].body).toEqual({
      userId: '00000000-0000-4000-8000-000000000c01',
      holdsConsent: true,
    });
  });
});
