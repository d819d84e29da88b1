/**
 * A dialog's or form's last row: Cancel, and the submit button, which shows its busy words (and is
 * disabled) while the form works. `end` puts them at the row's end; `className` is the area's own row.
 */
export default function FormActions({
  className = 'row',
  end = false,
  labels: [cancel, submit, busyLabel],
  onCancel,
  busy,
  disabled = busy,
}: {
  className?: string;
  end?: boolean;
  /** Cancel's words, the submit's, and the submit's while busy. */
  labels: [string, string, string];
  onCancel: () => void;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className={className} style={end ? { justifyContent: 'flex-end' } : undefined}>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {busy ? busyLabel : submit}
      </button>
    </div>
  );
}
