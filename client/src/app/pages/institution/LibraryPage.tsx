import { Link } from 'react-router-dom';
import type { ContentCategory } from '@delv/shared';
import { useT } from '../../../i18n';
import AdminFrame from '../../../features/institutions/components/AdminFrame';
import { LibraryList, ownerOf, useLibraryCounts } from '../../../features/institutions/components/Sections';
import ContentCard from '../../../features/content/components/ContentCard';

/** Where each category's own list is (spec 001 §2 'Institution library overview'). */
export const LIBRARY_PATHS: Partial<Record<ContentCategory, string>> = {
  Course: '/institution/courses',
  Article: '/institution/articles',
  Book: '/institution/books',
  Video: '/institution/videos',
  OpenLib: '/institution/openlibrary',
};

/** The overview's order (spec 001 §2). */
const ORDER = ['Course', 'Article', 'Book', 'Video', 'OpenLib'] as const;

/** /institution/library: counts and the first items of Courses, Articles, Books, Videos and Open Library, with View all / Add. */
export default function InstitutionLibraryPage() {
  const t = useT('institutions');
  return (
    <AdminFrame title={t('library.title')}>
      {(institution) => <Overview ownerId={ownerOf(institution)} institution={institution} />}
    </AdminFrame>
  );
}

function Overview({ ownerId, institution }: { ownerId: string; institution: Parameters<typeof useLibraryCounts>[0] }) {
  const t = useT('institutions');
  const { data: counts } = useLibraryCounts(institution);
  return (
    <div className="stack">
      <ul className="inst-tiles">
        {ORDER.map((category) => (
          <li key={category} className="card inst-tile">
            <strong>{counts?.[category] ?? '…'}</strong>
            <span>{t(`library.kinds.${category}`)}</span>
          </li>
        ))}
      </ul>
      {ORDER.map((category) => (
        <section key={category} className="card" aria-labelledby={`lib-${category}`}>
          <div className="inst-bar">
            <h2 id={`lib-${category}`} className="inst-section-title">
              {t(`library.kinds.${category}`)} ({counts?.[category] ?? '…'})
            </h2>
            <Link to={LIBRARY_PATHS[category] ?? '/institution/library'} className="btn btn-outline">
              {counts?.[category] ? t('library.viewAll') : t('library.add')}
            </Link>
          </div>
          <LibraryList ownerId={ownerId} category={category} first={3} Card={ContentCard} />
        </section>
      ))}
    </div>
  );
}
