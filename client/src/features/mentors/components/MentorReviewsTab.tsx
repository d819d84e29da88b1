import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { roleOf, type PublicUser } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import type { ReviewParts } from '../../../components/slots';
import { useT } from '../../../i18n';

/**
 * Review tab of a mentor's profile (spec 001 §2): reviews about the mentor, 5 then 4 more, with a
 * sort (Time, Rating Ascending, Rating Descending) that really asks the server (the old select
 * did nothing), and 'Review Mentor'. The list and the form are the reviews feature's (`reviews`).
 */
export default function MentorReviewsTab({ mentor, reviews }: { mentor: PublicUser; reviews: ReviewParts }) {
  const { List: ReviewsList, Modal: ReviewModal } = reviews;
  const t = useT('mentors');
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const isMentor = roleOf(mentor.usercategory) === 'mentor';
  const label = isMentor ? t('reviews.reviewMentor') : t('reviews.reviewUser');
  const self = me?._id === mentor._id;
  return (
    <div className="stack">
      <div className="mentors-review-bar">
        <h2 className="users-section-title">{t('reviews.title')}</h2>
        {!self &&
          (me ? (
            <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
              {label}
            </button>
          ) : (
            <Link to="/login" state={{ from: location.pathname + location.search }} className="btn btn-outline">
              {t('reviews.signIn')}
            </Link>
          ))}
      </div>
      <ReviewsList about="user" id={mentor._id} sortable emptyText={t('reviews.nobody', { name: mentor.firstname })} />
      {me && !self && open && (
        <Suspense fallback={null}>
          <ReviewModal
            open={open}
            onClose={() => setOpen(false)}
            about="user"
            id={mentor._id}
            title={t('reviews.modalTitle', { label, name: `${mentor.firstname} ${mentor.lastname}` })}
          />
        </Suspense>
      )}
    </div>
  );
}
