// The whole schema, for drizzle's typed client and drizzle-kit.
export * from './users';
export * from './outbox';
export * from './catalog';
export * from './settings';
export * from './notifications';
export * from './providers';
export * from './content';
export * from './bookings';
export * from './account';
export * from './chat';
export * from './admin';
export * from './field-tools';
export * from './trust';
