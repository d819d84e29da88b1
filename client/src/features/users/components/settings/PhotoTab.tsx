import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS, MSG, type CurrentUser } from '@delv/shared';
import Avatar from '../../../../components/Avatar';
import { useAppDispatch } from '../../../../lib/hooks';
import { notifySuccess } from '../../../../lib/notify';
import { useUpload, type UploadAnswer } from '../../../../lib/upload';
import { myProfileChanged } from '../../api';
import { formatFileSize, formatNumber } from '../../../../lib/format';
import { useMessagesNow, useT, type KeyOf } from '../../../../i18n';

/** What the server accepts (it checks the bytes too); anything else is refused before sending. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** What is wrong with the choice: a shared message (the server's words too), or one of this tab's. */
export type PhotoProblem = { message: string } | { key: KeyOf<'users'> };

/** Returns the reason a file cannot be a profile picture, or null when it can. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!PHOTO_TYPES.includes(file.type)) return { message: MSG.imageOnly };
  if (file.size > LIMITS.IMAGE_BYTES) return { message: MSG.imageTooLarge };
  if (file.size === 0) return { key: 'photo.empty' };
  return null;
}

const megabytes = formatFileSize;

/** The Photo tab: choose one image, see it, upload it with a progress bar and a way to stop. */
export default function PhotoTab({ user }: { user: CurrentUser }) {
  const t = useT('users');
  const tm = useMessagesNow();
  const dispatch = useAppDispatch();
  // Leaving the tab mid-upload stops the upload rather than leaving it running unseen.
  const { start: startUpload, cancel: cancelUpload, progress, uploading } = useUpload();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files;
    setFailure(null);
    if (!files || files.length === 0) {
      setFile(null);
      setProblem(null);
      return;
    }
    if (files.length > 1) {
      setFile(null);
      setProblem({ message: MSG.oneFileOnly });
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
      setProblem({ message: MSG.fileRequired });
      return;
    }
    const formData = new FormData();
    formData.append('profilePicture', file);
    setFailure(null);
    const result = await startUpload<UploadAnswer<CurrentUser>>({ url: '/api/user/image', method: 'PUT', formData });
    if (result.ok) {
      dispatch(myProfileChanged(result.answer.data));
      notifySuccess(tm(result.answer.message ?? MSG.userUpdateComplete));
      clear();
    } else if (result.reason === 'cancelled') {
      setProblem({ key: 'photo.cancelled' });
    } else {
      setFailure(result.message);
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const percentText = formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div className="users-photo">
      <div className="users-photo-current">
        {preview ? <img src={preview} alt={t('photo.preview')} className="users-photo-preview" /> : <Avatar user={user} size={128} />}
      </div>
      <div className="users-photo-controls">
        <div className="field">
          <label htmlFor={inputId}>{t('photo.choose')}</label>
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
            {t('photo.hint')}
          </p>
          {problem && (
            <p className="field-error" role="alert">
              {'key' in problem ? t(problem.key) : tm(problem.message)}
            </p>
          )}
        </div>
        {file && !uploading && (
          <p className="users-small">
            {file.name} · {megabytes(file.size)}
          </p>
        )}
        {uploading && (
          <div className="users-progress">
            <label htmlFor={`${inputId}-progress`}>{t('photo.uploading', { percent: percentText })}</label>
            <progress id={`${inputId}-progress`} max={100} value={percent}>
              {percentText}
            </progress>
          </div>
        )}
        {failure && (
          <p className="field-error" role="alert">
            {tm(failure)}
          </p>
        )}
        <div className="users-form-actions">
          {uploading ? (
            <button type="button" className="btn btn-outline" onClick={cancelUpload}>
              {t('cancel')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={onUpload} disabled={!file}>
                {t('photo.upload')}
              </button>
              {file && (
                <button type="button" className="btn btn-link" onClick={clear}>
                  {t('photo.remove')}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
