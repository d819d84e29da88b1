import { SEARCH_TYPES, type SearchCategory, type SearchSort, type SearchType } from '@delv/shared';
import type { SearchState } from '../params';
import { useT } from '../../../i18n';

const SORTS: SearchSort[] = ['relevance', 'latest', 'popular', 'trending'];
const CATEGORY_KEYS = { 'Career Guidance': 'filter.careerGuidance', Upskilling: 'filter.upskilling' } as const;

export type FilterChange = Partial<Pick<SearchState, 'types' | 'sort' | 'category'>>;

/**
 * The filter sidebar of spec 000 §4. Category: 'Career Guidance' orders courses by their course
 * A→Z, 'Upskilling' Z→A (one at a time; unticking goes back to the type filter alone); 'Job Search'
 * and 'Course' are shown disabled, as in the spec. Types combine, none ticked = everything.
 * Relevance: Latest / Popular / Trending, plus 'Best match' (ours: the old page had no order).
 * Every change is sent to the server, so paging stays right (the old page filtered one page in the browser).
 */
export default function SearchFilters({
  state,
  onChange,
  idPrefix,
}: {
  state: SearchState;
  onChange: (change: FilterChange) => void;
  idPrefix: string;
}) {
  const t = useT('search');
  const setCategory = (category: SearchCategory, on: boolean) => onChange({ category: on ? category : '' });
  const toggleType = (type: SearchType, on: boolean) =>
    onChange({ types: SEARCH_TYPES.filter((t) => (t === type ? on : state.types.includes(t))) });
  const active = state.types.length > 0 || state.sort !== 'relevance' || state.category !== '';

  return (
    <div className="search-filters">
      <fieldset>
        <legend>{t('filter.category')}</legend>
        {(['Career Guidance', 'Upskilling'] as const).map((c) => (
          <label key={c} className="search-check">
            <input type="checkbox" checked={state.category === c} onChange={(e) => setCategory(c, e.target.checked)} />
            {t(CATEGORY_KEYS[c])}
          </label>
        ))}
        <label className="search-check search-check-disabled">
          <input type="checkbox" disabled aria-describedby={`${idPrefix}-soon`} />
          {t('filter.jobSearch')}
        </label>
        <label className="search-check search-check-disabled">
          <input type="checkbox" disabled aria-describedby={`${idPrefix}-soon`} />
          {t('filter.course')}
        </label>
        <p id={`${idPrefix}-soon`} className="search-hint">
          {t('filter.soon')}
        </p>
      </fieldset>
      <fieldset>
        <legend>{t('filter.type')}</legend>
        {SEARCH_TYPES.map((type) => (
          <label key={type} className="search-check">
            <input type="checkbox" checked={state.types.includes(type)} onChange={(e) => toggleType(type, e.target.checked)} />
            {t(`type.${type}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('filter.relevance')}</legend>
        {SORTS.map((value) => (
          <label key={value} className="search-check">
            <input
              type="radio"
              name={`${idPrefix}-sort`}
              value={value}
              checked={state.sort === value}
              onChange={() => onChange({ sort: value })}
            />
            {t(`sort.${value}`)}
          </label>
        ))}
      </fieldset>
      {active && (
        <button
          type="button"
          className="btn btn-outline search-clear"
          onClick={() => onChange({ types: [], sort: 'relevance', category: '' })}
        >
          {t('clearFilters')}
        </button>
      )}
    </div>
  );
}
