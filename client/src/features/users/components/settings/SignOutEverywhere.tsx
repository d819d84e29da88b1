import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { useAppDispatch } from '../../../../lib/hooks';
import { apiErrorMessage, useMessagesNow, useT } from '../../../../i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useLogoutEverywhereMutation } from '../../api';
import { loggedOut } from '../../../../lib/session';

/**
 * 'Sign out everywhere': ends the sign-in on every device, this one too (a lost phone, a shared
 * computer). 'Logout' in the menu ends only this device's; a password change ends the others.
 */
export default function SignOutEverywhere() {
  const t = useT('users');
  const tm = useMessagesNow();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const signOut = async () => {
    setFailure(null);
    try {
      const res = await logoutEverywhere().unwrap();
      notifySuccess(tm(res.message ?? MSG.signedOutEverywhere));
      // Home, signed out, as after Logout. The private page is left first, so the sign-in guard does
      // not remember it for the next sign-in.
      navigate('/', { replace: true });
      dispatch(loggedOut());
    } catch (err) {
      const message = apiErrorMessage(err);
      setFailure(message);
      notifyError(tm(message));
    }
  };

  return (
    <section className="users-narrow-form" aria-labelledby="sign-out-everywhere">
      <h2 className="users-section-title" id="sign-out-everywhere">
        {t('signOut.title')}
      </h2>
      <p>{t('signOut.text')}</p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {tm(failure)}
        </p>
      )}
      <div className="users-form-actions">
        <button type="button" className="btn btn-outline" onClick={signOut} disabled={isLoading}>
          {isLoading ? t('signOut.busy') : t('signOut.button')}
        </button>
      </div>
    </section>
  );
}
