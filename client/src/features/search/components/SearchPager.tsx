import { viewingText } from '../../../components/Pager';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../i18n';

/**
 * Previous/Next for the results (spec 000 §7: skip 0 / 30 / 60 ..., limit 30). Same markup and
 * words as components/Pager, plus '30+' when the largest group has more after this page (the server
 * counts no further): then Next stays while a page is full.
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
  const t = useT('search');
  const shell = useT('shell');
  if (count <= 0) return null;
  const shown = { from: formatNumber(skip + 1), to: formatNumber(skip + pageLength), count: formatNumber(count) };
  const text = atLeast ? t('pager.atLeast', shown) : viewingText(skip, pageLength, count);
  const last = atLeast ? pageLength < limit : skip + limit >= count;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="btn btn-outline" disabled={skip <= 0} onClick={() => onChange(Math.max(0, skip - limit))}>
        {shell('pager.previous')}
      </button>
      <p className="pager-text" aria-live="polite">
        {text}
      </p>
      <button type="button" className="btn btn-outline" disabled={last} onClick={() => onChange(skip + limit)}>
        {shell('pager.next')}
      </button>
    </nav>
  );
}
