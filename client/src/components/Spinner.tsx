import { useT } from '../i18n';

/** A small loading indicator that screen readers announce. */
export default function Spinner({ label }: { label?: string }) {
  const t = useT('shell');
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t('spinner.loading')}</span>
    </div>
  );
}
