// The institutions feature's public entry (other features import only this or api.ts).
export { useListInstitutionsQuery } from './api';
export { default as InstitutionAvatar } from './components/InstitutionAvatar';
export { useMyInstitution } from './myInstitution';
