export * from './iban.ts';
export * from './payment-machine.ts';
export * from './payment-notifications.ts';
export * from './payment-reference.ts';
export * from './payments.api.ts';
