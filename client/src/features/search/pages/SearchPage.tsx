import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGING, type SearchGroup, type SearchHit, type SearchResponse } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT, type KeyOf, type Translate } from '../../../i18n';
import { selectIsLoggedIn } from '../../../lib/session';
import { useSearchQuery } from '../api';
import FilterDrawer from '../components/FilterDrawer';
import ResultItem from '../components/ResultItem';
import SearchPager from '../components/SearchPager';
import SearchFilters, { type FilterChange } from '../components/SearchFilters';
import { useUrlState } from '../../../lib/useUrlState';
import { readSearchState, toRequest, writeSearchState } from '../params';
import { useNarrow } from '../useNarrow';
import '../search.css';
import { formatNumber } from '../../../lib/format';

/** Display order of the groups the server returns (spec 000 §3: grouped, flattened for display). */
const GROUPS: SearchGroup[] = ['courses', 'content', 'sessions', 'mentors'];

/** '12 results', '1 result', '120+ results'. */
const resultsText = (t: Translate<'search'>, n: number, more: 'yes' | 'no') => t('results', { n, count: formatNumber(n), more });

function Results({ result, keywords, signedIn }: { result: SearchResponse; keywords: string; signedIn: boolean }) {
  const t = useT('search');
  return (
    <>
      {GROUPS.map((group) => {
        const hits = result.data[group] as SearchHit[];
        if (!hits.length) return null;
        return (
          <section key={group} className="search-group" aria-labelledby={`search-group-${group}`}>
            <h2 id={`search-group-${group}`} className="search-group-title">
              {t(`group.${group}` as KeyOf<'search'>)}{' '}
              <span className="muted">
                ({formatNumber(result.counts[group])}
                {result.atLeast?.includes(group) ? '+' : ''})
              </span>
            </h2>
            <ul className="search-hits">
              {hits.map((hit) => (
                <ResultItem key={`${hit.kind}-${hit._id}`} hit={hit} keywords={keywords} signedIn={signedIn} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The search failed: why, in the reader's language (the search messages load only then), and Try again. */
function SearchFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT('search');
  const tm = useMessages('SEARCH_MSG');
  return (
    <EmptyState
      title={t('failed.title')}
      text={tm(apiErrorMessage(error))}
      action={
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('tryAgain')}
        </button>
      }
    />
  );
}

/**
 * /search (spec 000 §2.11): reads `q` (and the filters and page) from the URL, which the top bar
 * and the landing hero submit to. Filter sidebar beside the results, a drawer under 757 px;
 * spinner while loading; Previous/Next paging of 30 (each group pages together; the pager
 * counts the largest group; a group with more after this page shows '30+').
 */
export default function SearchPage() {
  const t = useT('search');
  const shell = useT('shell');
  const [params, setParams] = useSearchParams();
  // Filters show a tap at once; the address follows (lib/useUrlState.ts).
  const [state, setState] = useUrlState(
    readSearchState(params),
    (s) => writeSearchState(s).toString(),
    (s, replace: boolean = true) => setParams(writeSearchState(s), { replace }),
  );
  const signedIn = useAppSelector(selectIsLoggedIn);
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const request = toRequest(state);
  const { currentData, isFetching, isError, error, refetch } = useSearchQuery(request);

  const changeFilters = (change: FilterChange) => setState({ ...state, ...change, page: 1 }, true);
  const changePage = (skip: number) => {
    setState({ ...state, page: Math.floor(skip / PAGING.SEARCH_PAGE) + 1 }, false);
    window.scrollTo?.({ top: 0 });
  };

  const filterCount = state.types.length + (state.sort !== 'relevance' ? 1 : 0) + (state.category ? 1 : 0);
  const q = state.q.trim();
  const largest = currentData ? Math.max(...Object.values(currentData.counts)) : 0;
  const capped = Boolean(currentData?.atLeast?.length);
  const more = capped ? 'yes' : 'no';
  const pageLength = currentData ? Math.max(...GROUPS.map((g) => currentData.data[g].length)) : 0;

  let body;
  if (isError) {
    body = <SearchFailed error={error} retry={() => refetch()} />;
  } else if (!currentData) {
    body = <Spinner label={t('searching')} />;
  } else if (currentData.count === 0 && request.skip === 0) {
    body = (
      <EmptyState
        title={q ? t('noResultsFor', { q }) : t('nothing')}
        text={filterCount ? t('hintFilters') : t('hint')}
        action={
          filterCount ? (
            <button type="button" className="btn btn-outline" onClick={() => changeFilters({ types: [], sort: 'relevance', category: '' })}>
              {t('clearFilters')}
            </button>
          ) : undefined
        }
      />
    );
  } else if (pageLength === 0) {
    // A page past the end (the address names a later page, or the results changed since the page before).
    body = (
      <EmptyState
        title={t('noMore')}
        text={t('noMoreText')}
        action={
          <button type="button" className="btn btn-outline" onClick={() => changePage(request.skip - PAGING.SEARCH_PAGE)}>
            {shell('pager.previous')}
          </button>
        }
      />
    );
  } else {
    body = (
      <>
        {isFetching && <Spinner label={t('updating')} />}
        <Results result={currentData} keywords={q} signedIn={signedIn} />
        <SearchPager
          skip={request.skip}
          limit={PAGING.SEARCH_PAGE}
          count={largest}
          pageLength={pageLength}
          atLeast={capped}
          onChange={changePage}
        />
      </>
    );
  }

  const filters = (prefix: string) => <SearchFilters state={state} onChange={changeFilters} idPrefix={prefix} />;

  return (
    <div className="container search-page">
      <div className="search-head">
        <h1>{q ? t('resultsFor', { q }) : t('title')}</h1>
        <p className="muted search-total" aria-live="polite">
          {currentData && !isFetching ? resultsText(t, currentData.count, more) : '\u00a0'}
        </p>
        {narrow && (
          <button type="button" className="btn btn-outline search-filter-button" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            {filterCount ? t('filtersCount', { count: filterCount }) : t('filters')}
          </button>
        )}
      </div>
      <div className="search-layout">
        {!narrow && (
          <aside className="search-sidebar" aria-label={t('filters')}>
            {filters('side')}
          </aside>
        )}
        <div className="search-results">{body}</div>
      </div>
      {narrow && (
        <FilterDrawer
          open={drawerOpen}
          title={t('filters')}
          onClose={() => setDrawerOpen(false)}
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setDrawerOpen(false)}>
              {currentData && !isFetching ? t('show', { results: resultsText(t, currentData.count, more) }) : t('showResults')}
            </button>
          }
        >
          {filters('drawer')}
        </FilterDrawer>
      )}
    </div>
  );
}
