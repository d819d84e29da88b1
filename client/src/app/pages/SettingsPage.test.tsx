import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { notifyError, notifySuccess } from '../../lib/notify';
import { apiError, mockServer } from '../../test/fakeFetch';
import { fakeUploads } from '../../test/fakeUpload';
import UpdateProfilePage from './SettingsPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const me = makeUser({ usercategory: ['student', 'graduate'], followersCount: 4, followingCount: 2 });

function renderSettings(tab?: string, user = me) {
  mockServer({ 'GET /api/user/profile': { body: { success: true, data: user } } });
  return renderWithProviders(<UpdateProfilePage />, {
    route: tab ? `/updateprofile?tab=${tab}` : '/updateprofile',
    path: '/updateprofile',
    user,
  });
}

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  uploads = fakeUploads();
});

describe('account settings header', () => {
  it('shows the name, e-mail, counts, a Back link to /feeds and the eight tabs', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Amina Nakato' })).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Following/).textContent).toContain('2');
    expect(screen.getByText(/Followers/).textContent).toContain('4');
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/feeds');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Photo',
      'Reset Password',
      'Notifications',
      'Phone numbers',
      'Blocked people',
      'Data saver',
      'Close account',
    ]);
  });

  it('offers a retry when the account cannot be loaded', async () => {
    const server = mockServer({ 'GET /api/user/profile': apiError(500, MSG.serverError, 'INTERNAL') });
    renderWithProviders(<UpdateProfilePage />, { route: '/updateprofile', path: '/updateprofile', user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/user/profile').length).toBe(2));
  });
});

