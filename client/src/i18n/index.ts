/*
 * The i18n toolkit (issue 11; README "Adding a string / a language / converting a feature"):
 *   const t = useT('auth');        t('login.title'), t('created.sentTo', { email }), t.rich(...)
 *   const tm = useMessages();      tm(MSG.emailRequired), tm(formikError), tm(apiErrorMessage(err))
 *   useLanguage(), setLanguage('sw'), useLanguageChoice() (the switcher's, saves on the account)
 * Dates, numbers and prices: lib/format.ts.
 */
import type shell from './en.json';

export { useLanguage, useT, type Catalogues, type KeyOf, type Namespace, type Translate, type Values } from './useT';
export { apiErrorMessage, translateMessage, useMessages, useMessagesNow, type MessageInput, type TranslateMessage } from './messages';
export { detectLanguage, getLanguage, setLanguage, startLanguage, subscribeLanguage } from './language';
export { loadCatalogue, loadCatalogues } from './catalogues';
export { useValueLabels, type ValueLabels } from './values';

declare module './useT' {
  interface Catalogues {
    shell: typeof shell;
  }
}
