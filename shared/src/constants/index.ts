export * from './categories';
export * from './countries';
export * from './limits';
export * from './messages';
export * from './content';
export * from './points';
export * from './feed';
