import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentSort } from '@delv/shared';
import Spinner from '../../../components/Spinner';
import Tabs from '../../../components/Tabs';
import { errorMessage } from '../../../lib/api';
import { ContentCard } from '../../content';
import { useGetExploreQuery, type ExploreCategory } from '../api';
import '../landing.css';

const TABS: { id: ContentSort; label: string }[] = [
  { id: 'popular', label: 'Popular' },
  { id: 'latest', label: 'Latest' },
  { id: 'trending', label: 'Trending' },
];

const ROWS: { category: ExploreCategory; title: string; list: string; noun: string }[] = [
  { category: 'Course', title: 'Courses', list: '/courses', noun: 'courses' },
  { category: 'Video', title: 'Videos', list: '/videos', noun: 'videos' },
  { category: 'Article', title: 'Articles', list: '/articles', noun: 'articles' },
];

/** One row of the active tab: a few items of one kind, scrolled sideways on phones. */
function ExploreRow({ sort, row, limit }: { sort: ContentSort; row: (typeof ROWS)[number]; limit: number }) {
  const { data, error, isLoading } = useGetExploreQuery({ sort, category: row.category, limit });
  const headingId = `explore-${sort}-${row.category}`;
  return (
    <section className="explore-row" aria-labelledby={headingId}>
      <div className="explore-row-head">
        <h3 id={headingId}>{row.title}</h3>
        {data && data.count > 0 && (
          <Link to={`${row.list}${sort === 'latest' ? '' : `?sort=${sort}`}`} aria-label={`View all ${row.noun}`}>
            View all
          </Link>
        )}
      </div>
      {isLoading ? (
        <Spinner label={`Loading ${row.noun}`} />
      ) : error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data || data.data.length === 0 ? (
        <p className="muted">No {row.noun} yet.</p>
      ) : (
        <ul className="explore-cards">
          {data.data.map((item) => (
            <li key={item._id}>
              <ContentCard item={item} />
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
  limit = 4,
  headingLevel = 2,
  title = 'Explore',
}: {
  limit?: number;
  headingLevel?: 1 | 2;
  title?: string;
}) {
  const [active, setActive] = useState<ContentSort>('popular');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="explore" aria-labelledby="explore-title">
      <Heading id="explore-title">{title}</Heading>
      <Tabs tabs={TABS} active={active} onChange={(id) => setActive(id as ContentSort)} />
      <div role="tabpanel" id={`tabpanel-${active}`} aria-labelledby={`tab-${active}`} className="explore-panel">
        {ROWS.map((row) => (
          <ExploreRow key={row.category} sort={active} row={row} limit={limit} />
        ))}
      </div>
    </section>
  );
}
