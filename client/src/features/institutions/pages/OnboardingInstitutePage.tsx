import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage, useMessagesNow, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser, userUpdated } from '../../../lib/session';
import { useCreateInstitutionMutation, useUploadInstitutionPictureMutation } from '../api';
import InstitutionForm from '../components/InstitutionForm';
import '../institutions.css';

/**
 * /onboarding/institute, 'About you' (spec 001 §2, §4): an institution account without a profile
 * creates it; on success 'Institution profile created' and on to /institution/feeds. An account
 * that has one goes to its About page.
 */
export default function OnboardingInstitutePage() {
  const t = useT('institutions');
  // Its messages are the answers to a submit, after the form's first check brought their words (InstitutionForm).
  const tm = useMessagesNow();
  const me = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateInstitutionMutation();
  const [upload] = useUploadInstitutionPictureMutation();
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
            const res = await create(result.body).unwrap();
            const id = res.data!._id;
            notifySuccess(tm(res.message));
            let next = '/institution/feeds';
            if (result.picture) {
              try {
                await upload({ id, file: result.picture }).unwrap();
              } catch (err) {
                // The profile exists: the picture can be tried again from Edit Profile.
                notifyError(tm(apiErrorMessage(err)));
                next = '/institution/about';
              }
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
