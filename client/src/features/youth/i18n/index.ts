// The youth feature's catalogue keys, checked by the type checker. README "Converting a feature".
import type en from './en.json';

declare module '../../../i18n/useT' {
  interface Catalogues {
    youth: typeof en;
  }
}
