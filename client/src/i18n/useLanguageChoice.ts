import { useCallback } from 'react';
import type { ApiSuccess, CurrentUser, Language } from '@delv/shared';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { userUpdated } from '../lib/session';
import { api } from '../lib/api';
import { markChoiceSaved, setLanguage } from './language';
import { useLanguage } from './useT';

const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<ApiSuccess<CurrentUser>, { language: Language }>({
      query: (body) => ({ url: '/user/language', method: 'PUT', body }),
    }),
  }),
});

/** Saves a language on the account; the session gets the fresh user. Resolves false if it could not. */
export function useSaveLanguage(): (language: Language) => Promise<boolean> {
  const dispatch = useAppDispatch();
  const [save] = languageApi.useSaveLanguageMutation();
  return useCallback(
    async (language: Language) => {
      try {
        const res = await save({ language }).unwrap();
        markChoiceSaved(true);
        if (res.data) dispatch(userUpdated(res.data));
        return true;
      } catch {
        return false; // offline or signed out meanwhile: the device keeps the choice, marked unsaved
      }
    },
    [save, dispatch],
  );
}

/**
 * What the language switcher does: show the page in the language at once, remember it on this
 * device, and for a signed-in person save it on the account (their e-mails follow it, and it is
 * applied wherever they sign in next). A failed save keeps the page's language: the device still
 * remembers it.
 */
export function useLanguageChoice(): { language: Language; choose: (language: Language) => Promise<void> } {
  const language = useLanguage();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const save = useSaveLanguage();
  const choose = useCallback(
    async (next: Language) => {
      // Newer than the account's until the account holds it (LanguageSync saves it later if not now).
      markChoiceSaved(false);
      // Offline with words never fetched, the page switches when the network returns.
      await setLanguage(next).catch(() => undefined);
      if (signedIn) await save(next);
    },
    [signedIn, save],
  );
  return { language, choose };
}
