// The groups feature's public parts (what app/pages may compose; eslint delv/boundaries lets app/
// take only what this file names). The request inbox is heavier: the profile loads it by import().
import './live';

export { default as SuggestedGroups } from './components/SuggestedGroups';
export { useRequestInboxQuery } from './api';
export { default as InstitutionGroups } from './components/InstitutionGroups';
export { default as ChatRoom } from './pages/ChatRoomPage';
