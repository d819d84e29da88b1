export * from './api';
export * from './users';
export * from './sessions';
export * from './content';
export * from './search';
export * from './feed';
export * from './images';
export * from './groups';
