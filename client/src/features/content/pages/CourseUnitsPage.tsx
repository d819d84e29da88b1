import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CONTENT_LIMITS, type ContentItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetCourseUnitsQuery } from '../api';
import ContentGrid from '../components/ContentGrid';
import '../content.css';

/** A unit with a source link opens it; one without opens its own page. */
const unitHref = (item: ContentItem) => item.sourceLink || undefined;

/**
 * The units of one course (spec 000 §2.9 "Course units list"): heading '{course} ({count})',
 * cards to each unit's source link, 32 a page. Cards show the real views (the old ones printed
 * a fixed '0 views').
 */
export default function CourseUnitsPage() {
  const { courseID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const limit = CONTENT_LIMITS.COURSE_UNITS_PAGE;
  const { data, error, isLoading } = useGetCourseUnitsQuery({ course: courseID, skip, limit }, { skip: !courseID });
  const count = data?.count ?? 0;
  return (
    <div className="container content-page">
      <p>
        <Link to="/courses">← All Courses</Link>
      </p>
      <h1>
        {courseID}
        {data ? ` (${count})` : ''}
      </h1>
      {isLoading ? (
        <Spinner label="Loading the course" />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {errorMessage(error)}
        </div>
      ) : count === 0 ? (
        <EmptyState
          title="No units yet"
          text={`“${courseID}” has no units yet.`}
          action={
            <Link className="btn btn-primary" to="/courses">
              Browse courses
            </Link>
          }
        />
      ) : (
        <>
          <ContentGrid items={data?.data ?? []} hrefOf={unitHref} label={`Units of ${courseID}`} />
          <Pager
            skip={skip}
            limit={limit}
            count={count}
            pageLength={data?.data.length}
            label="Course units pages"
            onChange={(s) => setParams(s ? { skip: String(s) } : {})}
          />
        </>
      )}
    </div>
  );
}
