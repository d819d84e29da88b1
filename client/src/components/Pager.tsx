import { useT } from '../i18n';
import { i18n } from '../i18n/catalogues';

/** The words of a page of a list (spec 000 §2.9): 'Viewing a - b of count', in the active language
 * (the shell's catalogue is always loaded). */
export function viewingText(skip: number, pageLength: number, count: number): string {
  if (count <= 0 || pageLength <= 0) return i18n._('shell:pager.viewingNone', { count });
  return i18n._('shell:pager.viewing', { from: skip + 1, to: Math.min(skip + pageLength, count), count });
}

/**
 * Previous/Next paging of a server-side list. `skip` and `limit` are what was asked for;
 * `count` is the server's total of matching items; `pageLength` what came back (defaults to the
 * fullest page the count allows). Nothing is shown for an empty list (the page shows its own
 * empty state).
 */
export default function Pager({
  skip,
  limit,
  count,
  pageLength,
  onChange,
  label,
}: {
  skip: number;
  limit: number;
  count: number;
  pageLength?: number;
  onChange: (skip: number) => void;
  label?: string;
}) {
  const t = useT('shell');
  if (count <= 0) return null;
  const shown = pageLength ?? Math.max(0, Math.min(limit, count - skip));
  const hasPrevious = skip > 0;
  const hasNext = skip + limit < count;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <button type="button" className="btn btn-outline" disabled={!hasPrevious} onClick={() => onChange(Math.max(0, skip - limit))}>
        {t('pager.previous')}
      </button>
      <p className="pager-text" aria-live="polite">
        {viewingText(skip, shown, count)}
      </p>
      <button type="button" className="btn btn-outline" disabled={!hasNext} onClick={() => onChange(skip + limit)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
