import { Link } from 'react-router-dom';
import type { ContentItem } from '@delv/shared';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/session';
import { contentPath, viewsText } from '../links';
import { useT } from '../../../i18n';
import ContentThumb from './ContentThumb';
import '../content.css';

/**
 * One item in a grid (spec 000 §2.9): thumbnail or gradient placeholder, title clipped to two
 * lines, author, average rating to one decimal, views. `href` overrides where it leads (course
 * units lead to their source link).
 */
export default function ContentCard({ item, href }: { item: ContentItem; href?: string }) {
  const t = useT('content');
  const signedIn = useAppSelector(selectIsLoggedIn);
  // An institution account publishes as its institution.
  const byline = item.author || item.owner.institution?.institutionName || `${item.owner.firstname} ${item.owner.lastname}`.trim();
  const external = href !== undefined && /^https?:\/\//i.test(href);
  const body = (
    <>
      <ContentThumb item={item} />
      <div className="content-card-body">
        <h3 className="content-card-title">{item.title}</h3>
        {byline && <p className="content-card-author muted">{byline}</p>}
        {item.category === 'Course' && (item.noOfStudents !== null || item.duration !== null) && (
          // Real figures only: the old cards printed a fixed '200 students, 5 hrs' for every course.
          <p className="content-card-meta muted">
            {item.noOfStudents !== null && <span>{t('card.students', { count: item.noOfStudents })}</span>}
            {item.duration !== null && <span>{t('card.hours', { count: item.duration })}</span>}
          </p>
        )}
        <p className="content-card-meta">
          <StarRatingDisplay value={item.avgRating} />
          <span className="muted">{viewsText(item.views)}</span>
          {!item.visible && <span className="badge">{t('private')}</span>}
        </p>
      </div>
    </>
  );
  return (
    <article className="card content-card">
      {external ? (
        <a className="content-card-link" href={href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <Link className="content-card-link" to={href ?? contentPath(item, signedIn)}>
          {body}
        </Link>
      )}
    </article>
  );
}
