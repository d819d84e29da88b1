// The phones feature's public entry (issue 33): the settings tab (numbers verified by SMS, SMS
// kinds) and the admins' SMS card; their code and words load when they are shown.
import { lazyPageWithWords } from '../../lib/lazyPage';
import { PHONE_WORDS } from './words';

export { PHONE_WORDS };
export const PhoneSettings = lazyPageWithWords(() => import('./components/PhoneSettings'), PHONE_WORDS);
export const SmsStatusCard = lazyPageWithWords(() => import('./components/SmsStatusCard'), PHONE_WORDS);
