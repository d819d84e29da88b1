export * from './languages';
export * from './messageKeys';
