import { viewingText } from '../../../components/Pager';
import { formatNumber } from '../../../lib/format';

/**
 * Previous/Next for the results (spec 000 §7: skip 0 / 30 / 60 ..., limit 30). Same markup and
 * words as components/Pager, plus '1,000+' when the largest group's total is only a lower bound
 * (the server stops counting there).
 */
export default function SearchPager({
  skip,
  limit,
  count,
  pageLength,
  atLeast,
  onChange,
}: {
  skip: number;
  limit: number;
  count: number;
  pageLength: number;
  atLeast: boolean;
  onChange: (skip: number) => void;
}) {
  if (count <= 0) return null;
  const text = atLeast ? `Viewing ${skip + 1} - ${skip + pageLength} of ${formatNumber(count)}+` : viewingText(skip, pageLength, count);
  return (
    <nav className="pager" aria-label="Result pages">
      <button type="button" className="btn btn-outline" disabled={skip <= 0} onClick={() => onChange(Math.max(0, skip - limit))}>
        Previous
      </button>
      <p className="pager-text" aria-live="polite">
        {text}
      </p>
      <button type="button" className="btn btn-outline" disabled={skip + limit >= count} onClick={() => onChange(skip + limit)}>
        Next
      </button>
    </nav>
  );
}
