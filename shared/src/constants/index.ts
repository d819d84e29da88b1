export * from './categories';
export * from './countries';
export * from './limits';
export * from './messages';
