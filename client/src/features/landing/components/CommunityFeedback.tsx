import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Comment } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import type { ModalComponent } from '../../../components/slots';
import EmptyState from '../../../components/EmptyState';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useAppSelector } from '../../../lib/hooks';
import { useT } from '../../../i18n';
import { selectIsLoggedIn } from '../../../lib/session';
import { useGetPlatformFeedbackQuery } from '../api';
import '../landing.css';

const SlideCarousel = lazy(() => import('./SlideCarousel'));

/** How many testimonials the carousel holds. */
const FEEDBACK_SHOWN = 9;

export function FeedbackCard({ comment }: { comment: Comment }) {
  const t = useT('landing');
  const by = comment.commentedBy;
  const name = `${by.firstname} ${by.lastname}`.trim() || t('feedback.anonymous');
  return (
    <figure className="card lp-feedback">
      <blockquote className="lp-feedback-text">{comment.commentText}</blockquote>
      <figcaption className="lp-feedback-by">
        <Avatar user={by} size={40} />
        <span>
          <strong>{name}</strong>
          {comment.rating !== null && <StarRatingDisplay value={comment.rating} />}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Community feedback (spec 000 §2.7): what people wrote in the platform feedback modal, newest
 * first, in a carousel of 1, 2 or 3 cards. Real feedback only; with none yet it invites some.
 */
export default function CommunityFeedback({ FeedbackModal }: { FeedbackModal: ModalComponent }) {
  const t = useT('landing');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const { data, isError } = useGetPlatformFeedbackQuery({ limit: FEEDBACK_SHOWN });
  if (isError || !data) return null;
  const items = data.data;
  const action = signedIn ? (
    <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
      {t('feedback.give')}
    </button>
  ) : (
    <Link to="/login" className="btn btn-outline">
      {t('feedback.signIn')}
    </Link>
  );
  return (
    <section className="container lp-section" aria-labelledby="lp-feedback-title">
      <div className="lp-section-head">
        <h2 id="lp-feedback-title">{t('feedback.title')}</h2>
        {items.length > 0 && action}
      </div>
      {items.length === 0 ? (
        <EmptyState title={t('feedback.emptyTitle')} text={t('feedback.emptyText')} action={action} />
      ) : (
        <Suspense fallback={<FeedbackCard comment={items[0]} />}>
          <SlideCarousel label={t('feedback.carousel')} count={items.length} responsive={FEEDBACK_RESPONSIVE}>
            {items.map((c) => (
              <FeedbackCard key={c._id} comment={c} />
            ))}
          </SlideCarousel>
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

// Kept here (not imported from SlideCarousel) so this module does not pull the carousel in statically.
const FEEDBACK_RESPONSIVE = {
  superLarge: { breakpoint: { max: 100_000, min: 3000 }, items: 3 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};
