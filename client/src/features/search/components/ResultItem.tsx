import { Link } from 'react-router-dom';
import { searchHitPath, type SearchHit } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Image from '../../../components/Picture';
import { StarRatingDisplay } from '../../../components/StarRating';
import { highlight } from '../highlight';
import { formatDateTime } from '../../../lib/format';

const CATEGORY_LABEL: Record<string, string> = {
  Video: 'Video',
  Article: 'Article',
  Book: 'Book',
  OpenLib: 'Open library',
  Image: 'Image',
  Photo: 'Photo',
  Course: 'Course',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The small line above the title: what kind of thing this is. */
function kindLabel(hit: SearchHit): string {
  if (hit.kind === 'mentor') return capitalise(hit.usercategory[hit.usercategory.length - 1] ?? 'mentor');
  if (hit.kind === 'session') return 'Live session';
  if (hit.kind === 'course') return hit.parentCourse ? `Course unit · ${hit.parentCourse}` : 'Course';
  return CATEGORY_LABEL[hit.category] ?? hit.category;
}

const when = (iso: string) => formatDateTime(iso);

function Picture({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'mentor') return <Avatar user={hit} size={56} />;
  if (hit.thumbnailFile?.publicUrl) {
    return (
      <Image
        image={hit.thumbnailFile}
        className="search-hit-thumb"
        alt=""
        sizes="(max-width: 479px) 64px, 96px"
        width={96}
        height={54}
        saverWidth={160}
      />
    );
  }
  const tone = hit.kind === 'session' ? 'session' : hit.category.toLowerCase();
  return (
    <span className={`search-hit-thumb search-hit-thumb-none search-hit-thumb-${tone}`} aria-hidden="true">
      {hit.kind === 'session' ? 'Live' : (CATEGORY_LABEL[hit.category] ?? hit.category)}
    </span>
  );
}

/** One result (spec 000 §2.11): links where its kind lives; descriptions clamped to one line (§9). */
export default function ResultItem({ hit, keywords, signedIn }: { hit: SearchHit; keywords: string; signedIn: boolean }) {
  const description = hit.kind === 'mentor' ? hit.bio || hit.about : hit.description;
  return (
    <li className="search-hit">
      <Link className="search-hit-link" to={searchHitPath(hit, signedIn)}>
        <Picture hit={hit} />
        <span className="search-hit-body">
          <span className="search-hit-kind">{kindLabel(hit)}</span>
          <span className="search-hit-title">{highlight(hit.title, keywords)}</span>
          {description && <span className="search-hit-desc">{description}</span>}
          <span className="search-hit-meta">
            {hit.kind === 'content' || hit.kind === 'course' ? (
              <span>{hit.author || `${hit.owner.firstname} ${hit.owner.lastname}`.trim()}</span>
            ) : null}
            {hit.kind === 'session' && (
              <>
                <span>{hit.presenter.name}</span>
                <span>{when(hit.startsAt)}</span>
                {hit.isPast && <span className="badge">Past</span>}
                <span>{hit.price >= 1 ? `Ugx ${hit.price}` : 'FREE'}</span>
              </>
            )}
            {hit.kind === 'mentor' && hit.country && <span>{hit.country}</span>}
            <StarRatingDisplay value={hit.avgRating} count={hit.reviewCount} />
            {hit.kind === 'content' || hit.kind === 'course' ? <span>{hit.views} views</span> : null}
            {(hit.kind === 'content' || hit.kind === 'course') && !hit.visible && <span className="badge">Private</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}
