// The users feature's public parts: what the profile pages in app/pages are made of.
import './users.css';

export { useGetMentorsQuery, useGetUserQuery } from './api';
export { default as FollowButton } from './components/FollowButton';
export { default as FollowListModal } from './components/FollowListModal';
export { Detail, InterestChips, SocialLinks, fullName } from './components/ProfileDetails';
export { default as ResponsiveTabs, TabPanel } from './components/ResponsiveTabs';
