export * from './input';
export * from './common';
export * from './auth';
export * from './users';
export * from './sessions';
export * from './content';
export * from './search';
export * from './feed';
