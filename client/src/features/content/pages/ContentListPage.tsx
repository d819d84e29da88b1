import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { COURSE_CATEGORIES, CONTENT_SORTS, PAGING, type ContentSort } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetContentListQuery, type ContentListPath } from '../api';
import ContentGrid from '../components/ContentGrid';
import { useDebounced } from '../../../lib/useDebounced';
import { useUrlState } from '../../../lib/useUrlState';
import '../content.css';

type ListKind = 'videos' | 'articles' | 'courses' | 'courseCategory';

const KINDS: Record<ListKind, { path: ContentListPath; title: string; noun: string; search: string; mine: string; mineLabel: string }> = {
  videos: { path: 'videos', title: 'All Videos', noun: 'videos', search: 'Search Videos', mine: '/videos/mylist', mineLabel: 'My Videos' },
  articles: {
    path: 'articles',
    title: 'All Articles',
    noun: 'articles',
    search: 'Search Articles',
    mine: '/articles/mylist',
    mineLabel: 'My Articles',
  },
  courses: {
    path: 'courses',
    title: 'All Courses',
    noun: 'courses',
    search: 'Search Courses',
    mine: '/IndividualCourses/mylist',
    mineLabel: 'My Courses',
  },
  courseCategory: {
    path: 'courses',
    title: '',
    noun: 'courses',
    search: 'Search Courses',
    mine: '/IndividualCourses/mylist',
    mineLabel: 'My Courses',
  },
};

const SORT_LABELS: Record<ContentSort, string> = { latest: 'Latest', popular: 'Popular', trending: 'Trending' };

/**
 * The browse lists: All Videos, Articles, Courses and a course category (spec 000 §2.9). The
 * title search runs on the server, any case, with a pause after typing (the old videos page
 * filtered in the browser, case-sensitively against a lowercased query, so capitals never
 * matched). Search, sort and page live in the address, so Back and shared links keep them.
 */
export default function ContentListPage({ kind }: { kind: ListKind }) {
  const cfg = KINDS[kind];
  const { course = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort') ?? 'latest';
  const sortInUrl: ContentSort = (CONTENT_SORTS as readonly string[]).includes(sortParam) ? (sortParam as ContentSort) : 'latest';
  // The sort shows a choice at once; the address follows (lib/useUrlState.ts).
  const [sort, setSort] = useUrlState(
    sortInUrl,
    (s) => s,
    (s: ContentSort) => setParam('sort', s === 'latest' ? null : s),
  );
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const limit = PAGING.CONTENT_PAGE;
  const [typed, setTyped] = useState(q);
  const settled = useDebounced(typed);

  // Typing settles into the address (replacing, so Back is not flooded); a new search starts at page one.
  useEffect(() => {
    if (settled.trim() === q) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (settled.trim()) next.set('q', settled.trim());
        else next.delete('q');
        next.delete('skip');
        return next;
      },
      { replace: true },
    );
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps

  const courseCategory = kind === 'courseCategory' ? course : undefined;
  const { data, error, isLoading, isFetching } = useGetContentListQuery({
    path: cfg.path,
    skip,
    limit,
    q,
    sort,
    ...(courseCategory ? { courseCategory } : {}),
  });

  function setParam(key: string, value: string | null) {
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'skip') next.delete('skip');
      return next;
    });
  }

  const title = kind === 'courseCategory' ? `${course} courses` : cfg.title;
  const count = data?.count ?? 0;
  const known = kind !== 'courseCategory' || (COURSE_CATEGORIES as readonly string[]).includes(course);

  return (
    <div className="container content-page">
      <header className="content-list-head">
        <h1>
          {title}
          {data ? ` (${count})` : ''}
        </h1>
        <Link className="btn btn-outline" to={cfg.mine}>
          {cfg.mineLabel}
        </Link>
      </header>
      <div className="content-list-tools" role="search">
        <div className="field content-search">
          <label htmlFor={searchId} className="sr-only">
            {cfg.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder={cfg.search}
            onChange={(e) => setTyped(e.target.value)}
            enterKeyHint="search"
          />
        </div>
        <div className="field content-sort">
          <label htmlFor={`${searchId}-sort`} className="sr-only">
            Sort by
          </label>
          <select id={`${searchId}-sort`} value={sort} onChange={(e) => setSort(e.target.value as ContentSort)}>
            {CONTENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!known && <p className="muted">“{course}” is not one of our course categories; showing what matches.</p>}

      {isLoading ? (
        <Spinner label={`Loading ${cfg.noun}`} />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {errorMessage(error)}
        </div>
      ) : count === 0 ? (
        q ? (
          <EmptyState
            title={`No ${cfg.noun} match “${q}”`}
            text="Try another word, or clear the search."
            action={
              <button type="button" className="btn btn-outline" onClick={() => setTyped('')}>
                Clear search
              </button>
            }
          />
        ) : (
          <EmptyState
            title={`No ${cfg.noun} yet`}
            text={`When someone shares ${cfg.noun}, they will appear here.`}
            action={
              <Link className="btn btn-primary" to={cfg.mine}>
                Share yours
              </Link>
            }
          />
        )
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'content-refreshing' : undefined}>
          <ContentGrid items={data?.data ?? []} label={title} />
          <Pager
            skip={skip}
            limit={limit}
            count={count}
            pageLength={data?.data.length}
            label={`${title} pages`}
            onChange={(s) => {
              setParam('skip', s ? String(s) : null);
              window.scrollTo?.(0, 0);
            }}
          />
        </div>
      )}
    </div>
  );
}
