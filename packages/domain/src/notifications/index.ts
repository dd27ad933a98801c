export * from './admin-notification-settings.ts';
