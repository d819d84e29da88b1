import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG, isLanguage } from '@delv/shared';
import { useAppDispatch } from '../../lib/hooks';
import { apiErrorMessage, setLanguage, translateMessage, useMessages } from '../../i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useGoogleLoginMutation } from './api';
import { postLoginPath } from './postLogin';
import { loggedIn } from '../../lib/session';

/**
 * Handles the credential Google hands back. Sent once: the old client sent it a second time
 * after 1.5 s (spec 000 §4), which only doubled the load.
 */
export function useGoogleSignIn() {
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const tm = useMessages();

  const onCredential = useCallback(
    async (credential: string) => {
      try {
        const res = await googleLogin({ googleUserToken: credential }).unwrap();
        if (isLanguage(res.user.language)) await setLanguage(res.user.language);
        dispatch(loggedIn({ token: res.token, user: res.user }));
        notifySuccess(translateMessage(res.message === MSG.googleUserCreated ? MSG.accountCreated : MSG.userLoggedIn));
        navigate(postLoginPath(location, res.user.usercategory), { replace: true });
      } catch (err) {
        notifyError(tm(apiErrorMessage(err)));
      }
    },
    [googleLogin, dispatch, navigate, location, tm],
  );

  return { onCredential, isLoading };
}
