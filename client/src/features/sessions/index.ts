// The sessions feature's public entry (eslint delv/boundaries).
export { useListMySessionsQuery, useListUpcomingSessionsQuery } from './api';
export { default as UpcomingSessionsModal } from './components/UpcomingSessionsModal';
export { default as MentorScheduleTab } from './components/MentorScheduleTab';
