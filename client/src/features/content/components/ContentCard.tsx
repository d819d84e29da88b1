import { Link } from 'react-router-dom';
import type { ContentItem } from '@delv/shared';
import Picture from '../../../components/Picture';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/session';
import { contentPath, viewsText } from '../links';
import { useT } from '../../../i18n';
import '../content.css';

/** The picture of a card: the thumbnail, or a gradient with the first letters of the title. */
export function ContentThumb({
  item,
  eager = false,
}: {
  item: Pick<ContentItem, 'title' | 'thumbnailFile' | 'category'>;
  eager?: boolean;
}) {
  const t = useT('content');
  if (item.thumbnailFile?.publicUrl) {
    return (
      <Picture
        image={item.thumbnailFile}
        className="content-thumb"
        alt=""
        sizes="(min-width: 757px) 280px, (min-width: 480px) 45vw, 85vw"
        width={320}
        height={180}
        eager={eager}
      />
    );
  }
  return (
    <div className={`content-thumb content-thumb-none content-thumb-${item.category.toLowerCase()}`} aria-hidden="true">
      <span>{item.category === 'OpenLib' ? t('thumb.openLib') : t('kind.label', { kind: item.category })}</span>
    </div>
  );
}

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
