export * from './schema/accounts.ts';
export * from './schema/auth.ts';
export * from './schema/terms-of-service.ts';
export * from './schema/sensors.ts';
export * from './schema/parcels.ts';
export * from './schema/settings.ts';
export * from './schema/notifications.ts';
export * from './schema/alert-settings.ts';
