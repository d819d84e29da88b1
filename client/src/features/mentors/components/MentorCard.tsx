import { Link } from 'react-router-dom';
import type { PublicUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useT, useValueLabels } from '../../../i18n';

/** Up to this many specialities on a card; the profile lists them all. */
const CARD_INTERESTS = 3;

export function mentorName(user: { firstname: string; lastname: string }): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** One mentor in the directory: who, where, what they know, how they are rated, and next steps. */
export default function MentorCard({
  mentor,
  onUpcoming,
  showBooking,
}: {
  mentor: PublicUser;
  onUpcoming: (mentor: PublicUser) => void;
  /** Institution accounts never see Book Session (spec 001 §6). */
  showBooking: boolean;
}) {
  const t = useT('mentors');
  const values = useValueLabels();
  const name = mentorName(mentor);
  const extra = mentor.interests.length - CARD_INTERESTS;
  return (
    <li className="card mentors-card">
      <div className="mentors-card-head">
        <Avatar user={mentor} size={56} />
        <div className="mentors-card-who">
          <h2 className="mentors-card-name">
            <Link to={`/mentors/more/${mentor._id}`}>{name}</Link>
          </h2>
          <p className="mentors-card-line muted">
            {[values.displayCategory(mentor.usercategory), mentor.country && values.country(mentor.country)].filter(Boolean).join(' · ')}
          </p>
          {mentor.avgRating > 0 ? (
            <StarRatingDisplay value={mentor.avgRating} />
          ) : (
            <span className="mentors-card-line muted">{t('noRating')}</span>
          )}
        </div>
      </div>
      {mentor.qualification && <p className="mentors-card-qual">{mentor.qualification}</p>}
      {mentor.interests.length > 0 ? (
        <ul className="mentors-chips" aria-label={t('specialities', { name })}>
          {mentor.interests.slice(0, CARD_INTERESTS).map((i) => (
            <li key={i} className="badge">
              {i}
            </li>
          ))}
          {extra > 0 && <li className="badge">+{extra}</li>}
        </ul>
      ) : (
        <p className="mentors-card-line muted">{t('noInterests')}</p>
      )}
      <div className="mentors-card-actions">
        <button type="button" className="btn btn-outline" onClick={() => onUpcoming(mentor)}>
          {t.rich('upcomingOf', { name }, { hidden: <span className="sr-only" /> })}
        </button>
        {showBooking && (
          // The name read out starts with the words shown (voice control users say what they see).
          <Link to={`/booksession/${mentor._id}`} className="btn btn-primary">
            {t.rich('bookWith', { name }, { hidden: <span className="sr-only" /> })}
          </Link>
        )}
      </div>
    </li>
  );
}
