import { Link, useLocation } from 'react-router-dom';
import type { Institution } from '@delv/shared';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useT, useValueLabels } from '../../../i18n';
import ContactLink from './ContactLink';
import FollowInstitutionButton from './FollowInstitutionButton';
import InstitutionAvatar from '../../../components/InstitutionAvatar';

/** One institution in the directory (spec 001 §2 'Institutions directory'). */
export default function InstitutionCard({
  institution,
  onReview,
}: {
  institution: Institution;
  /** Absent for guests: Leave a Review leads to sign in first. */
  onReview?: (i: Institution) => void;
}) {
  const t = useT('institutions');
  const values = useValueLabels();
  const location = useLocation();
  const home = `/institution/more/${institution._id}`;
  const name = institution.institutionName;
  return (
    <li className="card inst-card">
      <div className="inst-card-head">
        <InstitutionAvatar institution={institution} size={56} />
        <div>
          <h2 className="inst-card-name">
            <Link to={home}>{name}</Link>
          </h2>
          <p className="muted inst-card-line">
            {[values.industry(institution.institutionType), institution.city, values.country(institution.country)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {institution.ratingCount > 0 ? (
            <StarRatingDisplay value={institution.avgRating} count={institution.ratingCount} />
          ) : (
            <span className="muted inst-card-line">{t('noRating')}</span>
          )}
        </div>
      </div>
      <p className="inst-card-bio">
        {institution.bio || t('noBio')}
        <Link to={home} className="inst-card-visit">
          {t('visitHome')}
        </Link>
      </p>
      {institution.specialities.length > 0 && (
        <ul className="inst-chips" aria-label={t('specialitiesOf', { name })}>
          {institution.specialities.map((s) => (
            <li key={s} className="badge">
              {s}
            </li>
          ))}
        </ul>
      )}
      <div className="inst-card-actions">
        <Link to={home} className="btn btn-outline" aria-label={t('goHomeOf', { name })}>
          {t('goHome')}
        </Link>
        <FollowInstitutionButton institution={institution} />
        <ContactLink institution={institution} />
        {onReview ? (
          <button type="button" className="btn btn-outline" onClick={() => onReview(institution)} aria-label={t('reviewName', { name })}>
            {t('leaveReview')}
          </button>
        ) : (
          <Link
            to="/login"
            state={{ from: location.pathname + location.search }}
            className="btn btn-outline"
            aria-label={t('reviewName', { name })}
          >
            {t('leaveReview')}
          </Link>
        )}
      </div>
    </li>
  );
}
