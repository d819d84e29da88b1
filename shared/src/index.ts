export * from './constants';
export * from './validation';
export * from './types';
export * from './embed';
export * from './i18n';
export * from './events';
