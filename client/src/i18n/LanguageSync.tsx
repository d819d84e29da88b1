import { useEffect } from 'react';
import { isLanguage } from '@delv/shared';
import { useAppSelector } from '../lib/hooks';
import { setLanguage } from './language';

/**
 * Applies the account's language when someone signs in (or their account's language changes on
 * another device and the fresh user object arrives). It reacts to the account's value only, so
 * a switch on this page is never undone while its save is on the way.
 */
export default function LanguageSync() {
  const accountLanguage = useAppSelector((s) => (s.session.token ? s.session.user?.language : undefined));
  useEffect(() => {
    if (isLanguage(accountLanguage)) void setLanguage(accountLanguage);
  }, [accountLanguage]);
  return null;
}
