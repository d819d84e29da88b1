import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentSort } from '@delv/shared';
import type { ContentCardComponent } from '../../../components/slots';
import Spinner from '../../../components/Spinner';
import Tabs from '../../../components/Tabs';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useGetExploreQuery, type ExploreCategory } from '../api';
import '../landing.css';

const TABS: ContentSort[] = ['popular', 'latest', 'trending'];

const ROWS: { category: ExploreCategory; list: string }[] = [
  { category: 'Course', list: '/courses' },
  { category: 'Video', list: '/videos' },
  { category: 'Article', list: '/articles' },
];

/** One row of the active tab: a few items of one kind, scrolled sideways on phones. */
function ExploreRow({
  sort,
  row,
  limit,
  Card,
}: {
  sort: ContentSort;
  row: (typeof ROWS)[number];
  limit: number;
  Card: ContentCardComponent;
}) {
  const t = useT('landing');
  const tm = useMessages();
  const kind = { kind: row.category };
  const { data, error, isLoading } = useGetExploreQuery({ sort, category: row.category, limit });
  const headingId = `explore-${sort}-${row.category}`;
  return (
    <section className="explore-row" aria-labelledby={headingId}>
      <div className="explore-row-head">
        <h3 id={headingId}>{t('explore.row', kind)}</h3>
        {data && data.count > 0 && (
          <Link to={`${row.list}${sort === 'latest' ? '' : `?sort=${sort}`}`} aria-label={t('explore.viewAllLabel', kind)}>
            {t('explore.viewAll')}
          </Link>
        )}
      </div>
      {isLoading ? (
        <Spinner label={t('explore.loading', kind)} />
      ) : error ? (
        <p className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </p>
      ) : !data || data.data.length === 0 ? (
        <p className="muted">{t('explore.empty', kind)}</p>
      ) : (
        <ul className="explore-cards">
          {data.data.map((item) => (
            <li key={item._id}>
              <Card item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Explore (spec 000 §2.7): Popular (first), Latest and Trending tabs over courses, videos and
 * articles, from the server's sorted lists. Only the open tab is fetched, and each tab's rows
 * are cached, so switching back costs nothing.
 */
export default function ExploreTabs({
  Card,
  limit = 4,
  headingLevel = 2,
  title,
}: {
  Card: ContentCardComponent;
  limit?: number;
  headingLevel?: 1 | 2;
  title?: string;
}) {
  const t = useT('landing');
  const tabs = TABS.map((id) => ({ id, label: t(`explore.tab.${id}`) }));
  const [active, setActive] = useState<ContentSort>('popular');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="explore" aria-labelledby="explore-title">
      <Heading id="explore-title">{title ?? t('explore.title')}</Heading>
      <Tabs tabs={tabs} active={active} onChange={(id) => setActive(id as ContentSort)} />
      <div role="tabpanel" id={`tabpanel-${active}`} aria-labelledby={`tab-${active}`} className="explore-panel">
        {ROWS.map((row) => (
          <ExploreRow key={row.category} sort={active} row={row} limit={limit} Card={Card} />
        ))}
      </div>
    </section>
  );
}
