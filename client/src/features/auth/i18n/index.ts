// The auth feature's catalogue keys, checked by the type checker: t('login.title') compiles,
// t('login.titel') does not. README "Converting a feature".
import type en from './en.json';

declare module '../../../i18n/useT' {
  interface Catalogues {
    auth: typeof en;
  }
}
