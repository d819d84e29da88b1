// The notifications feature's public parts: the bell (the app puts it in the top bar) and the
// settings tab (its code and words load when it is opened).
import { lazyPage } from '../../lib/lazyPage';

export { default as NotificationBell } from './components/NotificationBell';

export const NotificationSettings = lazyPage(() => import('./pages/NotificationSettings'));
