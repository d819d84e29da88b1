import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { CONTENT_LIMITS, type ContentItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { useGetCourseUnitsQuery } from '../api';
import ContentGrid from '../components/ContentGrid';
import '../content.css';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { categoryPath, courseCategoryOf } from '../../../lib/careers';

/** A unit with a source link opens it; one without opens its own page. */
const unitHref = (item: ContentItem) => item.sourceLink || undefined;

/**
 * The units of one course (spec 000 §2.9 "Course units list"): heading '{course} ({count})',
 * cards to each unit's source link, 32 a page. Cards show the real views (the old ones printed
 * a fixed '0 views').
 * A name with no units that is a course category (Data Scientist: the landing tiles' old links,
 * spec 000 §2.7) goes to that category's courses instead of an empty page.
 */
export default function CourseUnitsPage() {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const { courseID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const limit = CONTENT_LIMITS.COURSE_UNITS_PAGE;
  const { data, error, isLoading } = useGetCourseUnitsQuery({ course: courseID, skip, limit }, { skip: !courseID });
  const count = data?.count ?? 0;
  const category = data && count === 0 ? courseCategoryOf(courseID) : null;
  if (category) return <Navigate to={categoryPath(category)} replace />;
  return (
    <div className="container content-page">
      <p>
        <Link to="/courses">{t('units.back')}</Link>
      </p>
      <h1>
        {courseID}
        {data ? ` (${count})` : ''}
      </h1>
      {isLoading ? (
        <Spinner label={t('units.loading')} />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </div>
      ) : count === 0 ? (
        <EmptyState
          title={t('units.none')}
          text={t('units.noneText', { course: courseID })}
          link={{ to: '/courses', label: t('units.browse') }}
        />
      ) : (
        <>
          <ContentGrid items={data?.data ?? []} hrefOf={unitHref} label={t('units.label', { course: courseID })} />
          <Pager
            skip={skip}
            limit={limit}
            count={count}
            pageLength={data?.data.length}
            label={t('units.pages')}
            onChange={(s) => setParams(s ? { skip: String(s) } : {})}
          />
        </>
      )}
    </div>
  );
}
