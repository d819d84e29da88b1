// The groups feature's public entry (other features import only this or api.ts). The request
// inbox is heavier: a screen that shows it imports it lazily (features/users ProfilePage).
import './live';

export { default as SuggestedGroups } from './components/SuggestedGroups';
export { useRequestInboxQuery } from './api';
export { default as InstitutionGroups } from './components/InstitutionGroups';
