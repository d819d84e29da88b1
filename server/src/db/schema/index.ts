export * from './users';
export * from './follows';
export * from './disciplines';
export * from './institutions';
