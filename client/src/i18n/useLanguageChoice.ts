import { useCallback } from 'react';
import type { ApiSuccess, CurrentUser, Language } from '@delv/shared';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { userUpdated } from '../lib/session';
import { api } from '../lib/api';
import { setLanguage } from './language';
import { useLanguage } from './useT';

const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<ApiSuccess<CurrentUser>, { language: Language }>({
      query: (body) => ({ url: '/user/language', method: 'PUT', body }),
    }),
  }),
});

/**
 * What the language switcher does: show the page in the language at once, remember it on this
 * device, and for a signed-in person save it on the account (their e-mails follow it, and it is
 * applied wherever they sign in next). A failed save keeps the page's language: the device still
 * remembers it.
 */
export function useLanguageChoice(): { language: Language; choose: (language: Language) => Promise<void> } {
  const language = useLanguage();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const dispatch = useAppDispatch();
  const [save] = languageApi.useSaveLanguageMutation();
  const choose = useCallback(
    async (next: Language) => {
      await setLanguage(next);
      if (!signedIn) return;
      try {
        const res = await save({ language: next }).unwrap();
        if (res.data) dispatch(userUpdated(res.data));
      } catch {
        // Offline or signed out meanwhile: the device keeps the choice; the account keeps its own.
      }
    },
    [signedIn, save, dispatch],
  );
  return { language, choose };
}
