// The sessions feature's public entry (eslint delv/boundaries). The schedule tab (with the create form)
// is not here: the profile loads it lazily, `import('../../sessions/components/MentorScheduleTab')`.
export { useListMySessionsQuery, useListUpcomingSessionsQuery } from './api';
export { default as UpcomingSessionsModal } from './components/UpcomingSessionsModal';
export { default as SessionList } from './components/SessionList';
