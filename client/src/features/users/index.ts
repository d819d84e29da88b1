// The users feature's public entry (eslint delv/boundaries).
export { useGetMentorsQuery, useGetUserQuery } from './api';
export { default as FollowButton } from './components/FollowButton';
