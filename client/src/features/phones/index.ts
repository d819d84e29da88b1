// The phones feature's public entry (issue 33): the settings tab (numbers verified by SMS, SMS
// kinds) and the admins' SMS card; their code and words load when they are shown.
import { lazyPage } from '../../lib/lazyPage';

export const PhoneSettings = lazyPage(() => import('./components/PhoneSettings'));
export const SmsStatusCard = lazyPage(() => import('./components/SmsStatusCard'));
