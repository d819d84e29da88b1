// The disciplines feature's public entry (eslint delv/boundaries).
export { useGetDisciplinesQuery } from './api';
