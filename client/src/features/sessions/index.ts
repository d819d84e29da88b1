// The sessions feature's public parts (what app/pages may compose). The schedule tab and the create
// form load when opened, by import().
export { useListMySessionsQuery, useListUpcomingSessionsQuery } from './api';
export { default as UpcomingSessionsModal } from './components/UpcomingSessionsModal';
export { default as SessionList } from './components/SessionList';
export { default as PromoSessionBanner } from './components/PromoSessionBanner';
export { default as SessionDetail } from './pages/SessionDetailPage';
