export * from './api';
export * from './users';
