import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { COURSE_CATEGORIES, CONTENT_SORTS, PAGING, type ContentSort } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { useGetContentListQuery, type ContentListPath } from '../api';
import ContentGrid from '../components/ContentGrid';
import { useDebounced } from '../../../lib/useDebounced';
import { useUrlState } from '../../../lib/useUrlState';
import '../content.css';
import { apiErrorMessage, useMessages, useT, useValueLabels } from '../../../i18n';

type ListKind = 'videos' | 'articles' | 'courses' | 'courseCategory';

/** Where each list reads from and where its owner's list is; its words are `list.*` by list kind. */
const KINDS: Record<ListKind, { path: ContentListPath; words: 'videos' | 'articles' | 'courses'; mine: string }> = {
  videos: { path: 'videos', words: 'videos', mine: '/videos/mylist' },
  articles: { path: 'articles', words: 'articles', mine: '/articles/mylist' },
  courses: { path: 'courses', words: 'courses', mine: '/IndividualCourses/mylist' },
  courseCategory: { path: 'courses', words: 'courses', mine: '/IndividualCourses/mylist' },
};

/**
 * The browse lists: All Videos, Articles, Courses and a course category (spec 000 §2.9). The
 * title search runs on the server, any case, with a pause after typing (the old videos page
 * filtered in the browser, case-sensitively against a lowercased query, so capitals never
 * matched). Search, sort and page live in the address, so Back and shared links keep them.
 */
export default function ContentListPage({ kind }: { kind: ListKind }) {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const labels = useValueLabels();
  const cfg = KINDS[kind];
  const words = { kind: cfg.words };
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

  const title = kind === 'courseCategory' ? t('list.category', { course: labels.category(course) }) : t('list.title', words);
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
          {t('list.mine', words)}
        </Link>
      </header>
      <div className="content-list-tools" role="search">
        <div className="field content-search">
          <label htmlFor={searchId} className="sr-only">
            {t('list.search', words)}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            placeholder={t('list.search', words)}
            onChange={(e) => setTyped(e.target.value)}
            enterKeyHint="search"
          />
        </div>
        <div className="field content-sort">
          <label htmlFor={`${searchId}-sort`} className="sr-only">
            {t('list.sortBy')}
          </label>
          <select id={`${searchId}-sort`} value={sort} onChange={(e) => setSort(e.target.value as ContentSort)}>
            {CONTENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!known && <p className="muted">{t('list.unknownCategory', { course })}</p>}

      {isLoading ? (
        <Spinner label={t('list.loading', words)} />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </div>
      ) : count === 0 ? (
        q ? (
          <EmptyState
            title={t('list.noMatch', { ...words, q })}
            text={t('list.tryAnother')}
            action={
              <button type="button" className="btn btn-outline" onClick={() => setTyped('')}>
                {t('list.clear')}
              </button>
            }
          />
        ) : (
          <EmptyState
            title={t('list.none', words)}
            text={t('list.whenShared', words)}
            link={{ to: cfg.mine, label: t('list.shareYours') }}
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
            label={t('list.pages', { title })}
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
