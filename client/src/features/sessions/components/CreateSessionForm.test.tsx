import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../../test/render';
import { makeSession } from '../testSession';
import CreateSessionForm, { CREATE_FAILED_ALERT } from './CreateSessionForm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fakeUploads } from '../../../test/fakeUpload';
import { setLanguage } from '../../../i18n';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mentor = makeUser({ firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'] });

function renderForm(onCreated = vi.fn()) {
  renderWithProviders(<CreateSessionForm user={mentor} onCreated={onCreated} />, { user: mentor });
  return onCreated;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Event name'), 'CV clinic');
  await user.type(screen.getByLabelText('Description'), 'Bring your CV.');
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2030-05-02' } });
  fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '14:30' } });
  await user.selectOptions(screen.getByLabelText('Duration'), '2 Hrs (120 mins)');
}

describe('create-session form in Kiswahili', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  // First in the file: the English tests' submits would load the session messages for later tests.
  it("when a field is left empty, then the schema's session message shows in Kiswahili (its words come with the schema)", async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('sw'));
    const { container } = renderWithProviders(
      <Suspense fallback={null}>
        <CreateSessionForm user={mentor} onCreated={vi.fn()} />
      </Suspense>,
      { user: mentor },
    );
    await waitFor(() => expect(container.querySelector('input[name="sessionTitle"]')).not.toBeNull());
    await user.click(container.querySelector('input[name="sessionTitle"]') as HTMLInputElement);
    await user.click(container.querySelector('textarea[name="description"]') as HTMLTextAreaElement);
    expect(await screen.findByText('Jina la tukio linahitajika')).toBeInTheDocument();
    expect(screen.queryByText('Event name is required')).toBeNull();
  });
});

describe('create-session form', { timeout: 15_000 }, () => {
  let uploads: ReturnType<typeof fakeUploads>;
  beforeEach(() => {
    uploads = fakeUploads();
  });

  it("offers the spec's two durations and prefills organizer and speaker with the mentor's name", () => {
    renderForm();
    const options = Array.from((screen.getByLabelText('Duration') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose the duration', '1 Hr (60 mins)', '2 Hrs (120 mins)']);
    expect(screen.getByLabelText('Speaker')).toHaveValue('David Otieno');
    expect(screen.getByLabelText('Organizer')).toHaveValue('David Otieno');
  });

  it("shows the spec's messages when required fields are left empty", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Event name'));
    await user.click(screen.getByLabelText('Description'));
    await user.clear(screen.getByLabelText('Organizer'));
    await user.clear(screen.getByLabelText('Speaker'));
    await user.clear(screen.getByLabelText('Price (Ugx)'));
    await user.click(screen.getByLabelText('Start date'));
    await user.click(screen.getByLabelText('Start time'));
    await user.tab();
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Organizer is required')).toBeInTheDocument();
    expect(screen.getByText('Presenter is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Time is required')).toBeInTheDocument();
  });

  it('keeps Create disabled until title, description, date, time, duration, organizer and speaker are filled', async () => {
    const user = userEvent.setup();
    renderForm();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Event name'), 'CV clinic');
    await user.type(screen.getByLabelText('Description'), 'Bring your CV.');
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2030-05-02' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '14:30' } });
    expect(create).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Duration'), '1 Hr (60 mins)');
    expect(create).toBeEnabled();
    await user.clear(screen.getByLabelText('Speaker'));
    expect(create).toBeDisabled();
  });

  it('sends the fields and the banner in one multipart request, then reports success', async () => {
    const user = userEvent.setup();
    const created = makeSession({ sessionTitle: 'CV clinic' });
    const onCreated = renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price (Ugx)'));
    await user.type(screen.getByLabelText('Price (Ugx)'), '15000');
    const banner = new File([new Uint8Array(10)], 'banner.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Banner image'), banner);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const call = await uploads.next();
    call.progress(0.5);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    call.respond(201, { success: true, message: 'Session Successfully created', data: created });

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(call.url).toBe('/api/sessions');
    expect(call.method).toBe('POST');
    const form = call.formData;
    expect(form.get('sessionTitle')).toBe('CV clinic');
    expect(form.get('durationMinutes')).toBe('120');
    expect(form.get('sessionDate')).toBe('2030-05-02');
    expect(form.get('startTime')).toBe('14:30');
    expect(form.get('price')).toBe('15000');
    expect(form.get('presenter')).toBe('David Otieno');
    expect(form.get('timeZone')).toBeTruthy();
    expect((form.get('photo') as File).name).toBe('banner.png');
    expect(notifySuccess).toHaveBeenCalledWith('Session Successfully created');
  });

  it('refuses a banner over 5 MB before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    const big = new File([new Uint8Array(10)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    await user.upload(screen.getByLabelText('Banner image'), big);
    expect(await screen.findByText('Image must be at most 5,000,000 bytes (5 MB)')).toBeInTheDocument();
  });

  it("puts the server's field messages next to the fields and says creation failed", async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    (await uploads.next()).respond(400, {
      success: false,
      err: 'Event name is required',
      error: { message: 'Event name is required', code: 'VALIDATION', fields: { organiser: 'Organizer is required' } },
    });
    expect(await screen.findByText('Organizer is required')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(CREATE_FAILED_ALERT);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
