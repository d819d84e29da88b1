export * from './languages';
export * from './messageKeys';
export * from './messageHash';
