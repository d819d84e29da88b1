import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer } from '../../../test/fakeFetch';
import { notifySuccess } from '../../../lib/notify';
import { fakeUploads } from '../../../test/fakeUpload';
import { makePost } from '../testItems';
import PostComposer from './PostComposer';

/** The composer as the feed page shows it (Create Session opens the sessions feature's form). */
const CreateSessionModal = lazy(() => import('../../sessions/components/CreateSessionModal'));
const Composer = () => <PostComposer CreateSessionModal={CreateSessionModal} />;

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  uploads = fakeUploads();
});

const mentorUser = makeUser({ usercategory: ['mentor'] });
const created = (pointsEarned: number) => ({
  status: 201,
  body: {
    success: true,
    message: FEED_MSG.postCreated,
    data: makePost(1, { can: { delete: true, moderate: false } }),
    pointsEarned,
    pointsTotal: 60,
  },
});

function file(name: string, type: string, size = 1000) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textBox = () => screen.getByLabelText('What do you want to share?');

describe('posting box', { timeout: 15_000 }, () => {
  it('keeps Post disabled while the text is empty (spaces count as empty) and counts to 280', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    expect(button('Post')).toBeDisabled();
    await user.type(textBox(), '   ');
    expect(button('Post')).toBeDisabled();
    await user.clear(textBox());
    await user.type(textBox(), 'Hello Kampala');
    expect(button('Post')).toBeEnabled();
    expect(screen.getByText('13/280')).toBeInTheDocument();
    expect(textBox()).toHaveAttribute('maxLength', '280');
  });

  it('opens the media panel for a photo; with a file attached, Photo, PDF, Video, Session and Link are disabled', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: mentorUser });
    await user.click(button('Photo'));
    expect(await screen.findByRole('group', { name: 'Photo attachment' })).toBeInTheDocument();
    for (const name of ['Photo', 'PDF', 'Video', 'Link', 'Session']) expect(button(name)).toBeEnabled();

    await user.upload(await screen.findByLabelText('Choose a photo'), file('cat.png', 'image/png'));
    expect(screen.getByText('cat.png')).toBeInTheDocument();
    for (const name of ['Photo', 'PDF', 'Video', 'Link', 'Session']) expect(button(name)).toBeDisabled();

    await user.click(button('Remove attachment'));
    for (const name of ['Photo', 'PDF', 'Video', 'Link', 'Session']) expect(button(name)).toBeEnabled();
  });

  it('opens the media panel for a PDF, accepting PDFs only', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.click(button('PDF'));
    expect(await screen.findByLabelText('Choose a PDF')).toHaveAttribute('accept', 'application/pdf');
  });

  it('with a link typed, Photo, PDF, Video and Session are disabled but the link stays editable', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: mentorUser });
    await user.click(button('Link'));
    await user.type(await screen.findByLabelText('Video or podcast link'), 'https://youtu.be/aircAruvnKk');
    for (const name of ['Photo', 'PDF', 'Video', 'Session']) expect(button(name)).toBeDisabled();
    expect(button('Link')).toBeEnabled();
    expect(screen.getByText('Link recognised: it will play in the post.')).toBeInTheDocument();
  });

  it("refuses a file over 20 MB before any upload: 'File is larger than post file size limit(20 MBs)'", async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.click(button('Video'));
    await user.upload(await screen.findByLabelText('Choose a video (MP4)'), file('talk.mp4', 'video/mp4', 20 * 1024 * 1024 + 1));
    expect(await screen.findByText(FEED_MSG.postFileTooLarge)).toBeInTheDocument();
    expect(screen.queryByText('talk.mp4')).not.toBeInTheDocument();
    await user.type(textBox(), 'My talk');
    await user.click(button('Post'));
    expect(uploads.sent).toHaveLength(0);
  });

  it('refuses a file of the wrong type for the panel', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.click(button('Photo'));
    await user.upload(await screen.findByLabelText('Choose a photo'), file('notes.txt', 'text/plain'));
    expect(await screen.findByText(FEED_MSG.postFileType)).toBeInTheDocument();
  });

  it('refuses a link no player accepts, without sending', async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.type(textBox(), 'Look');
    await user.click(button('Link'));
    await user.type(await screen.findByLabelText('Video or podcast link'), 'https://example.com/video');
    await user.click(button('Post'));
    expect(await screen.findByText(FEED_MSG.linkNotEmbeddable)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("posts text with a YouTube link as JSON, clears the box and says 'Success: Points Earned' when points were earned", async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'POST /api/post/': created(10) });
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.type(textBox(), 'A great intro to neural networks');
    await user.click(button('Link'));
    await user.type(await screen.findByLabelText('Video or podcast link'), 'https://youtu.be/aircAruvnKk');
    await user.click(button('Post'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.pointsEarnedAlert));
    expect(server.callsTo('POST', '/api/post/')[0].body).toEqual({
      postText: 'A great intro to neural networks',
      link: 'https://youtu.be/aircAruvnKk',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(textBox()).toHaveValue('');
    expect(screen.queryByLabelText('Video or podcast link')).not.toBeInTheDocument();
  });

  it("does not say 'Success: Points Earned' when the answer earned none (daily cap)", async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/post/': created(0) });
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.type(textBox(), 'Sixth post today');
    await user.click(button('Post'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.postCreated));
    expect(notifySuccess).not.toHaveBeenCalledWith(FEED_MSG.pointsEarnedAlert);
  });

  it("shows the server's reason and keeps the text when posting fails", async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/post/': apiError(400, FEED_MSG.postTextRequired) });
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.type(textBox(), 'Hello');
    await user.click(button('Post'));
    expect(await screen.findByText(FEED_MSG.postTextRequired)).toBeInTheDocument();
    expect(textBox()).toHaveValue('Hello');
  });

  it('uploads a photo as multipart (text first) with a progress bar, then earns points', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<Composer />, { user: makeUser() });
    await user.type(textBox(), 'Our class today');
    await user.click(button('Photo'));
    await user.upload(await screen.findByLabelText('Choose a photo'), file('class.jpg', 'image/jpeg'));
    await user.click(button('Post'));
    const sent = await uploads.next();
    sent.progress(0.5);

    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    const { url, method, formData } = sent;
    expect([url, method]).toEqual(['/api/post/', 'POST']);
    expect([...formData.keys()]).toEqual(['postText', 'attachment']);
    expect(formData.get('postText')).toBe('Our class today');
    expect(sent.headers.Authorization).toBe('Bearer test-token');

    sent.respond(created(10).status, created(10).body);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.pointsEarnedAlert));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(textBox()).toHaveValue('');
  });

  it('shows the Session button to mentors only', () => {
    mockServer({});
    const { unmount } = renderWithProviders(<Composer />, { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Session' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Composer />, { user: mentorUser });
    expect(button('Session')).toBeInTheDocument();
  });
});
