import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { useAppDispatch } from '../../../../app/hooks';
import { errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useLogoutEverywhereMutation } from '../../../auth';
import { loggedOut } from '../../../auth';

/**
 * 'Sign out everywhere': ends the sign-in on every device, this one too (a lost phone, a shared
 * computer). 'Logout' in the menu ends only this device's; a password change ends the others.
 */
export default function SignOutEverywhere() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const signOut = async () => {
    setFailure(null);
    try {
      const res = await logoutEverywhere().unwrap();
      notifySuccess(res.message ?? MSG.signedOutEverywhere);
      // Home, signed out, as after Logout. The private page is left first, so the sign-in guard does
      // not remember it for the next sign-in.
      navigate('/', { replace: true });
      dispatch(loggedOut());
    } catch (err) {
      const message = errorMessage(err);
      setFailure(message);
      notifyError(message);
    }
  };

  return (
    <section className="users-narrow-form" aria-labelledby="sign-out-everywhere">
      <h2 className="users-section-title" id="sign-out-everywhere">
        Sign out everywhere
      </h2>
      <p>Signed in on a phone you lost or a computer you shared? This signs you out of Delv on every device, this one too.</p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <div className="users-form-actions">
        <button type="button" className="btn btn-outline" onClick={signOut} disabled={isLoading}>
          {isLoading ? 'Signing out…' : 'Sign out everywhere'}
        </button>
      </div>
    </section>
  );
}
