import { useId, useRef, type ChangeEvent } from 'react';
import { MSG } from '@delv/shared';
import { megabytes } from '../links';
import { useMessages, useT } from '../../../i18n';

/** A one-file picker with label, hint, the chosen file's name and size, and its error. */
export default function FileField({
  label,
  accept,
  hint,
  file,
  error,
  disabled,
  onChange,
}: {
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  /** Called with the file (or null when cleared), or with an error text for two files. */
  onChange: (file: File | null, problem?: string) => void;
}) {
  const t = useT('content');
  const tm = useMessages();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files;
    if (!files || files.length === 0) onChange(null);
    else if (files.length > 1) onChange(null, MSG.oneFileOnly);
    else onChange(files[0]);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        onChange={choose}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {file ? t('file.chosen', { name: file.name, size: megabytes(file.size) }) : ''}
        {hint}
      </p>
      {file && !disabled && (
        <button
          type="button"
          className="btn-link content-file-clear"
          onClick={() => {
            if (ref.current) ref.current.value = '';
            onChange(null);
          }}
        >
          {t('file.remove', { label: label.toLowerCase() })}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}
