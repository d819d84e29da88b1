import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { makeSession } from '../testSession';
import JoinSessionPage, { REGISTERED_ALERT } from './JoinSessionPage';
import { notifySuccess } from '../../../lib/notify';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const id = '00000000-0000-4000-8000-0000000000a1';

function renderPage(user?: ReturnType<typeof makeUser>) {
  return renderWithProviders(<JoinSessionPage />, { route: `/joinsession/${id}`, path: '/joinsession/:sessionID', user });
}

describe('session registration', () => {
  it('takes a guest through details, form, confirm and done', async () => {
    const user = userEvent.setup();
    let registered = false;
    const server = mockServer({
      [`GET /api/sessions/session/${id}`]: () => ({ body: { success: true, data: makeSession({ price: 10000 }) } }),
      'POST /api/user/event/register': () => {
        registered = true;
        return { status: 201, body: { success: true, message: 'Registration Successful', data: makeSession() } };
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Session' })).toBeInTheDocument();
    expect(screen.getByText('Ugx 10,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // The form comes (its code loads on Register); validated on mount: Next waits for a valid form.
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Uwase');
    await user.type(screen.getByLabelText('Email'), 'grace@example');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    // Back goes one step back and keeps what was typed.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Attendance Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Other Sessions' })).toBeInTheDocument();
    expect(registered).toBe(true);
    expect(server.callsTo('POST', '/api/user/event/register')[0].body).toEqual({
      eventId: id,
      firstname: 'Grace',
      lastname: 'Uwase',
      email: 'grace@example.com',
    });
    expect(notifySuccess).toHaveBeenCalledWith(REGISTERED_ALERT);
  });

  it('sends only the session id for a signed-in learner (the account says who)', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      [`GET /api/sessions/session/${id}`]: { body: { success: true, data: makeSession() } },
      'POST /api/user/event/register': {
        status: 201,
        body: { success: true, message: 'Registration Successful', data: makeSession({ registeredByMe: true }) },
      },
    });
    renderPage(makeUser());
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Amina');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Attendance Confirmed' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/user/event/register')[0].body).toEqual({ eventId: id });
  });

  it("tells a registered learner 'You registered already' instead of Register", async () => {
    mockServer({ [`GET /api/sessions/session/${id}`]: { body: { success: true, data: makeSession({ registeredByMe: true }) } } });
    renderPage(makeUser());
    expect(await screen.findByText('You registered already')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("tells the presenter 'You are a Presenter' (matched by id)", async () => {
    const me = makeUser({ _id: '00000000-0000-4000-8000-000000000042', firstname: 'Someone', lastname: 'Else', usercategory: ['mentor'] });
    mockServer({ [`GET /api/sessions/session/${id}`]: { body: { success: true, data: makeSession() } } });
    renderPage(me);
    expect(await screen.findByText('You are a Presenter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a second registration and goes back to the first step', async () => {
    const user = userEvent.setup();
    mockServer({
      [`GET /api/sessions/session/${id}`]: { body: { success: true, data: makeSession() } },
      'POST /api/user/event/register': apiError(409, 'You registered already', 'CONFLICT'),
    });
    renderPage(makeUser());
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You registered already')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join Session' })).toBeInTheDocument();
  });
});
