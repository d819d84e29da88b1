import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldShell, PasswordInput, describedBy, useFieldIds } from './Field';

/*
 * formik-connected fields. Each shows its error (role alert) once touched, linked to the control
 * with aria-describedby together with the hint. Errors are the shared schemas' English messages;
 * FieldShell shows them in the person's language. Labels, placeholders and hints arrive translated.
 */

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const [field, meta] = useField(name);
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        {...field}
        value={field.value ?? ''}
        id={inputId}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hint ? hintId : false, error ? errorId : false])}
      />
    </FieldShell>
  );
}

export function PasswordField({
  name,
  label,
  autoComplete = 'current-password',
  hint,
}: {
  name: string;
  label: string;
  autoComplete?: string;
  hint?: ReactNode;
}) {
  const [field, meta] = useField(name);
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell label={label} inputId={inputId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <PasswordInput
        id={inputId}
        name={field.name}
        label={label}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        ariaDescribedBy={describedBy([hint ? hintId : false, error ? errorId : false])}
      />
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const [field, meta] = useField(name);
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <FieldShell label={label} inputId={inputId} hintId={hintId} error={error} errorId={errorId}>
      <select
        {...field}
        value={field.value ?? ''}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ name, label, rows = 4 }: { name: string; label: string; rows?: number }) {
  const [field, meta] = useField(name);
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell label={label} inputId={inputId} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </FieldShell>
  );
}

/** One radio button of a formik field (the label around it is the caller's), as formik's `<Field type="radio">`. */
export function RadioInput({ name, value }: { name: string; value: string }) {
  const [field] = useField({ name, type: 'radio', value });
  return <input {...field} type="radio" />;
}
