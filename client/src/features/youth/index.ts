// The youth feature's public part (issue 32): the banner the layout shows while an account needs a
// date of birth or a guardian's consent. Its screens (/consent/:token, /safeguarding,
// /institution/consent) are routes.
import { lazyPage } from '../../lib/lazyPage';

export const YouthBanner = lazyPage(() => import('./components/YouthBanner'));
