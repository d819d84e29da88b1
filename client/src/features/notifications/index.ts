// The notifications feature's public entry: the bell (the app puts it in the top bar), the
// settings tab (its code and words load when it is opened) and the words its routes load.
import { lazyPageWithWords } from '../../lib/lazyPage';
import { NOTIFICATION_WORDS } from './words';

export { default as NotificationBell } from './components/NotificationBell';
export { NOTIFICATION_WORDS };

export const NotificationSettings = lazyPageWithWords(() => import('./pages/NotificationSettings'), NOTIFICATION_WORDS);
