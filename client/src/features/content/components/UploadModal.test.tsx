import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MSG, MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { notifySuccess } from '../../../lib/notify';
import { fakeUploads } from '../../../test/fakeUpload';
import UploadModal from './UploadModal';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const pdf = () => new File(['%PDF-1.4 tiny'], 'guide.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

function renderModal() {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  const utils = renderWithProviders(<UploadModal open category="Article" onClose={onClose} onUploaded={onUploaded} />, {
    user: makeUser({ usercategory: ['mentor'] }),
  });
  return { onClose, onUploaded, ...utils };
}

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  uploads = fakeUploads();
  vi.mocked(notifySuccess).mockClear();
});

describe('upload modal', () => {
  it("when the title is empty, then it says 'Title is required' and sends nothing", async () => {
    const user = userEvent.setup();
    renderModal();
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(CONTENT_MSG.titleRequired)).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('when an article file is not a PDF, then it says so at once, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    await user.upload(screen.getByLabelText('File'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(CONTENT_MSG.articlePdfOnly)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploads.sent).toHaveLength(0);
  });

  it('when the file is over 200 MB or the thumbnail over 5 MB, then it says so before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('File'), big);
    expect(await screen.findByText(CONTENT_MSG.contentFileTooLarge)).toBeInTheDocument();
    const bigThumb = png();
    Object.defineProperty(bigThumb, 'size', { value: 5_000_001 });
    await user.upload(screen.getByLabelText('Thumbnail'), bigThumb);
    expect(await screen.findByText(MSG.imageTooLarge)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Thumbnail'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.imageOnly)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploads.sent).toHaveLength(0);
  });

  it('when there is neither a file nor a link, then it asks for one', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(CONTENT_MSG.fileOrLinkRequired)).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it("shows the progress while uploading, sends the fields before the files, then says 'Upload Complete'", async () => {
    const user = userEvent.setup();
    const { onClose, onUploaded } = renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    await user.type(screen.getByLabelText('Tags'), 'data,python{Enter}');
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.upload(screen.getByLabelText('Thumbnail'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const args = await uploads.next();
    args.progress(0.42);

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();

    expect(args).toMatchObject({ url: '/api/contents/', method: 'POST', headers: { Authorization: 'Bearer test-token' } });
    const keys = [...args.formData.keys()];
    expect(keys.indexOf('contentFile')).toBeGreaterThan(keys.indexOf('title'));
    expect(keys[keys.length - 1]).toBe('thumbnail');
    expect(args.formData.get('category')).toBe('Article');
    expect(args.formData.getAll('tags')).toEqual(['data', 'python']);
    expect(args.formData.get('visible')).toBe('true');

    args.respond(201, { success: true, message: 'Upload Complete', data: { _id: 'c1', title: 'Guide' } });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Upload Complete'));
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when Cancel is pressed mid-upload, then the upload is aborted and nothing is saved', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const sent = await uploads.next();
    sent.progress(0.1);
    await screen.findByRole('progressbar');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('when the server refuses, then its message is shown and the form stays', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Title'), 'Guide');
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const message = CONTENT_MSG.articlePdfOnly;
    (await uploads.next()).respond(415, { success: false, err: message, error: { message, code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_MSG.articlePdfOnly);
    expect(screen.getByLabelText('Title')).toHaveValue('Guide');
  });
});
