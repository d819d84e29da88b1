import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser, userUpdated } from '../../../lib/session';
import InstitutionForm from '../components/InstitutionForm';
import '../institutions.css';

/**
 * /onboarding/institute, 'About you' (spec 001 §2, §4): an institution account without a profile
 * creates it; on success 'Institution profile created' and on to /institution/feeds. An account
 * that has one goes to its About page.
 */
export default function OnboardingInstitutePage() {
  const t = useT('institutions');
  const me = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Just created here: the page is on its way to the feed, not to About.
  const created = useRef(false);
  if (me?.institutionId && !created.current) return <Navigate to="/institution/about" replace />;
  return (
    <div className="container inst-onboarding">
      <div className="card">
        <h1>{t('setup.title')}</h1>
        <p className="muted">{t('setup.sub')}</p>
        <InstitutionForm
          institution={null}
          submitLabel={t('setup.submit')}
          busyLabel={t('setup.saving')}
          onSubmit={async (result) => {
            if (result.mode !== 'create' || !me) return;
            // The sending code (with the institutions api) loads on submit; a refused profile throws to the form.
            const { createInstitution } = await import('./createInstitution');
            const { id, message, pictureFailure } = await createInstitution(dispatch, result.body, result.picture);
            notifySuccess(message);
            let next = '/institution/feeds';
            if (pictureFailure) {
              notifyError(pictureFailure);
              next = '/institution/about';
            }
            created.current = true;
            dispatch(userUpdated({ ...me, institutionId: id }));
            navigate(next);
          }}
        />
      </div>
    </div>
  );
}
