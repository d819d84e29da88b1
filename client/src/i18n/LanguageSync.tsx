import { useEffect } from 'react';
import { isLanguage } from '@delv/shared';
import { useAppSelector } from '../lib/hooks';
import { markChoiceSaved, setLanguage, unsavedChoice } from './language';
import { useSaveLanguage } from './useLanguageChoice';

/**
 * The account's language and this device's, the latest winning: when someone signs in (or the
 * account's language changes on another device and the fresh user object arrives), a choice this
 * device made that the account does not hold yet (offline, or before signing in) is saved on the
 * account; otherwise the account's is applied. An unsaved choice is saved again when the network
 * returns. It reacts to the account's value only, so a switch on this page is never undone while
 * its save is on the way.
 */
export default function LanguageSync() {
  const accountLanguage = useAppSelector((s) => (s.session.token ? s.session.user?.language : undefined));
  const save = useSaveLanguage();
  useEffect(() => {
    if (!isLanguage(accountLanguage)) return undefined;
    const pending = unsavedChoice();
    if (pending === accountLanguage) markChoiceSaved(true);
    if (!pending || pending === accountLanguage) {
      void setLanguage(accountLanguage).catch(() => undefined);
      return undefined;
    }
    void setLanguage(pending, { remember: false }).catch(() => undefined);
    void save(pending);
    const retry = () => void save(pending);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [accountLanguage, save]);
  return null;
}
