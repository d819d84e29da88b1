import { Suspense, lazy, useState, type ReactNode } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { roleOf, toEmbedUrl, type ContentItem } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import type { ReportComponent, ReviewParts } from '../../../components/slots';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser, selectIsLoggedIn } from '../../../lib/session';
import { useGetContentQuery, useGetRelatedQuery } from '../api';
import ContentThumb from '../components/ContentThumb';
import Description from '../components/Description';
import LikeButton from '../components/LikeButton';
import PdfEmbed from '../components/PdfEmbed';
import VideoPlayer from '../components/VideoPlayer';
import { CATEGORY_LIST, categoryNoun, megabytes, shortDate, viewsText } from '../links';
import '../content.css';
import Picture, { pictureUrl } from '../../../components/Picture';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { apiErrorMessage, useMessages, useT, useValueLabels } from '../../../i18n';

// The guests' call to action opens as a dialog on wider screens: the dialog's code comes with it.
const Modal = lazy(() => import('../../../components/Modal'));

// The carousel library is fetched only when there is something related to show.
const RelatedCarousel = lazy(() => import('../components/RelatedCarousel'));

export type ViewKind = 'article' | 'articleOverview' | 'video' | 'image' | 'course' | 'book' | 'openlib';

/** The category a screen shows, for its words ('This video is not available'). */
const VIEW_CATEGORY: Record<ViewKind, ContentItem['category']> = {
  article: 'Article',
  articleOverview: 'Article',
  video: 'Video',
  image: 'Image',
  course: 'Course',
  book: 'Book',
  openlib: 'OpenLib',
};

// The reading column (content.css) is at most ~900 px wide.
const CONTENT_IMAGE_SIZES = '(min-width: 960px) 900px, calc(100vw - 32px)';

function isPdf(file: ContentItem['contentFile']) {
  return file?.mimeType === 'application/pdf';
}

/** The file or link of an item, shown the way its kind is consumed. */
function MainMedia({ item }: { item: ContentItem }) {
  const t = useT('content');
  const file = item.contentFile;
  const embed = toEmbedUrl(item.sourceLink);
  if (item.category === 'Video' || (item.category === 'Course' && (embed || file?.mimeType.startsWith('video/')))) {
    return (
      <VideoPlayer
        title={item.title}
        sourceLink={item.sourceLink}
        file={file}
        poster={item.thumbnailFile ? pictureUrl(item.thumbnailFile, 640) : undefined}
      />
    );
  }
  if (item.category === 'Image' || item.category === 'Photo') {
    if (file) return <Picture image={file} className="content-image" alt={item.title} sizes={CONTENT_IMAGE_SIZES} maxDensity={1.5} eager />;
    if (embed) return <VideoPlayer title={item.title} sourceLink={item.sourceLink} />;
    return item.thumbnailFile ? (
      <Picture image={item.thumbnailFile} className="content-image" alt={item.title} sizes={CONTENT_IMAGE_SIZES} maxDensity={1.5} eager />
    ) : null;
  }
  if (file && isPdf(file)) return <PdfEmbed url={file.publicUrl} title={item.title} fileName={`${item.title}.pdf`} size={file.size} />;
  if (file) {
    return (
      <div className="card content-pdf-fallback">
        <p>{t('view.fileToRead', { title: item.title })}</p>
        <a className="btn btn-primary" href={file.publicUrl} download>
          {t('view.download', { size: megabytes(file.size) })}
        </a>
      </div>
    );
  }
  return null;
}

/** Back (to where the reader came from, or the category's list) and the review or profile action. */
function TopBar({ item, action }: { item: ContentItem; action: ReactNode }) {
  const t = useT('content');
  const navigate = useNavigate();
  const location = useLocation();
  // A link opened in a new tab has no history entry of ours to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <div className="content-topbar">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => (canGoBack ? navigate(-1) : navigate(CATEGORY_LIST[item.category] ?? '/'))}
      >
        {t('view.back')}
      </button>
      {action}
    </div>
  );
}

function Related({ item }: { item: ContentItem }) {
  const t = useT('content');
  const { data } = useGetRelatedQuery({ id: item._id });
  if (!data || data.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="related-title">
      <h2 id="related-title">{t('view.related', { kind: item.category })}</h2>
      <Suspense fallback={<Spinner label={t('view.loadingRelated')} />}>
        <RelatedCarousel items={data} />
      </Suspense>
    </section>
  );
}

