import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import Spinner from '../../../components/Spinner';
import { useT } from '../../../i18n';
import { useLogoutMutation } from '../api';
import { loggedOut } from '../../../lib/session';

/**
 * /logout (also where the user menu's Logout leads): tells the server to revoke the token, then
 * clears the session whether or not that worked (spec 000 §4), and goes home. Not behind the
 * user guard, so every account type can leave, and a guest who lands here just goes home.
 */
export default function LogoutPage() {
  const t = useT('auth');
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((s) => s.session.token);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      if (token) {
        try {
          await logout().unwrap();
        } catch {
          // Offline or already revoked: the local session still ends.
        }
      }
      dispatch(loggedOut());
      navigate('/', { replace: true });
    })();
  }, [token, logout, dispatch, navigate]);

  return <Spinner label={t('logout.signingOut')} />;
}
