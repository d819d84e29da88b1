// The users feature's public entry (eslint delv/boundaries).
export { useGetMentorsQuery, useGetUserQuery, useGetUsersQuery } from './api';
export { default as FollowButton } from './components/FollowButton';
export { default as PromoSessionBanner } from './components/PromoSessionBanner';
