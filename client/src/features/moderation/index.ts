// The moderation feature's public part (issue 31): the "Report" action the pages put on posts,
// comments, content items, profiles and groups. Its screens (/moderation, /admin/audit) are routes.
import { lazyPage } from '../../lib/lazyPage';

export { default as ReportButton } from './components/ReportButton';
// Blocking a person (issue 31): "Block" beside "Report" on profiles, and settings' "Blocked people".
export { default as BlockButton } from './components/BlockButton';
// The settings tab: its code and words load when it is opened.
export const BlockedPeople = lazyPage(() => import('./components/BlockedPeople'));