/** Guests reading an article see this invitation (spec 000 §1, §2.10). */
function CallToAction({ id }: { id: string }) {
  const t = useT('content');
  return (
    <div className="content-cta">
      <p>{t('view.cta')}</p>
      <div className="row">
        <Link className="btn btn-primary" to="/signup">
          {t('view.signUp')}
        </Link>
        <Link className="btn btn-outline" to={`/login?article=${encodeURIComponent(id)}`}>
          {t('view.logIn')}
        </Link>
      </div>
    </div>
  );
}

function View({
  item,
  overview,
  reviews,
  Report,
}: {
  item: ContentItem;
  overview: boolean;
  reviews: ReviewParts;
  Report?: ReportComponent;
}) {
  const { List: ReviewsList, Modal: ReviewModal, preload: loadReviewModal } = reviews;
  const t = useT('content');
  const { displayCategory } = useValueLabels();
  const me = useAppSelector(selectCurrentUser);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const [reviewing, setReviewing] = useState(false);
  // On a phone the sign-up sheet would cover the article by itself: there it is a banner in the page.
  const isMobile = useIsMobile();
  const [ctaOpen, setCtaOpen] = useState(overview && !isMobile);
  const noun = categoryNoun(item.category);
  const owner = item.owner;
  const ownerName = `${owner.firstname} ${owner.lastname}`.trim();
  const embed = toEmbedUrl(item.sourceLink);
  // Readers get a hero picture; a video or image is its own picture.
  const playsVideo = Boolean(embed) || Boolean(item.contentFile?.mimeType.startsWith('video/'));
  const showHero = overview || ['Article', 'Book', 'OpenLib'].includes(item.category) || (item.category === 'Course' && !playsVideo);

  let action: ReactNode;
  // Its owner changes it from their profile; anyone else signed in may review it (its `can`).
  if (item.can.edit) {
    const profile = roleOf(me?.usercategory) === 'institution' ? '/institution/about' : '/profile';
    action = (
      <Link className="btn btn-outline" to={profile}>
        {t('view.toProfile')}
      </Link>
    );
  } else if (signedIn) {
    action = (
      <button
        type="button"
        className="btn btn-primary"
        onPointerEnter={loadReviewModal}
        onFocus={loadReviewModal}
        onClick={() => setReviewing(true)}
      >
        {t('view.reviewThis', { noun })}
      </button>
    );
  } else {
    action = (
      <Link className="btn btn-primary" to="/login" state={{ from: location.pathname }}>
        {t('view.logInToReview')}
      </Link>
    );
  }
  if (overview)
    action = (
      <Link className="btn btn-primary" to={`/login?article=${encodeURIComponent(item._id)}`}>
        {t('view.logInToRead')}
      </Link>
    );

  return (
    <article className="container content-page content-view">
      <TopBar item={item} action={action} />
      {showHero && (
        <div className="content-hero">
          {item.thumbnailFile ? (
            <ContentThumb item={item} eager />
          ) : (
            <div className="content-hero-text" aria-hidden="true">
              {item.title}
            </div>
          )}
          {item.tags[0] && <span className="badge content-hero-tag">{item.tags[0]}</span>}
        </div>
      )}
      <header className="content-view-head">
        <h1 className="content-view-title">{item.title}</h1>
        <HiddenNotice hidden={item.hiddenByModerator} />
        <p className="muted content-view-meta">
          {item.author && <span>{t('view.by', { author: item.author })}</span>}
          <span>{shortDate(item.createdAt)}</span>
          <span>{viewsText(item.views)}</span>
          {!item.visible && <span className="badge">{t('private')}</span>}
        </p>
        <Link className="content-owner" to={`/users/profile/${encodeURIComponent(owner._id)}`}>
          <Avatar user={owner} size={40} />
          <span>
            <span className="content-owner-name">{item.postedBy || ownerName}</span>
            {displayCategory(owner.usercategory) && <span className="muted content-owner-role">{displayCategory(owner.usercategory)}</span>}
          </span>
        </Link>
      </header>

      {overview ? <CallToAction id={item._id} /> : <MainMedia item={item} />}

      {item.sourceLink && !embed && (
        <p className="content-source">
          {t.rich(
            'view.source',
            { url: item.sourceLink },
            { link: <a href={item.sourceLink} target="_blank" rel="noopener noreferrer" /> },
          )}
        </p>
      )}
      {item.category === 'Book' && item.publisher && <p className="muted">{t('view.publisher', { publisher: item.publisher })}</p>}
      {item.category === 'Course' && (
        <p>
          {item.parentCourse ? (
            <Link to={`/course/view/${encodeURIComponent(item.parentCourse)}`}>{t('view.partOf', { course: item.parentCourse })}</Link>
          ) : (
            <Link to={`/course/view/${encodeURIComponent(item.title)}`}>{t('view.units')}</Link>
          )}
        </p>
      )}

      <Description text={item.description} lines={8} />

      <div className="content-rating-row">
        <span className="content-rating">
          <span className="muted">{t('view.avgRating')}</span>
          <StarRatingDisplay value={item.avgRating} count={item.ratingCount} size="lg" />
        </span>
        {!overview && <LikeButton item={item} />}
        {item.can.review && Report && <Report kind="content" id={item._id} />}
      </div>

      <section className="content-section" aria-labelledby="reviews-title">
        <div className="content-section-head">
          <h2 id="reviews-title">{t('view.reviews', { count: item.reviewCount })}</h2>
          {item.can.review && (
            <button
              type="button"
              className="btn btn-outline"
              onPointerEnter={loadReviewModal}
              onFocus={loadReviewModal}
              onClick={() => setReviewing(true)}
            >
              {t('view.reviewThis', { noun })}
            </button>
          )}
        </div>
        <ReviewsList about="content" id={item._id} />
      </section>

      {!overview && <Related item={item} />}

      {reviewing && (
        <Suspense fallback={<Spinner label={t('view.openingReview')} />}>
          <ReviewModal open about="content" id={item._id} title={t('view.reviewThis', { noun })} onClose={() => setReviewing(false)} />
        </Suspense>
      )}
      {overview && isMobile && (
        <section className="card content-cta-banner" aria-label={t('view.readFull')}>
          <CallToAction id={item._id} />
        </section>
      )}
      {overview && !isMobile && (
        <Suspense fallback={null}>
          <Modal open={ctaOpen} title={t('view.readFull')} onClose={() => setCtaOpen(false)}>
            <CallToAction id={item._id} />
          </Modal>
        </Suspense>
      )}
    </article>
  );
}

