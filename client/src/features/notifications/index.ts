// The notifications feature's public parts: the settings tab (its code and words load when it is
// opened). The bell (components/NotificationBell) is loaded by the app's router after the first paint.
import { lazyPage } from '../../lib/lazyPage';

export const NotificationSettings = lazyPage(() => import('./pages/NotificationSettings'));
