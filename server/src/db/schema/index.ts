export * from './users';
export * from './follows';
export * from './disciplines';
export * from './institutions';
export * from './sessions';
export * from './content';
export * from './social';
export * from './feed';