/**
 * Every single-item screen (spec 000 §2.10): the article reader (signed in) and its overview
 * (guests), the video page, image, course, book and open-library pages. They share one chunk.
 * `reviews` (the list and the form) is the reviews feature's, handed in by app/pages.
 */
export default function ContentViewPage({ kind, reviews, Report }: { kind: ViewKind; reviews: ReviewParts; Report?: ReportComponent }) {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const params = useParams();
  const id = params.articleID ?? params.videoID ?? params.imageID ?? params.courseID ?? params.id ?? '';
  const signedIn = useAppSelector(selectIsLoggedIn);
  const skip = (kind === 'article' && !signedIn) || (kind === 'articleOverview' && signedIn);
  const { data: item, error, isLoading } = useGetContentQuery(id, { skip: skip || !id });
  useDocumentTitle(item?.title);

  // Guests read the overview with its call to action; signed-in readers go straight to the reader.
  if (kind === 'article' && !signedIn) return <Navigate to={`/article/overview/${encodeURIComponent(id)}`} replace />;
  if (kind === 'articleOverview' && signedIn) return <Navigate to={`/article/read/${encodeURIComponent(id)}`} replace />;

  if (isLoading) return <Spinner label={t('view.loading')} />;
  if (error || !item) {
    const status = (error as { status?: unknown } | undefined)?.status;
    const noun = categoryNoun(VIEW_CATEGORY[kind]);
    return (
      <div className="container content-page">
        <EmptyState
          title={status === 404 ? t('view.unavailable', { noun }) : t('view.failed', { noun })}
          text={status === 404 ? t('view.removed') : tm(apiErrorMessage(error))}
          action={
            <Link className="btn btn-primary" to={kind === 'video' ? '/videos' : kind === 'course' ? '/courses' : '/articles'}>
              {t('view.browse')}
            </Link>
          }
        />
      </div>
    );
  }
  return <View key={item._id} item={item} overview={kind === 'articleOverview'} reviews={reviews} Report={Report} />;
}
