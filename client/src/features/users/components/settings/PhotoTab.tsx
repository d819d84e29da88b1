import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS, MSG, type CurrentUser } from '@delv/shared';
import Avatar from '../../../../components/Avatar';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { notifySuccess } from '../../../../lib/notify';
import { uploadWithProgress } from '../../../../lib/upload';
import { expired, selectToken } from '../../../auth/sessionSlice';
import { myProfileChanged } from '../../api';
import { formatFileSize } from '../../../../lib/format';

/** What the server accepts (it checks the bytes too); anything else is refused before sending. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Returns the reason a file cannot be a profile picture, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return MSG.imageOnly;
  if (file.size > LIMITS.IMAGE_BYTES) return MSG.imageTooLarge;
  if (file.size === 0) return 'This file is empty. Choose another photo.';
  return null;
}

const megabytes = formatFileSize;

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'error'; message: string };

/** The Photo tab: choose one image, see it, upload it with a progress bar and a way to stop. */
export default function PhotoTab({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });

  // A preview URL holds the image in memory until revoked.
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Leaving the tab mid-upload stops the upload rather than leaving it running unseen.
  useEffect(() => () => abortRef.current?.abort(), []);

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files;
    setUpload({ phase: 'idle' });
    if (!files || files.length === 0) {
      setFile(null);
      setProblem(null);
      return;
    }
    if (files.length > 1) {
      setFile(null);
      setProblem(MSG.oneFileOnly);
      return;
    }
    const reason = photoProblem(files[0]);
    setProblem(reason);
    setFile(reason ? null : files[0]);
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onUpload = async () => {
    if (!file) {
      setProblem(MSG.fileRequired);
      return;
    }
    const formData = new FormData();
    formData.append('profilePicture', file);
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ phase: 'uploading', progress: 0 });
    try {
      const { status, body } = await uploadWithProgress({
        url: '/api/user/image',
        method: 'PUT',
        formData,
        token,
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ phase: 'uploading', progress: fraction }),
      });
      if (status >= 200 && status < 300 && body?.data) {
        dispatch(myProfileChanged(body.data as CurrentUser));
        notifySuccess(body.message ?? MSG.userUpdateComplete);
        setUpload({ phase: 'idle' });
        clear();
        return;
      }
      if (status === 401) dispatch(expired());
      setUpload({ phase: 'error', message: body?.error?.message ?? body?.err ?? MSG.serverError });
    } catch (err) {
      const cancelled = (err as Error).name === 'AbortError';
      setUpload(cancelled ? { phase: 'idle' } : { phase: 'error', message: MSG.networkError });
      if (cancelled) setProblem('Upload cancelled.');
    } finally {
      abortRef.current = null;
    }
  };

  const uploading = upload.phase === 'uploading';
  const percent = uploading ? Math.round(upload.progress * 100) : 0;

  return (
    <div className="users-photo">
      <div className="users-photo-current">
        {preview ? (
          <img src={preview} alt="Preview of the new photo" className="users-photo-preview" />
        ) : (
          <Avatar user={user} size={128} />
        )}
      </div>
      <div className="users-photo-controls">
        <div className="field">
          <label htmlFor={inputId}>Choose a photo</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            onChange={onChoose}
            disabled={uploading}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="field-hint">
            One image (JPEG, PNG, GIF or WebP), at most 5 MB. For a sharp picture use at least 400x400 px.
          </p>
          {problem && <p className="field-error" role="alert">{problem}</p>}
        </div>
        {file && !uploading && (
          <p className="users-small">{file.name} · {megabytes(file.size)}</p>
        )}
        {uploading && (
          <div className="users-progress">
            <label htmlFor={`${inputId}-progress`}>Uploading… {percent}%</label>
            <progress id={`${inputId}-progress`} max={100} value={percent}>{percent}%</progress>
          </div>
        )}
        {upload.phase === 'error' && <p className="field-error" role="alert">{upload.message}</p>}
        <div className="users-form-actions">
          {uploading ? (
            <button type="button" className="btn btn-outline" onClick={() => abortRef.current?.abort()}>Cancel</button>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={onUpload} disabled={!file}>Upload photo</button>
              {file && <button type="button" className="btn btn-link" onClick={clear}>Remove</button>}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
