/** The words of a page of a list (spec 000 §2.9): 'Viewing a - b of count'. */
export function viewingText(skip: number, pageLength: number, count: number): string {
  if (count <= 0 || pageLength <= 0) return `Viewing 0 of ${count}`;
  return `Viewing ${skip + 1} - ${Math.min(skip + pageLength, count)} of ${count}`;
}

/**
 * Previous/Next paging of a server-side list. `skip` and `limit` are what was asked for;
 * `count` is the server's total of matching items; `pageLength` what came back (defaults to the
 * fullest page the count allows). Nothing is shown for an empty list (the page shows its own
 * empty state).
 */
export default function Pager({ skip, limit, count, pageLength, onChange, label = 'Pages' }: {
  skip: number;
  limit: number;
  count: number;
  pageLength?: number;
  onChange: (skip: number) => void;
  label?: string;
}) {
  if (count <= 0) return null;
  const shown = pageLength ?? Math.max(0, Math.min(limit, count - skip));
  const hasPrevious = skip > 0;
  const hasNext = skip + limit < count;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-outline"
        disabled={!hasPrevious}
        onClick={() => onChange(Math.max(0, skip - limit))}
      >
        Previous
      </button>
      <p className="pager-text" aria-live="polite">{viewingText(skip, shown, count)}</p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={!hasNext}
        onClick={() => onChange(skip + limit)}
      >
        Next
      </button>
    </nav>
  );
}
