import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useMessages, useT } from '../i18n';

/*
 * Form building blocks with no form library: label, hint and error wiring, and the password box
 * with its show/hide button. form.tsx connects them to formik; the sign-in page uses them
 * directly so its download does not include formik.
 */

export function useFieldIds(name: string) {
  const base = useId();
  return { inputId: `${base}-${name}`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** Label above, hint and error (role alert) below, linked to the control by id. A shared message
 * as error or hint (MSG.emailRequired, a formik error) is shown in the person's language. */
export function FieldShell({
  label,
  inputId,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  label: string;
  inputId: string;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  const tm = useMessages();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {hint && (
        <p id={hintId} className="field-hint">
          {typeof hint === 'string' ? tm(hint) : hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

/** A password box with a Show/Hide button (spec 000 §2.3). */
export function PasswordInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  autoComplete,
  invalid,
  ariaDescribedBy,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  invalid?: boolean;
  ariaDescribedBy?: string;
}) {
  const t = useT('shell');
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ariaDescribedBy}
      />
      <button
        type="button"
        className="btn-link password-toggle"
        aria-pressed={shown}
        aria-controls={id}
        aria-label={t(shown ? 'password.hideLabel' : 'password.showLabel', { label: label.toLowerCase() })}
        onClick={() => setShown((s) => !s)}
      >
        {t(shown ? 'password.hide' : 'password.show')}
      </button>
    </div>
  );
}
