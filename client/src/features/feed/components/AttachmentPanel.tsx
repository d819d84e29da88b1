import { type ChangeEvent } from 'react';
import { FEED_MSG, POST_FILE_ACCEPT, toEmbedUrl } from '@delv/shared';
import { attachmentProblem, megabytes, type MediaKind } from '../files';
import { useMessagesNow, useT } from '../../../i18n';

/*
 * The posting box's attachment panels (PostComposer): loaded when a Photo / PDF / Video / Link
 * button is pressed, with the file checks and the link recogniser, which the box itself does not need.
 */

function Head({
  htmlFor,
  label,
  close,
  onClose,
  sending,
}: {
  htmlFor: string;
  label: string;
  close: string;
  onClose: () => void;
  sending: boolean;
}) {
  return (
    <div className="feed-panel-head">
      <label htmlFor={htmlFor}>{label}</label>
      <button type="button" className="btn-icon" aria-label={close} onClick={onClose} disabled={sending}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A photo, PDF or video: checked before anything is sent (attachmentProblem). */
export function MediaPanel({
  ids,
  kind,
  file,
  error,
  sending,
  onChosen,
  onClose,
}: {
  ids: string;
  kind: MediaKind;
  file: File | null;
  error: string;
  sending: boolean;
  /** The file, or null with why it cannot be attached. */
  onChosen: (file: File | null, error: string) => void;
  onClose: () => void;
}) {
  const t = useT('feed');
  const tm = useMessagesNow();
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    const problem = attachmentProblem(kind, chosen);
    onChosen(problem ? null : chosen, problem ?? '');
  };
  return (
    <div className="feed-panel" role="group" aria-label={t('composer.attachment', { kind })}>
      <Head
        htmlFor={`${ids}-file`}
        label={t('composer.choose', { kind })}
        close={t('composer.removeAttachment')}
        onClose={onClose}
        sending={sending}
      />
      {file ? (
        <p className="feed-file">
          <strong>{file.name}</strong> <span className="muted">({megabytes(file.size)})</span>
        </p>
      ) : (
        <input
          id={`${ids}-file`}
          type="file"
          accept={POST_FILE_ACCEPT[kind]}
          onChange={onFile}
          aria-describedby={`${ids}-file-hint${error ? ` ${ids}-file-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
      )}
      <p id={`${ids}-file-hint`} className="field-hint">
        {t('composer.fileHint')}
      </p>
      {error && (
        <p id={`${ids}-file-error`} className="field-error" role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

/** Why a link cannot be embedded (a shared message in English), or ''. */
export const linkProblemOf = (link: string): string => (link.trim() && !toEmbedUrl(link) ? FEED_MSG.linkNotEmbeddable : '');

/** A YouTube, Vimeo, Spotify or SoundCloud link. */
export function LinkPanel({
  ids,
  link,
  touched,
  sending,
  onChange,
  onBlur,
  onClose,
}: {
  ids: string;
  link: string;
  /** Show the problem (after the field is left, or Post was pressed). */
  touched: boolean;
  sending: boolean;
  /** The link and why it cannot be embedded ('' when it can). */
  onChange: (link: string, problem: string) => void;
  onBlur: () => void;
  onClose: () => void;
}) {
  const t = useT('feed');
  const tm = useMessagesNow();
  const problem = linkProblemOf(link);
  return (
    <div className="feed-panel field" role="group" aria-label={t('composer.linkAttachment')}>
      <Head htmlFor={`${ids}-link`} label={t('composer.linkLabel')} close={t('composer.removeLink')} onClose={onClose} sending={sending} />
      <input
        id={`${ids}-link`}
        type="url"
        inputMode="url"
        value={link}
        placeholder={t('composer.linkPlaceholder')}
        onChange={(e) => onChange(e.target.value, linkProblemOf(e.target.value))}
        onBlur={onBlur}
        aria-describedby={`${ids}-link-hint${touched && problem ? ` ${ids}-link-error` : ''}`}
        aria-invalid={touched && problem ? true : undefined}
        disabled={sending}
      />
      <p id={`${ids}-link-hint`} className="field-hint">
        {link.trim() && !problem ? t('composer.linkRecognised') : t('composer.linkHint')}
      </p>
      {touched && problem && (
        <p id={`${ids}-link-error`} className="field-error" role="alert">
          {tm(problem)}
        </p>
      )}
    </div>
  );
}