describe('profile tab', () => {
  it('shows the required messages when the required fields are emptied', async () => {
    const user = userEvent.setup();
    renderSettings();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByText('User Category is required')).toBeInTheDocument();
  });

  it('starts from the current values, with the last category as the category', async () => {
    renderSettings();
    expect(await screen.findByLabelText('First name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Country')).toHaveValue('Uganda');
    expect(screen.getByLabelText('Category')).toHaveValue('graduate');
    expect(screen.queryByLabelText('Calendly')).not.toBeInTheDocument();
  });

  it('asks mentors for a Calendly link and rejects other links', async () => {
    const user = userEvent.setup();
    renderSettings(undefined, makeUser({ usercategory: ['mentor'] }));
    const calendly = await screen.findByLabelText('Calendly');
    expect(screen.getByText('A link starting with https://calendly.com/')).toBeInTheDocument();
    await user.type(calendly, 'https://example.com/book');
    await user.tab();
    expect(await screen.findByText(/starting with https:\/\/calendly.com\//, { selector: '.field-error' })).toBeInTheDocument();
  });

  it('saves, says "User update complete" and refreshes the session user', async () => {
    const user = userEvent.setup();
    const { store } = renderSettings();
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'PUT /api/user': { body: { success: true, message: MSG.userUpdateComplete, data: { ...me, firstname: 'Aminah' } } },
    });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, '  Aminah ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('User update complete'));
    const [put] = server.callsTo('PUT', '/api/user');
    expect(put.body).toMatchObject({
      firstname: 'Aminah',
      lastname: 'Nakato',
      email: 'amina@example.com',
      country: 'Uganda',
      category: 'graduate',
    });
    expect(store.getState().session.user?.firstname).toBe('Aminah');
  });

  it('shows "Profile update failed, try again." when the server fails', async () => {
    const user = userEvent.setup();
    renderSettings();
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'PUT /api/user': apiError(500, MSG.serverError, 'INTERNAL'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Profile update failed, try again.'));
  });

  it("puts the server's field errors into the form", async () => {
    const user = userEvent.setup();
    renderSettings();
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'PUT /api/user': apiError(409, MSG.emailTaken, 'CONFLICT', { email: MSG.emailTaken }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('photo tab', () => {
  it('rejects a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSettings('photo');
    const input = await screen.findByLabelText('Choose a photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.imageOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(uploads.sent).toHaveLength(0);
  });

  it('rejects an image over 5,000,000 bytes before uploading', async () => {
    const user = userEvent.setup();
    renderSettings('photo');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    await user.upload(await screen.findByLabelText('Choose a photo'), big);
    expect(await screen.findByText(MSG.imageTooLarge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(uploads.sent).toHaveLength(0);
  });

  it('advises 400x400 px and uploads a valid image as profilePicture, then updates the session', async () => {
    const user = userEvent.setup();
    const updated = { ...me, profilePicture: { publicUrl: '/files/p.png' } };
    const { store } = renderSettings('photo');
    expect(await screen.findByText(/at least 400x400 px/)).toBeInTheDocument();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const args = await uploads.next();
    args.progress(0.5);
    args.respond(200, { success: true, message: MSG.userUpdateComplete, data: updated });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MSG.userUpdateComplete));
    expect(args).toMatchObject({ url: '/api/user/image', method: 'PUT', headers: { Authorization: 'Bearer test-token' } });
    expect(args.formData.get('profilePicture')).toBe(photo);
    expect(store.getState().session.user?.profilePicture?.publicUrl).toBe('/files/p.png');
  });

  it('shows the upload progress and lets the person cancel it', async () => {
    const user = userEvent.setup();
    renderSettings('photo');
    await user.upload(await screen.findByLabelText('Choose a photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const sent = await uploads.next();
    sent.progress(0.4);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  });

  it("shows the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    renderSettings('photo');
    await user.upload(await screen.findByLabelText('Choose a photo'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    (await uploads.next()).respond(415, {
      success: false,
      err: MSG.imageOnly,
      error: { message: MSG.imageOnly, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(await screen.findByText(MSG.imageOnly)).toBeInTheDocument();
  });
});

describe('reset password tab', () => {
  it('keeps Save disabled until the new password has 8 characters and matches the confirmation', async () => {
    const user = userEvent.setup();
    renderSettings('password');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    expect(await screen.findByText('Password must be atleast 8 characters long')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByLabelText('Current password'));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    expect(save).toBeEnabled();
  });

  it("shows the server's 'Password has been reset' and this device stays signed in with its token", async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('password');
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'POST /api/auth/change-password': { body: { success: true, message: MSG.passwordReset } },
    });
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/change-password')[0].body).toEqual({
      password: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(store.getState().session).toMatchObject({ token: 'test-token', loggedIn: true });
  });

  it("when 'Sign out everywhere' is pressed, then the server ends every sign-in and this device goes home, signed out", async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('password');
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'POST /api/auth/logout-everywhere': { body: { success: true, message: MSG.signedOutEverywhere } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.callsTo('POST', '/api/auth/logout-everywhere')).toHaveLength(1);
    expect(store.getState().session.loggedIn).toBe(false);
    expect(notifySuccess).toHaveBeenCalledWith(MSG.signedOutEverywhere);
  });

  it("when 'Sign out everywhere' fails, then it says why and this device stays signed in", async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('password');
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'POST /api/auth/logout-everywhere': apiError(429, MSG.tooManyRequests, 'RATE_LIMITED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyRequests);
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it('shows the "incorrect" message for a wrong current password', async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('password');
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'POST /api/auth/change-password': apiError(400, MSG.currentPasswordIncorrect, 'VALIDATION', {
        password: MSG.currentPasswordIncorrect,
      }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/incorrect/)).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(MSG.currentPasswordIncorrect);
    expect(store.getState().session.token).toBe('test-token');
  });
});

describe('close account tab', () => {
  it('needs the password before anything is sent', async () => {
    const user = userEvent.setup();
    renderSettings('close');
    const server = mockServer({ 'GET /api/user/profile': { body: { success: true, data: me } } });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/user')).toHaveLength(0);
  });

  it('asks for confirmation, deletes, signs out and goes to /', async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('close');
    const server = mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'DELETE /api/user': { body: { success: true, message: MSG.accountDeleted } },
    });
    await user.type(await screen.findByLabelText('Password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(server.callsTo('DELETE', '/api/user')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server.callsTo('DELETE', '/api/user')[0].body).toEqual({ password: 'my-password' });
    expect(notifySuccess).toHaveBeenCalledWith('Account deleted');
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it("shows the server's message when the password is wrong", async () => {
    const user = userEvent.setup();
    const { store } = renderSettings('close');
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'DELETE /api/user': apiError(400, MSG.currentPasswordIncorrect),
    });
    await user.type(await screen.findByLabelText('Password'), 'bad-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText(MSG.currentPasswordIncorrect)).toBeInTheDocument();
    expect(store.getState().session.token).toBe('test-token');
  });
});
