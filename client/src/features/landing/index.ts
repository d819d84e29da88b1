// The landing feature's public entry (eslint delv/boundaries): parts other public pages reuse.
export { EarnPointsSlide } from './components/Banners';
export { default as ExploreTabs } from './components/ExploreTabs';
export { TOP_SKILLS, categoryPath, courseCategoryOf } from './careers';
export { default as MailingListModal } from './components/MailingListModal';
