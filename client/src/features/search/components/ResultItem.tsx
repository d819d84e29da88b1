import { Link } from 'react-router-dom';
import { searchHitPath, type SearchHit } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Image from '../../../components/Picture';
import { StarRatingDisplay } from '../../../components/StarRating';
import { highlight } from '../highlight';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useT, useValueLabels, type Translate } from '../../../i18n';

const CATEGORIES = ['Video', 'Article', 'Book', 'OpenLib', 'Image', 'Photo', 'Course'] as const;
type Category = (typeof CATEGORIES)[number];
const categoryLabel = (t: Translate<'search'>, category: string) =>
  (CATEGORIES as readonly string[]).includes(category) ? t(`kind.${category as Category}`) : category;

/** The small line above the title: what kind of thing this is. */
function kindLabel(t: Translate<'search'>, displayCategory: (c: readonly string[]) => string, hit: SearchHit): string {
  if (hit.kind === 'mentor') return displayCategory(hit.usercategory.length ? hit.usercategory : ['mentor']);
  if (hit.kind === 'session') return t('kind.session');
  if (hit.kind === 'course') return hit.parentCourse ? t('kind.unit', { course: hit.parentCourse }) : t('kind.Course');
  return categoryLabel(t, hit.category);
}

const when = (iso: string) => formatDateTime(iso);

function Picture({ hit }: { hit: SearchHit }) {
  const t = useT('search');
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
      {hit.kind === 'session' ? t('live') : categoryLabel(t, hit.category)}
    </span>
  );
}

/** One result (spec 000 §2.11): links where its kind lives; descriptions clamped to one line (§9). */
export default function ResultItem({ hit, keywords, signedIn }: { hit: SearchHit; keywords: string; signedIn: boolean }) {
  const t = useT('search');
  const { displayCategory } = useValueLabels();
  const description = hit.kind === 'mentor' ? hit.bio || hit.about : hit.description;
  return (
    <li className="search-hit">
      <Link className="search-hit-link" to={searchHitPath(hit, signedIn)}>
        <Picture hit={hit} />
        <span className="search-hit-body">
          <span className="search-hit-kind">{kindLabel(t, displayCategory, hit)}</span>
          <span className="search-hit-title">{highlight(hit.title, keywords)}</span>
          {description && <span className="search-hit-desc">{description}</span>}
          <span className="search-hit-meta">
            {hit.kind === 'content' || hit.kind === 'course' ? (
              <span>{hit.author || hit.owner.institution?.institutionName || `${hit.owner.firstname} ${hit.owner.lastname}`.trim()}</span>
            ) : null}
            {hit.kind === 'session' && (
              <>
                <span>{hit.presenter.name}</span>
                <span>{when(hit.startsAt)}</span>
                {hit.isPast && <span className="badge">{t('past')}</span>}
                <span>{formatPrice(hit.price)}</span>
              </>
            )}
            {hit.kind === 'mentor' && hit.country && <span>{hit.country}</span>}
            <StarRatingDisplay value={hit.avgRating} count={hit.reviewCount} />
            {hit.kind === 'content' || hit.kind === 'course' ? <span>{t('views', { count: hit.views })}</span> : null}
            {(hit.kind === 'content' || hit.kind === 'course') && !hit.visible && <span className="badge">{t('private')}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}
