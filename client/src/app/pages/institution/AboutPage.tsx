import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Institution } from '@delv/shared';
import { useT } from '../../../i18n';
import ReportButton from '../../../features/moderation/components/ReportButton';
import PromoSessionBanner from '../../../features/sessions/components/PromoSessionBanner';
import AdminFrame from '../../../features/institutions/components/AdminFrame';
import ClampedText from '../../../features/institutions/components/ClampedText';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import Spinner from '../../../components/Spinner';
import InstitutionDetails from '../../../features/institutions/components/InstitutionDetails';

// What people say sits under the card and the promo: the list (its code and words) loads after the first paint.
const ReviewsList = lazy(() => import('../../../features/reviews/ReviewsList'));

// The form (formik) comes when Edit Profile is pointed at or pressed.
const loadEdit = () => import('../../../features/institutions/components/EditInstitutionModal');
const EditInstitutionModal = lazy(loadEdit);

/**
 * /institution/about and /institution/home (spec 001 §2 'Institution About page'): picture or
 * generated avatar, name, bio with a fallback, Edit Profile, the details, what people say about the
 * institution, and the promo card.
 */
export default function InstitutionAboutPage() {
  const t = useT('institutions');
  return (
    <AdminFrame title={t('about.title')}>
      {(institution) => (
        <div className="stack">
          <AboutCard institution={institution} />
          <PromoSessionBanner institution={institution._id} />
          <section className="card">
            <h2 className="inst-section-title">{t('about.reviews')}</h2>
            <Suspense fallback={<Spinner />}>
              <ReviewsList about="institution" id={institution._id} sortable emptyText={t('about.noReviews')} Report={ReportButton} />
            </Suspense>
          </section>
        </div>
      )}
    </AdminFrame>
  );
}

function AboutCard({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const [editing, setEditing] = useState(false);
  return (
    <section className="card inst-header">
      <InstitutionAvatar institution={institution} size={96} />
      <div className="inst-header-text">
        <h2 className="inst-name">{institution.institutionName}</h2>
        <ClampedText text={institution.bio || t('noBio')} />
        <InstitutionDetails institution={institution} />
      </div>
      <div className="inst-header-actions">
        <button type="button" className="btn btn-primary" onPointerEnter={loadEdit} onFocus={loadEdit} onClick={() => setEditing(true)}>
          {t('about.edit')}
        </button>
        <Link to={`/institution/more/${institution._id}`} className="btn btn-outline">
          {t('about.publicPage')}
        </Link>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditInstitutionModal institution={institution} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
