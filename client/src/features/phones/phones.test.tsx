import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MSG, type Phone } from '@delv/shared';
import { setLanguage } from '../../i18n';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import PhoneSettings from './components/PhoneSettings';
import SmsStatusCard from './components/SmsStatusCard';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const me = makeUser();
const phone = (over: Partial<Phone> = {}): Phone => ({
  _id: '00000000-0000-4000-8000-000000000901',
  number: '+256772123456',
  verified: false,
  verifiedAt: null,
  resendAt: null,
  codeExpiresAt: '2026-11-27T10:10:00.000Z',
  smsStopped: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});
const list = (...phones: Phone[]) => ({ body: { success: true, data: phones } });
const prefs = (sms: boolean, hasVerifiedPhone: boolean) => ({
  body: { success: true, data: { preferences: [{ kind: 'reminder', sms }], hasVerifiedPhone } },
});

describe('Settings › Phone numbers', () => {
  it('when I add a number, then it is sent in E.164; a wrong one is refused before sending; the code then verifies it', async () => {
    const user = userEvent.setup();
    let phones: Phone[] = [];
    const server = mockServer({
      'GET /api/phones': () => list(...phones),
      'GET /api/sms/preferences': prefs(false, false),
      'POST /api/phones': () => {
        phones = [phone()];
        return { status: 201, body: { success: true, message: PHONE_MSG.added, data: phones[0] } };
      },
      'POST /api/phones/00000000-0000-4000-8000-000000000901/verify': (call) => {
        if (call.body.code !== '482913') return apiError(400, PHONE_MSG.codeWrong, 'VALIDATION');
        phones = [phone({ verified: true, verifiedAt: '2026-11-27T10:01:00.000Z', codeExpiresAt: null })];
        return { body: { success: true, message: PHONE_MSG.verified, data: phones[0] } };
      },
    });
    renderWithProviders(<PhoneSettings />, { user: me });
    expect(await screen.findByText('No number yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Mobile number with country code');
    await user.type(input, '0772 123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_MSG.numberInvalid);
    expect(server.callsTo('POST', '/api/phones')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '+256 772 123 456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(PHONE_MSG.added));
    expect(server.callsTo('POST', '/api/phones')[0].body).toEqual({ number: '+256772123456' });

    const row = (await screen.findByText('+256772123456')).closest('li')!;
    expect(row).toHaveTextContent('Waiting for its code');
    const code = within(row).getByLabelText('Six-digit code sent to +256772123456');
    await user.type(code, '111111');
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(PHONE_MSG.codeWrong);
    await user.clear(code);
    await user.type(code, '482913');
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(PHONE_MSG.verified));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('when SMS reminders are turned on with a verified number, then the choice is saved; without one the box is off', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/phones': list(phone({ verified: true, verifiedAt: '2026-11-27T10:01:00.000Z', codeExpiresAt: null })),
      'GET /api/sms/preferences': prefs(false, true),
      'PUT /api/sms/preferences': { body: { success: true, message: PHONE_MSG.preferencesSaved, data: prefs(true, true).body.data } },
    });
    renderWithProviders(<PhoneSettings />, { user: me });
    await user.click(await screen.findByRole('checkbox', { name: 'Session reminders by SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save SMS settings' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(PHONE_MSG.preferencesSaved));
    expect(server.callsTo('PUT', '/api/sms/preferences')[0].body).toEqual({ preferences: [{ kind: 'reminder', sms: true }] });
  });

  it('when I have no verified number, then SMS reminders cannot be turned on', async () => {
    mockServer({ 'GET /api/phones': list(phone()), 'GET /api/sms/preferences': prefs(false, false) });
    renderWithProviders(<PhoneSettings />, { user: me });
    expect(await screen.findByRole('checkbox', { name: 'Session reminders by SMS' })).toBeDisabled();
    expect(screen.getByText('Verify a number first.')).toBeInTheDocument();
  });

  it('when the page is in Kiswahili, then its words and the API’s message are too', async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/phones': list(),
      'GET /api/sms/preferences': prefs(false, false),
      'POST /api/phones': apiError(409, PHONE_MSG.takenByAnother, 'CONFLICT'),
    });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<PhoneSettings />, { user: me });
      await user.type(await screen.findByLabelText('Namba ya simu ya mkononi pamoja na msimbo wa nchi'), '+256772123456');
      await user.click(screen.getByRole('button', { name: 'Tuma msimbo' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Namba hii imethibitishwa na akaunti nyingine');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('the admins’ SMS card', () => {
  it('shows today’s SMS against the budget, what waits and through what', async () => {
    mockServer({
      'GET /api/sms/status': {
        body: { success: true, data: { day: '2026-11-27', sent: 1234, budget: 5000, queued: 3, provider: 'africastalking' } },
      },
    });
    renderWithProviders(<SmsStatusCard />, { user: makeUser({ roles: ['admin'] }) });
    const card = await screen.findByRole('region', { name: 'SMS today' });
    expect(card).toHaveTextContent('1,234 of 5,000 sent today (UTC 2026-11-27)');
    expect(card).toHaveTextContent('3 waiting · Through Africa’s Talking');
  });
});
