/**
 * A dialog's or form's last row: Cancel (or Back), and the submit button, which shows its busy words
 * (and is disabled) while the form works. `end` puts them at the row's end; `className` is the area's own row.
 */
export default function FormActions({
  className = 'row',
  end = false,
  labels: [cancel, submit, busyLabel = submit],
  onCancel,
  onSubmit,
  busy = false,
  disabled = busy,
}: {
  className?: string;
  end?: boolean;
  /** Cancel's words, the submit's, and (if they differ) the submit's while busy. */
  labels: [string, string, string?];
  onCancel: () => void;
  /** A button that acts by itself (not the form's submit). */
  onSubmit?: () => void;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className={className} style={end ? { justifyContent: 'flex-end' } : undefined}>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {cancel}
      </button>
      <button type={onSubmit ? 'button' : 'submit'} className="btn btn-primary" onClick={onSubmit} disabled={disabled}>
        {busy ? busyLabel : submit}
      </button>
    </div>
  );
}
